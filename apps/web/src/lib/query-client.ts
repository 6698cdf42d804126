import { MutationCache, QueryCache, QueryClient, useQueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/**
 * The app's QueryClient. Every query and mutation failure goes through `onError` (the shell's
 * 401/403 handler) before the feature's own handling. Client errors (4xx) are never retried.
 */
export function createQueryClient(onError: (error: unknown) => void = () => {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}

/** Invalidates the given queries when called (a mutation's `onSuccess`/`onSettled`). */
export function useInvalidate(...keys: ReadonlyArray<readonly unknown[]>): () => Promise<void> {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
      () => undefined,
    );
}
