import {
  ORDER_FULFILMENTS,
  ORDER_PAYMENT_METHODS,
  quoteOrder,
  type OrderFulfilment,
  type OrderPaymentMethod,
  type OrderQuote,
  type PublicOrdering,
} from '@catalogo/contracts/core';
import type { Address } from './address';
import type { CheckoutForm } from './checkout';

/**
 * The cart's side of the store's ordering options: what the cart
 * offers and what the order costs. The rules themselves are the contracts' `quoteOrder`, the
 * same function the API judges the order with, so the total shown is the total charged.
 */

/**
 * Rules of a catalogue answer without an `ordering` block (an API from before): every
 * choice offered, no fee, no minimum, always open — the cart as it was.
 */
export const ANY_ORDERING: PublicOrdering = {
  delivery: { enabled: true, feeMode: 'flat', flatFee: 0, neighbourhoods: [], freeFrom: null },
  pickup: { enabled: true, address: '' },
  minimumOrder: 0,
  payment: { pix: true, cash: true, card: true },
  openNow: true,
  nextOpening: null,
  hours: { week: [], acceptWhenClosed: true },
};

/** Delivery and/or pickup, in that order, as the store offers them. */
export function offeredFulfilments(ordering: PublicOrdering): OrderFulfilment[] {
  return ORDER_FULFILMENTS.filter((f) =>
    f === 'delivery' ? ordering.delivery.enabled : ordering.pickup.enabled,
  );
}

/** Pix, cash and/or card, in that order, as the store accepts them. */
export function offeredPayments(ordering: PublicOrdering): OrderPaymentMethod[] {
  return ORDER_PAYMENT_METHODS.filter((method) => ordering.payment[method]);
}

/**
 * The form with a fulfilment and a payment the store offers: a saved or default choice the store
 * does not offer (any more) becomes its first offered one. Same object when nothing changes.
 */
export function fitCheckout(form: CheckoutForm, ordering: PublicOrdering): CheckoutForm {
  const fulfilments = offeredFulfilments(ordering);
  const payments = offeredPayments(ordering);
  const fulfilment =
    fulfilments.includes(form.fulfilment) || fulfilments.length === 0
      ? form.fulfilment
      : fulfilments[0]!;
  const payment =
    payments.includes(form.payment) || payments.length === 0 ? form.payment : payments[0]!;
  return fulfilment === form.fulfilment && payment === form.payment
    ? form
    : { ...form, fulfilment, payment };
}

/**
 * The order's fee, total, missing minimum and refusal as the cart stands: the contracts'
 * `quoteOrder` with the cart's subtotal (centavos), the chosen fulfilment and payment and the
 * bairro of the address (filled by the CEP look-up or typed).
 */
export function cartQuote(
  ordering: PublicOrdering,
  subtotalCents: number,
  form: Pick<CheckoutForm, 'fulfilment' | 'payment'>,
  address: Pick<Address, 'bairro'>,
  now: Date = new Date(),
): OrderQuote {
  return quoteOrder(
    ordering,
    {
      subtotalCents,
      fulfilment: form.fulfilment,
      bairro: form.fulfilment === 'delivery' ? address.bairro : null,
      paymentMethod: form.payment,
    },
    now,
  );
}

/**
 * Whether "Fazer pedido" stays disabled: below the minimum (whatever rule `quoteOrder` reports
 * first), or any other refusal but a missing bairro, which the address check of the form reports
 * when the customer taps the button.
 */
export function blocksOrder(quote: OrderQuote): boolean {
  if (quote.minimumMissingCents > 0) return true;
  return quote.refusal !== null && quote.refusal.code !== 'neighbourhood_required';
}
