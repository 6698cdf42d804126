/**
 * The order as WhatsApp text (docs/API.md §5 and §6): the cart's text, copied or sent by hand
 * before the order is saved (`buildCartOrderText`), and the saved order's numbered text sent to
 * the seller (`buildOrderWhatsappText`). Both are built from the same line, option, charge,
 * address and payment helpers, so they read the same; the kitchen ticket (`domain/receipt`) uses
 * the option, address and fee helpers too. Money in integer centavos, written with a normal
 * space ("R$ 12,90").
 */
import { formatOrderMoney, reaisToCents } from '../money/money';
import { BRAZIL_COUNTRY_CODE, formatPhone } from '../phone/phone';
import type { OrderLineOption } from '../option-pricing/option-pricing';
import {
  OrderFulfilmentLabels,
  OrderPaymentMethodLabels,
  type OrderAddress,
  type OrderFulfilment,
  type OrderPaymentMethod,
} from '../../order-core';

/** The title of a store without a name (docs/PRODUCT.md §7), in texts, tickets and pages. */
export const DEFAULT_STORE_TITLE = 'Catálogo de Produtos';

/** Formats 8 CEP digits as 01310-100 (anything else unchanged). */
export function formatCepDigits(cep: string): string {
  return /^\d{8}$/.test(cep) ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep;
}

/**
 * The WhatsApp lines of a line's choices, under the line (docs/API.md §6):
 * "  • Tamanho: G", "  • Adicional: Bacon (+R$ 4,00)". The "(+R$ …)" is shown for add-ons only:
 * an option above zero of an optional (min 0) `sum` group. A required group's choice (a size, a
 * flavour) is what the item is, and `highest`/`average` groups do not add each option's price;
 * the line's total already holds them.
 */
export function orderLineOptionTexts(
  options: readonly OrderLineOption[] | null | undefined,
  formatCents: (cents: number) => string,
): string[] {
  return (options ?? []).map((o) => {
    const cents = reaisToCents(o.price);
    const addOn = (o.priceRule ?? 'sum') === 'sum' && o.required !== true;
    const extra = cents > 0 && addOn ? ` (+${formatCents(cents)})` : '';
    return `  • ${o.group}: ${o.name}${extra}`;
  });
}

/** One line of an order text: quantity, name, the line's total (centavos) and its choices. */
export interface OrderTextLine {
  name: string;
  quantity: number;
  lineTotalCents: number;
  /** Chosen options, listed under the line. */
  options?: readonly OrderLineOption[] | null;
}

/** "2x X-Salada - R$ 36,00" for each line, each followed by its choices' lines. */
export function orderItemLines(lines: readonly OrderTextLine[]): string[] {
  return lines.flatMap((line) => [
    `${line.quantity}x ${line.name} - ${formatOrderMoney(line.lineTotalCents)}`,
    ...orderLineOptionTexts(line.options, formatOrderMoney),
  ]);
}

/** What the charge lines read; money in centavos. */
export interface OrderCharges {
  /** The items' subtotal. */
  subtotalCents: number;
  deliveryFeeCents: number;
  /** subtotal − discount + delivery fee. */
  totalCents: number;
  fulfilment: OrderFulfilment;
  /** delivery with the fee "a combinar" ("Taxa de entrega: a combinar"). */
  deliveryFeeToAgree?: boolean;
  /** delivery fee waived by the free-delivery threshold ("Taxa de entrega: grátis"). */
  freeDelivery?: boolean;
  /** docs/API.md §8: the coupon taken, shown as "Cupom CODE: -R$ X,XX" with its discount. */
  couponCode?: string | null;
  /** The coupon's discount on the items' subtotal, centavos (0 or absent: no line). */
  discountCents?: number;
}

/**
 * How the delivery fee reads: "R$ 5,00" when there is one, else "grátis" or "a combinar"
 * (delivery only); null when there is nothing to say (pickup, or delivery at no fee).
 */
export function deliveryFeeText(
  input: Pick<
    OrderCharges,
    'deliveryFeeCents' | 'fulfilment' | 'deliveryFeeToAgree' | 'freeDelivery'
  >,
): string | null {
  if (input.deliveryFeeCents > 0) return formatOrderMoney(input.deliveryFeeCents);
  if (input.fulfilment === 'delivery' && input.freeDelivery) return 'grátis';
  if (input.fulfilment === 'delivery' && input.deliveryFeeToAgree) return 'a combinar';
  return null;
}

