/**
 * Port of a seller's Pix provider (docs/API.md §8 "Pix online"; ARCHITECTURE.md "Outside
 * services"): Mercado Pago today, the local test provider outside production; Efí, Asaas or
 * Stripe Pix can follow by implementing it. Every call takes the seller's own credential: the
 * money goes to the seller's account, never through ours. Money is integer centavos.
 */

/** The account a credential belongs to. */
export interface PixAccount {
  accountName: string | null;
  /** A production account (false: a test account). */
  liveMode: boolean;
}

/** A Pix payment to create for an order. */
export interface PixPaymentRequest {
  /** The order's total, centavos. */
  amountCents: number;
  /** The order's id: the provider's `external_reference`. */
  orderId: string;
  /** Same key, same payment: a retried request never charges twice. */
  idempotencyKey: string;
  /** When the code stops being accepted. */
  expiresAt: Date;
  /** Shown in the customer's bank app. */
  description: string;
  /** Where the provider posts its notifications (absent: the account's default, or none). */
  notificationUrl?: string;
}

/** A created payment. */
export interface PixPaymentCreated {
  id: string;
  /** The "copia e cola". */
  brCode: string;
  /** The QR code as a `data:image/png;base64,…` URI, when the provider sends one. */
  qrCodePng: string | null;
  expiresAt: Date;
}

/** A payment's state as the provider reports it. */
export type PixProviderStatus = 'pending' | 'approved' | 'refunded' | 'cancelled' | 'other';

/** A payment read from the provider (the only source of truth: webhook bodies are not). */
export interface PixPaymentRead {
  id: string;
  status: PixProviderStatus;
  /** The amount in centavos; null when it is not a whole number of centavos. */
  amountCents: number | null;
  /** The order id the payment was created for. */
  externalReference: string | null;
}

/**
 * A provider call that failed: `refused` (the provider answered no: 4xx) or `unavailable`
 * (network error, timeout, 5xx). `message` is the provider's own words when it gave some.
 */
export class PixProviderError extends Error {
  constructor(
    readonly kind: 'refused' | 'unavailable',
    message: string,
  ) {
    super(message);
    this.name = 'PixProviderError';
  }
}

/** One Pix provider; every method takes the seller's credential. */
export interface PixProvider {
  /**
   * The account of `credential`, or null when the provider refuses it.
   * @throws PixProviderError('unavailable') when the provider cannot be reached.
   */
  verify(credential: string): Promise<PixAccount | null>;
  /** @throws PixProviderError */
  create(credential: string, request: PixPaymentRequest): Promise<PixPaymentCreated>;
  /** @throws PixProviderError */
  read(credential: string, paymentId: string): Promise<PixPaymentRead>;
  /** Refunds the whole payment. @throws PixProviderError */
  refund(credential: string, paymentId: string): Promise<void>;
}

/**
 * A decimal amount in reais as centavos, exactly: null when it carries a fraction of a centavo
 * (compared with the order's total, such an amount never matches).
 */
export function reaisToExactCents(reais: unknown): number | null {
  if (typeof reais !== 'number' || !Number.isFinite(reais) || reais < 0) return null;
  const cents = Math.round(reais * 100);
  return Math.abs(reais * 100 - cents) < 1e-6 ? cents : null;
}
