import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { ErrorCode, Messages } from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import type { AppConfig } from '../../config/app.config';
import {
  PaymentGateway,
  type CheckoutRequest,
  type CheckoutSeller,
  type PaymentGatewayMode,
} from './payment-gateway';
import { subscriptionSnapshot, toSubscriptionEvent } from './stripe-event-mapper';
import type { SubscriptionEvent } from './subscription-event';

/** Oldest webhook accepted, in seconds (Stripe's default tolerance; docs/API.md §4). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Time limit of one Stripe API request, in milliseconds. */
const STRIPE_TIMEOUT_MS = 20_000;
/** An open Checkout Session is reused only while it has at least this long to live, in seconds. */
export const SESSION_REUSE_MIN_REMAINING_SECONDS = 600;
/** Stripe statuses of a subscription that is charging or about to charge the seller. */
const PAYING_STATUSES = new Set(['active', 'trialing', 'past_due', 'unpaid']);

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

function isMissing(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing'
  );
}

/** Stripe settings required together with STRIPE_SECRET_KEY. */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  priceId: string;
  apiBase?: string;
}

/**
 * Reads the Stripe settings of the config. Throws at start when STRIPE_SECRET_KEY is set
 * without STRIPE_WEBHOOK_SECRET or STRIPE_PRICE_ID (a half-configured payment setup).
 */
export function stripeSettings(config: AppConfig['stripe']): StripeSettings {
  const { secretKey, webhookSecret, priceId, apiBase } = config;
  if (secretKey && webhookSecret && priceId) return { secretKey, webhookSecret, priceId, apiBase };
  const missing = (['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const).filter((name) =>
    name === 'STRIPE_WEBHOOK_SECRET' ? !webhookSecret : !priceId,
  );
  throw new Error(
    `Invalid environment configuration:\n  - ${missing
      .map((name) => `${name}: required when STRIPE_SECRET_KEY is set`)
      .join('\n  - ')}`,
  );
}

/**
 * SDK options for `STRIPE_API_BASE` (e.g. `http://127.0.0.1:12111`, a local fake in tests):
 * host, port and protocol of that address. Empty when unset (api.stripe.com).
 */
export function stripeHostOptions(apiBase: string | undefined): Stripe.StripeConfig {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

/** Creates the official SDK client for the settings. */
export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 1,
    appInfo: { name: 'Catalogo' },
    ...stripeHostOptions(settings.apiBase),
  });
}

/**
 * The Stripe implementation of the payment port (official SDK): customers, Checkout Sessions in
 * subscription mode for `STRIPE_PRICE_ID`, immediate cancellation, signed webhooks.
 */
export class StripePaymentGateway extends PaymentGateway {
  readonly mode: PaymentGatewayMode = 'stripe';
  private readonly logger = new Logger('Stripe');

  constructor(
    private readonly stripe: Stripe,
    private readonly settings: StripeSettings,
  ) {
    super();
  }

  /**
   * Creates a Stripe customer unless the seller has one. No fixed idempotency key: Stripe would
   * replay a failed first attempt for 24 hours. Two concurrent first calls may create two
   * customers; the caller keeps the first one stored (the other is never used).
   */
  async ensureCustomer(seller: CheckoutSeller, existing: string | null): Promise<string> {
    if (existing) return existing;
    const customer = await this.call(() =>
      this.stripe.customers.create({ email: seller.email, metadata: { userId: seller.userId } }),
    );
    return customer.id;
  }

