import {
  OrderStatusLabels,
  allowedNextStatuses,
  orderAddressLines,
  orderStatusCustomerMessage,
  orderWhatsappUrl,
  type OrderAddress,
  type OrderStatus,
  type SellerOrder,
} from '@catalogo/contracts/core';

/**
 * The rules of the seller's "Pedidos" screen as pure functions, unit-tested without
 * rendering: filter chips, the tab title, the allowed status buttons, the WhatsApp message to the
 * customer, the Maps link and the CSV period.
 */

/** A status filter chip: `undefined` is "Todos". */
export interface StatusChip {
  status: OrderStatus | undefined;
  label: string;
}

/** The chips, in the order of an order's life: Todos, Recebido, … , Cancelado. */
export const STATUS_CHIPS: readonly StatusChip[] = [
  { status: undefined, label: 'Todos' },
  ...(Object.keys(OrderStatusLabels) as OrderStatus[]).map((status) => ({
    status,
    label: OrderStatusLabels[status],
  })),
];

/** The button label for moving an order to `status` (one tap). */
export const STATUS_ACTION_LABELS: Record<OrderStatus, string> = {
  received: 'Marcar como recebido',
  confirmed: 'Confirmar pedido',
  preparing: 'Iniciar preparo',
  out_for_delivery: 'Saiu para entrega',
  ready_for_pickup: 'Pronto para retirada',
  completed: 'Concluir pedido',
  canceled: 'Cancelar pedido',
};

/** The one-tap buttons of an order: only the allowed next statuses (docs/API.md §6). */
export function statusActions(
  order: Pick<SellerOrder, 'status' | 'fulfilment'>,
): { status: OrderStatus; label: string; destructive: boolean }[] {
  return allowedNextStatuses(order.status, order.fulfilment).map((status) => ({
    status,
    label: STATUS_ACTION_LABELS[status],
    destructive: status === 'canceled',
  }));
}

/**
 * The chat with the customer, opened with the ready message for the order's status ("Seu
 * pedido nº 12 saiu para entrega."); null when the customer left no phone.
 */
export function customerWhatsappUrl(
  order: Pick<SellerOrder, 'number' | 'status' | 'customer'>,
): string | null {
  return orderWhatsappUrl(
    order.customer.phone,
    orderStatusCustomerMessage(order.number, order.status),
  );
}

/** A Google Maps search link for a delivery address. */
export function mapsUrl(address: OrderAddress): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    orderAddressLines(address).join(', '),
  )}`;
}

/** The document title with the count of new orders not yet seen: "(3) Pedidos · …". */
export function titleWithCount(title: string, unseen: number): string {
  return unseen > 0 ? `(${unseen}) ${title}` : title;
}

/** `YYYY-MM-DD` of an instant in the store's time zone (America/Sao_Paulo). */
export function localDay(date: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** The default CSV period: from the first day of this month to today (local days). */
export function currentMonthPeriod(now: Date = new Date()): { from: string; to: string } {
  const to = localDay(now);
  return { from: `${to.slice(0, 8)}01`, to };
}

/** A problem with a CSV period in Portuguese, or undefined when it is valid. */
export function periodError(from: string, to: string): string | undefined {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if ((from && !day.test(from)) || (to && !day.test(to))) return 'Informe datas válidas.';
  if (from && to && from > to) return 'A data inicial deve ser antes da data final.';
  return undefined;
}

/** The orders the panel marks as new: added when announced, removed once opened. */
export type NewOrders = ReadonlySet<string>;

export function withNewOrder(set: NewOrders, id: string): NewOrders {
  if (set.has(id)) return set;
  const next = new Set(set);
  next.add(id);
  return next;
}

export function withoutOrder(set: NewOrders, id: string): NewOrders {
  if (!set.has(id)) return set;
  const next = new Set(set);
  next.delete(id);
  return next;
}
