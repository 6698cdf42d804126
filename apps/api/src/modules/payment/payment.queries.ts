import type { EntityManager } from 'typeorm';
import type { PaymentProviderName } from '@catalogo/contracts/core';

/**
 * Raw SQL of the payment module (README "Data access"): `store_payment_providers`, and the
 * payment columns of `orders` (by table name: no entity import across modules). Every status
 * change is one conditional UPDATE, so concurrent webhooks, the reconciler and a refund make one
 * transition each at most (the row's lock orders them; the losers match no row). UPDATE …
 * RETURNING runs inside a CTE so the driver answers rows (not TypeORM's `[rows, count]` pair).
 */

/** One `store_payment_providers` row. */
export interface ProviderRow {
  store_id: string;
  provider: PaymentProviderName;
  access_token_enc: Buffer | null;
  access_token_iv: Buffer | null;
  access_token_tag: Buffer | null;
  webhook_secret_enc: Buffer | null;
  webhook_secret_iv: Buffer | null;
  webhook_secret_tag: Buffer | null;
  account_name: string | null;
  live_mode: boolean;
}

/** The payment columns of an order, with what a payment needs of the order. */
export interface OrderPaymentRow {
  id: string;
  store_id: string;
  number: number;
  total_cents: number;
  payment_method: string;
  status: string;
  payment_status: string | null;
  payment_provider: PaymentProviderName | null;
  payment_provider_id: string | null;
  payment_attempt: number;
  pix_online_br_code: string | null;
  pix_online_qr_png: string | null;
  payment_expires_at: Date | null;
  paid_at: Date | null;
  payment_amount_mismatch: boolean;
}

const ORDER_PAYMENT_COLUMNS = `o.id, o.store_id, o.number, o.total_cents, o.payment_method, o.status,
  o.payment_status, o.payment_provider, o.payment_provider_id, o.payment_attempt,
  o.pix_online_br_code, o.pix_online_qr_png, o.payment_expires_at, o.paid_at,
  o.payment_amount_mismatch`;

/** The store of seller `ownerId`, or null. */
export async function selectStoreIdOfOwner(
  db: EntityManager,
  ownerId: string,
): Promise<string | null> {
  const rows: { id: string }[] = await db.query('SELECT id FROM stores WHERE owner_id = $1', [
    ownerId,
  ]);
  return rows[0]?.id ?? null;
}

/** The store's provider, or null. */
export async function selectProvider(
  db: EntityManager,
  storeId: string,
): Promise<ProviderRow | null> {
  const rows: ProviderRow[] = await db.query(
    'SELECT * FROM store_payment_providers WHERE store_id = $1',
    [storeId],
  );
  return rows[0] ?? null;
}

/** Saves (inserts or replaces) the store's provider. */
export async function upsertProvider(db: EntityManager, row: ProviderRow): Promise<void> {
  await db.query(
    `INSERT INTO store_payment_providers (store_id, provider, access_token_enc, access_token_iv,
       access_token_tag, webhook_secret_enc, webhook_secret_iv, webhook_secret_tag, account_name,
       live_mode)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (store_id) DO UPDATE SET provider = EXCLUDED.provider,
       access_token_enc = EXCLUDED.access_token_enc, access_token_iv = EXCLUDED.access_token_iv,
       access_token_tag = EXCLUDED.access_token_tag,
       webhook_secret_enc = EXCLUDED.webhook_secret_enc,
       webhook_secret_iv = EXCLUDED.webhook_secret_iv,
       webhook_secret_tag = EXCLUDED.webhook_secret_tag, account_name = EXCLUDED.account_name,
       live_mode = EXCLUDED.live_mode, updated_at = now()`,
    [
      row.store_id,
      row.provider,
      row.access_token_enc,
      row.access_token_iv,
      row.access_token_tag,
      row.webhook_secret_enc,
      row.webhook_secret_iv,
      row.webhook_secret_tag,
      row.account_name,
      row.live_mode,
    ],
  );
}

/** Forgets the store's provider (its orders keep their payments' columns). */
export async function deleteProvider(db: EntityManager, storeId: string): Promise<void> {
  await db.query('DELETE FROM store_payment_providers WHERE store_id = $1', [storeId]);
}

/** The order with the customer's `token` in the store `slug`, or null. */
export async function selectOrderPaymentByToken(
  db: EntityManager,
  slug: string,
  token: string,
): Promise<OrderPaymentRow | null> {
  const rows: OrderPaymentRow[] = await db.query(
    `SELECT ${ORDER_PAYMENT_COLUMNS} FROM orders o JOIN stores s ON s.id = o.store_id
      WHERE o.token = $1 AND s.slug = $2`,
    [token, slug],
  );
  return rows[0] ?? null;
}

/** The store's order that holds the provider's payment `paymentId`, or null. */
export async function selectOrderByPayment(
  db: EntityManager,
  storeId: string,
  paymentId: string,
): Promise<OrderPaymentRow | null> {
  const rows: OrderPaymentRow[] = await db.query(
    `SELECT ${ORDER_PAYMENT_COLUMNS} FROM orders o
      WHERE o.store_id = $1 AND o.payment_provider_id = $2`,
    [storeId, paymentId],
  );
  return rows[0] ?? null;
}

/**
 * Takes the next payment attempt of the order (its number, for the idempotency key) and marks
 * it unavailable until the provider answers (so an order is never left without a status).
 * Answers the attempt, or null when the order's payment is pending or paid meanwhile.
 */