  /**
   * Returns the hosted page URL of a Checkout Session (subscription mode): the customer's newest
   * open session for this seller when it has 10 minutes or more to live, else a new one; every
   * other open session of the customer is expired (a second tab cannot pay a second time).
   */
  async createCheckout(request: CheckoutRequest): Promise<string> {
    const reused = request.customerId
      ? await this.reuseOpenSession(request.customerId, request)
      : undefined;
    if (reused) return reused;
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create({
        mode: 'subscription',
        line_items: [{ price: this.settings.priceId, quantity: 1 }],
        ...(request.customerId ? { customer: request.customerId } : {}),
        client_reference_id: request.userId,
        metadata: { userId: request.userId },
        subscription_data: { metadata: { userId: request.userId } },
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      }),
    );
    if (!session.url) {
      this.logger.error({ sessionId: session.id }, 'checkout session without url');
      throw new DomainError(
        ErrorCode.PaymentProviderUnavailable,
        Messages.paymentProviderUnavailable,
      );
    }
    return session.url;
  }

  /**
   * Retrieves the event's subscription from Stripe and returns the event carrying its current
   * status, period end and customer, stamped with the retrieval time (Unix seconds), so the
   * order in which Stripe delivers events no longer matters. Unchanged when the event names no
   * subscription or Stripe answers resource_missing (logged).
   */
  async currentState(event: SubscriptionEvent): Promise<SubscriptionEvent> {
    const subscriptionId = event.subscriptionId;
    if (!subscriptionId) return event;
    let retrieved: Stripe.Subscription;
    try {
      retrieved = await this.stripe.subscriptions.retrieve(subscriptionId);
    } catch (error) {
      if (isMissing(error)) {
        this.logger.warn({ eventId: event.id, subscriptionId }, 'subscription unknown to Stripe');
        return event;
      }
      throw this.unavailable(error);
    }
    const now = subscriptionSnapshot(retrieved);
    return {
      ...event,
      created: Math.max(event.created, nowSeconds()),
      userId: event.userId ?? now.userId,
      customerId: now.customerId ?? event.customerId,
      status: now.status ?? event.status,
      currentPeriodEnd: now.currentPeriodEnd ?? event.currentPeriodEnd,
    };
  }

  /** The customer's newest subscription Stripe is charging (active, trialing, past_due, unpaid). */
  async findPayingSubscription(customerId: string | null): Promise<SubscriptionEvent | null> {
    if (!customerId) return null;
    const subscriptions = await this.call(() =>
      this.stripe.subscriptions.list({ customer: customerId, limit: 20 }),
    );
    const paying = subscriptions.data
      .filter((sub) => PAYING_STATUSES.has(sub.status))
      .sort((a, b) => b.created - a.created)[0];
    if (!paying) return null;
    const now = subscriptionSnapshot(paying);
    const at = nowSeconds();
    return {
      id: `sync_${paying.id}_${at}`,
      type: 'customer.subscription.sync',
      created: at,
      userId: now.userId,
      customerId: now.customerId ?? customerId,
      subscriptionId: paying.id,
      status: now.status,
      currentPeriodEnd: now.currentPeriodEnd,
    };
  }

  /** See `createCheckout`: the reusable session's URL, after expiring the other open ones. */
  private async reuseOpenSession(
    customerId: string,
    request: CheckoutRequest,
  ): Promise<string | undefined> {
    const open = await this.call(() =>
      this.stripe.checkout.sessions.list({ customer: customerId, status: 'open', limit: 20 }),
    );
    const keep = open.data
      .filter(
        (session) =>
          session.mode === 'subscription' &&
          session.url !== null &&
          session.success_url === request.successUrl &&
          session.expires_at >= nowSeconds() + SESSION_REUSE_MIN_REMAINING_SECONDS,
      )
      .sort((a, b) => b.created - a.created)[0];
    for (const session of open.data) {
      if (session.id === keep?.id) continue;
      try {
        await this.stripe.checkout.sessions.expire(session.id);
      } catch (error) {
        // Completed or expired meanwhile: nothing left to close.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) {
          throw this.unavailable(error);
        }
      }
    }
    return keep?.url ?? undefined;
  }

  /**
   * Cancels the subscription at once (`DELETE /v1/subscriptions/{id}`); one Stripe no longer
   * knows counts as canceled. Returns Stripe's `canceled_at` (or now).
   */
  async cancelSubscription(subscriptionId: string | null): Promise<number> {
    const now = Math.floor(Date.now() / 1000);
    if (!subscriptionId) {
      this.logger.warn('active subscription without a Stripe subscription id: recorded canceled');
      return now;
    }
    try {
      const canceled = await this.stripe.subscriptions.cancel(subscriptionId);
      return canceled.canceled_at ?? now;
    } catch (error) {
      if (isMissing(error)) return now;
      throw this.unavailable(error);
    }
  }

  /**
   * Verifies the `Stripe-Signature` header against the raw body with STRIPE_WEBHOOK_SECRET
   * (events older than 5 minutes fail) and maps the event.
   */
  parseWebhook(
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): SubscriptionEvent | null {
    if (!rawBody || !signature) {
      throw new DomainError(ErrorCode.Validation, Messages.invalidWebhookSignature);
    }
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        this.settings.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
      );
    } catch {
      throw new DomainError(ErrorCode.Validation, Messages.invalidWebhookSignature);
    }
    return toSubscriptionEvent(event);
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw this.unavailable(error);
    }
  }

  private unavailable(error: unknown): DomainError {
    this.logger.error({ err: error }, 'Stripe request failed');
    return new DomainError(
      ErrorCode.PaymentProviderUnavailable,
      Messages.paymentProviderUnavailable,
    );
  }
}
