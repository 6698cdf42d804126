import { useEffect, useRef, useState } from 'react';
import { OrderEvents, type SellerOrder } from '@catalogo/contracts/core';
import { defaultBaseUrl } from '@/lib/api';

/** How the live stream is doing: shown on the panel ("Ao vivo" / "Reconectando..."). */
export type OrderStreamState = 'connecting' | 'open' | 'reconnecting';

export interface OrderEventHandlers {
  /** A new order (`order.created`). */
  onCreated: (order: SellerOrder) => void;
  /** A status change (`order.updated`), also the seller's own from another tab or device. */
  onUpdated: (order: SellerOrder) => void;
  /**
   * The stream is open again after a drop (proxy timeout, deploy, network): events sent in the
   * meantime were lost, so the caller refetches what it shows.
   */
  onReconnected: () => void;
}

/** Delay before re-opening a stream the browser gave up on (a non-200 answer), in ms. */
export const RECONNECT_DELAY_MS = 5_000;

/**
 * The seller's live orders: `GET /orders/events` (Server-Sent Events, CONTRACT.md §6) through
 * the browser's EventSource with the session cookie (`withCredentials`). The browser reconnects
 * by itself after a drop (the API sends `retry: 3000` and a heartbeat every 25 s); when it gives
 * up (readyState CLOSED, e.g. a 502 from the proxy during a deploy) the hook opens a new stream
 * after `reconnectDelayMs`. Every reconnection calls `onReconnected` so the caller fetches the
 * orders it missed. Handlers may change between renders without reopening the stream.
 */
export function useOrderEvents(
  handlers: OrderEventHandlers,
  { enabled = true, reconnectDelayMs = RECONNECT_DELAY_MS } = {},
): OrderStreamState {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const [state, setState] = useState<OrderStreamState>('connecting');

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    let stopped = false;

    const parse = (event: MessageEvent<string>): SellerOrder | undefined => {
      try {
        return JSON.parse(event.data) as SellerOrder;
      } catch {
        return undefined;
      }
    };

    const connect = () => {
      source = new EventSource(`${defaultBaseUrl()}/orders/events`, { withCredentials: true });
      source.addEventListener('open', () => {
        setState('open');
        if (opened) latest.current.onReconnected();
        opened = true;
      });
      source.addEventListener('error', () => {
        if (stopped || !source) return;
        setState('reconnecting');
        if (source.readyState === EventSource.CLOSED) {
          source.close();
          timer = setTimeout(connect, reconnectDelayMs);
        }
      });
      source.addEventListener(OrderEvents.Created, (event) => {
        const order = parse(event);
        if (order) latest.current.onCreated(order);
      });
      source.addEventListener(OrderEvents.Updated, (event) => {
        const order = parse(event);
        if (order) latest.current.onUpdated(order);
      });
    };

    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [enabled, reconnectDelayMs]);

  return state;
}
