import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MiniToaster } from '@/lib/mini-toast';
import { OrderStatusPage } from './components/OrderStatusPage';

/**
 * The light app of a customer's status page `/{slug}/pedido/{token}`, loaded by the
 * boot module (src/main.tsx): React, the page and the tiny toast outlet; no router, no TanStack
 * Query, no Radix, no admin code (the same budget as the public catalogue).
 */
export function mountOrderStatus(container: HTMLElement, slug: string, token: string): void {
  createRoot(container).render(
    <StrictMode>
      <OrderStatusPage slug={slug} token={token} />
      <MiniToaster />
    </StrictMode>,
  );
}
