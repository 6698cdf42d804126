import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ErrorCode, Limits, Messages } from '@catalogo/contracts/core';
import { DomainError } from '../../../common/domain-error';
import { LocalCheckoutSessions, type LocalCheckoutSession } from '../local-checkout-sessions';
import { PaymentGateway } from '../payment-gateway';
import { SubscriptionService } from '../subscription.service';

/** Length of the period a local payment pays for, in days. */
export const LOCAL_PERIOD_DAYS = 30;
const DAY_MS = 86_400_000;

/** What the local checkout page shows. */
export interface LocalCheckoutView {
  token: string;
  planName: string;
  /** Monthly price in centavos. */
  priceCents: number;
}

/**
 * The local checkout (docs/API.md §1, no Stripe configured): shows the plan, and on "Pagar"
 * fires the same internal event a paid Stripe Checkout would (`SubscriptionService.applyEvent`):
 * active for 30 days. Every route answers 404 when Stripe is configured.
 */
@Injectable()
export class LocalCheckoutService {
  constructor(
    private readonly gateway: PaymentGateway,
    private readonly sessions: LocalCheckoutSessions,
    private readonly subscriptions: SubscriptionService,
  ) {}

  /**
   * The page of an open session.
   *
   * @throws DomainError(NotFound) → 404 for an unknown, used or expired token, or with Stripe.
   */
  view(token: string): LocalCheckoutView {
    this.session(token, false);
    return { token, planName: 'Plano Único', priceCents: Limits.planPriceCents };
  }

  /**
   * "Pagar": closes the session (single use) and marks the seller's subscription active until
   * now + 30 days. Returns the success URL to redirect to.
   *
   * @throws DomainError(NotFound) → 404 for an unknown, used or expired token, or with Stripe.
   */
  async pay(token: string, now = new Date()): Promise<string> {
    const session = this.session(token, true);
    await this.subscriptions.applyEvent({
      id: `local_${randomUUID()}`,
      type: 'checkout.session.completed',
      created: Math.floor(now.getTime() / 1000),
      userId: session.userId,
      status: 'active',
      currentPeriodEnd: new Date(now.getTime() + LOCAL_PERIOD_DAYS * DAY_MS),
    });
    return session.successUrl;
  }

  /**
   * "Cancelar": closes the session without paying; the subscription is unchanged. Returns the
   * cancel URL to redirect to.
   *
   * @throws DomainError(NotFound) → 404 for an unknown, used or expired token, or with Stripe.
   */
  abandon(token: string): string {
    return this.session(token, true).cancelUrl;
  }

  private session(token: string, take: boolean): LocalCheckoutSession {
    if (this.gateway.mode !== 'local') throw new DomainError(ErrorCode.NotFound, Messages.notFound);
    const session = take ? this.sessions.take(token) : this.sessions.find(token);
    if (!session) throw new DomainError(ErrorCode.NotFound, Messages.localCheckoutNotFound);
    return session;
  }
}
