import type { OnlineOrderPix, PaymentStatus } from '@catalogo/contracts/core';

/** The payment columns of an order row (as `orders` stores them). */
export interface OrderPaymentColumns {
  payment_status: string | null;
  pix_online_br_code: string | null;
  pix_online_qr_png: string | null;
  payment_expires_at: Date | null;
  paid_at: Date | null;
  payment_amount_mismatch: boolean;
  /** 'mercadopago' or 'local' (the Pix de teste). */
  payment_provider?: string | null;
}

/**
 * The order's payment status as the API answers it (docs/API.md §8 "Pix online"): null without
 * an online payment; a refund under way still reads "paid"; a pending code past its expiry reads
 * "expired" before the reconciler records it.
 */
export function paymentStatusOf(row: OrderPaymentColumns, now = new Date()): PaymentStatus | null {
  switch (row.payment_status) {
    case null:
      return null;
    case 'refunding':
      return 'paid';
    case 'pending':
      return row.payment_expires_at && row.payment_expires_at <= now ? 'expired' : 'pending';
    default:
      return row.payment_status as PaymentStatus;
  }
}

/**
 * The order's online Pix (`pix` with `mode: "online"`), or null without one. `withQr` false
 * leaves the QR image out (the seller's lists: it is the customer's).
 */
export function onlinePixOf(row: OrderPaymentColumns, withQr = true): OnlineOrderPix | null {
  const status = paymentStatusOf(row);
  if (status === null) return null;
  return {
    mode: 'online',
    status,
    brCode: row.pix_online_br_code,
    qrCodePng: withQr ? row.pix_online_qr_png : null,
    expiresAt: row.payment_expires_at ? new Date(row.payment_expires_at).toISOString() : null,
    paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    amountMismatch: row.payment_amount_mismatch,
    ...(row.payment_provider === 'local' ? { testMode: true as const } : {}),
  };
}
