import { Client } from 'pg';
import { Messages, type PublicOrder, type StoreAnalytics } from '@catalogo/contracts/core';
import { Clock } from '../src/common/clock';
import { AccessCounter } from '../src/modules/analytics/access-counter';
import { FunnelCounter } from '../src/modules/analytics/funnel-counter';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

interface Seller {
  token: string;
  storeId: string;
  items: Record<string, string>;
}

/** A store with a slug and catalogue items; returns its id and item ids by name. */
async function makeStore(
  t: TestApp,
  slug: string,
  items: { name: string; price: number }[] = [{ name: 'X-Salada', price: 18 }],
): Promise<Seller> {
  const seller = await registerAndLogin(t);
  await t.http
    .post('/store/info')
    .set(auth(seller.token))
    .send({ name: `Loja ${slug}` });
  await t.http.post('/short-link').set(auth(seller.token)).send({ slug }).expect(200);
  const res = await t.http
    .post('/catalog/save')
    .set(auth(seller.token))
    .send(items.map((i) => ({ ...i, category: 'Lanches' })))
    .expect(201);
  const ids: Record<string, string> = {};
  for (const item of res.body as { id: string; name: string }[]) ids[item.name] = item.id;
  const [store] = await t.dataSource.query<{ id: string }[]>(
    'SELECT id FROM stores WHERE slug = $1',
    [slug],
  );
  return { token: seller.token, storeId: store.id, items: ids };
}

/** Places a delivery order (the default store settings accept it) and dates it `at`. */
async function orderAt(
  t: TestApp,
  slug: string,
  items: { id: string; quantity: number }[],
  at: string,
): Promise<PublicOrder> {
  const res = await t.http
    .post(`/public-catalog/${slug}/orders`)
    .send({
      items,
      fulfilment: 'delivery',
      customer: { name: 'Maria', phone: '11987654321' },
      address: {
        cep: '01310-100',
        logradouro: 'Av. Paulista',
        numero: '1000',
        complemento: '',
        bairro: 'Bela Vista',
        localidade: 'São Paulo',
        uf: 'SP',
      },
      payment: { method: 'cash' },
    })
    .expect(201);
  const order = res.body as PublicOrder;
  await t.dataSource.query('UPDATE orders SET created_at = $1 WHERE token = $2', [at, order.token]);
  return order;
}

/** Sends a funnel event as the public page's beacon does (text/plain holding JSON). */
function beacon(t: TestApp, slug: string, type: string) {
  return t.http
    .post(`/public-catalog/${slug}/events`)
    .set('Content-Type', 'text/plain;charset=UTF-8')
    .send(JSON.stringify({ type }));
}

async function analytics(t: TestApp, seller: Seller, days = 7): Promise<StoreAnalytics> {
  const res = await t.http.get(`/store/analytics?days=${days}`).set(auth(seller.token)).expect(200);
  return res.body as StoreAnalytics;
}

const day = (a: StoreAnalytics, date: string) => a.days.find((d) => d.date === date);
const zeros = { visits: 0, cartsStarted: 0, checkoutsOpened: 0, orders: 0, revenue: 0 };

