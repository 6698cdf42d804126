/**
 * Orders (docs/API.md §6 "Orders"), the dependency-free half: statuses and their transitions,
 * Portuguese labels, limits, answer types and the WhatsApp texts. Both the API and the web (also
 * the light public pages, through `@catalogo/contracts/core`) import these.
 */
import { Limits } from './limits';
import { orderLineOptionTexts, type OrderLineOption } from './options-core';

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

/** How the customer gets the order. */
export const ORDER_FULFILMENTS = ['delivery', 'pickup'] as const;
export type OrderFulfilment = (typeof ORDER_FULFILMENTS)[number];

/** How the customer pays. */
export const ORDER_PAYMENT_METHODS = ['pix', 'cash', 'card'] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];

/**
 * Status of an online Pix payment (docs/API.md §8 "Pix online"): waiting for the customer,
 * confirmed by the provider, past its expiry unpaid, given back after a cancellation, or not
 * created (the provider failed; the customer may ask for a new code).
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'expired', 'refunded', 'unavailable'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Labels of the payment statuses (the seller's panel, the CSV, the status page). */
export const PaymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Aguardando pagamento',
  paid: 'Pago',
  expired: 'Pix expirado',
  refunded: 'Reembolsado',
  unavailable: 'Pix indisponível no momento',
};

/** The static Pix: the store's key and the order's amount in a BR Code, checked by hand. */
export interface StaticOrderPix {
  mode?: 'static';
  brCode: string;
}

/** An online Pix payment at the seller's provider (docs/API.md §8 "Pix online"). */
export interface OnlineOrderPix {
  mode: 'online';
  status: PaymentStatus;
  /** "Copia e cola"; null while unavailable. */
  brCode: string | null;
  /** The QR code of `brCode` as a `data:image/png;base64,…` URI; null while unavailable. */
  qrCodePng: string | null;
  /** ISO 8601; null while unavailable. */
  expiresAt: string | null;
  /** ISO 8601 of the confirmation; null until paid. */
  paidAt: string | null;
  /**
   * True when the provider reported a payment whose amount differs from the order's total: it
   * is not taken as paid; the seller checks it.
   */
  amountMismatch?: boolean;
  /**
   * Only on a payment of the "Pix de teste" (development): true, and
   * `POST /public-catalog/{slug}/orders/{token}/pix/simulate` ("simular pagamento") pays it.
   */
  testMode?: true;
}

export type OrderPix = StaticOrderPix | OnlineOrderPix;

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

/** Labels of the fulfilment choices. */
export const OrderFulfilmentLabels: Record<OrderFulfilment, string> = {
  delivery: 'Entrega',
  pickup: 'Retirada no local',
};

/** Labels of the payment methods. */
export const OrderPaymentMethodLabels: Record<OrderPaymentMethod, string> = {
  pix: 'Pix',
  cash: 'Dinheiro',
  card: 'Cartão',
};

/** Order limits (docs/API.md §6). */
export const OrderLimits = {
  /** Quantity of one line: an integer 1–99. */
  minQuantity: 1,
  maxQuantity: 99,
  /** Lines in one order. */
  maxLines: 100,
  customerNameMaxLength: 80,
  notesMaxLength: 500,
  /** `Idempotency-Key` header: 1–200 visible ASCII characters. */
  idempotencyKeyMaxLength: 200,
  /** The same key + slug returns the first order during this window, in hours. */
  idempotencyWindowHours: 24,
  /** Orders per IP and slug per window (429 past it). */
  ordersPerWindow: 10,
  /** That window, in minutes. */
  ordersWindowMinutes: 10,
  /** Seller list page size: default and maximum. */
  defaultPageSize: 20,
  maxPageSize: 100,
  /** The customer's status page polls this often, in milliseconds. */
  statusPollMs: 15000,
  /** The API sends an SSE comment this often so proxies keep the stream, in milliseconds. */
  sseHeartbeatMs: 25000,
  /** Time zone of the seller's days (list filters, "today", "this month", CSV). */
  timeZone: 'America/Sao_Paulo',
} as const;

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

/** One line of an order, a copy of the catalogue at ordering time. Money in reais. */
export interface OrderLine {
  /** Catalogue item id at ordering time (the item may be gone since). */
  id: string;
  name: string;
  /** The item's own price at ordering time, reais (without options). */
  price: number;
  /** Unit price with the chosen options (docs/API.md §6), reais; equals `price` without options. */
  unitPrice?: number;
  quantity: number;
  /** unitPrice × quantity, reais. */
  lineTotal: number;
  /**
   * Copies of the chosen options (name and price at ordering time); `[]` when none. `unitPrice`
   * and `options` are always sent by the API (optional in the type for older fixtures).
   */
  options?: OrderLineOption[];
}

