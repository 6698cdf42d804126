import { mapStripeStatus, subscriptionPeriodEnd, toSubscriptionEvent } from './stripe-event-mapper';

const USER = '3f2b8c1e-6a3d-4c5e-9f10-1a2b3c4d5e6f';
const event = (type: string, object: Record<string, unknown>) => ({
  id: 'evt_1',
  type,
  created: 1_800_000_000,
  data: { object },
});

describe('toSubscriptionEvent', () => {
  it('maps checkout.session.completed: seller, customer, subscription; active only when paid', () => {
    const paid = toSubscriptionEvent(
      event('checkout.session.completed', {
        mode: 'subscription',
        client_reference_id: USER,
        customer: 'cus_1',
        subscription: { id: 'sub_1' },
        payment_status: 'paid',
      }),
    );
    expect(paid).toEqual({
      id: 'evt_1',
      type: 'checkout.session.completed',
      created: 1_800_000_000,
      userId: USER,
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
      status: 'active',
    });
    const boleto = toSubscriptionEvent(
      event('checkout.session.completed', {
        mode: 'subscription',
        client_reference_id: USER,
        customer: 'cus_1',
        subscription: 'sub_1',
        payment_status: 'unpaid',
      }),
    );
    expect(boleto?.status).toBeUndefined();
  });

  it('ignores a payment-mode checkout and a client_reference_id that is not a user id', () => {
    expect(
      toSubscriptionEvent(event('checkout.session.completed', { mode: 'payment' })),
    ).toBeNull();
    const e = toSubscriptionEvent(
      event('checkout.session.completed', {
        mode: 'subscription',
        client_reference_id: "1' OR 1=1",
      }),
    );
    expect(e?.userId).toBeUndefined();
  });

  it('maps subscription events with the period end from the items (recent API versions)', () => {
    const e = toSubscriptionEvent(
      event('customer.subscription.updated', {
        id: 'sub_1',
        customer: 'cus_1',
        status: 'past_due',
        metadata: { userId: USER },
        items: {
          data: [{ current_period_end: 1_800_000_100 }, { current_period_end: 1_800_000_200 }],
        },
      }),
    );
    expect(e).toMatchObject({
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      userId: USER,
      status: 'past_due',
      currentPeriodEnd: new Date(1_800_000_200 * 1000),
    });
  });

  it('reads current_period_end from the subscription on older API versions', () => {
    expect(subscriptionPeriodEnd({ current_period_end: 1_700_000_000 })).toEqual(
      new Date(1_700_000_000_000),
    );
    expect(subscriptionPeriodEnd({})).toBeUndefined();
  });

  it('maps customer.subscription.deleted to canceled', () => {
    const e = toSubscriptionEvent(
      event('customer.subscription.deleted', { id: 'sub_1', customer: 'cus_1', status: 'active' }),
    );
    expect(e?.status).toBe('canceled');
  });

  it('maps invoice.paid (period end from the lines) and invoice.payment_failed (past_due)', () => {
    const paid = toSubscriptionEvent(
      event('invoice.paid', {
        customer: 'cus_1',
        parent: { subscription_details: { subscription: 'sub_1' } },
        lines: { data: [{ period: { start: 1, end: 1_800_000_300 } }] },
      }),
    );
    expect(paid).toMatchObject({
      subscriptionId: 'sub_1',
      status: 'active',
      currentPeriodEnd: new Date(1_800_000_300 * 1000),
    });
    const failed = toSubscriptionEvent(
      event('invoice.payment_failed', { customer: 'cus_1', subscription: 'sub_1' }),
    );
    expect(failed).toMatchObject({ subscriptionId: 'sub_1', status: 'past_due' });
    expect(failed?.currentPeriodEnd).toBeUndefined();
  });

  it('ignores invoices without a subscription and unrelated event types', () => {
    expect(toSubscriptionEvent(event('invoice.paid', { customer: 'cus_1' }))).toBeNull();
    expect(toSubscriptionEvent(event('charge.succeeded', {}))).toBeNull();
  });

  it.each([
    ['active', 'active'],
    ['trialing', 'trialing'],
    ['incomplete_expired', 'inactive'],
    ['paused', 'inactive'],
    ['something_new', undefined],
  ])('maps Stripe status %s to %s', (stripe, ours) => {
    expect(mapStripeStatus(stripe)).toBe(ours);
  });
});
