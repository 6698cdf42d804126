/**
 * The order's status machine (docs/API.md §6 "Orders"): the statuses, their labels, which
 * changes are allowed, the customer's timeline and the seller's ready message for each status.
 */
import type { OrderFulfilment } from '../../order-core';

/** Order statuses (docs/API.md §6). */
export const OrderStatus = {
  Received: 'received',
  Confirmed: 'confirmed',
  Preparing: 'preparing',
  OutForDelivery: 'out_for_delivery',
  ReadyForPickup: 'ready_for_pickup',
  Completed: 'completed',
  Canceled: 'canceled',
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Every status, in timeline order. */
export const ORDER_STATUSES: readonly OrderStatus[] = Object.values(OrderStatus);

/** Labels of the statuses on the customer's timeline and the seller's panel. */
export const OrderStatusLabels: Record<OrderStatus, string> = {
  received: 'Recebido',
  confirmed: 'Confirmado',
  preparing: 'Em preparo',
  out_for_delivery: 'Saiu para entrega',
  ready_for_pickup: 'Pronto para retirada',
  completed: 'Concluído',
  canceled: 'Cancelado',
};

/** Statuses that end an order (no change after them). */
export const FINAL_ORDER_STATUSES: readonly OrderStatus[] = ['completed', 'canceled'];

/**
 * The statuses an order may move to next (docs/API.md §6): received → confirmed → preparing →
 * out_for_delivery (delivery) or ready_for_pickup (pickup) → completed; canceled from any status
 * before completed. The first entry is the "happy path" step; `canceled` comes last.
 */
export function allowedNextStatuses(
  status: OrderStatus,
  fulfilment: OrderFulfilment,
): OrderStatus[] {
  const next: OrderStatus[] = [];
  switch (status) {
    case 'received':
      next.push('confirmed');
      break;
    case 'confirmed':
      next.push('preparing');
      break;
    case 'preparing':
      next.push(fulfilment === 'delivery' ? 'out_for_delivery' : 'ready_for_pickup');
      break;
    case 'out_for_delivery':
    case 'ready_for_pickup':
      next.push('completed');
      break;
    case 'completed':
    case 'canceled':
      return [];
  }
  next.push('canceled');
  return next;
}

/** True when `from` → `to` is an allowed transition for an order of that fulfilment. */
export function canChangeOrderStatus(
  from: OrderStatus,
  to: OrderStatus,
  fulfilment: OrderFulfilment,
): boolean {
  return allowedNextStatuses(from, fulfilment).includes(to);
}

/** The statuses of the customer's timeline for a fulfilment (without `canceled`). */
export function orderTimeline(fulfilment: OrderFulfilment): OrderStatus[] {
  return [
    'received',
    'confirmed',
    'preparing',
    fulfilment === 'delivery' ? 'out_for_delivery' : 'ready_for_pickup',
    'completed',
  ];
}

/**
 * The seller's ready message to the customer for a status, e.g. "Seu pedido nº 12 saiu para
 * entrega.".
 */
export function orderStatusCustomerMessage(number: number, status: OrderStatus): string {
  const n = `Seu pedido nº ${number}`;
  switch (status) {
    case 'received':
      return `Recebemos seu pedido nº ${number}.`;
    case 'confirmed':
      return `${n} foi confirmado.`;
    case 'preparing':
      return `${n} está em preparo.`;
    case 'out_for_delivery':
      return `${n} saiu para entrega.`;
    case 'ready_for_pickup':
      return `${n} está pronto para retirada.`;
    case 'completed':
      return `${n} foi concluído. Obrigado pela preferência!`;
    case 'canceled':
      return `${n} foi cancelado.`;
  }
}
