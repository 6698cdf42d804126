/**
 * Orders (docs/API.md §6 "Orders"): fulfilment and payment choices and their labels, limits and
 * the answers' types. The status machine is `domain/order-status`, the WhatsApp texts
 * `domain/order-text`. Both the API and the web (also the light public pages, through
 * `@catalogo/contracts/core`) import these.
 */
import { STORE_TIME_ZONE } from './domain/opening-hours/opening-hours';
import type { OrderLineOption } from './domain/option-pricing/option-pricing';
import type { OrderStatus } from './domain/order-status/order-status';

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
  mode: 'static';
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
  timeZone: STORE_TIME_ZONE,
} as const;

/** One line of an order, a copy of the catalogue at ordering time. Money in reais. */
export interface OrderLine {
  /** Catalogue item id at ordering time (the item may be gone since). */
  id: string;
  name: string;
  /** The item's own price at ordering time, reais (without options). */
  price: number;
  /** Unit price with the chosen options (docs/API.md §6), reais; equals `price` without options. */
  unitPrice: number;
  quantity: number;
  /** unitPrice × quantity, reais. */
  lineTotal: number;
  /** Copies of the chosen options (name and price at ordering time); `[]` when none. */
  options: OrderLineOption[];
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
   * confirmed by itself, docs/API.md §8 "Pix online").
   */
  pix: OrderPix | null;
  /**
   * docs/API.md §8 "Pix online": the online Pix payment's status, null for cash, card and the
   * static Pix.
   */
  paymentStatus: PaymentStatus | null;
  /**
   * The store's pickup address (pickup orders, else null), the fee "a combinar" and free delivery
   * (the subtotal reached the store's threshold).
   */
  pickupAddress: string | null;
  deliveryFeeToAgree: boolean;
  freeDelivery: boolean;
  store: { slug: string; name: string | null; phone: string | null };
  /**
   * docs/API.md §8: the coupon taken (upper case) or null, and its discount on the items'
   * subtotal, reais (0 without a coupon); `total = subtotal − discount + deliveryFee`.
   */
  couponCode: string | null;
  discount: number;
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
