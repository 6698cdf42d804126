/**
 * What the panel's service worker shows for a push message (docs/API.md §8 "Seller alerts"):
 * pure, so the worker and the unit tests share it. No DOM or worker types.
 */
import type { PushMessage } from '@catalogo/contracts/core';

/** The orders page: where a message without a usable `url` leads. */
export const ORDERS_URL = '/admin/pedidos';

/** The worker's message to an open panel: `{ type: OPEN_MESSAGE, url }` (go to that path). */
export const OPEN_MESSAGE = 'catalogo:abrir';

/** A notification to show: `showNotification(title, { body, tag, data: { url } })`. */
export interface OrderNotification {
  title: string;
  body: string;
  /** One notification per order: a second message about it replaces the first. */
  tag: string;
  /** A panel path (`/admin/...`) opened on click. */
  url: string;
}

const money = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** `R$ 45,00` (a non-breaking space after R$ becomes a plain one, for notification fonts). */
function brl(reais: number): string {
  return money.format(reais).replace(/\s/g, ' ');
}

/**
 * The panel path of a message's `url` (absolute, as the API sends it, or a path): only the
 * panel's own pages on `origin` are opened; anything else (another origin, a store page)
 * becomes the orders page, so a push can never send the seller elsewhere.
 */
export function panelUrl(url: unknown, origin: string): string {
  if (typeof url !== 'string') return ORDERS_URL;
  try {
    const parsed = new URL(url, origin);
    if (parsed.origin !== origin || !/^\/admin(\/|$)/.test(parsed.pathname)) return ORDERS_URL;
    return parsed.pathname + parsed.search;
  } catch {
    return ORDERS_URL;
  }
}

/**
 * The notification of a push payload (the JSON text or the parsed object): "Novo pedido nº 12"
 * with "R$ 45,00 · Maria", "Pedido nº 12 pago", or the test message. Unknown or broken payloads
 * still notify ("Novo pedido") — a push is only sent when something happened.
 */
export function notificationFromPush(payload: unknown, origin: string): OrderNotification {
  let message: Partial<PushMessage> = {};
  try {
    const parsed: unknown = typeof payload === 'string' ? JSON.parse(payload) : payload;
    if (parsed && typeof parsed === 'object') message = parsed as Partial<PushMessage>;
  } catch {
    /* not JSON: the generic notification */
  }
  const url = panelUrl(message.url, origin);
  const hasNumber = typeof message.number === 'number';
  const details = [
    typeof message.total === 'number' ? brl(message.total) : undefined,
    typeof message.customerName === 'string' ? message.customerName.trim() : undefined,
  ].filter((part): part is string => !!part);
  const tag = message.orderId ? `pedido-${message.orderId}` : 'pedidos';
  if (message.type === 'test') {
    return {
      title: 'Notificações ativadas',
      body: 'Os novos pedidos vão aparecer assim neste aparelho.',
      tag: 'teste',
      url,
    };
  }
  if (message.type === 'order.paid') {
    return {
      title: hasNumber ? `Pedido nº ${message.number} pago` : 'Pedido pago',
      body: details.join(' · ') || 'Pagamento confirmado.',
      tag: `${tag}-pago`,
      url,
    };
  }
  return {
    title: hasNumber ? `Novo pedido nº ${message.number}` : 'Novo pedido',
    body: details.join(' · ') || 'Abra o painel para ver o pedido.',
    tag,
    url,
  };
}