export async function takePaymentAttempt(
  db: EntityManager,
  orderId: string,
  provider: PaymentProviderName,
): Promise<number | null> {
  const rows: { payment_attempt: number }[] = await db.query(
    `WITH changed AS (UPDATE orders SET payment_attempt = payment_attempt + 1, payment_status = 'unavailable',
            payment_provider = $2, payment_provider_id = NULL, pix_online_br_code = NULL,
            pix_online_qr_png = NULL, payment_expires_at = NULL, payment_amount_mismatch = false
      WHERE id = $1
        AND (payment_status IS NULL OR payment_status = 'unavailable'
             OR payment_status = 'expired'
             OR (payment_status = 'pending' AND payment_expires_at <= now()))
      RETURNING payment_attempt)
     SELECT * FROM changed`,
    [orderId, provider],
  );
  return rows[0]?.payment_attempt ?? null;
}

/** The created payment of attempt `attempt` (pending; the reconciler's clock starts now). */
export async function setPaymentCreated(
  db: EntityManager,
  orderId: string,
  attempt: number,
  created: { id: string; brCode: string; qrCodePng: string | null; expiresAt: Date },
): Promise<void> {
  await db.query(
    `UPDATE orders SET payment_status = 'pending', payment_provider_id = $3,
            pix_online_br_code = $4, pix_online_qr_png = $5, payment_expires_at = $6,
            payment_checked_at = now()
      WHERE id = $1 AND payment_attempt = $2 AND payment_status = 'unavailable'`,
    [orderId, attempt, created.id, created.brCode, created.qrCodePng, created.expiresAt],
  );
}

/** Paid, once: only from a status that waits (pending, expired, unavailable). */
export async function markPaid(db: EntityManager, orderId: string): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `WITH changed AS (UPDATE orders SET payment_status = 'paid', paid_at = now()
      WHERE id = $1 AND payment_status IN ('pending', 'expired', 'unavailable')
      RETURNING id)
     SELECT * FROM changed`,
    [orderId],
  );
  return rows.length > 0;
}

/** Flags an amount that differs from the order's total, once. */
export async function flagAmountMismatch(db: EntityManager, orderId: string): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `WITH changed AS (UPDATE orders SET payment_amount_mismatch = true
      WHERE id = $1 AND NOT payment_amount_mismatch
      RETURNING id)
     SELECT * FROM changed`,
    [orderId],
  );
  return rows.length > 0;
}

/** Refunded at the provider (a refund of ours or the provider's own), once. */
export async function markRefunded(db: EntityManager, orderId: string): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `WITH changed AS (UPDATE orders SET payment_status = 'refunded'
      WHERE id = $1 AND payment_status IN ('paid', 'refunding')
      RETURNING id)
     SELECT * FROM changed`,
    [orderId],
  );
  return rows.length > 0;
}

/** Expired unpaid, once. */
export async function markExpired(db: EntityManager, orderId: string): Promise<boolean> {
  const rows: unknown[] = await db.query(
    `WITH changed AS (UPDATE orders SET payment_status = 'expired'
      WHERE id = $1 AND payment_status = 'pending'
      RETURNING id)
     SELECT * FROM changed`,
    [orderId],
  );
  return rows.length > 0;
}

/**
 * Takes a paid order's refund (paid → refunding); answers its provider and payment id, or null
 * when the order is not paid (nothing to refund, or a refund under way).
 */
export async function claimRefund(
  db: EntityManager,
  storeId: string,
  orderId: string,
): Promise<{ payment_provider: PaymentProviderName; payment_provider_id: string } | null> {
  const rows: { payment_provider: PaymentProviderName; payment_provider_id: string }[] =
    await db.query(
      `WITH changed AS (UPDATE orders SET payment_status = 'refunding'
        WHERE id = $1 AND store_id = $2 AND payment_status = 'paid'
          AND payment_provider_id IS NOT NULL
      RETURNING payment_provider, payment_provider_id)
     SELECT * FROM changed`,
      [orderId, storeId],
    );
  return rows[0] ?? null;
}

/** Ends a refund: refunded, or back to paid when the provider refused. */
export async function endRefund(db: EntityManager, orderId: string, ok: boolean): Promise<void> {
  await db.query(
    `UPDATE orders SET payment_status = $2 WHERE id = $1 AND payment_status = 'refunding'`,
    [orderId, ok ? 'refunded' : 'paid'],
  );
}

/** A pending payment the reconciler asks about. */
export interface DuePaymentRow {
  id: string;
  store_id: string;
  payment_provider_id: string;
  payment_expires_at: Date | null;
}

/**
 * Claims up to `limit` pending payments not asked about for `ageSeconds` (their creation counts
 * as the first ask): stamps them now and commits, so another process skips them
 * (`FOR UPDATE SKIP LOCKED`, then the stamp) and no HTTP call runs inside a transaction.
 */
export function claimDuePayments(
  db: EntityManager,
  ageSeconds: number,
  limit: number,
): Promise<DuePaymentRow[]> {
  return db.query(
    `WITH changed AS (UPDATE orders SET payment_checked_at = now()
      WHERE id IN (SELECT id FROM orders
                    WHERE payment_status = 'pending' AND payment_provider_id IS NOT NULL
                      AND payment_checked_at <= now() - make_interval(secs => $1)
                    ORDER BY payment_checked_at LIMIT $2 FOR UPDATE SKIP LOCKED)
      RETURNING id, store_id, payment_provider_id, payment_expires_at)
     SELECT * FROM changed`,
    [ageSeconds, limit],
  );
}
