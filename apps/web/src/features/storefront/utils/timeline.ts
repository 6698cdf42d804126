import {
  OrderStatusLabels,
  orderTimeline,
  type OrderStatus,
  type PublicOrder,
} from '@catalogo/contracts/core';

/** One step of the customer's status timeline. */
export interface TimelineStep {
  status: OrderStatus;
  /** Portuguese label: Recebido, Confirmado, Em preparo, … */
  label: string;
  /** done: passed; current: where the order is now; upcoming: not reached (yet). */
  state: 'done' | 'current' | 'upcoming';
  /** ISO 8601 of the change to this status, when it happened. */
  at: string | null;
}

/**
 * The customer's timeline: Recebido → Confirmado → Em preparo → Saiu para entrega
 * (delivery) or Pronto para retirada (pickup) → Concluído, with the time of each step reached.
 * A canceled order shows the steps it went through, then "Cancelado" as its current step (the
 * steps it never reached are left out). A completed order has every step done.
 */
export function timelineSteps(
  order: Pick<PublicOrder, 'status' | 'fulfilment' | 'history'>,
): TimelineStep[] {
  const at = new Map<OrderStatus, string>();
  for (const change of order.history) if (!at.has(change.status)) at.set(change.status, change.at);
  const path = orderTimeline(order.fulfilment);
  const step = (status: OrderStatus, state: TimelineStep['state']): TimelineStep => ({
    status,
    label: OrderStatusLabels[status],
    state,
    at: at.get(status) ?? null,
  });

  if (order.status === 'canceled') {
    return [
      ...path
        .filter((status) => status === 'received' || at.has(status))
        .map((s) => step(s, 'done')),
      step('canceled', 'current'),
    ];
  }
  const current = path.indexOf(order.status);
  return path.map((status, index) =>
    step(
      status,
      index < current || order.status === 'completed'
        ? 'done'
        : index === current
          ? 'current'
          : 'upcoming',
    ),
  );
}

/** True when the order will not change any more (no need to keep polling). */
export function isFinalStatus(status: OrderStatus): boolean {
  return status === 'completed' || status === 'canceled';
}

/** "24/11, 15:30" in the store's time zone (America/Sao_Paulo), for a timeline step. */
export function formatStepTime(iso: string): string {
  return new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(iso));
}
