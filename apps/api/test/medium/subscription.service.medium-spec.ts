import { randomUUID } from 'node:crypto';
import { ErrorCode, Messages } from '@catalogo/contracts/core';
import { LOCAL_SESSION_TTL_MS } from '../../src/modules/billing/local-checkout-sessions';
import { LocalCheckoutModule } from '../../src/modules/billing/local-checkout/local-checkout.module';
import {
  LOCAL_PERIOD_DAYS,
  LocalCheckoutService,
} from '../../src/modules/billing/local-checkout/local-checkout.service';
import type { SubscriptionEvent } from '../../src/modules/billing/subscription-event';
import { SubscriptionService } from '../../src/modules/billing/subscription.service';
import { DashboardModule } from '../../src/modules/dashboard/dashboard.module';
import { DashboardService } from '../../src/modules/dashboard/dashboard.service';
import { UserService } from '../../src/modules/user/user.service';
import {
  createSeller,
  createServiceTestModule,
  type ServiceTestModule,
  type TestSeller,
} from '../support/services';

const API_URL = 'http://api.catalogo.test:3000';
const DAY_MS = 86_400_000;

describe('SubscriptionService with the local payment gateway, on PostgreSQL', () => {
  let t: ServiceTestModule;
  let subscriptions: SubscriptionService;
  let checkout: LocalCheckoutService;

  beforeAll(async () => {
    t = await createServiceTestModule({
      imports: [LocalCheckoutModule, DashboardModule],
      env: { API_URL },
    });
    subscriptions = t.get(SubscriptionService);
    checkout = t.get(LocalCheckoutService);
  });
  afterAll(() => t?.close());

  /** The token of a new payment link (the last part of its URL). */
  async function paymentToken(seller: TestSeller): Promise<string> {
    const { paymentLink } = await subscriptions.createPaymentLink(seller.userId);
    expect(paymentLink).toMatch(new RegExp(`^${API_URL}/stripe/local-checkout/[A-Za-z0-9_-]{43}$`));
    return paymentLink.slice(paymentLink.lastIndexOf('/') + 1);
  }

  /** What the seller sees: the status of `GET /user/me` and the dashboard's next payment date. */
  async function seen(seller: TestSeller) {
    const me = await t.get(UserService).me(seller.userId);
    const info = await t.get(DashboardService).dashboardInfo(seller.userId);
    return {
      status: me.Subscription?.status ?? null,
      dashboard: info.subscriptionStatus,
      nextPaymentDate: info.nextPaymentDate,
    };
  }

  const event = (seller: TestSeller, over: Partial<SubscriptionEvent> = {}): SubscriptionEvent => ({
    id: `local_${randomUUID()}`,
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    userId: seller.userId,
    status: 'active',
    currentPeriodEnd: new Date(Date.now() + LOCAL_PERIOD_DAYS * DAY_MS),
    ...over,
  });

  it('refuses a payment link to an unconfirmed e-mail', async () => {
    const seller = await createSeller(t);
    await expect(subscriptions.createPaymentLink(seller.userId)).rejects.toMatchObject({
      code: ErrorCode.EmailNotConfirmed,
      message: Messages.subscriptionRequiresConfirmedEmail,
    });
  });

  it('"Pagar" makes the plan active for 30 days; the link is single use; no second link', async () => {
    const seller = await createSeller(t, { confirmed: true });
    const token = await paymentToken(seller);
    expect(await seen(seller)).toEqual({
      status: 'inactive',
      dashboard: 'inactive',
      nextPaymentDate: null,
    });
    const paidAt = new Date('2026-11-27T12:00:00.000Z');
    expect(await checkout.pay(token, paidAt)).toBe(
      'http://localhost:5173/admin?subscription=success',
    );
    expect(await seen(seller)).toEqual({
      status: 'active',
      dashboard: 'active',
      nextPaymentDate: new Date(paidAt.getTime() + 30 * DAY_MS).toISOString(),
    });
    await expect(checkout.pay(token)).rejects.toMatchObject({
      code: ErrorCode.NotFound,
      message: Messages.localCheckoutNotFound,
    });
    await expect(subscriptions.createPaymentLink(seller.userId)).rejects.toMatchObject({
      code: ErrorCode.SubscriptionAlreadyActive,
      message: Messages.subscriptionAlreadyActive,
    });
  });

  it('"Cancelar" on the page changes nothing, and the link is then gone', async () => {
    const seller = await createSeller(t, { confirmed: true });
    const token = await paymentToken(seller);
    expect(checkout.abandon(token)).toBe('http://localhost:5173/admin?subscription=canceled');
    expect((await seen(seller)).status).toBe('inactive');
    await expect(checkout.pay(token)).rejects.toMatchObject({ code: ErrorCode.NotFound });
  });

  it('lets only one of two "Pagar" at once succeed', async () => {
    const seller = await createSeller(t, { confirmed: true });
    const token = await paymentToken(seller);
    const results = await Promise.allSettled([checkout.pay(token), checkout.pay(token)]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await seen(seller)).status).toBe('active');
  });

  it('lets a payment link expire after one hour, unpaid', async () => {
    const seller = await createSeller(t, { confirmed: true });
    const token = await paymentToken(seller);
    const later = Date.now() + LOCAL_SESSION_TTL_MS + 1000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      await expect(checkout.pay(token)).rejects.toMatchObject({
        code: ErrorCode.NotFound,
        message: Messages.localCheckoutNotFound,
      });
    } finally {
      clock.mockRestore();
    }
    expect((await seen(seller)).status).toBe('inactive');
  });

  describe('payment events (the one path of webhooks and local payments)', () => {
    it('applies an event once: the same event again changes nothing', async () => {
      const seller = await createSeller(t, { confirmed: true });
      const paid = event(seller);
      expect(await subscriptions.applyEvent(paid)).toBe('applied');
      expect((await seen(seller)).status).toBe('active');
      // Something else changes the row; a redelivery of the old event must not apply again.
      await t.dataSource.query(
        `UPDATE subscriptions SET status = 'inactive', last_event_created = NULL WHERE user_id = $1`,
        [seller.userId],
      );
      expect(await subscriptions.applyEvent(paid)).toBe('duplicate');
      expect((await seen(seller)).status).toBe('inactive');
      const rows = (await t.dataSource.query('SELECT id FROM stripe_events WHERE id = $1', [
        paid.id,
      ])) as unknown[];
      expect(rows).toHaveLength(1);
    });

    it('applies an event delivered 5 times at once exactly once', async () => {
      const seller = await createSeller(t, { confirmed: true });
      const paid = event(seller);
      const outcomes = await Promise.all(
        Array.from({ length: 5 }, () => subscriptions.applyEvent(paid)),
      );
      expect(outcomes.sort()).toEqual([
        'applied',
        'duplicate',
        'duplicate',
        'duplicate',
        'duplicate',
      ]);
    });

    it('ends the plan on a "deleted" event; an older "active" arriving later does not revive it', async () => {
      const seller = await createSeller(t, { confirmed: true });
      const t0 = Math.floor(Date.now() / 1000);
      await subscriptions.applyEvent(event(seller, { created: t0 - 120 }));
      expect(
        await subscriptions.applyEvent(
          event(seller, {
            type: 'customer.subscription.deleted',
            created: t0,
            status: 'canceled',
            currentPeriodEnd: new Date(t0 * 1000),
          }),
        ),
      ).toBe('applied');
      expect(await seen(seller)).toEqual({
        status: 'canceled',
        dashboard: 'canceled',
        nextPaymentDate: null,
      });
      const late = event(seller, { type: 'invoice.paid', created: t0 - 60 });
      expect(await subscriptions.applyEvent(late)).toBe('ignored');
      expect((await seen(seller)).status).toBe('canceled');
    });

    it('ignores an event for no known seller', async () => {
      expect(
        await subscriptions.applyEvent({
          id: `local_${randomUUID()}`,
          type: 'customer.subscription.updated',
          created: Math.floor(Date.now() / 1000),
          customerId: 'cus_ninguem',
          status: 'active',
        }),
      ).toBe('ignored');
    });

    it('has no webhook without Stripe', async () => {
      await expect(
        subscriptions.handleWebhook(Buffer.from('{}'), 'assinatura'),
      ).rejects.toMatchObject({ code: ErrorCode.NotFound, message: Messages.webhookNotConfigured });
    });
  });

  it('cancels a live plan once (then NothingToCancel), and the seller can subscribe again', async () => {
    const seller = await createSeller(t, { confirmed: true });
    await expect(subscriptions.cancel(seller.userId)).rejects.toMatchObject({
      code: ErrorCode.NothingToCancel,
      message: Messages.nothingToCancel,
    });
    await checkout.pay(await paymentToken(seller));
    await subscriptions.cancel(seller.userId);
    expect(await seen(seller)).toMatchObject({ status: 'canceled', nextPaymentDate: null });
    await expect(subscriptions.cancel(seller.userId)).rejects.toMatchObject({
      code: ErrorCode.NothingToCancel,
    });
    await checkout.pay(await paymentToken(seller));
    expect((await seen(seller)).status).toBe('active');
  });
});
