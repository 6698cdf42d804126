import type { SubscriptionEvent } from './subscription-event';
import { nextSubscriptionState, type SubscriptionState } from './subscription-rules';

const state = (over: Partial<SubscriptionState> = {}): SubscriptionState => ({
  status: 'inactive',
  stripeCustomerId: 'cus_1',
  stripeSubscriptionId: null,
  currentPeriodEnd: null,
  lastEventCreated: null,
  ...over,
});
const event = (over: Partial<SubscriptionEvent> = {}): SubscriptionEvent => ({
  id: 'evt',
  type: 'customer.subscription.updated',
  created: 1000,
  customerId: 'cus_1',
  ...over,
});
const end = new Date('2030-01-01T00:00:00Z');

describe('nextSubscriptionState', () => {
  it('applies a first event: status, period, subscription link and time', () => {
    expect(
      nextSubscriptionState(
        state(),
        event({ subscriptionId: 'sub_1', status: 'active', currentPeriodEnd: end }),
      ),
    ).toEqual(
      state({
        status: 'active',
        stripeSubscriptionId: 'sub_1',
        currentPeriodEnd: end,
        lastEventCreated: 1000,
      }),
    );
  });

  it('never lets an older event change status or period', () => {
    const current = state({
      status: 'past_due',
      stripeSubscriptionId: 'sub_1',
      lastEventCreated: 2000,
    });
    expect(
      nextSubscriptionState(
        current,
        event({ subscriptionId: 'sub_1', status: 'active', created: 1999 }),
      ),
    ).toBeNull();
  });

  it('applies an event of the same second (arrival order)', () => {
    const current = state({
      status: 'active',
      stripeSubscriptionId: 'sub_1',
      lastEventCreated: 2000,
    });
    expect(
      nextSubscriptionState(
        current,
        event({ subscriptionId: 'sub_1', status: 'past_due', created: 2000 }),
      )?.status,
    ).toBe('past_due');
  });

  it('still fills a missing link from an older event', () => {
    const current = state({ status: 'active', lastEventCreated: 2000 });
    expect(
      nextSubscriptionState(
        current,
        event({ subscriptionId: 'sub_1', status: 'incomplete', created: 10 }),
      ),
    ).toEqual({ ...current, stripeSubscriptionId: 'sub_1' });
  });

  it('ignores the end of an old subscription but follows a new live one', () => {
    const current = state({
      status: 'active',
      stripeSubscriptionId: 'sub_2',
      lastEventCreated: 1000,
    });
    expect(
      nextSubscriptionState(
        current,
        event({ subscriptionId: 'sub_1', status: 'canceled', created: 3000 }),
      ),
    ).toBeNull();
    const canceled = state({
      status: 'canceled',
      stripeSubscriptionId: 'sub_1',
      lastEventCreated: 1000,
    });
    expect(
      nextSubscriptionState(
        canceled,
        event({ subscriptionId: 'sub_2', status: 'active', created: 3000 }),
      ),
    ).toMatchObject({ status: 'active', stripeSubscriptionId: 'sub_2', lastEventCreated: 3000 });
  });

  it('returns null when nothing changes', () => {
    expect(nextSubscriptionState(state(), event())).toBeNull();
  });

  it('links the customer when the row has none', () => {
    expect(nextSubscriptionState(state({ stripeCustomerId: null }), event())).toEqual(state());
  });
});
