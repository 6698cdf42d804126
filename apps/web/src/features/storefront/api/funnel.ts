import type { FunnelEventType } from '@catalogo/contracts/core';
import { defaultBaseUrl } from '@/lib/api';

const flag = (slug: string, type: FunnelEventType): string => `catalogo:funil:${slug}:${type}`;

/**
 * Sends one funnel step of this visit (docs/API.md §6 "Numbers for the seller"):
 * `POST /public-catalog/{slug}/events` with `navigator.sendBeacon`, which never blocks the page
 * and outlives it. At most once per visit and step: a sessionStorage flag (this tab's session)
 * is set once the browser has queued the beacon. Sent as text/plain (no CORS preflight); no
 * cookie or identifier is involved. Silent on every failure (no sendBeacon, storage refused,
 * queue full): the customer never notices.
 */
export function trackFunnelStep(slug: string, type: FunnelEventType): void {
  try {
    const key = flag(slug, type);
    if (sessionStorage.getItem(key) !== null) return;
    if (typeof navigator.sendBeacon !== 'function') return;
    const url = `${defaultBaseUrl()}/public-catalog/${encodeURIComponent(slug)}/events`;
    if (navigator.sendBeacon(url, JSON.stringify({ type }))) sessionStorage.setItem(key, '1');
  } catch {
    // Never in the customer's way.
  }
}

/**
 * The order form counts as opened when the customer first focuses one of its fields (or asks to
 * place the order): a focus handler of the cart passes its event target here.
 */
export function trackOrderFormFocus(slug: string, target: EventTarget | null): void {
  if (
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  )
    trackFunnelStep(slug, 'checkout_opened');
}
