import {
  CustomerMessages,
  OrderLimits,
  isBrazilianPhone,
  orderFulfilmentLines,
  orderPaymentLine,
  phoneDigits,
  reaisToCents,
  type OrderAddress,
  type OrderFulfilment,
  type OrderPaymentMethod,
} from '@catalogo/contracts/core';
import { cepDigits, type Address } from './address';
import type { CartLine } from './cart';

/**
 * The cart's order form: who orders, how the order is received and
 * paid, and notes. Pure functions, so the rules are unit-tested without rendering.
 */
export interface CheckoutForm {
  name: string;
  /** As typed, masked "(11) 98765-4321"; only its digits are sent. Optional. */
  phone: string;
  fulfilment: OrderFulfilment;
  payment: OrderPaymentMethod;
  /** Cash only: "troco para quanto?", as typed in reais ("100" or "100,50"); optional. */
  changeFor: string;
  notes: string;
}

/** A new form: delivery first, as a new store's default ordering options (docs/API.md §6). */
export const emptyCheckout: CheckoutForm = {
  name: '',
  phone: '',
  fulfilment: 'delivery',
  payment: 'pix',
  changeFor: '',
  notes: '',
};

export type CheckoutErrors = Partial<Record<'name' | 'phone' | 'address' | 'changeFor', string>>;

/** Shown when the phone is filled but is not a Brazilian phone. */
export const INVALID_PHONE_MESSAGE = 'Telefone inválido. Use o formato (11) 98765-4321.';
/** Shown when delivery is chosen and the address lacks a required part. */
export const ADDRESS_INCOMPLETE_MESSAGE =
  'Preencha o endereço de entrega: CEP, logradouro, número, bairro, cidade e UF.';

/**
 * "100", "100,5", "1.234,50" or "100.50" → centavos; empty → null; anything else (or ≤ 0) → NaN.
 */
export function parseChangeForCents(input: string): number | null {
  const text = input.trim().replace(/^R\$\s*/i, '');
  if (text === '') return null;
  let normalised = text;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(text))
    normalised = text.replace(/\./g, '').replace(',', '.');
  else if (/^\d+(,\d{1,2})?$/.test(text)) normalised = text.replace(',', '.');
  else if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  const cents = reaisToCents(Number(normalised));
  return Number.isFinite(cents) && cents > 0 ? cents : Number.NaN;
}

/** True when every required part of a delivery address is filled (complemento is optional). */
export function isAddressComplete(address: Address): boolean {
  return (
    cepDigits(address.cep).length === 8 &&
    address.logradouro.trim() !== '' &&
    address.numero.trim() !== '' &&
    address.bairro.trim() !== '' &&
    address.localidade.trim() !== '' &&
    address.uf.trim().length === 2
  );
}

/** The form's problems in Portuguese (empty object: the order can be sent). */
export function validateCheckout(form: CheckoutForm, address: Address): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const name = form.name.trim();
  if (name === '' || name.length > OrderLimits.customerNameMaxLength)
    errors.name = CustomerMessages.invalidCustomerName;
  const digits = phoneDigits(form.phone);
  if (digits !== '' && !isBrazilianPhone(digits)) errors.phone = INVALID_PHONE_MESSAGE;
  if (form.fulfilment === 'delivery' && !isAddressComplete(address))
    errors.address = ADDRESS_INCOMPLETE_MESSAGE;
  if (form.payment === 'cash' && Number.isNaN(parseChangeForCents(form.changeFor)))
    errors.changeFor = CustomerMessages.invalidChangeFor;
  return errors;
}

/**
 * The JSON body of `POST /public-catalog/{slug}/orders`: ids, quantities and the chosen options'
 * ids (docs/API.md §6), never names or prices.
 */
export interface CreateOrderBody {
  items: { id: string; quantity: number; options?: { groupId: string; optionIds: string[] }[] }[];
  fulfilment: OrderFulfilment;
  customer: { name: string; phone?: string };
  address?: OrderAddress;
  payment: { method: OrderPaymentMethod; changeFor?: number };
  notes?: string;
  /** docs/API.md §8: the coupon applied in the cart (the API checks and prices it again). */
  couponCode?: string;
}

/** The order body's items: ids, quantities and the chosen options' ids. */
export function toOrderItems(lines: readonly CartLine[]): CreateOrderBody['items'] {
  return lines.map(({ id, quantity, choices }) =>
    choices && choices.length > 0 ? { id, quantity, options: choices } : { id, quantity },
  );
}

/** Builds the order body from a valid form (see `validateCheckout`). */
export function toOrderBody(
  lines: readonly CartLine[],
  form: CheckoutForm,
  address: Address,
): CreateOrderBody {
  const body: CreateOrderBody = {
    items: toOrderItems(lines),
    fulfilment: form.fulfilment,
    customer: { name: form.name.trim() },
    payment: { method: form.payment },
  };
  const phone = phoneDigits(form.phone);
  if (phone) body.customer.phone = phone;
  if (form.fulfilment === 'delivery') {
    body.address = {
      cep: cepDigits(address.cep),
      logradouro: address.logradouro.trim(),
      numero: address.numero.trim(),
      complemento: address.complemento.trim(),
      bairro: address.bairro.trim(),
      localidade: address.localidade.trim(),
      uf: address.uf.trim().toUpperCase(),
    };
  }
  if (form.payment === 'cash') {
    const cents = parseChangeForCents(form.changeFor);
    if (cents !== null && !Number.isNaN(cents)) body.payment.changeFor = cents / 100;
  }
  const notes = form.notes.trim();
  if (notes) body.notes = notes;
  return body;
}

/**
 * The lines the cart's hand-sent text adds after the items (the same wording as the server's
 * WhatsApp text): customer, fulfilment (and the store's pickup address), payment and notes; none until the customer has typed a
 * name (the text of an untouched cart stays the short one of docs/API.md §5).
 */
export function checkoutTextLines(form: CheckoutForm, pickupAddress?: string | null): string[] {
  const name = form.name.trim();
  if (!name) return [];
  const phone = phoneDigits(form.phone) ? ` - ${form.phone.trim()}` : '';
  const lines = [`*Cliente:* ${name}${phone}`];
  // the same pickup and payment lines as the server's text (contracts' order text).
  if (form.fulfilment === 'pickup')
    lines.push(...orderFulfilmentLines({ fulfilment: 'pickup', pickupAddress }));
  const cents = form.payment === 'cash' ? parseChangeForCents(form.changeFor) : null;
  lines.push(
    orderPaymentLine({
      method: form.payment,
      changeForCents: cents !== null && !Number.isNaN(cents) ? cents : null,
    }),
  );
  const notes = form.notes.trim();
  if (notes) lines.push(`*Observações:* ${notes}`);
  return lines;
}

/** A fresh `Idempotency-Key` (UUID v4; crypto.randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A pending order attempt: the key is reused for the same body until the order is answered. */
export interface PendingAttempt {
  key: string;
  /** JSON of the body the key was made for. */
  body: string;
}

/**
 * The key for sending `body`: the pending one when it was made for the same body (a double tap,
 * a retry after a timeout or a reload never creates a second order), else a new one (the
 * customer changed the order, so it is a different order).
 */
export function attemptFor(
  pending: PendingAttempt | undefined,
  body: CreateOrderBody,
): PendingAttempt {
  const json = JSON.stringify(body);
  if (pending && pending.body === json) return pending;
  return { key: newIdempotencyKey(), body: json };
}
