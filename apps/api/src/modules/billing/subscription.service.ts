import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ErrorCode, Messages, type SubscriptionLinkResponse } from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { releaseRunner } from '../../database/release-runner';
import { appConfig, type AppConfig } from '../../config/app.config';
import { PaymentGateway } from './payment-gateway';
import { isLive, type SubscriptionEvent } from './subscription-event';
import { nextSubscriptionState, type SubscriptionState } from './subscription-rules';
import {
  insertSubscription,
  insertSubscriptionOfKnownUser,
  lockCheckout,
  lockSubscriptionByCustomerId,
  lockSubscriptionBySubscriptionId,
  lockSubscriptionOfUser,
  markCanceled,
  recordStripeEvent,
  selectCheckoutSeller,
  selectSubscriptionStatus,
  storeCustomerIfNone,
  unlockCheckout,
  updateSubscriptionState,
  type SubscriptionRow,
} from './subscription.queries';

/** What `applyEvent` did with an event. */
export type ApplyOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * The seller's subscription to the single plan (docs/PRODUCT.md §4, docs/API.md §4): payment
 * links, cancellation, and the one internal path that applies payment events (Stripe webhooks
 * and local checkout payments alike) to the subscriptions table.
 */
@Injectable()
export class SubscriptionService {
  private readonly logger = new Logger(SubscriptionService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
    private readonly gateway: PaymentGateway,
  ) {}

  /**
   * `POST /stripe/subscription`: a payment link for the plan. Creates the subscriptions row
   * (inactive) when missing and the provider's customer when the seller has none (kept in
   * subscriptions.stripe_customer_id and reused).
   *
   * @throws DomainError(Forbidden) → 403 `subscriptionRequiresConfirmedEmail` when the e-mail is
   *   unconfirmed; DomainError(SubscriptionAlreadyActive) → 409 when the subscription is already active, here or
   *   at the provider (then stored); an open provider session is reused or expired first;
   *   DomainError(Unavailable) → 503 when the provider fails; DomainError(Unauthorized) → 401
   *   when the seller no longer exists.
   */
  async createPaymentLink(userId: string): Promise<SubscriptionLinkResponse> {
    const seller = await selectCheckoutSeller(this.dataSource.manager, userId);
    if (!seller) throw new DomainError(ErrorCode.Unauthorized, Messages.unauthorized);
    if (!seller.email_confirmed_at) {
      throw new DomainError(
        ErrorCode.EmailNotConfirmed,
        Messages.subscriptionRequiresConfirmedEmail,
      );
    }
    if (seller.status === 'active') {
      throw new DomainError(
        ErrorCode.SubscriptionAlreadyActive,
        Messages.subscriptionAlreadyActive,
      );
    }
    if (seller.status === null) {
      await insertSubscription(this.dataSource.manager, userId);
    }
    const customerId = await this.ensureCustomer(userId, seller.email, seller.stripe_customer_id);
    // One checkout at a time per seller: two tabs cannot both miss the other's open session.
    const paymentLink = await this.withSellerLock(userId, async () => {
      const paying = await this.gateway.findPayingSubscription(customerId);
      if (paying) {
        // Stripe already charges this seller (our row missed it): store that, refuse a second.
        await this.applyEvent({ ...paying, userId });
        throw new DomainError(
          ErrorCode.SubscriptionAlreadyActive,
          Messages.subscriptionAlreadyActive,
        );
      }
      return this.gateway.createCheckout({
        userId,
        customerId,
        successUrl: `${this.config.webUrl}/admin?subscription=success`,
        cancelUrl: `${this.config.webUrl}/admin?subscription=canceled`,
      });
    });
    return { paymentLink };
  }

