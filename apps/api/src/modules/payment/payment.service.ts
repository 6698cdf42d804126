import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { ConnectPaymentProviderDto } from '@catalogo/contracts';
import {
  ErrorCode,
  Messages,
  PaymentMessages,
  SLUG_PATTERN,
  SettingsLimits,
  type OnlineOrderPix,
  type PaymentProviderInfo,
  type PaymentProviderName,
} from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { appConfig, type AppConfig } from '../../config/app.config';
import { resolvePaymentSecretsKey } from '../../config/payment-secrets-key';
import { StoreSettingsService } from '../store/store-settings.service';
import { LocalPixProvider } from './local-pix-provider';
import { MercadoPagoPixProvider } from './mercadopago-pix-provider';
import { onlinePixOf } from './payment.mapping';
import {
  claimDuePayments,
  claimRefund,
  deleteProvider,
  endRefund,
  flagAmountMismatch,
  markExpired,
  markPaid,
  markRefunded,
  selectOrderByPayment,
  selectOrderPaymentByToken,
  selectProvider,
  selectStoreIdOfOwner,
  setPaymentCreated,
  takePaymentAttempt,
  upsertProvider,
  type OrderPaymentRow,
  type ProviderRow,
} from './payment.queries';
import { openSecret, sealSecret } from './payment-secrets';
import { PixProviderError, type PixPaymentRead, type PixProvider } from './pix-provider';

/** A store's connected provider with its credential in clear (kept in memory only). */
export interface PixConnection {
  storeId: string;
  provider: PaymentProviderName;
  credential: string;
}

/** A payment change the order module announces (`order.paid`, or `order.updated`). */
export interface PaymentChange {
  storeId: string;
  orderId: string;
  paid: boolean;
}

/** What the order module hands over to start an order's online Pix. */
export interface PixPaymentOrder {
  storeId: string;
  orderId: string;
  number: number;
  totalCents: number;
  /** The code's lifetime (store setting, 30–1440). */
  expiryMinutes: number;
}

/** The Mercado Pago webhook's parts that are read (never its body's payment data). */
export interface MercadoPagoNotification {
  /** `x-signature: ts=…,v1=…`. */
  signature: string | undefined;
  /** `x-request-id`. */
  requestId: string | undefined;
  /** `data.id` of the query string (else of the body). */
  dataId: string | undefined;
  /** `type` (or `topic`): only `payment` is handled. */
  type: string | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
/** The reconciler asks about a pending payment this long after its creation or last ask. */
export const RECONCILE_AFTER_SECONDS = 120;

/**
 * Online Pix (docs/API.md §8 "Pix online") through the seller's own provider account: the
 * connection (token checked with the provider, kept encrypted, never sent back), the payment of
 * an order (created after the order committed; a provider failure leaves the order saved with
 * the payment "unavailable"), a new code for an expired one, the webhook (the payment is always
 * read again from the provider with the store's token: the body is never trusted), the
 * reconciler's pass and the refund of a cancelled paid order. Status changes are single
 * conditional UPDATEs (one transition whatever the concurrency) and are announced to the
 * order module's listeners (`onChange`).
 */
@Injectable()
export class PaymentService {
  private readonly logger = new Logger('Payments');
  private readonly key: Buffer;
  private readonly mercadoPago: MercadoPagoPixProvider;
  /** The local test provider ("Pix de teste"): its payments live in this process. */
  readonly local = new LocalPixProvider();
  private readonly listeners = new Set<(change: PaymentChange) => void>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
    private readonly settings: StoreSettingsService,
  ) {
    this.key = resolvePaymentSecretsKey(config);
    this.mercadoPago = new MercadoPagoPixProvider(
      config.payment.mercadoPagoApiBase,
      config.payment.mercadoPagoTimeoutMs,
    );
  }

