import { sanitizeAddress, type Address } from './address';
import type { SavedLine } from './cart';

/** What the page keeps per store in localStorage: the cart and the delivery address. */
export interface SavedOrder {
  lines: unknown;
  address: Address;
}

export const storageKey = (slug: string) => `catalogo:pedido:${slug}`;

/** Reads the saved order of a store; anything unreadable counts as nothing saved. */
export function loadOrder(slug: string): SavedOrder | undefined {
  try {
    const raw = window.localStorage.getItem(storageKey(slug));
    if (!raw) return undefined;
    const value = JSON.parse(raw) as { v?: unknown; lines?: unknown; address?: unknown };
    if (!value || typeof value !== 'object' || value.v !== 1) return undefined;
    return { lines: value.lines, address: sanitizeAddress(value.address) };
  } catch {
    return undefined;
  }
}

/** Saves the order of a store (silently does nothing when storage is full or blocked). */
export function saveOrder(slug: string, lines: SavedLine[], address: Address): void {
  try {
    window.localStorage.setItem(storageKey(slug), JSON.stringify({ v: 1, lines, address }));
  } catch {
    /* private mode or quota: the cart still works for this visit */
  }
}
