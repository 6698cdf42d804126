import { useEffect, useState } from 'react';
import { OrderLimits, type PublicOrder } from '@catalogo/contracts/core';
import { ApiError } from '@/lib/api';
import { fetchPublicOrder } from '../api/order-status';
import { isFinalStatus } from '../utils/timeline';
import { ONLINE_PIX_POLL_MS } from '../components/OnlinePixBox';

export type OrderStatusState =
  | { status: 'loading' }
  | { status: 'ready'; order: PublicOrder; offline: boolean }
  | { status: 'not-found' }
  | { status: 'error' };

/**
 * The customer's order (`GET /public-catalog/{slug}/orders/{token}`), refreshed by itself every
 * `pollMs` (default 15 000 ms) and whenever the page becomes visible again, until the order is
 * completed or canceled. A failed refresh keeps the last order shown (`offline: true`) and tries
 * again on the next tick; a failed first load is `error` (with `retry`).
 */
export function useOrderStatus(
  slug: string,
  token: string,
  pollMs: number = OrderLimits.statusPollMs,
): { state: OrderStatusState; retry: () => void } {
  const [state, setState] = useState<OrderStatusState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    let last: PublicOrder | undefined;

    const schedule = () => {
      clearTimeout(timer);
      // An online Pix waiting for its payment: ask more often, so "Pagamento confirmado" shows
      // within 5 s of the confirmation (docs/API.md §8 "Pix online").
      const waitingPix = last?.pix?.mode === 'online' && last.pix.status === 'pending';
      const delay = waitingPix ? Math.min(pollMs, ONLINE_PIX_POLL_MS) : pollMs;
      if (active && !(last && isFinalStatus(last.status))) timer = setTimeout(load, delay);
    };
    async function load() {
      controller?.abort();
      controller = new AbortController();
      try {
        const order = await fetchPublicOrder(slug, token, controller.signal);
        if (!active) return;
        last = order;
        setState({ status: 'ready', order, offline: false });
      } catch (error) {
        if (!active || (error instanceof DOMException && error.name === 'AbortError')) return;
        if (error instanceof ApiError && error.status === 404) {
          setState({ status: 'not-found' });
          return;
        }
        setState(last ? { status: 'ready', order: last, offline: true } : { status: 'error' });
        if (!last) return;
      }
      schedule();
    }
    const onVisible = () => {
      if (document.visibilityState === 'visible' && last && !isFinalStatus(last.status)) {
        void load();
      }
    };

    setState({ status: 'loading' });
    void load();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      active = false;
      clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [slug, token, pollMs, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