  /** Adds a listener of payment changes; returns the function that removes it. */
  onChange(listener: (change: PaymentChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** `GET /store/payment-provider`: the seller's provider (no secret). */
  async info(userId: string): Promise<PaymentProviderInfo> {
    const storeId = await this.storeIdOf(userId);
    return toInfo(await selectProvider(this.dataSource.manager, storeId));
  }

  /**
   * `PUT /store/payment-provider`: Mercado Pago with a token the provider accepts (checked with
   * `GET /users/me`), or the local test provider outside production. Replaces any earlier one.
   *
   * @throws DomainError(Validation) → 400 when Mercado Pago refuses the token, or for the local
   *   provider in production.
   * @throws DomainError(PaymentProviderUnavailable) → 503 when Mercado Pago cannot be reached.
   */
  async connect(userId: string, dto: ConnectPaymentProviderDto): Promise<PaymentProviderInfo> {
    const storeId = await this.storeIdOf(userId);
    let row: ProviderRow;
    if (dto.provider === 'local') {
      if (this.config.isProduction)
        throw new DomainError(ErrorCode.Validation, [PaymentMessages.localProviderRefused]);
      row = emptyRow(storeId, 'local', 'Pix de teste', false);
    } else {
      const token = dto.accessToken ?? '';
      let account;
      try {
        account = await this.mercadoPago.verify(token);
      } catch {
        throw new DomainError(
          ErrorCode.PaymentProviderUnavailable,
          'O Mercado Pago não respondeu. Tente de novo em instantes.',
        );
      }
      if (!account)
        throw new DomainError(ErrorCode.Validation, [PaymentMessages.mercadoPagoRefused]);
      row = emptyRow(storeId, 'mercadopago', account.accountName, account.liveMode);
      const sealed = sealSecret(this.key, token);
      row.access_token_enc = sealed.enc;
      row.access_token_iv = sealed.iv;
      row.access_token_tag = sealed.tag;
      if (dto.webhookSecret) {
        const secret = sealSecret(this.key, dto.webhookSecret);
        row.webhook_secret_enc = secret.enc;
        row.webhook_secret_iv = secret.iv;
        row.webhook_secret_tag = secret.tag;
      }
    }
    await upsertProvider(this.dataSource.manager, row);
    return toInfo(row);
  }

  /** `DELETE /store/payment-provider`: new Pix orders carry the static code again. */
  async disconnect(userId: string): Promise<void> {
    await deleteProvider(this.dataSource.manager, await this.storeIdOf(userId));
  }

  /**
   * The store's connected provider with its credential, or null (then orders carry the static
   * Pix). A stored token that no longer opens (another PAYMENT_SECRETS_KEY) counts as none.
   */
  async connectionOf(storeId: string): Promise<PixConnection | null> {
    const row = await selectProvider(this.dataSource.manager, storeId);
    return row ? this.open(row) : null;
  }

  /**
   * Creates the order's Pix payment at the provider, after the order committed: amount = the
   * order's total, `external_reference` = the order's id, idempotency key = order id and attempt.
   * Never throws for a provider failure: the order then shows the Pix "unavailable" and the
   * customer can ask for a new code (`newCode`).
   */
  async startPayment(connection: PixConnection, order: PixPaymentOrder): Promise<void> {
    const db = this.dataSource.manager;
    const attempt = await takePaymentAttempt(db, order.orderId, connection.provider);
    if (attempt === null) return;
    try {
      const created = await this.providerOf(connection.provider).create(connection.credential, {
        amountCents: order.totalCents,
        orderId: order.orderId,
        idempotencyKey: `${order.orderId}-${attempt}`,
        expiresAt: new Date(Date.now() + order.expiryMinutes * 60_000),
        description: `Pedido nº ${order.number}`,
        notificationUrl: this.config.apiUrl.startsWith('https://')
          ? `${this.config.apiUrl}/payments/webhooks/mercadopago/${order.storeId}`
          : undefined,
      });
      await setPaymentCreated(db, order.orderId, attempt, created);
    } catch (error) {
      this.logger.warn(`Pix payment of order ${order.orderId} not created: ${String(error)}`);
    }
  }

  /**
   * `POST /public-catalog/{slug}/orders/{token}/pix`: a new code for an order whose code expired
   * (or could not be created).
   *
   * @throws DomainError(NotFound) → 404 for an unknown order or one without online Pix (or a
   *   store whose provider was disconnected).
   * @throws DomainError(Conflict) → 409 when the order's code is still valid, or it is paid.
   */
  async newCode(slug: string, token: string): Promise<OnlineOrderPix> {
    const order = await this.orderByToken(slug, token);
    if (order.payment_method !== 'pix' || order.status === 'canceled')
      throw new DomainError(ErrorCode.NotFound, PaymentMessages.pixNotOnline);
    const connection = await this.connectionOf(order.store_id);
    if (!connection) throw new DomainError(ErrorCode.NotFound, PaymentMessages.pixNotOnline);
    const settings = await this.settings.forStore(order.store_id);
    const before = order.payment_attempt;
    await this.startPayment(connection, {
      storeId: order.store_id,
      orderId: order.id,
      number: order.number,
      totalCents: order.total_cents,
      expiryMinutes: settings.payment.pix.expiryMinutes ?? SettingsLimits.pixExpiryDefaultMinutes,
    });
    const after = await this.orderByToken(slug, token);
    if (after.payment_attempt === before)
      throw new DomainError(ErrorCode.Conflict, PaymentMessages.pixNotExpired);
    return onlinePixOf(after) as OnlineOrderPix;
  }

  /**
   * "Simular pagamento" of the local provider (outside production): the fake payment is
   * approved for the order's total and applied as a webhook would be.
   *
   * @throws DomainError(Forbidden) → 403 in production.
   * @throws DomainError(NotFound) → 404 for an unknown order or one without a local payment.
   */
  async simulateLocalPayment(slug: string, token: string): Promise<OnlineOrderPix> {
    if (this.config.isProduction)
      throw new DomainError(ErrorCode.Forbidden, PaymentMessages.simulationRefused);
    const order = await this.orderByToken(slug, token);
    if (order.payment_provider !== 'local' || !order.payment_provider_id)
      throw new DomainError(ErrorCode.NotFound, PaymentMessages.pixNotOnline);
    this.local.simulatePaid(order.payment_provider_id, order.id, order.total_cents);
    await this.apply(order, await this.local.read('', order.payment_provider_id));
    return onlinePixOf(await this.orderByToken(slug, token)) as OnlineOrderPix;
  }

  /**
   * `POST /payments/webhooks/mercadopago/{storeId}`: verifies `x-signature` when the store gave
   * a webhook secret, then reads the payment from Mercado Pago with the store's token and applies
   * its status to the store's order that holds it. An unknown store, another topic, or a payment
   * that is not one of the store's orders is ignored (nothing read).
   *
   * @throws DomainError(Unauthorized) → 401 for a missing or wrong signature (nothing read).
   * @throws DomainError(PaymentProviderUnavailable) → 503 when the payment cannot be read (the
   *   provider retries its notification).
   */
  async mercadoPagoWebhook(storeId: string, note: MercadoPagoNotification): Promise<void> {
    if (!UUID.test(storeId)) return;
    const row = await selectProvider(this.dataSource.manager, storeId);
    if (!row || row.provider !== 'mercadopago') return;
    if (row.webhook_secret_enc && row.webhook_secret_iv && row.webhook_secret_tag) {
      const secret = openSecret(this.key, {
        enc: row.webhook_secret_enc,
        iv: row.webhook_secret_iv,
        tag: row.webhook_secret_tag,
      });
      if (!validMercadoPagoSignature(secret, note))
        throw new DomainError(ErrorCode.Unauthorized, 'Assinatura do webhook inválida.');
    }
    if (note.type !== undefined && note.type !== 'payment') return;
    if (!note.dataId || !/^[A-Za-z0-9_-]{1,64}$/.test(note.dataId)) return;
    const order = await selectOrderByPayment(this.dataSource.manager, storeId, note.dataId);
    if (!order) return;
    const connection = this.open(row);
    if (!connection) return;
    let read: PixPaymentRead;
    try {
      read = await this.mercadoPago.read(connection.credential, note.dataId);
    } catch (error) {
      throw new DomainError(
        ErrorCode.PaymentProviderUnavailable,
        `Não foi possível ler o pagamento no Mercado Pago (${String(error)}).`,
      );
    }
    await this.apply(order, read);
  }

  /**
   * Refunds a paid order in full at its provider before it is cancelled (paid → refunding →
   * refunded). Answers false when the order has nothing to refund.
   *
   * @throws DomainError(PaymentProviderFailed) → 502 with the provider's failure; the payment
   *   stays paid.
   */
  async refundPaid(storeId: string, orderId: string): Promise<boolean> {
    const db = this.dataSource.manager;
    const claimed = await claimRefund(db, storeId, orderId);
    if (!claimed) return false;
    const connection = await this.connectionOf(storeId);
    try {
      if (!connection || connection.provider !== claimed.payment_provider)
        throw new PixProviderError('refused', 'provedor de pagamento desconectado');
      await this.providerOf(connection.provider).refund(
        connection.credential,
        claimed.payment_provider_id,
      );
    } catch (error) {
      await endRefund(db, orderId, false);
      const detail = error instanceof PixProviderError ? error.message : String(error);
      throw new DomainError(ErrorCode.PaymentProviderFailed, PaymentMessages.refundFailed(detail));
    }
    await endRefund(db, orderId, true);
    return true;
  }

  /**
   * One pass of the reconciler: claims up to `limit` payments pending for 2 minutes since their
   * creation or last ask (`FOR UPDATE SKIP LOCKED`, committed before any HTTP call, so processes
   * share the work without repeating it), asks their provider and applies the answer; a code
   * past its expiry that is still unpaid becomes expired. Answers how many were asked about.
   */
  async reconcileDue(limit = 50): Promise<number> {
    const due = await claimDuePayments(this.dataSource.manager, RECONCILE_AFTER_SECONDS, limit);
    const connections = new Map<string, PixConnection | null>();
    for (const payment of due) {
      if (!connections.has(payment.store_id))
        connections.set(payment.store_id, await this.connectionOf(payment.store_id));
      const connection = connections.get(payment.store_id);
      try {
        if (!connection) throw new PixProviderError('refused', 'provedor desconectado');
        const read = await this.providerOf(connection.provider).read(
          connection.credential,
          payment.payment_provider_id,
        );
        const order = await selectOrderByPayment(
          this.dataSource.manager,
          payment.store_id,
          payment.payment_provider_id,
        );
        if (order) await this.apply(order, read);
      } catch (error) {
        this.logger.warn(`Pix reconcile of order ${payment.id}: ${String(error)}`);
        if (payment.payment_expires_at && payment.payment_expires_at <= new Date())
          await this.changed(payment.store_id, payment.id, false, markExpired);
      }
    }
    return due.length;
  }

  /**
   * Applies a payment read from the provider to its order: approved for exactly the order's
   * total → paid (an `order.paid`); another amount → flagged, never paid; refunded → refunded;
   * cancelled, or pending past its expiry → expired. A payment made for another order is ignored.
   */
  private async apply(order: OrderPaymentRow, read: PixPaymentRead): Promise<void> {
    if (read.externalReference !== null && read.externalReference !== order.id) return;
    const store = order.store_id;
    switch (read.status) {
      case 'approved':
        if (read.amountCents !== order.total_cents) {
          this.logger.warn(`Pix of order ${order.id}: amount differs from the total, not paid`);
          await this.changed(store, order.id, false, flagAmountMismatch);
          return;
        }
        await this.changed(store, order.id, true, markPaid);
        return;
      case 'refunded':
        await this.changed(store, order.id, false, markRefunded);
        return;
      case 'cancelled':
        await this.changed(store, order.id, false, markExpired);
        return;
      case 'pending':
        if (order.payment_expires_at && new Date(order.payment_expires_at) <= new Date())
          await this.changed(store, order.id, false, markExpired);
        return;
      case 'other':
        return;
    }
  }

  /** Runs one conditional transition and announces it when it happened. */
  private async changed(
    storeId: string,
    orderId: string,
    paid: boolean,
    transition: (db: EntityManager, orderId: string) => Promise<boolean>,
  ): Promise<void> {
    if (!(await transition(this.dataSource.manager, orderId))) return;
    for (const listener of this.listeners) {
      try {
        listener({ storeId, orderId, paid });
      } catch (error) {
        this.logger.error(`payment listener failed: ${String(error)}`);
      }
    }
  }

  private providerOf(name: PaymentProviderName): PixProvider {
    return name === 'local' ? this.local : this.mercadoPago;
  }

  /** The row's credential in clear, or null when it cannot be opened. */
  private open(row: ProviderRow): PixConnection | null {
    if (row.provider === 'local')
      return this.config.isProduction
        ? null
        : { storeId: row.store_id, provider: 'local', credential: '' };
    if (!row.access_token_enc || !row.access_token_iv || !row.access_token_tag) return null;
    try {
      const credential = openSecret(this.key, {
        enc: row.access_token_enc,
        iv: row.access_token_iv,
        tag: row.access_token_tag,
      });
      return { storeId: row.store_id, provider: row.provider, credential };
    } catch {
      this.logger.error(`store ${row.store_id}: payment token unreadable (PAYMENT_SECRETS_KEY?)`);
      return null;
    }
  }

  private async orderByToken(slug: string, token: string): Promise<OrderPaymentRow> {
    if (!SLUG_PATTERN.test(slug) || !TOKEN.test(token))
      throw new DomainError(ErrorCode.NotFound, Messages.orderNotFound);
    const order = await selectOrderPaymentByToken(this.dataSource.manager, slug, token);
    if (!order) throw new DomainError(ErrorCode.NotFound, Messages.orderNotFound);
    return order;
  }

  private async storeIdOf(userId: string): Promise<string> {
    const storeId = await selectStoreIdOfOwner(this.dataSource.manager, userId);
    if (storeId === null) throw new DomainError(ErrorCode.Unauthorized, Messages.unauthorized);
    return storeId;
  }
}

function emptyRow(
  storeId: string,
  provider: PaymentProviderName,
  accountName: string | null,
  liveMode: boolean,
): ProviderRow {
  return {
    store_id: storeId,
    provider,
    access_token_enc: null,
    access_token_iv: null,
    access_token_tag: null,
    webhook_secret_enc: null,
    webhook_secret_iv: null,
    webhook_secret_tag: null,
    account_name: accountName,
    live_mode: liveMode,
  };
}

function toInfo(row: ProviderRow | null): PaymentProviderInfo {
  return row
    ? {
        provider: row.provider,
        connected: true,
        accountName: row.account_name,
        liveMode: row.live_mode,
      }
    : { provider: null, connected: false, accountName: null, liveMode: false };
}

/**
 * Mercado Pago's webhook signature: `x-signature: ts=…,v1=…`, v1 = HMAC-SHA256 (hex) with the
 * secret of the manifest `id:{data.id};request-id:{x-request-id};ts:{ts};` (data.id lower-cased;
 * a part whose value is absent is left out), compared in constant time.
 */
export function validMercadoPagoSignature(secret: string, note: MercadoPagoNotification): boolean {
  if (!note.signature) return false;
  const parts = new Map(
    note.signature.split(',').map((p) => {
      const [k, ...v] = p.trim().split('=');
      return [k, v.join('=')] as const;
    }),
  );
  const ts = parts.get('ts');
  const v1 = parts.get('v1');
  if (!ts || !v1 || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  const manifest =
    (note.dataId ? `id:${note.dataId.toLowerCase()};` : '') +
    (note.requestId ? `request-id:${note.requestId};` : '') +
    `ts:${ts};`;
  const expected = createHmac('sha256', secret).update(manifest).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}
