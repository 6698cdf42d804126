import { sanitizeAddress, type Address } from './address';
import type { SavedLine } from './cart';
import {
  ORDER_FULFILMENTS,
  ORDER_PAYMENT_METHODS,
  type OrderFulfilment,
  type OrderPaymentMethod,
} from '@catalogo/contracts/core';
import type { PendingAttempt } from './checkout';

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

const attemptKey = (slug: string) => `catalogo:pedido-em-envio:${slug}`;
const customerKey = 'catalogo:cliente';

/**
 * The order attempt not yet answered for a store (its `Idempotency-Key` and body), kept across
 * reloads so a retry after a lost answer reuses the key.
 */
export function loadPendingAttempt(slug: string): PendingAttempt | undefined {
  try {
    const value = JSON.parse(window.localStorage.getItem(attemptKey(slug)) ?? 'null') as unknown;
    if (!value || typeof value !== 'object') return undefined;
    const { key, body } = value as Partial<PendingAttempt>;
    return typeof key === 'string' && typeof body === 'string' ? { key, body } : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps (or, with undefined, forgets) the store's pending order attempt. */
export function savePendingAttempt(slug: string, attempt: PendingAttempt | undefined): void {
  try {
    if (attempt) window.localStorage.setItem(attemptKey(slug), JSON.stringify(attempt));
    else window.localStorage.removeItem(attemptKey(slug));
  } catch {
    /* storage blocked: the key still lives in memory for this visit */
  }
}

/** The customer's name and phone, remembered for the next order (on this device only). */
export function loadCustomer(): { name: string; phone: string } {
  try {
    const value = JSON.parse(window.localStorage.getItem(customerKey) ?? 'null') as unknown;
    if (value && typeof value === 'object') {
      const { name, phone } = value as { name?: unknown; phone?: unknown };
      return {
        name: typeof name === 'string' ? name.slice(0, 80) : '',
        phone: typeof phone === 'string' ? phone.slice(0, 15) : '',
      };
    }
  } catch {
    /* unreadable: start empty */
  }
  return { name: '', phone: '' };
}

export function saveCustomer(customer: { name: string; phone: string }): void {
  try {
    window.localStorage.setItem(customerKey, JSON.stringify(customer));
  } catch {
    /* private mode or quota */
  }
}

/** The customer's last order at a store, for "Seu último pedido" (docs/API.md §8). */
export interface LastOrder {
  /** The order's status token (also the key of "Pedir de novo"). */
  token: string;
  number: number;
  /** "2x X-Salada, 1x Coca-Cola Lata". */
  summary: string;
  /** Reais, as charged. */
  total: number;
}

/**
 * Who ordered at a store from this device (docs/API.md §8 "remembered on their phone"): saved
 * after an order, read to prefill the next one and to offer "Pedir de novo". Nothing leaves the
 * device; "Não sou eu" forgets it.
 */
export interface RememberedCustomer {
  name: string;
  phone: string;
  address: Address;
  /** How the last order was received and paid (prefilled; the store's offer still decides). */
  fulfilment?: OrderFulfilment;
  payment?: OrderPaymentMethod;
  lastOrder: LastOrder | null;
}

const rememberedKey = (slug: string) => `catalogo:cliente:${slug}`;

function readLastOrder(value: unknown): LastOrder | null {
  if (!value || typeof value !== 'object') return null;
  const { token, number, summary, total } = value as Partial<Record<keyof LastOrder, unknown>>;
  if (typeof token !== 'string' || !/^[\w-]{1,100}$/.test(token)) return null;
  if (typeof number !== 'number' || typeof total !== 'number') return null;
  return {
    token,
    number,
    summary: typeof summary === 'string' ? summary.slice(0, 300) : '',
    total,
  };
}

/** The customer remembered for a store, or undefined (nothing saved or unreadable). */
export function loadRemembered(slug: string): RememberedCustomer | undefined {
  try {
    const value = JSON.parse(window.localStorage.getItem(rememberedKey(slug)) ?? 'null') as unknown;
    if (!value || typeof value !== 'object') return undefined;
    const { v, name, phone, address, lastOrder, fulfilment, payment } = value as Record<
      string,
      unknown
    >;
    if (v !== 1) return undefined;
    const remembered: RememberedCustomer = {
      name: typeof name === 'string' ? name.slice(0, 80) : '',
      phone: typeof phone === 'string' ? phone.slice(0, 15) : '',
      address: sanitizeAddress(address),
      lastOrder: readLastOrder(lastOrder),
    };
    if ((ORDER_FULFILMENTS as readonly unknown[]).includes(fulfilment))
      remembered.fulfilment = fulfilment as OrderFulfilment;
    if ((ORDER_PAYMENT_METHODS as readonly unknown[]).includes(payment))
      remembered.payment = payment as OrderPaymentMethod;
    return remembered;
  } catch {
    return undefined;
  }
}

/** Remembers the customer of a store after an order (silently nothing when storage is blocked). */
export function saveRemembered(slug: string, customer: RememberedCustomer): void {
  try {
    window.localStorage.setItem(rememberedKey(slug), JSON.stringify({ v: 1, ...customer }));
  } catch {
    /* private mode or quota */
  }
}

/** "Não sou eu": forgets the store's remembered customer and the name and phone kept for forms. */
export function forgetRemembered(slug: string): void {
  try {
    window.localStorage.removeItem(rememberedKey(slug));
    window.localStorage.removeItem(customerKey);
  } catch {
    /* storage blocked: nothing was kept */
  }
}