/** Delivery address of an order (same fields as the cart's address, CEP as 8 digits). */
export interface OrderAddress {
  cep: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  localidade: string;
  uf: string;
}

/** Payment choice of an order. */
export interface OrderPayment {
  method: OrderPaymentMethod;
  /** Cash only: the note the customer pays with, reais; else null. */
  changeFor: number | null;
}

/** One timestamped status change (the first entry is `received` at creation). */
export interface OrderStatusChange {
  status: OrderStatus;
  /** ISO 8601. */
  at: string;
}

/**
 * An order as `POST /public-catalog/{slug}/orders` (201, or 200 for a repeated
 * `Idempotency-Key`) and `GET /public-catalog/{slug}/orders/{token}` answer it (docs/API.md §6).
 * Money in reais with at most 2 decimals, computed in integer centavos.
 */
export interface PublicOrder {
  /** Per-store number, from 1, no gap. */
  number: number;
  /** Unguessable token (≥ 128 bits) of the customer's status page. */
  token: string;
  status: OrderStatus;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601 of the last status change. */
  updatedAt: string;
  items: OrderLine[];
  subtotal: number;
  deliveryFee: number;
  total: number;
  fulfilment: OrderFulfilment;
  payment: OrderPayment;
  customer: { name: string; phone: string | null };
  /** Null for pickup. */
  address: OrderAddress | null;
  notes: string | null;
  history: OrderStatusChange[];
  /** The text sent to the seller: starts with "Pedido nº {number}", ends with `statusUrl`. */
  whatsappText: string;
  /** `https://wa.me/55{digits}?text=…`, or null when the store has no phone. */
  whatsappUrl: string | null;
  /** `{web}/{slug}/pedido/{token}`. */
  statusUrl: string;
  /**
   * Pix when the customer chose it, else null: `mode: "static"` (the store's key, no provider:
   * the BR Code with the amount) or `mode: "online"` (a payment at the seller's provider,
   * confirmed by itself, docs/API.md §8 "Pix online"). `mode` is optional in the type only so
   * that fixtures written before it still compile; the API always sends it.
   */
  pix: OrderPix | null;
  /**
   * docs/API.md §8 "Pix online": the online Pix payment's status, null for cash, card and the
   * static Pix. Always sent by the API; optional only so that older fixtures still compile.
   */
  paymentStatus?: PaymentStatus | null;
  /**
   * the store's pickup address (pickup orders), the fee "a combinar" and free delivery
   * (the subtotal reached the store's threshold). Always sent by the API; optional only so that
   * fixtures written before that field still compile.
   */
  pickupAddress?: string | null;
  deliveryFeeToAgree?: boolean;
  freeDelivery?: boolean;
  store: { slug: string; name: string | null; phone: string | null };
  /**
   * docs/API.md §8: the coupon taken (upper case) or null, and its discount on the items'
   * subtotal, reais (0 without a coupon); `total = subtotal − discount + deliveryFee`. Always
   * sent by the API; optional only so that older fixtures still compile.
   */
  couponCode?: string | null;
  discount?: number;
}

/** An order as the seller's routes and SSE events carry it. */
export interface SellerOrder extends PublicOrder {
  /** UUID used by `GET /orders/{id}` and `PATCH /orders/{id}/status`. */
  id: string;
}

/** Answer of `GET /orders`. */
export interface OrdersPage {
  items: SellerOrder[];
  total: number;
  page: number;
  pageSize: number;
}

/** Names of the Server-Sent Events of `GET /orders/events` (data: a `SellerOrder` as JSON). */
export const OrderEvents = {
  Created: 'order.created',
  Updated: 'order.updated',
  /** docs/API.md §8 "Pix online": the provider confirmed the order's Pix. */
  Paid: 'order.paid',
} as const;
export type OrderEventName = (typeof OrderEvents)[keyof typeof OrderEvents];

/** Path of the customer's status page on the web app: `/{slug}/pedido/{token}`. */
export function orderStatusPath(slug: string, token: string): string {
  return `/${slug}/pedido/${token}`;
}

/** One formatter for every call: building an Intl.NumberFormat costs far more than formatting. */
const orderMoney = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/** "R$ 12,90" (centavos in) with a normal space (Intl uses U+00A0), as in every WhatsApp text. */
export function formatOrderMoney(cents: number): string {
  return orderMoney.format(cents / 100).replace(/\u00a0/g, ' ');
}

/** Formats 8 CEP digits as 01310-100 (anything else unchanged). */
export function formatCepDigits(cep: string): string {
  return /^\d{8}$/.test(cep) ? `${cep.slice(0, 5)}-${cep.slice(5)}` : cep;
}

