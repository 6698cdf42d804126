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
import { toSubscriptionEvent } from './stripe-event-mapper';
import type { SubscriptionEvent } from './subscription-event';

/** Oldest webhook accepted, in seconds (Stripe's default tolerance; CONTRACT.md §4). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** Time limit of one Stripe API request, in milliseconds. */
const STRIPE_TIMEOUT_MS = 20_000;

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

  /** Creates a Checkout Session (subscription mode) and returns its hosted page URL. */
  async createCheckout(request: CheckoutRequest): Promise<string> {
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
      throw new DomainError(ErrorCode.Unavailable, Messages.paymentProviderUnavailable);
    }
    return session.url;
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
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'resource_missing'
      ) {
        return now;
      }
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
    return new DomainError(ErrorCode.Unavailable, Messages.paymentProviderUnavailable);
  }
}
