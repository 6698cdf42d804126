import { Messages } from '@catalogo/contracts/core';
import { createTestApp, type TestApp } from './support/app';
import { openTestStore } from './support/stores';

const from = (ip: string) => ({ 'X-Forwarded-For': ip });

/** A store at `slug` offering pickup, with one item; returns the item's id. */
async function makeStore(t: TestApp, slug: string): Promise<string> {
  const store = await openTestStore(t, slug, {
    items: [{ name: 'Bala', price: 0.5, category: 'Doces' }],
  });
  return store.itemId;
}

const order = (id: string) => ({
  items: [{ id, quantity: 1 }],
  fulfilment: 'pickup',
  customer: { name: 'Maria', phone: '11987654321' },
  payment: { method: 'cash', changeFor: 100 },
});

/**
 * One client identity for every per-client limit (common/client-key.ts): behind a proxy
 * (TRUST_PROXY), IPv6 addresses of one /64 are one client for the order and funnel-event limits
 * too, as for the public paths; another /64 and IPv4-mapped addresses are told apart.
 */
describe('Per-client limits group IPv6 by /64', () => {
  let t: TestApp;
  let item: string;
  beforeAll(async () => {
    t = await createTestApp({
      TRUST_PROXY: 'true',
      ORDER_RATE_LIMIT_PER_10_MINUTES: '3',
      EVENTS_RATE_LIMIT_PER_MINUTE: '3',
    });
    item = await makeStore(t, 'loja-v6');
  });
  afterAll(() => t.close());

  it('counts orders from addresses of one /64 as one client', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i += 1)
      statuses.push(
        (
          await t.http
            .post('/public-catalog/loja-v6/orders')
            .set(from(`2001:db8:77:1::${i.toString(16)}`))
            .send(order(item))
        ).status,
      );
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const refused = await t.http
      .post('/public-catalog/loja-v6/orders')
      .set(from('2001:db8:77:1:ffff:ffff:ffff:ffff'))
      .send(order(item))
      .expect(429);
    expect(refused.body.message).toBe(Messages.tooManyRequests);
    // Another /64 is another client.
    await t.http
      .post('/public-catalog/loja-v6/orders')
      .set(from('2001:db8:77:2::1'))
      .send(order(item))
      .expect(201);
  });

  it('counts funnel events from addresses of one /64 as one client', async () => {
    const beacon = (ip: string) =>
      t.http.post('/public-catalog/loja-v6/events').set(from(ip)).send({ type: 'cart_started' });
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i += 1) statuses.push((await beacon(`2001:db8:88:1::${i}`)).status);
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    await beacon('2001:db8:88:2::1').expect(204);
  });

  it('counts an IPv4 client written as IPv4-mapped IPv6 as that IPv4 client', async () => {
    for (let i = 0; i < 3; i += 1)
      await t.http
        .post('/public-catalog/loja-v6/events')
        .set(from('198.51.100.40'))
        .send({ type: 'checkout_opened' })
        .expect(204);
    await t.http
      .post('/public-catalog/loja-v6/events')
      .set(from('::ffff:198.51.100.40'))
      .send({ type: 'checkout_opened' })
      .expect(429);
  });
});