/**
 * "Subtotal" and "Taxa de entrega" lines when there is a delivery fee, "a combinar" or "grátis"
 * (delivery only), then "*Total: R$ …*". With a coupon's discount (docs/API.md §8), "Subtotal"
 * and "Cupom CODE: -R$ X,XX" always come first.
 */
export function orderChargeLines(input: OrderCharges): string[] {
  const lines: string[] = [];
  const fee = deliveryFeeText(input);
  const discount = input.discountCents ?? 0;
  if (fee !== null || discount > 0)
    lines.push(`Subtotal: ${formatOrderMoney(input.subtotalCents)}`);
  if (discount > 0)
    lines.push(
      `Cupom${input.couponCode ? ` ${input.couponCode}` : ''}: -${formatOrderMoney(discount)}`,
    );
  if (fee !== null) lines.push(`Taxa de entrega: ${fee}`);
  lines.push(`*Total: ${formatOrderMoney(input.totalCents)}*`);
  return lines;
}

/**
 * The address lines of an order, without empty parts: street and number, complement, bairro,
 * city/UF, "CEP: 01310-100" (8 digits are formatted; a masked CEP is kept as typed).
 */
export function orderAddressLines(address: OrderAddress): string[] {
  const street = [address.logradouro, address.numero]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
  const city = [address.localidade, address.uf]
    .map((s) => s.trim())
    .filter(Boolean)
    .join('/');
  const cep = address.cep.trim();
  return [
    street,
    address.complemento.trim(),
    address.bairro.trim(),
    city,
    cep ? `CEP: ${formatCepDigits(cep)}` : '',
  ].filter(Boolean);
}

/**
 * "*Retirada no local*" and the store's pickup address ("Endereço de retirada: …"), or
 * "*Endereço de entrega:*" and the address lines.
 */
export function orderFulfilmentLines(input: {
  fulfilment: OrderFulfilment;
  address?: OrderAddress | null;
  pickupAddress?: string | null;
}): string[] {
  if (input.fulfilment === 'delivery' && input.address)
    return ['*Endereço de entrega:*', ...orderAddressLines(input.address)];
  const lines = [`*${OrderFulfilmentLabels[input.fulfilment]}*`];
  const pickup = input.fulfilment === 'pickup' ? input.pickupAddress?.trim() : '';
  if (pickup) lines.push(`Endereço de retirada: ${pickup}`);
  return lines;
}

/** The payment line: "*Pagamento:* Pix", or "*Pagamento:* Dinheiro (troco para R$ 100,00)". */
export function orderPaymentLine(payment: {
  method: OrderPaymentMethod;
  changeForCents?: number | null;
}): string {
  const change =
    payment.method === 'cash' && payment.changeForCents
      ? ` (troco para ${formatOrderMoney(payment.changeForCents)})`
      : '';
  return `*Pagamento:* ${OrderPaymentMethodLabels[payment.method]}${change}`;
}

/** Phone digits as (11) 98765-4321 / (11) 3333-4444; anything else unchanged. */
function formatPhoneDigits(digits: string): string {
  return /^\d{10,11}$/.test(digits) ? formatPhone(digits) : digits;
}

/** Input of `buildOrderWhatsappText`; money in integer centavos. */
export interface OrderTextInput extends OrderCharges {
  number: number;
  storeName: string | null | undefined;
  lines: readonly OrderTextLine[];
  customer: { name: string; phone?: string | null };
  address?: OrderAddress | null;
  payment: { method: OrderPaymentMethod; changeForCents?: number | null };
  notes?: string | null;
  statusUrl: string;
  /** the store's pickup address, shown under "Retirada no local". */
  pickupAddress?: string | null;
}

/**
 * The saved order as the WhatsApp text sent to the seller (same wording as the cart's text, plus
 * the number and the status link):
 *
 *   Pedido nº 12 - Lanchonete da Ana
 *
 *   2x X-Salada - R$ 36,00
 *     • Adicional: Bacon (+R$ 4,00)     (the line's options)
 *   1x Suco - R$ 22,00
 *
 *   *Total: R$ 58,00*
 *
 *   *Cliente:* Maria - (11) 98765-4321
 *   *Retirada no local*              (or "*Endereço de entrega:*" and its lines)
 *   *Pagamento:* Dinheiro (troco para R$ 100,00)
 *   *Observações:* sem cebola
 *
 *   Acompanhe o pedido: https://…/loja/pedido/abc
 *
 * It starts with "Pedido nº {number}" and ends with the status link.
 */
