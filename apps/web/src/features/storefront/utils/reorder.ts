import type { PublicOrder, ReorderChange, ReorderResponse } from '@catalogo/contracts/core';
import { restoreCart, type CartLine, type Product } from './cart';
import { formatMoney } from './money';
import type { LastOrder } from './storage';

/**
 * "Pedir de novo" (docs/API.md §8): a past order rebuilt at today's catalogue. Pure functions,
 * unit-tested without rendering.
 */

/**
 * What changed since the past order, as plain sentences for the customer: "Coxinha está
 * indisponível hoje" (sold out, or its choices no longer exist), "X saiu do catálogo",
 * "Pizza G agora R$ 59,90" (today's unit price with the same choices).
 */
export function reorderChangeText(change: ReorderChange): string {
  switch (change.reason) {
    case 'unavailable':
      return `${change.name} está indisponível hoje`;
    case 'removed':
      return `${change.name} saiu do catálogo`;
    case 'price_changed':
      return change.price === undefined
        ? `${change.name} mudou de preço`
        : `${change.name} agora ${formatMoney(change.price)}`;
  }
}

/**
 * The cart of a reorder: the answer's lines checked against the catalogue the page shows (a
 * line whose item vanished or sold out since is dropped), and the sentences of what changed.
 */
export function rebuildCart(
  answer: ReorderResponse,
  products: readonly Product[],
): { lines: CartLine[]; changes: string[] } {
  const lines = restoreCart(answer.items, products);
  const changes = answer.changes.map(reorderChangeText);
  return { lines, changes };
}

/** What "Seu último pedido" shows of a placed order: "2x X-Salada, 1x Coca-Cola Lata". */
export function lastOrderOf(order: PublicOrder): LastOrder {
  return {
    token: order.token,
    number: order.number,
    summary: order.items.map((item) => `${item.quantity}x ${item.name}`).join(', '),
    total: order.total,
  };
}

/**
 * The token of `?pedir-de-novo=` in a page address (the status page's "Pedir de novo"), or
 * null. Only URL-safe tokens are taken.
 */
export function reorderTokenOf(search: string, param: string): string | null {
  const token = new URLSearchParams(search).get(param);
  return token && /^[\w-]{1,100}$/.test(token) ? token : null;
}
