import { ErrorCode, Messages } from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { PaymentGateway, type CheckoutRequest, type PaymentGatewayMode } from './payment-gateway';
import { LocalCheckoutSessions } from './local-checkout-sessions';
import type { SubscriptionEvent } from './subscription-event';

/**
 * The zero-configuration payment port (no `STRIPE_SECRET_KEY`, docs/API.md §1): the payment
 * link opens a page served by the API (`/stripe/local-checkout/{token}`) that completes or
 * abandons a simulated payment through the same internal path a Stripe event takes.
 */
export class LocalPaymentGateway extends PaymentGateway {
  readonly mode: PaymentGatewayMode = 'local';

  constructor(
    private readonly sessions: LocalCheckoutSessions,
    private readonly apiUrl: string,
  ) {
    super();
  }

  /** No customers in local mode. */
  async ensureCustomer(): Promise<null> {
    return null;
  }

  /** Opens a local session; returns `${API_URL}/stripe/local-checkout/{token}`. */
  async createCheckout(request: CheckoutRequest): Promise<string> {
    const token = this.sessions.open(request.userId, request.successUrl, request.cancelUrl);
    return `${this.apiUrl}/stripe/local-checkout/${token}`;
  }

  /** Nothing to call: returns now (Unix seconds). */
  async cancelSubscription(): Promise<number> {
    return Math.floor(Date.now() / 1000);
  }

  /** Local events are the provider's state: returned unchanged. */
  async currentState(event: SubscriptionEvent): Promise<SubscriptionEvent> {
    return event;
  }

  /** No provider-side subscriptions: null. */
  async findPayingSubscription(): Promise<null> {
    return null;
  }

  /** There are no webhooks without Stripe: 404. */
  parseWebhook(): never {
    throw new DomainError(ErrorCode.NotFound, Messages.webhookNotConfigured);
  }
}
