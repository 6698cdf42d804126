import Stripe from 'stripe';
import { Messages } from '@catalogo/contracts/core';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';
import { startFakeStripe, type FakeStripe } from './support/fake-stripe';

const WEBHOOK_SECRET = 'whsec_test';
const stripe = new Stripe('sk_test_x');
const nowSeconds = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;

interface Seller {
  token: string;
  email: string;
  userId: string;
  auth: [string, string];
}

let eventCounter = 0;
/** A Stripe event envelope around `object`. */
function stripeEvent(type: string, object: Record<string, unknown>, created = nowSeconds()) {
  eventCounter += 1;
  return {
    id: `evt_test_${Date.now().toString(36)}_${eventCounter}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** A subscription object as recent API versions send it (period end on the items). */
function subscriptionObject(opts: {
  id: string;
  customer: string;
  status: string;
  periodEnd?: number;
  metadata?: Record<string, string>;
}) {
  return {
    id: opts.id,
    object: 'subscription',
    customer: opts.customer,
    status: opts.status,
    metadata: opts.metadata ?? {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${opts.id}`,
          object: 'subscription_item',
          current_period_end: opts.periodEnd ?? nowSeconds() + 30 * DAY,
          price: { id: 'price_test' },
        },
      ],
    },
  };
}

describe('The paid plan with Stripe (fake Stripe API through the official SDK)', () => {
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_ID: 'price_test',
      STRIPE_API_BASE: fake.url,
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function seller(confirmed = true): Promise<Seller> {
    const { token, email } = await registerAndLogin(t);
    const userId = (
      JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sub: string }
    ).sub;
    if (confirmed) {
      await t.dataSource.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [
        userId,
      ]);
    }
    return { token, email, userId, auth: ['Authorization', `Bearer ${token}`] };
  }

  /** Subscribes (payment link) and returns the seller's Stripe customer id. */
  async function subscribe(s: Seller): Promise<{ paymentLink: string; customerId: string }> {
    const res = await t.http
      .post('/stripe/subscription')
      .set(...s.auth)
      .expect(201);
    const [row] = await t.dataSource.query(
      'SELECT stripe_customer_id FROM subscriptions WHERE user_id = $1',
      [s.userId],
    );
    return { paymentLink: res.body.paymentLink as string, customerId: row.stripe_customer_id };
  }

  function webhook(
    event: object,
    opts: { secret?: string; timestamp?: number; signature?: string | null; body?: string } = {},
  ) {
    const payload = JSON.stringify(event);
    const header =
      opts.signature === undefined
        ? stripe.webhooks.generateTestHeaderString({
            payload,
            secret: opts.secret ?? WEBHOOK_SECRET,
            timestamp: opts.timestamp,
          })
        : opts.signature;
    const req = t.http.post('/stripe/webhook').set('Content-Type', 'application/json');
    if (header !== null) req.set('Stripe-Signature', header);
    return req.send(opts.body ?? payload);
  }

  async function dashboard(s: Seller) {
    const res = await t.http
      .get('/stripe/dashboard-info')
      .set(...s.auth)
      .expect(200);
    return res.body as { subscriptionStatus: string; nextPaymentDate: string | null };
  }

  async function status(s: Seller): Promise<string | undefined> {
    const res = await t.http
      .get('/user/me')
      .set(...s.auth)
      .expect(200);
    return (res.body as { Subscription: { status: string } | null }).Subscription?.status;
  }

  async function activate(s: Seller, subscriptionId: string, customerId: string) {
    await webhook(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: subscriptionId, customer: customerId, status: 'active' }),
      ),
    ).expect(200);
    expect(await status(s)).toBe('active');
  }

  it('refuses a seller whose e-mail is not confirmed (403) and calls Stripe for nothing', async () => {
    const s = await seller(false);
    const before = fake.requests.length;
    const res = await t.http
      .post('/stripe/subscription')
      .set(...s.auth)
      .expect(403);
    expect(res.body).toMatchObject({
      statusCode: 403,
      message: Messages.subscriptionRequiresConfirmedEmail,
    });
    expect(fake.requests).toHaveLength(before);
  });

  it('answers 401 without a token', async () => {
    await t.http.post('/stripe/subscription').expect(401);
    await t.http.post('/stripe/cancel-subscription').expect(401);
  });

  it('creates a customer and a Checkout Session with the right price, customer, reference and URLs', async () => {
    const s = await seller();
    const { paymentLink, customerId } = await subscribe(s);

    const [customerCall] = fake.calls('POST', '/v1/customers').slice(-1);
    expect(customerCall.form).toMatchObject({ email: s.email, 'metadata[userId]': s.userId });
    expect(customerCall.headers.authorization).toBe('Bearer sk_test_x');
    expect(customerId).toMatch(/^cus_fake_/);

    const [sessionCall] = fake.calls('POST', '/v1/checkout/sessions').slice(-1);
    expect(sessionCall.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_test',
      'line_items[0][quantity]': '1',
      customer: customerId,
      client_reference_id: s.userId,
      'metadata[userId]': s.userId,
      success_url: 'http://localhost:5173/admin?subscription=success',
      cancel_url: 'http://localhost:5173/admin?subscription=canceled',
    });
    expect(paymentLink).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_fake_/);
    expect(await status(s)).toBe('inactive');

    // A second link reuses the stored customer.
    const customers = fake.calls('POST', '/v1/customers').length;
    const again = await subscribe(s);
    expect(again.customerId).toBe(customerId);
    expect(fake.calls('POST', '/v1/customers')).toHaveLength(customers);
    expect(fake.calls('POST', '/v1/checkout/sessions').slice(-1)[0].form.customer).toBe(customerId);
  });

  it('shows active and the next payment date after a signed customer.subscription.updated', async () => {
    const s = await seller();
    const { customerId } = await subscribe(s);
    const periodEnd = nowSeconds() + 30 * DAY;
    const res = await webhook(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: 'sub_dash_1', customer: customerId, status: 'active', periodEnd }),
      ),
    ).expect(200);
    expect(res.body).toEqual({ success: true });
    expect(await dashboard(s)).toMatchObject({
      subscriptionStatus: 'active',
      nextPaymentDate: new Date(periodEnd * 1000).toISOString(),
    });
    expect(await status(s)).toBe('active');
  });

  it('reads current_period_end from the subscription itself on older API versions', async () => {
    const s = await seller();
    const { customerId } = await subscribe(s);
    const periodEnd = nowSeconds() + 31 * DAY;
    await webhook(
      stripeEvent('customer.subscription.created', {
        id: 'sub_old_api',
        object: 'subscription',
        customer: customerId,
        status: 'active',
        current_period_end: periodEnd,
        items: { object: 'list', data: [] },
      }),
    ).expect(200);
    expect((await dashboard(s)).nextPaymentDate).toBe(new Date(periodEnd * 1000).toISOString());
  });

  it('links the subscription on checkout.session.completed, then follows invoice.paid and invoice.payment_failed', async () => {
    const s = await seller();
    const { customerId } = await subscribe(s);
    const t0 = nowSeconds();
    await webhook(
      stripeEvent(
        'checkout.session.completed',
        {
          id: 'cs_test_x',
          object: 'checkout.session',
          mode: 'subscription',
          client_reference_id: s.userId,
          customer: customerId,
          subscription: 'sub_checkout_1',
          payment_status: 'paid',
          status: 'complete',
          metadata: { userId: s.userId },
        },
        t0,
      ),
    ).expect(200);
    const [row] = await t.dataSource.query(
      'SELECT status, stripe_subscription_id FROM subscriptions WHERE user_id = $1',
      [s.userId],
    );
    expect(row).toEqual({ status: 'active', stripe_subscription_id: 'sub_checkout_1' });

    const periodEnd = t0 + 30 * DAY;
    await webhook(
      stripeEvent(
        'invoice.paid',
        {
          id: 'in_1',
          object: 'invoice',
          customer: customerId,
          parent: {
            type: 'subscription_details',
            subscription_details: { subscription: 'sub_checkout_1', metadata: {} },
          },
          lines: {
            object: 'list',
            data: [{ id: 'il_1', object: 'line_item', period: { start: t0, end: periodEnd } }],
          },
        },
        t0 + 1,
      ),
    ).expect(200);
    expect(await dashboard(s)).toEqual(
      expect.objectContaining({
        subscriptionStatus: 'active',
        nextPaymentDate: new Date(periodEnd * 1000).toISOString(),
      }),
    );

    await webhook(
      stripeEvent(
        'invoice.payment_failed',
        {
          id: 'in_2',
          object: 'invoice',
          customer: customerId,
          parent: { subscription_details: { subscription: 'sub_checkout_1' } },
          lines: { object: 'list', data: [] },
        },
        t0 + 2,
      ),
    ).expect(200);
    expect(await dashboard(s)).toMatchObject({
      subscriptionStatus: 'past_due',
      nextPaymentDate: null,
    });
  });

  describe('refuses a bad signature with 400 and changes nothing', () => {
    let s: Seller;
    let customerId: string;
    beforeAll(async () => {
      s = await seller();
      ({ customerId } = await subscribe(s));
    });

    const event = () =>
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: 'sub_bad_sig', customer: customerId, status: 'active' }),
      );

    it.each([
      ['a wrong secret', { secret: 'whsec_other' }],
      ['a missing header', { signature: null }],
      ['a garbage header', { signature: 't=1,v1=abc' }],
      ['a signature older than 5 minutes', { timestamp: nowSeconds() - 301 }],
    ])('%s', async (_case, opts) => {
      const e = event();
      const res = await webhook(e, opts).expect(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        message: Messages.invalidWebhookSignature,
      });
      expect(await status(s)).toBe('inactive');
      expect(
        await t.dataSource.query('SELECT 1 FROM stripe_events WHERE id = $1', [e.id]),
      ).toHaveLength(0);
    });

    it('a body changed after signing', async () => {
      const e = event();
      const payload = JSON.stringify(e);
      const signature = stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
      });
      const tampered = payload.replace('"active"', '"trialing"');
      await webhook(e, { signature, body: tampered }).expect(400);
      expect(await status(s)).toBe('inactive');
    });
  });

  it('applies the same event once when Stripe delivers it twice', async () => {
    const s = await seller();
    const { customerId } = await subscribe(s);
    const e = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject({ id: 'sub_dup', customer: customerId, status: 'active' }),
    );
    await webhook(e).expect(200);
    expect(await status(s)).toBe('active');
    // Something else changes the row; a replay of the old event must not apply again.
    await t.dataSource.query(
      `UPDATE subscriptions SET status = 'inactive', last_event_created = NULL WHERE user_id = $1`,
      [s.userId],
    );
    const replay = await webhook(e).expect(200);
    expect(replay.body).toEqual({ success: true });
    expect(await status(s)).toBe('inactive');
    const events = await t.dataSource.query('SELECT id FROM stripe_events WHERE id = $1', [e.id]);
    expect(events).toHaveLength(1);
  });

  it('never moves the status backwards for an older event arriving after a newer one', async () => {
    const s = await seller();
    const { customerId } = await subscribe(s);
    const t0 = nowSeconds();
    const newerEnd = t0 + 60 * DAY;
    await webhook(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({
          id: 'sub_order',
          customer: customerId,
          status: 'past_due',
          periodEnd: newerEnd,
        }),
        t0,
      ),
    ).expect(200);
    await webhook(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({
          id: 'sub_order',
          customer: customerId,
          status: 'active',
          periodEnd: t0 + DAY,
        }),
        t0 - 60,
      ),
    ).expect(200);
    const [row] = await t.dataSource.query(
      'SELECT status, current_period_end FROM subscriptions WHERE user_id = $1',
      [s.userId],
    );
    expect(row.status).toBe('past_due');
    expect((row.current_period_end as Date).toISOString()).toBe(
      new Date(newerEnd * 1000).toISOString(),
    );
  });

  it('cancels at Stripe at once and records canceled; nothing left → 409', async () => {
    const s = await seller();
    const { customerId } = await subscribe(s);
    await activate(s, 'sub_to_cancel', customerId);
    const res = await t.http
      .post('/stripe/cancel-subscription')
      .set(...s.auth)
      .expect(200);
    expect(res.body).toEqual({ success: true });
    expect(fake.calls('DELETE', '/v1/subscriptions/sub_to_cancel')).toHaveLength(1);
    expect(await status(s)).toBe('canceled');
    expect(await dashboard(s)).toMatchObject({
      subscriptionStatus: 'canceled',
      nextPaymentDate: null,
    });

    // A late "active" event created before the cancellation does not revive it.
    await webhook(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: 'sub_to_cancel', customer: customerId, status: 'active' }),
        nowSeconds() - 30,
      ),
    ).expect(200);
    expect(await status(s)).toBe('canceled');

    const again = await t.http
      .post('/stripe/cancel-subscription')
      .set(...s.auth)
      .expect(409);
    expect(again.body.message).toBe(Messages.nothingToCancel);
  });

  it('answers 409 to cancel for a seller who never subscribed', async () => {
    const s = await seller();
    await t.http
      .post('/stripe/cancel-subscription')
      .set(...s.auth)
      .expect(409);
  });

  it('never lets another seller’s events touch this seller', async () => {
    const a = await seller();
    const b = await seller();
    const { customerId: customerA } = await subscribe(a);
    const { customerId: customerB } = await subscribe(b);
    expect(customerA).not.toBe(customerB);

    await activate(b, 'sub_b', customerB);
    expect(await status(a)).toBe('inactive');

    // B's checkout naming B, and an event for a customer nobody has.
    await webhook(
      stripeEvent('checkout.session.completed', {
        id: 'cs_b',
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: b.userId,
        customer: customerB,
        subscription: 'sub_b',
        payment_status: 'paid',
      }),
    ).expect(200);
    await webhook(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({ id: 'sub_nobody', customer: 'cus_nobody', status: 'active' }),
      ),
    ).expect(200);
    // An event naming A but carrying B's customer is ignored.
    await webhook(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({
          id: 'sub_b',
          customer: customerB,
          status: 'active',
          metadata: { userId: a.userId },
        }),
      ),
    ).expect(200);

    expect(await status(a)).toBe('inactive');
    const [rowA] = await t.dataSource.query(
      'SELECT stripe_customer_id, stripe_subscription_id FROM subscriptions WHERE user_id = $1',
      [a.userId],
    );
    expect(rowA).toEqual({ stripe_customer_id: customerA, stripe_subscription_id: null });
    await t.http
      .post('/stripe/cancel-subscription')
      .set(...a.auth)
      .expect(409);
    expect(await status(b)).toBe('active');
  });

  it('answers 409 to a payment link when the subscription is already active', async () => {
    const s = await seller();
    const { customerId } = await subscribe(s);
    await activate(s, 'sub_active_409', customerId);
    const sessions = fake.calls('POST', '/v1/checkout/sessions').length;
    const res = await t.http
      .post('/stripe/subscription')
      .set(...s.auth)
      .expect(409);
    expect(res.body.message).toBe(Messages.subscriptionAlreadyActive);
    expect(fake.calls('POST', '/v1/checkout/sessions')).toHaveLength(sessions);
  });

  it('answers 503 with a Portuguese message when Stripe fails', async () => {
    const s = await seller();
    fake.failing(true);
    try {
      const res = await t.http
        .post('/stripe/subscription')
        .set(...s.auth)
        .expect(503);
      expect(res.body.message).toBe(Messages.paymentProviderUnavailable);
    } finally {
      fake.failing(false);
    }
  });

  it('acknowledges event types it does not handle', async () => {
    await webhook(stripeEvent('charge.succeeded', { id: 'ch_1', object: 'charge' })).expect(200);
  });

  describe('Stripe state and checkout sessions', () => {
    function invoicePaid(customerId: string, subscriptionId: string, created: number) {
      return stripeEvent(
        'invoice.paid',
        {
          id: `in_${subscriptionId}`,
          object: 'invoice',
          customer: customerId,
          parent: { subscription_details: { subscription: subscriptionId, metadata: {} } },
          lines: { object: 'list', data: [] },
        },
        created,
      );
    }

    it('ends active when an incomplete `created` arrives in the same second after `invoice.paid`', async () => {
      const s = await seller();
      const { customerId } = await subscribe(s);
      const id = 'sub_same_second';
      const periodEnd = nowSeconds() + 30 * DAY;
      fake.setSubscription({ id, customer: customerId, status: 'active', periodEnd });
      const t0 = nowSeconds();
      await webhook(invoicePaid(customerId, id, t0)).expect(200);
      await webhook(
        stripeEvent(
          'customer.subscription.created',
          subscriptionObject({ id, customer: customerId, status: 'incomplete' }),
          t0,
        ),
      ).expect(200);
      expect(await status(s)).toBe('active');
      expect(await dashboard(s)).toMatchObject({
        subscriptionStatus: 'active',
        nextPaymentDate: new Date(periodEnd * 1000).toISOString(),
      });
      // Each event made the API retrieve the subscription from Stripe.
      expect(fake.calls('GET', `/v1/subscriptions/${id}`)).toHaveLength(2);
    });

    it('stores the state Stripe holds now, whatever the event carries', async () => {
      const s = await seller();
      const { customerId } = await subscribe(s);
      const id = 'sub_current_state';
      fake.setSubscription({ id, customer: customerId, status: 'past_due' });
      await webhook(
        stripeEvent(
          'customer.subscription.updated',
          subscriptionObject({ id, customer: customerId, status: 'active' }),
        ),
      ).expect(200);
      expect(await status(s)).toBe('past_due');
    });

    it('answers 503 when Stripe cannot be asked, recording nothing, so the redelivery applies', async () => {
      const s = await seller();
      const { customerId } = await subscribe(s);
      const id = 'sub_retry';
      fake.setSubscription({ id, customer: customerId, status: 'active' });
      const event = invoicePaid(customerId, id, nowSeconds());
      fake.failing(true);
      try {
        await webhook(event).expect(503);
      } finally {
        fake.failing(false);
      }
      expect(await status(s)).toBe('inactive');
      await webhook(event).expect(200);
      expect(await status(s)).toBe('active');
    });

    it('reuses the open Checkout Session: two tabs get the same payment page', async () => {
      const s = await seller();
      const first = await subscribe(s);
      const created = fake.calls('POST', '/v1/checkout/sessions').length;
      const second = await subscribe(s);
      expect(second.paymentLink).toBe(first.paymentLink);
      expect(fake.calls('POST', '/v1/checkout/sessions')).toHaveLength(created);
      expect(
        fake.sessions.filter((x) => x.customer === first.customerId && x.status === 'open'),
      ).toHaveLength(1);
    });

    it('expires an open session about to end and opens a new one (only one left open)', async () => {
      const s = await seller();
      const first = await subscribe(s);
      const old = fake.sessions.find((x) => first.paymentLink.endsWith(x.id));
      expect(old).toBeDefined();
      old!.expires_at = nowSeconds() + 60;
      const second = await subscribe(s);
      expect(second.paymentLink).not.toBe(first.paymentLink);
      expect(old!.status).toBe('expired');
      expect(fake.calls('POST', `/v1/checkout/sessions/${old!.id}/expire`)).toHaveLength(1);
      expect(
        fake.sessions.filter((x) => x.customer === first.customerId && x.status === 'open'),
      ).toHaveLength(1);
    });

    it('refuses a payment link (409) when Stripe already charges the seller, and stores that', async () => {
      const s = await seller();
      const { customerId } = await subscribe(s);
      expect(await status(s)).toBe('inactive');
      fake.setSubscription({ id: 'sub_paid_elsewhere', customer: customerId, status: 'active' });
      const sessions = fake.calls('POST', '/v1/checkout/sessions').length;
      const res = await t.http
        .post('/stripe/subscription')
        .set(...s.auth)
        .expect(409);
      expect(res.body.message).toBe(Messages.subscriptionAlreadyActive);
      expect(fake.calls('POST', '/v1/checkout/sessions')).toHaveLength(sessions);
      expect(await status(s)).toBe('active');
      const [row] = await t.dataSource.query(
        'SELECT stripe_subscription_id FROM subscriptions WHERE user_id = $1',
        [s.userId],
      );
      expect(row.stripe_subscription_id).toBe('sub_paid_elsewhere');
    });
  });

  it('has no local checkout routes when Stripe is configured (404)', async () => {
    await t.http.get(`/stripe/local-checkout/${'a'.repeat(43)}`).expect(404);
    await t.http.post(`/stripe/local-checkout/${'a'.repeat(43)}/pay`).expect(404);
    await t.http.post(`/stripe/local-checkout/${'a'.repeat(43)}/cancel`).expect(404);
  });
});
