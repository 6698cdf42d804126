import type { SubscriptionEvent } from './subscription-event';

/** The seller a checkout is for. */
export interface CheckoutSeller {
  /** users.id. */
  userId: string;
  email: string;
}

/** What a checkout page needs: who pays, and where the browser goes afterwards. */
export interface CheckoutRequest {
  userId: string;
  /** The provider's customer id (Stripe), or null for providers without customers. */
  customerId: string | null;
  /** Where the browser goes after paying (`${WEB_URL}/admin?subscription=success`). */
  successUrl: string;
  /** Where the browser goes when the seller gives up (`${WEB_URL}/admin?subscription=canceled`). */
  cancelUrl: string;
}

/** Which implementation is running. */
export type PaymentGatewayMode = 'stripe' | 'local';

/**
 * Port for the payment provider (ARCHITECTURE.md "Third parties"), chosen from config at start:
 * Stripe when `STRIPE_SECRET_KEY` is set, otherwise the local checkout served by the API
 * (docs/API.md §1). Used as the injection token.
 */
export abstract class PaymentGateway {
  abstract readonly mode: PaymentGatewayMode;

  /**
   * The provider's customer for the seller: `existingCustomerId` when known, else a new one.
   * Null for providers without customers.
   *
   * @throws DomainError(Unavailable) → 503 when the provider cannot be reached.
   */
  abstract ensureCustomer(
    seller: CheckoutSeller,
    existingCustomerId: string | null,
  ): Promise<string | null>;

  /**
   * Opens a checkout for the single plan; returns the URL of its payment page. Stripe reuses
   * the customer's newest open session (still valid for 10 minutes or more) and expires the
   * others, so two tabs cannot pay twice.
   *
   * @throws DomainError(Unavailable) → 503 when the provider cannot be reached.
   */
  abstract createCheckout(request: CheckoutRequest): Promise<string>;

  /**
   * Cancels the provider's subscription at once. Returns the cancellation time in Unix seconds
   * (the provider's clock when it tells), used to order it among the provider's events.
   *
   * @throws DomainError(Unavailable) → 503 when the provider cannot be reached.
   */
  abstract cancelSubscription(subscriptionId: string | null): Promise<number>;

  /**
   * The event with the subscription's current state at the provider (docs/API.md §4;
   * docs/adr/0048-stripe-subscription-state-from-stripe.md: Stripe does not order deliveries and `created` has 1-second resolution). Stripe: retrieves
   * the Subscription and takes its status, period end and customer, stamped with the time of
   * the retrieval; an event without a subscription, or one Stripe no longer knows, is returned
   * as it is. Local: the event itself (it is the provider's state).
   *
   * @throws DomainError(Unavailable) → 503 when the provider cannot be reached (Stripe retries).
   */
  abstract currentState(event: SubscriptionEvent): Promise<SubscriptionEvent>;

  /**
   * A subscription of `customerId` the provider is charging or about to charge (active,
   * trialing, past_due, unpaid), or null. Used to refuse a second checkout.
   *
   * @throws DomainError(Unavailable) → 503 when the provider cannot be reached.
   */
  abstract findPayingSubscription(customerId: string | null): Promise<SubscriptionEvent | null>;

  /**
   * Verifies a webhook request and turns it into a subscription event, or null for event types
   * that do not concern subscriptions.
   *
   * @throws DomainError(Validation) → 400 for a missing or bad signature or an event older than
   *   5 minutes; DomainError(NotFound) → 404 when the provider has no webhooks (local).
   */
  abstract parseWebhook(
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): SubscriptionEvent | null;
}
