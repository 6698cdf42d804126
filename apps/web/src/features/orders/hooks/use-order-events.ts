import { useEffect, useRef, useState } from 'react';
import { fetchEventSource, type EventSourceMessage } from '@microsoft/fetch-event-source';
import { OrderEvents, type SellerOrder } from '@catalogo/contracts/core';
import { ACCESS_TOKEN_HEADER, defaultBaseUrl } from '@/lib/api';
import { getToken, setToken } from '@/lib/cookie';

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
  /**
   * The API answered 401 (session expired or revoked): the hook stops for good and the caller
   * lets the app's 401 handling take over.
   */
  onUnauthorized?: () => void;
}

/** Delay before re-opening a stream the API did not open (a non-200 answer or no answer), in ms. */
export const RECONNECT_DELAY_MS = 5_000;

/** The API answered 401: no point in retrying with the same session. */
class SessionEnded extends Error {}
/** The API (or a proxy) answered something else than an event stream, e.g. a 502 during a deploy. */
class NotAStream extends Error {}
/** The open stream ended (proxy timeout, API restart). */
class StreamClosed extends Error {}

/**
 * The seller's live orders: `GET /orders/events` (Server-Sent Events, docs/API.md §6) read with
 * fetch (`@microsoft/fetch-event-source`) and `Authorization: Bearer <token>`: the token cookie
 * belongs to the web origin, so a cross-host API never receives it (an EventSource cannot send
 * headers). Each attempt reads the current token, and a renewed one in `X-Access-Token` is
 * stored (sliding session, docs/API.md §7). After a drop the stream is re-opened after the API's
 * `retry` (3000 ms) with `Last-Event-ID`, so the API replays what was missed; when the API did
 * not open it (a non-200 answer, a network failure) after `reconnectDelayMs`. Every reconnection
 * calls `onReconnected` so the caller fetches the orders it missed. A 401 stops it for good and
 * calls `onUnauthorized`. It stays open in a hidden tab (new orders are still announced) and
 * closes on unmount. Handlers may change between renders without reopening the stream.
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
    if (!enabled) return;
    const controller = new AbortController();
    let opened = false;
    let openNow = false;

    const parse = (message: EventSourceMessage): SellerOrder | undefined => {
      try {
        return JSON.parse(message.data) as SellerOrder;
      } catch {
        return undefined;
      }
    };

    fetchEventSource(`${defaultBaseUrl()}/orders/events`, {
      signal: controller.signal,
      openWhenHidden: true,
      // Every attempt, reconnections included, sends the token of that moment.
      fetch: (input, init) => {
        const token = getToken();
        const headers = { ...(init?.headers as Record<string, string> | undefined) };
        if (token) headers.Authorization = `Bearer ${token}`;
        return globalThis.fetch(input, { ...init, headers });
      },
      onopen: async (response) => {
        if (response.status === 401) throw new SessionEnded();
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok || !type.startsWith('text/event-stream')) throw new NotAStream();
        const renewed = response.headers.get(ACCESS_TOKEN_HEADER);
        if (renewed) setToken(renewed);
        openNow = true;
        setState('open');
        if (opened) latest.current.onReconnected();
        opened = true;
      },
      onmessage: (message) => {
        // `order.paid` (docs/API.md §8 "Pix online") updates the order like `order.updated`.
        if (
          message.event !== OrderEvents.Created &&
          message.event !== OrderEvents.Updated &&
          message.event !== OrderEvents.Paid
        )
          return;
        const order = parse(message);
        if (!order) return;
        if (message.event === OrderEvents.Created) latest.current.onCreated(order);
        else latest.current.onUpdated(order);
      },
      onclose: () => {
        throw new StreamClosed();
      },
      // Returns the delay before the next attempt (undefined: the API's `retry`); throwing stops.
      onerror: (error: unknown) => {
        if (error instanceof SessionEnded) throw error;
        setState('reconnecting');
        const wasOpen = openNow;
        openNow = false;
        return wasOpen ? undefined : reconnectDelayMs;
      },
    }).catch((error: unknown) => {
      if (error instanceof SessionEnded && !controller.signal.aborted) {
        latest.current.onUnauthorized?.();
      }
    });

    return () => controller.abort();
  }, [enabled, reconnectDelayMs]);

  return state;
}