export function buildOrderWhatsappText(input: OrderTextInput): string {
  const title = input.storeName?.trim() || DEFAULT_STORE_TITLE;
  const parts = [`Pedido nº ${input.number} - ${title}`, '', ...orderItemLines(input.lines), ''];
  parts.push(...orderChargeLines(input), '');
  const phone = input.customer.phone ? ` - ${formatPhoneDigits(input.customer.phone)}` : '';
  parts.push(`*Cliente:* ${input.customer.name}${phone}`);
  parts.push(...orderFulfilmentLines(input), orderPaymentLine(input.payment));
  if (input.notes?.trim()) parts.push(`*Observações:* ${input.notes.trim()}`);
  parts.push('', `Acompanhe o pedido: ${input.statusUrl}`);
  return parts.join('\n');
}

/** A cart line as the cart's text reads it: the unit price in reais (options included). */
export interface CartTextLine {
  name: string;
  /** Unit price with the chosen options, reais. */
  price: number;
  quantity: number;
  /** Chosen options, listed under the line. */
  chosen?: readonly OrderLineOption[] | null;
}

/** Input of `buildCartOrderText`. */
export interface CartTextInput {
  storeName: string | null | undefined;
  lines: readonly CartTextLine[];
  /** The delivery address; its block is left out when every field is blank (or for pickup). */
  address?: OrderAddress | null;
  /** Lines added after the total and address (the customer's data, payment, notes). */
  extraLines?: readonly string[];
  /**
   * The fee, discount and total, for the server text's charge lines (`orderChargeLines`);
   * absent: the plain "*Total*" of the lines.
   */
  charges?: OrderCharges | null;
}

/**
 * The cart as a WhatsApp-friendly Portuguese message (`*bold*` headings), shown, copied and sent
 * by hand (docs/API.md §5):
 *
 *   *Pedido - Lanchonete da Ana*
 *
 *   2x X-Salada - R$ 36,00
 *   1x Pizza - R$ 55,00
 *     • Tamanho: G                (each chosen option under its line)
 *
 *   *Total: R$ 58,00*            (or the charge lines: subtotal, coupon, fee, total)
 *
 *   *Endereço de entrega:*        (only when the address is filled)
 *   Rua das Flores, 123
 *   ...
 *
 *   (the extra lines)
 *
 * A line's total is its unit price in centavos times its quantity.
 */
export function buildCartOrderText(input: CartTextInput): string {
  const title = input.storeName?.trim() || DEFAULT_STORE_TITLE;
  const lines = input.lines.map((line): OrderTextLine => ({
    name: line.name,
    quantity: line.quantity,
    lineTotalCents: reaisToCents(line.price) * line.quantity,
    options: line.chosen,
  }));
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const charges: OrderCharges = input.charges ?? {
    subtotalCents,
    deliveryFeeCents: 0,
    totalCents: subtotalCents,
    fulfilment: 'pickup',
  };
  const parts = [
    `*Pedido - ${title}*`,
    '',
    ...orderItemLines(lines),
    '',
    ...orderChargeLines(charges),
  ];
  const address = input.address;
  if (address && Object.values(address).some((value) => value.trim() !== ''))
    parts.push('', ...orderFulfilmentLines({ fulfilment: 'delivery', address }));
  if (input.extraLines && input.extraLines.length > 0) parts.push('', ...input.extraLines);
  return parts.join('\n');
}

/**
 * The WhatsApp chat link (docs/API.md §5): `https://wa.me/55{digits}?text={encodeURIComponent}`,
 * or null when there is no phone. Never encodeURI: it would leave "&", "+", "#" and "?" raw and
 * cut or change the message.
 */
export function orderWhatsappUrl(phone: string | null | undefined, text: string): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!digits) return null;
  return `https://wa.me/${BRAZIL_COUNTRY_CODE}${digits}?text=${encodeURIComponent(text)}`;
}