/** Input of `buildOrderWhatsappText`; money in integer centavos. */
export interface OrderTextInput {
  number: number;
  storeName: string | null | undefined;
  lines: readonly {
    name: string;
    quantity: number;
    lineTotalCents: number;
    /** Chosen options, listed under the line. */
    options?: readonly OrderLineOption[] | null;
  }[];
  subtotalCents: number;
  deliveryFeeCents: number;
  totalCents: number;
  fulfilment: OrderFulfilment;
  customer: { name: string; phone?: string | null };
  address?: OrderAddress | null;
  payment: { method: OrderPaymentMethod; changeForCents?: number | null };
  notes?: string | null;
  statusUrl: string;
  /** the store's pickup address, shown under "Retirada no local". */
  pickupAddress?: string | null;
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
 * The order as the WhatsApp text sent to the seller (same wording as the cart's text, docs/API.md
 * §5, plus the number and the status link):
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
  const title = input.storeName?.trim() || 'Catálogo de Produtos';
  const parts = [
    `Pedido nº ${input.number} - ${title}`,
    '',
    ...input.lines.flatMap((line) => [
      `${line.quantity}x ${line.name} - ${formatOrderMoney(line.lineTotalCents)}`,
      ...orderLineOptionTexts(line.options, formatOrderMoney),
    ]),
    '',
  ];
  parts.push(...orderChargeLines(input), '');
  const phone = input.customer.phone ? ` - ${formatPhoneDigits(input.customer.phone)}` : '';
  parts.push(`*Cliente:* ${input.customer.name}${phone}`);
  parts.push(...orderFulfilmentLines(input), orderPaymentLine(input.payment));
  if (input.notes?.trim()) parts.push(`*Observações:* ${input.notes.trim()}`);
  parts.push('', `Acompanhe o pedido: ${input.statusUrl}`);
  return parts.join('\n');
}

/**
 * "Subtotal" and "Taxa de entrega" lines when there
 * is a delivery fee, "a combinar" or "grátis" (delivery only), then "*Total: R$ …*". With a
 * coupon's discount (docs/API.md §8), "Subtotal" and "Cupom CODE: -R$ X,XX" always come first.
 */
export function orderChargeLines(
  input: Pick<
    OrderTextInput,
    | 'subtotalCents'
    | 'deliveryFeeCents'
    | 'totalCents'
    | 'fulfilment'
    | 'deliveryFeeToAgree'
    | 'freeDelivery'
    | 'couponCode'
    | 'discountCents'
  >,
): string[] {
  const lines: string[] = [];
  let fee: string | null = null;
  if (input.deliveryFeeCents > 0) fee = formatOrderMoney(input.deliveryFeeCents);
  else if (input.fulfilment === 'delivery' && input.freeDelivery) fee = 'grátis';
  else if (input.fulfilment === 'delivery' && input.deliveryFeeToAgree) fee = 'a combinar';
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
 * "*Retirada no local*" and the store's pickup
 * address ("Endereço de retirada: …"), or "*Endereço de entrega:*" and the address lines.
 */
export function orderFulfilmentLines(
  input: Pick<OrderTextInput, 'fulfilment' | 'address' | 'pickupAddress'>,
): string[] {
  if (input.fulfilment === 'delivery' && input.address)
    return ['*Endereço de entrega:*', ...orderAddressLines(input.address)];
  const lines = [`*${OrderFulfilmentLabels[input.fulfilment]}*`];
  const pickup = input.fulfilment === 'pickup' ? input.pickupAddress?.trim() : '';
  if (pickup) lines.push(`Endereço de retirada: ${pickup}`);
  return lines;
}

/** The payment line (docs/API.md §6 "Ordering options"): "*Pagamento:* Pix", or "Dinheiro (troco para R$ 100,00)". */
export function orderPaymentLine(payment: OrderTextInput['payment']): string {
  const change =
    payment.method === 'cash' && payment.changeForCents
      ? ` (troco para ${formatOrderMoney(payment.changeForCents)})`
      : '';
  return `*Pagamento:* ${OrderPaymentMethodLabels[payment.method]}${change}`;
}

/** The address lines of an order, without empty parts (same layout as the cart's text). */
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

function formatPhoneDigits(digits: string): string {
  if (digits.length === 11)
    return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  if (digits.length === 10)
    return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  return digits;
}

/**
 * The WhatsApp chat link (docs/API.md §5): `https://wa.me/55{digits}?text={encodeURIComponent}`,
 * or null when there is no phone.
 */
export function orderWhatsappUrl(phone: string | null | undefined, text: string): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (!digits) return null;
  return `https://wa.me/${Limits.countryCode}${digits}?text=${encodeURIComponent(text)}`;
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