describe('Numbers for the seller (docs/API.md §6)', () => {
  let t: TestApp;
  let clock: jest.SpyInstance<Date, []>;

  beforeAll(async () => {
    t = await createTestApp({
      ORDER_RATE_LIMIT_PER_10_MINUTES: '100000',
      EVENTS_RATE_LIMIT_PER_MINUTE: '100000',
      // Only explicit flushes write, so each test sees exactly what it flushed.
      ACCESS_FLUSH_INTERVAL_MS: '60000',
    });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    clock = jest.spyOn(t.app.get(Clock), 'now');
  });
  afterEach(() => clock.mockRestore());

  const setNow = (iso: string) => clock.mockReturnValue(new Date(iso));
  const flush = async () => {
    await t.app.get(FunnelCounter).flush();
    await t.app.get(AccessCounter).flush();
  };

  describe('POST /public-catalog/{slug}/events', () => {
    it('answers 204 to both steps, as JSON or as a beacon, and counts them on today', async () => {
      const s = await makeStore(t, 'loja-eventos');
      setNow('2026-05-20T12:00:00-03:00');
      const json = await t.http
        .post('/public-catalog/loja-eventos/events')
        .send({ type: 'cart_started' })
        .expect(204);
      expect(json.text).toBe('');
      await beacon(t, 'loja-eventos', 'checkout_opened').expect(204);
      await beacon(t, 'loja-eventos', 'checkout_opened').expect(204);
      await flush();
      expect(day(await analytics(t, s), '2026-05-20')).toEqual({
        date: '2026-05-20',
        ...zeros,
        cartsStarted: 1,
        checkoutsOpened: 2,
      });
    });

    it('refuses an unknown type, a malformed body and an unknown store, counting nothing', async () => {
      const s = await makeStore(t, 'loja-recusa');
      setNow('2026-05-20T12:00:00-03:00');
      const bad = await t.http
        .post('/public-catalog/loja-recusa/events')
        .send({ type: 'purchase' })
        .expect(400);
      expect(bad.body.message).toEqual([Messages.invalidFunnelEvent]);
      await t.http
        .post('/public-catalog/loja-recusa/events')
        .send({ type: 'cart_started', customer: 'Maria' })
        .expect(400);
      const malformed = await t.http
        .post('/public-catalog/loja-recusa/events')
        .set('Content-Type', 'text/plain')
        .send('{type')
        .expect(400);
      expect(malformed.body.message).toBe(Messages.malformedJson);
      const empty = await t.http.post('/public-catalog/loja-recusa/events').expect(400);
      expect(empty.body.message).toEqual([Messages.invalidFunnelEvent]);
      const missing = await beacon(t, 'nao-existe', 'cart_started').expect(404);
      expect(missing.body.message).toBe(Messages.storeNotFound);
      await flush();
      expect((await analytics(t, s)).totals).toEqual(zeros);
    });

    it('counts 200 concurrent events exactly', async () => {
      const s = await makeStore(t, 'loja-concorrida');
      setNow('2026-05-20T12:00:00-03:00');
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          beacon(t, 'loja-concorrida', i % 2 ? 'checkout_opened' : 'cart_started'),
        ),
      );
      expect(answers.filter((r) => r.status === 204)).toHaveLength(200);
      await flush();
      const [row] = await t.dataSource.query(
        'SELECT carts_started, checkouts_opened FROM store_funnel_days WHERE store_id = $1',
        [s.storeId],
      );
      expect(row).toEqual({ carts_started: 100, checkouts_opened: 100 });
    });
  });

  describe('GET /store/analytics', () => {
    it('fills every day of the period with zeros, oldest first, ending today (local)', async () => {
      const s = await makeStore(t, 'loja-vazia');
      // 01:30 UTC on the 1st is still the 31st in São Paulo.
      setNow('2026-06-01T01:30:00Z');
      const week = await analytics(t, s, 7);
      expect(week.days.map((d) => d.date)).toEqual([
        '2026-05-25',
        '2026-05-26',
        '2026-05-27',
        '2026-05-28',
        '2026-05-29',
        '2026-05-30',
        '2026-05-31',
      ]);
      for (const d of week.days) expect(d).toEqual({ date: d.date, ...zeros });
      expect(week).toMatchObject({
        totals: zeros,
        previousTotals: zeros,
        topItems: [],
        accessesThisMonth: 0,
        accessesLimit: 10000,
      });
      const quarter = await analytics(t, s, 90);
      expect(quarter.days).toHaveLength(90);
      expect(quarter.days[0].date).toBe('2026-03-03');
      expect((await analytics(t, s, 30)).days).toHaveLength(30);
    });

    it('refuses another period (400, Portuguese) and an anonymous caller (401)', async () => {
      const s = await makeStore(t, 'loja-periodo');
      for (const days of ['14', 'abc', '7.5']) {
        const res = await t.http
          .get(`/store/analytics?days=${days}`)
          .set(auth(s.token))
          .expect(400);
        expect(res.body.message).toEqual([Messages.invalidAnalyticsPeriod]);
      }
      await t.http.get('/store/analytics?days=7').expect(401);
    });

    it('splits visits, funnel steps and orders at 23:59/00:00 São Paulo time', async () => {
      const s = await makeStore(t, 'loja-meia-noite');
      const before = '2026-03-10T23:59:30-03:00';
      const after = '2026-03-11T00:00:30-03:00';
      const views = t.app.get(AccessCounter);
      setNow(before);
      await beacon(t, 'loja-meia-noite', 'cart_started').expect(204);
      views.record(s.storeId, undefined, Date.parse(before));
      const late = await orderAt(
        t,
        'loja-meia-noite',
        [{ id: s.items['X-Salada'], quantity: 1 }],
        before,
      );
      setNow(after);
      await beacon(t, 'loja-meia-noite', 'cart_started').expect(204);
      await beacon(t, 'loja-meia-noite', 'checkout_opened').expect(204);
      views.record(s.storeId, undefined, Date.parse(after));
      views.record(s.storeId, undefined, Date.parse(after));
      const early = await orderAt(
        t,
        'loja-meia-noite',
        [{ id: s.items['X-Salada'], quantity: 2 }],
        after,
      );
      await flush();

      setNow('2026-03-11T12:00:00-03:00');
      const a = await analytics(t, s);
      expect(a.days.at(-1)?.date).toBe('2026-03-11');
      expect(day(a, '2026-03-10')).toEqual({
        date: '2026-03-10',
        visits: 1,
        cartsStarted: 1,
        checkoutsOpened: 0,
        orders: 1,
        revenue: late.total,
      });
      expect(day(a, '2026-03-11')).toEqual({
        date: '2026-03-11',
        visits: 2,
        cartsStarted: 1,
        checkoutsOpened: 1,
        orders: 1,
        revenue: early.total,
      });
      expect(a.accessesThisMonth).toBe(3);
      // Seen from the 10th at 23:59:59, the 11th's numbers do not exist yet.
      setNow('2026-03-10T23:59:59-03:00');
      const seenBefore = await analytics(t, s);
      expect(seenBefore.days.at(-1)).toEqual({
        date: '2026-03-10',
        visits: 1,
        cartsStarted: 1,
        checkoutsOpened: 0,
        orders: 1,
        revenue: late.total,
      });
    });

    it("shows only the seller's own numbers", async () => {
      const ana = await makeStore(t, 'loja-ana');
      const bia = await makeStore(t, 'loja-bia');
      const at = '2026-07-15T10:00:00-03:00';
      setNow(at);
      await beacon(t, 'loja-ana', 'cart_started').expect(204);
      await beacon(t, 'loja-bia', 'cart_started').expect(204);
      await beacon(t, 'loja-bia', 'checkout_opened').expect(204);
      t.app.get(AccessCounter).record(bia.storeId, undefined, Date.parse(at));
      await orderAt(t, 'loja-bia', [{ id: bia.items['X-Salada'], quantity: 3 }], at);
      await flush();
      const a = await analytics(t, ana);
      expect(a.totals).toEqual({ ...zeros, cartsStarted: 1 });
      expect(a.topItems).toEqual([]);
      expect(a.accessesThisMonth).toBe(0);
      const b = await analytics(t, bia);
      expect(b.totals).toEqual({
        visits: 1,
        cartsStarted: 1,
        checkoutsOpened: 1,
        orders: 1,
        revenue: 54,
      });
      expect(b.topItems).toEqual([
        { id: bia.items['X-Salada'], name: 'X-Salada', quantity: 3, revenue: 54 },
      ]);
    });

    it('sums the period and the one before it; canceled orders bring no order or revenue', async () => {
      const s = await makeStore(t, 'loja-semanas', [
        { name: 'Pastel', price: 8.5 },
        { name: 'Caldo de cana', price: 6.1 },
      ]);
      const pastel = s.items['Pastel'];
      const caldo = s.items['Caldo de cana'];
      const views = t.app.get(AccessCounter);
      // This week: Aug 4–10. The week before: Jul 28–Aug 3. Jul 27 is outside both.
      const thisWeek = ['2026-08-04T09:00:00-03:00', '2026-08-10T20:00:00-03:00'];
      const lastWeek = ['2026-07-28T00:00:00-03:00', '2026-08-03T23:59:59-03:00'];
      for (const at of [...thisWeek, ...lastWeek, '2026-07-27T12:00:00-03:00']) {
        setNow(at);
        views.record(s.storeId, undefined, Date.parse(at));
        await beacon(t, 'loja-semanas', 'cart_started').expect(204);
      }
      setNow(thisWeek[0]);
      await beacon(t, 'loja-semanas', 'checkout_opened').expect(204);
      const o1 = await orderAt(t, 'loja-semanas', [{ id: pastel, quantity: 3 }], thisWeek[0]);
      const o2 = await orderAt(
        t,
        'loja-semanas',
        [
          { id: caldo, quantity: 3 },
          { id: pastel, quantity: 1 },
        ],
        thisWeek[1],
      );
      const canceled = await orderAt(t, 'loja-semanas', [{ id: pastel, quantity: 9 }], thisWeek[1]);
      await t.dataSource.query(`UPDATE orders SET status = 'canceled' WHERE token = $1`, [
        canceled.token,
      ]);
      const o3 = await orderAt(t, 'loja-semanas', [{ id: caldo, quantity: 1 }], lastWeek[1]);
      await flush();

      setNow('2026-08-10T23:00:00-03:00');
      const a = await analytics(t, s);
      expect(a.days[0].date).toBe('2026-08-04');
      expect(a.totals).toEqual({
        visits: 2,
        cartsStarted: 2,
        checkoutsOpened: 1,
        orders: 2,
        revenue: Math.round((o1.total + o2.total) * 100) / 100,
      });
      expect(a.previousTotals).toEqual({
        visits: 2,
        cartsStarted: 2,
        checkoutsOpened: 0,
        orders: 1,
        revenue: o3.total,
      });
      // Pastel 4 × 8,50 = 34,00 and Caldo 3 × 6,10 = 18,30 (the canceled 9 pastéis not counted).
      expect(a.topItems).toEqual([
        { id: pastel, name: 'Pastel', quantity: 4, revenue: 34 },
        { id: caldo, name: 'Caldo de cana', quantity: 3, revenue: 18.3 },
      ]);
      // August's allowance: this week's two visits and Aug 3's (July's are another month).
      expect(a.accessesThisMonth).toBe(3);
    });

    it('lists the 10 products sold most, by quantity then revenue, under their latest name', async () => {
      const items = Array.from({ length: 12 }, (_, i) => ({
        name: `Produto ${i + 1}`,
        price: 10 + i,
      }));
      const s = await makeStore(t, 'loja-ranking', items);
      const at = '2026-09-01T12:00:00-03:00';
      setNow(at);
      // Produto n sold n times, except Produto 12 sold 11 times like Produto 11 (more revenue).
      await orderAt(
        t,
        'loja-ranking',
        items.map((it, i) => ({ id: s.items[it.name], quantity: i === 11 ? 11 : i + 1 })),
        at,
      );
      await t.http
        .put(`/catalog/${s.items['Produto 12']}`)
        .set(auth(s.token))
        .send({ name: 'Produto doze', price: 21, category: 'Lanches' })
        .expect(200);
      await orderAt(t, 'loja-ranking', [{ id: s.items['Produto 12'], quantity: 1 }], at);
      const a = await analytics(t, s);
      expect(a.topItems).toHaveLength(10);
      expect(a.topItems[0]).toEqual({
        id: s.items['Produto 12'],
        name: 'Produto doze',
        quantity: 12,
        revenue: 11 * 21 + 21,
      });
      expect(a.topItems.map((i) => i.quantity)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
      expect(a.topItems[1]).toMatchObject({ name: 'Produto 11', revenue: 220 });
    });
  });
});

