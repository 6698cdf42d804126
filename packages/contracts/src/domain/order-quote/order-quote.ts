/**
 * The order's quote under the store's ordering rules (docs/API.md §6 "Ordering options" and
 * "Orders"): the delivery fee (`domain/delivery`), the total, the minimum order and the first
 * refusal (closed, fulfilment, bairro, payment, minimum). One function for the cart and the API,
 * so the total shown is the total charged; the API is the judge.
 */
import { formatOrderMoney, reaisToCents } from '../money/money';
import { deliveryCharge, type DeliveryRefusalCode } from '../delivery/delivery';
import { formatNextOpening, openingState } from '../opening-hours/opening-hours';
import {
  OrderPaymentMethodLabels,
  type OrderFulfilment,
  type OrderPaymentMethod,
} from '../../order-core';
import type { PublicOrdering, StoreSettings } from '../../settings-core';

/** Portuguese refusals of an order that are not the delivery's (422; the cart shows the same). */
export const OrderQuoteMessages = {
  pickupNotOffered: 'Esta loja não oferece retirada no local. Escolha entrega.',
  paymentNotOffered: (method: OrderPaymentMethod): string =>
    `Esta loja não aceita pagamento com ${OrderPaymentMethodLabels[method].toLowerCase()}.`,
  belowMinimum: (minimumCents: number, missingCents: number): string =>
    `O pedido mínimo é de ${formatOrderMoney(minimumCents)}. Faltam ${formatOrderMoney(missingCents)}.`,
  closed: (when: string | null): string =>
    when
      ? `A loja está fechada agora e abre ${when}. Tente novamente nesse horário.`
      : 'A loja está fechada agora e não está recebendo pedidos.',
} as const;

/** Why a store refuses an order (the API answers 422 with `message`). */
export type OrderRefusalCode =
  'closed' | DeliveryRefusalCode | 'payment_not_offered' | 'below_minimum';

export interface OrderRefusal {
  code: OrderRefusalCode;
  /** Portuguese, shown to the customer as is. */
  message: string;
}

/** What the cart (or the API) knows of the order being placed. */
export interface OrderQuoteInput {
  /** Sum of the lines, centavos. */
  subtotalCents: number;
  fulfilment: OrderFulfilment;
  /** The delivery bairro (from the CEP look-up or typed); matched case- and accent-insensitively. */
  bairro?: string | null;
  /** Not yet chosen in the cart: null/undefined (no payment refusal then). */
  paymentMethod?: OrderPaymentMethod | null;
}

/** Result of `quoteOrder`. Money in centavos. */
export interface OrderQuote {
  deliveryFeeCents: number;
  /** subtotal + deliveryFee. */
  totalCents: number;
  /** Delivery fee waived because the subtotal reached `freeFrom` ("Frete grátis"). */
  freeDelivery: boolean;
  /** Delivery with the fee "a combinar" (0 here, agreed with the seller). */
  feeToAgree: boolean;
  /** How much is missing to the minimum order (0 when reached). */
  minimumMissingCents: number;
  /** The first rule that refuses the order, or null. */
  refusal: OrderRefusal | null;
}

/** Input of `quoteOrder`: the public block (or `toPublicOrdering` of the settings). */
export type OrderingRules = Pick<
  PublicOrdering,
  'delivery' | 'pickup' | 'minimumOrder' | 'payment' | 'openNow' | 'nextOpening' | 'hours'
>;

/** The public `ordering` block of a store's settings at `now` (no Pix key or other private data). */
export function toPublicOrdering(settings: StoreSettings, now: Date): PublicOrdering {
  const state = openingState(settings.hours, now);
  return {
    delivery: settings.delivery,
    pickup: settings.pickup,
    minimumOrder: settings.minimumOrder,
    payment: {
      pix: settings.payment.pix.enabled,
      cash: settings.payment.cash.enabled,
      card: settings.payment.card.enabled,
    },
    openNow: state.openNow,
    nextOpening: state.nextOpening,
    hours: settings.hours,
  };
}

/**
 * The fee, total and refusal of an order under the store's rules (docs/API.md §6).
 * Refusals, first one wins: closed (when `openNow` is false and orders are not taken while closed;
 * `now` only words the next opening), fulfilment not offered, bairro missing or not served
 * (fee by bairro), payment not offered, below the minimum (of the subtotal). Free delivery applies
 * when the subtotal reaches `freeFrom` (`deliveryCharge`). Fees are never negative.
 */
export function quoteOrder(
  ordering: OrderingRules,
  input: OrderQuoteInput,
  now: Date = new Date(),
): OrderQuote {
  const subtotal = input.subtotalCents;
  let fee = 0;
  let feeToAgree = false;
  let freeDelivery = false;
  let refusal: OrderRefusal | null = null;
  const refuse = (code: OrderRefusalCode, message: string): void => {
    refusal ??= { code, message };
  };

  if (!ordering.openNow && !ordering.hours.acceptWhenClosed)
    refuse(
      'closed',
      OrderQuoteMessages.closed(
        ordering.nextOpening ? formatNextOpening(ordering.nextOpening, now) : null,
      ),
    );

  if (input.fulfilment === 'delivery') {
    const charge = deliveryCharge(ordering.delivery, input.bairro, subtotal);
    if (charge.refusal) refuse(charge.refusal.code, charge.refusal.message);
    fee = charge.feeCents;
    feeToAgree = charge.feeToAgree;
    freeDelivery = charge.freeDelivery;
  } else if (!ordering.pickup.enabled) {
    refuse('fulfilment_not_offered', OrderQuoteMessages.pickupNotOffered);
  }

  if (input.paymentMethod && !ordering.payment[input.paymentMethod])
    refuse('payment_not_offered', OrderQuoteMessages.paymentNotOffered(input.paymentMethod));

  const minimum = reaisToCents(ordering.minimumOrder);
  const missing = Math.max(0, minimum - subtotal);
  if (missing > 0) refuse('below_minimum', OrderQuoteMessages.belowMinimum(minimum, missing));

  return {
    deliveryFeeCents: fee,
    totalCents: subtotal + fee,
    freeDelivery,
    feeToAgree,
    minimumMissingCents: missing,
    refusal,
  };
}