  /**
   * Runs `work` holding a PostgreSQL advisory lock keyed on the seller (session-level, on a
   * connection of its own, no transaction held open during the provider's calls).
   *
   * @throws DomainError(Unavailable) → 503 when the lock cannot be taken in time.
   */
  private async withSellerLock<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.connect();
      await lockCheckout(runner.manager, userId);
    } catch (error) {
      await runner.release();
      this.logger.error({ err: error }, 'checkout lock not taken');
      throw new DomainError(
        ErrorCode.PaymentProviderUnavailable,
        Messages.paymentProviderUnavailable,
      );
    }
    try {
      return await work();
    } finally {
      // Not unlocked → the connection is destroyed, dropping the lock with its session.
      const brokenBy = await unlockCheckout(runner.manager, userId).then(
        () => undefined,
        (error: unknown) => error ?? new Error('unlock failed'),
      );
      await releaseRunner(runner, brokenBy);
    }
  }

  /**
   * `POST /stripe/cancel-subscription`: cancels at once at the provider and records `canceled`.
   *
   * @throws DomainError(NothingToCancel) → 409 `nothingToCancel` when the seller has no live
   *   subscription; DomainError(Unavailable) → 503 when the provider fails.
   */
  async cancel(userId: string): Promise<void> {
    const row = await selectSubscriptionStatus(this.dataSource.manager, userId);
    if (!row || !isLive(row.status)) {
      throw new DomainError(ErrorCode.NothingToCancel, Messages.nothingToCancel);
    }
    const canceledAt = await this.gateway.cancelSubscription(row.stripe_subscription_id);
    await markCanceled(this.dataSource.manager, userId, canceledAt);
  }

  /**
   * `POST /stripe/webhook`: verifies the provider's event, replaces its subscription snapshot
   * with the subscription's current state at the provider, and applies it.
   *
   * @throws DomainError(Validation) → 400 for a bad signature (nothing changed);
   *   DomainError(NotFound) → 404 without Stripe; DomainError(Unavailable) → 503 when Stripe
   *   cannot be asked (nothing recorded: Stripe delivers the event again).
   */
  async handleWebhook(rawBody: Buffer | undefined, signature: string | undefined): Promise<void> {
    const event = this.gateway.parseWebhook(rawBody, signature);
    // Store the subscription's current state at Stripe, not the event's snapshot.
    if (event) await this.applyEvent(await this.gateway.currentState(event));
  }

  /**
   * Applies a payment event to the seller it concerns, once per event id: the event id is
   * inserted into stripe_events in the same transaction as the change (a duplicate changes
   * nothing). The seller is found by `userId`, else by subscription id, else by customer id; an
   * event for no known seller is acknowledged and ignored. See `nextSubscriptionState` for the
   * ordering rules.
   */
  async applyEvent(event: SubscriptionEvent): Promise<ApplyOutcome> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const recorded = await recordStripeEvent(manager, event.id, event.type);
      if (!recorded) return 'duplicate' as const;
      const row = await this.lockTarget(manager, event);
      if (!row) return 'ignored' as const;
      const current = toState(row);
      const next = nextSubscriptionState(current, event);
      if (!next) return 'ignored' as const;
      await updateSubscriptionState(manager, row.user_id, next);
      return 'applied' as const;
    });
    this.logger.log({ eventId: event.id, type: event.type, outcome }, 'payment event');
    return outcome;
  }

  /** The customer to check out with: the stored one, else a new one stored (first wins). */
  private async ensureCustomer(
    userId: string,
    email: string,
    stored: string | null,
  ): Promise<string | null> {
    const customerId = await this.gateway.ensureCustomer({ userId, email }, stored);
    if (!customerId || customerId === stored) return customerId;
    // First writer wins: a concurrent request may have stored another customer meanwhile.
    const saved = await storeCustomerIfNone(this.dataSource.manager, userId, customerId);
    return saved ?? customerId;
  }

  /** Finds and locks (FOR UPDATE) the subscriptions row an event concerns, creating it for a known seller. */
  private async lockTarget(
    manager: EntityManager,
    event: SubscriptionEvent,
  ): Promise<SubscriptionRow | null> {
    if (event.userId) {
      await insertSubscriptionOfKnownUser(manager, event.userId);
      const row = await lockSubscriptionOfUser(manager, event.userId);
      if (
        row?.stripe_customer_id &&
        event.customerId &&
        row.stripe_customer_id !== event.customerId
      ) {
        this.logger.warn(
          { eventId: event.id, userId: event.userId },
          'payment event names a seller with another customer: ignored',
        );
        return null;
      }
      return row;
    }
    if (event.subscriptionId) {
      const row = await lockSubscriptionBySubscriptionId(manager, event.subscriptionId);
      if (row) return row;
    }
    if (event.customerId) {
      return lockSubscriptionByCustomerId(manager, event.customerId);
    }
    return null;
  }
}

function toState(row: SubscriptionRow): SubscriptionState {
  return {
    status: row.status,
    stripeCustomerId: row.stripe_customer_id,
    stripeSubscriptionId: row.stripe_subscription_id,
    currentPeriodEnd: row.current_period_end,
    lastEventCreated: row.last_event_created === null ? null : Number(row.last_event_created),
  };
}