describe('Funnel events survive a restart', () => {
  it('writes every accepted event at shutdown, with no flush before', async () => {
    const t = await createTestApp({
      EVENTS_RATE_LIMIT_PER_MINUTE: '100000',
      ACCESS_FLUSH_INTERVAL_MS: '60000',
    });
    const s = await makeStore(t, 'loja-reinicio');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => beacon(t, 'loja-reinicio', 'cart_started')),
    );
    expect(answers.every((r) => r.status === 204)).toBe(true);
    const [unwritten] = await t.dataSource.query(
      'SELECT count(*)::int AS n FROM store_funnel_days WHERE store_id = $1',
      [s.storeId],
    );
    expect(unwritten.n).toBe(0);
    await t.close();
    const client = new Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        'SELECT sum(carts_started)::int AS n FROM store_funnel_days WHERE store_id = $1',
        [s.storeId],
      );
      expect(rows[0].n).toBe(50);
    } finally {
      await client.end();
    }
  });
});

describe('Funnel events rate limit', () => {
  it('answers 429 past EVENTS_RATE_LIMIT_PER_MINUTE per client and store, not counted', async () => {
    const t = await createTestApp({ EVENTS_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      const s = await makeStore(t, 'loja-limite');
      await makeStore(t, 'loja-vizinha');
      for (let i = 0; i < 3; i += 1) await beacon(t, 'loja-limite', 'cart_started').expect(204);
      const refused = await beacon(t, 'loja-limite', 'cart_started').expect(429);
      expect(refused.body.message).toBe(Messages.tooManyRequests);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      // Another store's page from the same client is still counted.
      await beacon(t, 'loja-vizinha', 'cart_started').expect(204);
      await t.app.get(FunnelCounter).flush();
      const [row] = await t.dataSource.query(
        'SELECT carts_started FROM store_funnel_days WHERE store_id = $1',
        [s.storeId],
      );
      expect(row.carts_started).toBe(3);
    } finally {
      await t.close();
    }
  });
});
