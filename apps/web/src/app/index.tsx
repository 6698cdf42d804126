import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { toast } from 'sonner';
import { createAppRouter } from './router';
import { createQueryClient } from '../lib/query-client';
import { createApiErrorHandler } from '../lib/api-error-handler';
import { clearToken } from '../lib/cookie';

/**
 * The full app (every route but a store's public link): router, TanStack Query, the API error
 * handler and sonner. Loaded by the boot module (main.tsx).
 */
export function mountApp(container: HTMLElement): void {
  const router = createAppRouter();

  const queryClient = createQueryClient(
    createApiErrorHandler({
      navigate: (to) => void router.navigate(to, { replace: true }),
      getPathname: () => window.location.pathname,
      toastError: (message, options) => toast.error(message, options),
      clearToken,
      // Drop the signed-out seller's cached data once the current render has moved on.
      onSessionExpired: () => setTimeout(() => queryClient.clear(), 0),
    }),
  );

  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
