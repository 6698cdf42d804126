import { hasError, parsePix, type PixObjects } from 'pix-utils';
import {
  CouponMessages,
  type Coupon,
  type PublicOrder,
  type SellerOrder,
  type StoreAnalytics,
  type StoreSettings,
} from '@catalogo/contracts/core';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/**
 * A store with pickup, delivery at a flat R$ 5,00, Pix and cash, and its items; returns the
 * seller's token and the item ids by name.
 */
async function makeStore(
  t: TestApp,
  slug: string,
  items: { name: string; price: number }[],
): Promise<{ token: string; items: Record<string, string> }> {
  const seller = await registerAndLogin(t);
  await t.http
    .post('/store/info')
    .set(auth(seller.token))
    .send({ name: `Loja ${slug}` });
  await t.http.post('/short-link').set(auth(seller.token)).send({ slug }).expect(200);
  const current = (await t.http.get('/store/settings').set(auth(seller.token)).expect(200))
    .body as StoreSettings;
  await t.http
    .put('/store/settings')
    .set(auth(seller.token))
    .send({
      ...current,
      pickup: { enabled: true, address: 'Rua da Loja, 1' },
      delivery: { ...current.delivery, enabled: true, feeMode: 'flat', flatFee: 5 },
      payment: {
        ...current.payment,
        pix: {
          enabled: true,
          keyType: 'email',
          key: 'loja@example.com',
          merchantName: 'Loja do Cupom',
          merchantCity: 'Sao Paulo',
        },
      },
    })
    .expect(200);
  const res = await t.http
    .post('/catalog/save')
    .set(auth(seller.token))
    .send(items.map((i) => ({ ...i, category: 'Lanches' })))
    .expect(201);
  const ids: Record<string, string> = {};
  for (const item of res.body as { id: string; name: string }[]) ids[item.name] = item.id;
  return { token: seller.token, items: ids };
}

const address = {
  cep: '01310-100',
  logradouro: 'Av. Paulista',
  numero: '1000',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
};

const coupon = (over: Record<string, unknown> = {}) => ({
  code: 'BEMVINDO10',
  kind: 'percent',
  value: 10,
  ...over,
});

describe('Coupons (docs/API.md §8)', () => {
  let t: TestApp;
  let ana: { token: string; items: Record<string, string> };
  let bia: { token: string; items: Record<string, string> };
  let phoneSeq = 0;
  /** A new customer phone per call, so tests do not share customers. */
  const newPhone = () => `119${String(70000000 + (phoneSeq += 1)).padStart(8, '0')}`;

  beforeAll(async () => {
    t = await createTestApp({ ORDER_RATE_LIMIT_PER_10_MINUTES: '100000' });
    ana = await makeStore(t, 'cupons-da-ana', [
      { name: 'X-Salada', price: 18 },
      { name: 'Suco', price: 7.9 },
    ]);
    bia = await makeStore(t, 'cupons-da-bia', [{ name: 'Pastel', price: 10 }]);
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>, token = ana.token) =>
    t.http.post('/coupons').set(auth(token)).send(body);

  /** An order at Ana's: 2 X-Salada (R$ 36,00) by pickup and cash unless told otherwise. */
  const order = (over: Record<string, unknown> = {}) =>
    t.http.post('/public-catalog/cupons-da-ana/orders').send({
      items: [{ id: ana.items['X-Salada'], quantity: 2 }],
      fulfilment: 'pickup',
      customer: { name: 'Maria', phone: newPhone() },
      payment: { method: 'cash' },
      ...over,
    });

  describe('seller CRUD', () => {
    it('creates, lists, replaces and deletes a coupon; codes are upper case and unique per store', async () => {
      const res = await create(
        coupon({
          code: 'crud10',
          kind: 'fixed',
          value: 12.5,
          minimumOrder: 30,
          firstOrderOnly: true,
          startsAt: '2026-01-01T00:00:00-03:00',
          endsAt: '2036-01-01T00:00:00-03:00',
          maxUses: 10,
          maxUsesPerCustomer: 1,
        }),
      ).expect(201);
      const created = res.body as Coupon;
      expect(created).toEqual({
        id: expect.any(String),
        code: 'CRUD10',
        kind: 'fixed',
        value: 12.5,
        minimumOrder: 30,
        firstOrderOnly: true,
        startsAt: '2026-01-01T03:00:00.000Z',
        endsAt: '2036-01-01T03:00:00.000Z',
        maxUses: 10,
        maxUsesPerCustomer: 1,
        active: true,
        uses: 0,
        revenue: 0,
      });
      await create(coupon({ code: 'Crud10' }))
        .expect(409)
        .expect((r) => expect(r.body.message).toBe(CouponMessages.duplicateCode));
      // Another store may use the same code.
      await create(coupon({ code: 'CRUD10' }), bia.token).expect(201);

      const list = await t.http.get('/coupons').set(auth(ana.token)).expect(200);
      expect((list.body as Coupon[]).map((c) => c.code)).toContain('CRUD10');

      const put = await t.http
        .put(`/coupons/${created.id}`)
        .set(auth(ana.token))
        .send(coupon({ code: 'CRUD15', value: 15, active: false }))
        .expect(200);
      expect(put.body).toMatchObject({
        id: created.id,
        code: 'CRUD15',
        kind: 'percent',
        value: 15,
        minimumOrder: 0,
        firstOrderOnly: false,
        startsAt: null,
        endsAt: null,
        maxUses: null,
        active: false,
      });
      await t.http.delete(`/coupons/${created.id}`).set(auth(ana.token)).expect(204);
      await t.http.delete(`/coupons/${created.id}`).set(auth(ana.token)).expect(404);
    });

    it('answers 400 with Portuguese messages to invalid coupons, never 500', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [coupon({ code: 'AB' }), CouponMessages.invalidCode],
        [coupon({ code: 'DEZ-10' }), CouponMessages.invalidCode],
        [coupon({ code: 'A'.repeat(21) }), CouponMessages.invalidCode],
        [coupon({ kind: 'free' }), CouponMessages.invalidKind],
        [coupon({ value: 0 }), CouponMessages.invalidPercent],
        [coupon({ value: 101 }), CouponMessages.invalidPercent],
        [coupon({ value: 12.5 }), CouponMessages.invalidPercent],
        [coupon({ kind: 'fixed', value: 0 }), CouponMessages.invalidAmount],
        [coupon({ kind: 'fixed', value: -5 }), CouponMessages.invalidAmount],
        [coupon({ kind: 'fixed', value: '5' }), CouponMessages.invalidAmount],
        [coupon({ minimumOrder: -1 }), CouponMessages.invalidMinimumOrder],
        [coupon({ startsAt: 'amanhã' }), CouponMessages.invalidDate],
        [coupon({ endsAt: '2026-13-01' }), CouponMessages.invalidDate],
        [
          coupon({ startsAt: '2026-05-02T00:00:00Z', endsAt: '2026-05-01T00:00:00Z' }),
          CouponMessages.endsBeforeStart,
        ],
        [coupon({ maxUses: 0 }), CouponMessages.invalidMaxUses],
        [coupon({ maxUsesPerCustomer: 2.5 }), CouponMessages.invalidMaxUses],
        [coupon({ active: 'sim' }), CouponMessages.invalidActive],
      ];
      for (const [body, message] of cases) {
        const res = await create(body);
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
        expect(res.body.message).toContain(message);
      }
      await create({ ...coupon(), extra: 1 }).expect(400);
    });

    it("never lists, reads, changes or deletes another seller's coupon (404) and needs a token", async () => {
      const mine = (await create(coupon({ code: 'SODAANA' })).expect(201)).body as Coupon;
      const list = await t.http.get('/coupons').set(auth(bia.token)).expect(200);
      expect((list.body as Coupon[]).map((c) => c.id)).not.toContain(mine.id);
      await t.http
        .put(`/coupons/${mine.id}`)
        .set(auth(bia.token))
        .send(coupon({ code: 'ROUBADO' }))
        .expect(404);
      await t.http.delete(`/coupons/${mine.id}`).set(auth(bia.token)).expect(404);
      await t.http.put('/coupons/not-a-uuid').set(auth(ana.token)).send(coupon()).expect(404);
      await t.http.get('/coupons').expect(401);
      // Bia's customers cannot use Ana's code either.
      const res = await t.http
        .post('/public-catalog/cupons-da-bia/coupons/check')
        .send({ code: 'SODAANA', items: [{ id: bia.items['Pastel'], quantity: 1 }] })
        .expect(200);
      expect(res.body).toEqual({ valid: false, message: CouponMessages.invalid });
    });
  });

  describe('check and order', () => {
    it('checks a code in any case on the catalogue prices (not the client’s) without using it', async () => {
      await create(coupon({ code: 'CHECK10' })).expect(201);
      const res = await t.http
        .post('/public-catalog/cupons-da-ana/coupons/check')
        .send({
          code: ' check10 ',
          items: [{ id: ana.items['X-Salada'], quantity: 2, price: 1 }],
        })
        .expect(400); // unknown fields (a client price) are refused
      expect(res.body.message).toBeDefined();
      const ok = await t.http
        .post('/public-catalog/cupons-da-ana/coupons/check')
        .send({ code: ' check10 ', items: [{ id: ana.items['X-Salada'], quantity: 2 }] })
        .expect(200);
      expect(ok.body).toEqual({ valid: true, discount: 3.6, subtotal: 36 });
      const list = (await t.http.get('/coupons').set(auth(ana.token))).body as Coupon[];
      expect(list.find((c) => c.code === 'CHECK10')?.uses).toBe(0);
      await t.http
        .post('/public-catalog/nao-existe-loja/coupons/check')
        .send({ code: 'CHECK10', items: [{ id: ana.items['X-Salada'], quantity: 1 }] })
        .expect(404);
    });

    it('takes a percent off the items only (not the fee); the text, status, CSV, Pix and numbers carry it', async () => {
      await create(coupon({ code: 'PIX10' })).expect(201);
      const res = await order({
        fulfilment: 'delivery',
        address,
        payment: { method: 'pix' },
        couponCode: 'pix10',
      }).expect(201);
      const body = res.body as PublicOrder;
      expect(body).toMatchObject({
        subtotal: 36,
        discount: 3.6,
        deliveryFee: 5,
        total: 37.4,
        couponCode: 'PIX10',
      });
      expect(body.whatsappText).toContain(
        'Subtotal: R$ 36,00\nCupom PIX10: -R$ 3,60\nTaxa de entrega: R$ 5,00\n*Total: R$ 37,40*',
      );
      const pix = parsePix(body.pix?.brCode as string) as PixObjects;
      expect(hasError(pix)).toBe(false);
      expect(pix).toMatchObject({ transactionAmount: 37.4 });

      const status = await t.http
        .get(`/public-catalog/cupons-da-ana/orders/${body.token}`)
        .expect(200);
      expect(status.body).toMatchObject({ couponCode: 'PIX10', discount: 3.6, total: 37.4 });
      expect(status.body.pix).toEqual(body.pix);

      const seller = await t.http.get('/orders').set(auth(ana.token)).expect(200);
      const mine = (seller.body.items as SellerOrder[]).find((o) => o.number === body.number);
      expect(mine).toMatchObject({ couponCode: 'PIX10', discount: 3.6 });

      const csv = await t.http.get('/orders/export.csv').set(auth(ana.token)).expect(200);
      const lines = csv.text
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines[0]).toMatch(
        /;Subtotal \(R\$\);Taxa de entrega \(R\$\);Total \(R\$\);Observações;Cupom;Desconto \(R\$\);Status do pagamento$/,
      );
      const row = lines.find((l) => l.startsWith(`${body.number};`)) as string;
      expect(row).toContain(';36,00;5,00;37,40;');
      // The static Pix has no payment status (the last column, empty).
      expect(row).toMatch(/;PIX10;3,60;$/);

      const coupons = (await t.http.get('/coupons').set(auth(ana.token))).body as Coupon[];
      expect(coupons.find((c) => c.code === 'PIX10')).toMatchObject({ uses: 1, revenue: 37.4 });

      // The numbers page and the dashboard count the discounted totals.
      const all = (await t.http.get('/orders?pageSize=100').set(auth(ana.token))).body
        .items as SellerOrder[];
      const cents = all.reduce((sum, o) => sum + Math.round(o.total * 100), 0);
      expect(all.some((o) => o.discount === 3.6 && o.total === 37.4)).toBe(true);
      const numbers = await t.http.get('/store/analytics?days=7').set(auth(ana.token)).expect(200);
      expect((numbers.body as StoreAnalytics).totals.revenue).toBe(cents / 100);
      const info = await t.http.get('/stripe/dashboard-info').set(auth(ana.token)).expect(200);
      expect(info.body.revenueThisMonth).toBe(cents / 100);
    });

    it('takes a fixed amount, never below zero: a R$ 50 coupon on R$ 36 leaves the delivery fee', async () => {
      await create(coupon({ code: 'FIXO50', kind: 'fixed', value: 50 })).expect(201);
      const res = await order({
        fulfilment: 'delivery',
        address,
        couponCode: 'FIXO50',
      }).expect(201);
      expect(res.body).toMatchObject({ subtotal: 36, discount: 36, deliveryFee: 5, total: 5 });
      await create(coupon({ code: 'FIXO5', kind: 'fixed', value: 5.5 })).expect(201);
      const small = await order({ couponCode: 'FIXO5' }).expect(201);
      expect(small.body).toMatchObject({
        subtotal: 36,
        discount: 5.5,
        deliveryFee: 0,
        total: 30.5,
      });
    });

    it('refuses each invalid coupon with its Portuguese message (422) and saves nothing', async () => {
      await create(coupon({ code: 'DESLIGADO', active: false })).expect(201);
      await create(coupon({ code: 'FUTURO', startsAt: '2099-01-01T00:00:00Z' })).expect(201);
      await create(coupon({ code: 'VENCIDO', endsAt: '2020-01-01T00:00:00Z' })).expect(201);
      await create(coupon({ code: 'MINIMO', minimumOrder: 40 })).expect(201);
      await create(coupon({ code: 'UMAVEZ', maxUses: 1 })).expect(201);
      await order({ couponCode: 'UMAVEZ' }).expect(201);
      const cases: [string, string][] = [
        ['NAOEXISTE', CouponMessages.invalid],
        ['DESLIGADO', CouponMessages.invalid],
        ['FUTURO', CouponMessages.invalid],
        ['VENCIDO', CouponMessages.expired],
        ['MINIMO', 'Pedido mínimo para este cupom: R$ 40,00.'],
        ['UMAVEZ', CouponMessages.usedUp],
        ['x y', CouponMessages.invalid],
      ];
      const before = (await t.http.get('/orders').set(auth(ana.token))).body.total as number;
      for (const [code, message] of cases) {
        const res = await order({ couponCode: code });
        expect({ code, status: res.status, message: res.body.message }).toEqual({
          code,
          status: 422,
          message,
        });
        const check = await t.http
          .post('/public-catalog/cupons-da-ana/coupons/check')
          .send({ code, items: [{ id: ana.items['X-Salada'], quantity: 2 }] })
          .expect(200);
        expect(check.body).toEqual({ valid: false, message });
      }
      expect((await t.http.get('/orders').set(auth(ana.token))).body.total).toBe(before);
      // The minimum is the items' subtotal: 3 X-Salada (R$ 54,00) pass.
      await order({
        items: [{ id: ana.items['X-Salada'], quantity: 3 }],
        couponCode: 'MINIMO',
      }).expect(201);
    });

    it('gives a first-order coupon only to a phone with no earlier order in the store', async () => {
      await create(coupon({ code: 'PRIMEIRO', firstOrderOnly: true })).expect(201);
      const phone = newPhone();
      const customer = { name: 'Joana', phone };
      await order({ customer, couponCode: 'PRIMEIRO' }).expect(201);
      const again = await order({ customer, couponCode: 'PRIMEIRO' }).expect(422);
      expect(again.body.message).toBe(CouponMessages.firstOrderOnly);
      const returning = newPhone();
      await order({ customer: { name: 'Rita', phone: returning } }).expect(201);
      const second = await order({
        customer: { name: 'Rita', phone: returning },
        couponCode: 'PRIMEIRO',
      });
      expect(second.status).toBe(422);
      expect(second.body.message).toBe(CouponMessages.firstOrderOnly);
      const check = await t.http
        .post('/public-catalog/cupons-da-ana/coupons/check')
        .send({
          code: 'PRIMEIRO',
          items: [{ id: ana.items['X-Salada'], quantity: 1 }],
          phone: `(${returning.slice(0, 2)}) ${returning.slice(2, 7)}-${returning.slice(7)}`,
        })
        .expect(200);
      expect(check.body).toEqual({ valid: false, message: CouponMessages.firstOrderOnly });
      const noPhone = await order({ customer: { name: 'Sem Fone' }, couponCode: 'PRIMEIRO' });
      expect(noPhone.status).toBe(422);
      expect(noPhone.body.message).toBe(CouponMessages.phoneRequired);
      // A first order elsewhere does not count.
      await t.http
        .post('/public-catalog/cupons-da-bia/orders')
        .send({
          items: [{ id: bia.items['Pastel'], quantity: 1 }],
          fulfilment: 'pickup',
          customer: { name: 'Lia', phone: '11955554444' },
          payment: { method: 'cash' },
        })
        .expect(201);
      await order({
        customer: { name: 'Lia', phone: '11955554444' },
        couponCode: 'PRIMEIRO',
      }).expect(201);
    });

    it('limits the uses per customer (phone)', async () => {
      await create(coupon({ code: 'DUASVEZES', maxUsesPerCustomer: 2 })).expect(201);
      const customer = { name: 'Ana Paula', phone: newPhone() };
      await order({ customer, couponCode: 'DUASVEZES' }).expect(201);
      await order({ customer, couponCode: 'duasvezes' }).expect(201);
      const third = await order({ customer, couponCode: 'DUASVEZES' }).expect(422);
      expect(third.body.message).toBe(CouponMessages.usedUp);
      await order({
        customer: { name: 'Outra', phone: newPhone() },
        couponCode: 'DUASVEZES',
      }).expect(201);
    });

    it('100 concurrent orders on a coupon limited to 10 uses: exactly 10 get it, the others 422, no 5xx', async () => {
      await create(coupon({ code: 'SO10', maxUses: 10 })).expect(201);
      const results = await Promise.all(
        Array.from({ length: 100 }, () => order({ couponCode: 'SO10' })),
      );
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      expect(statuses.filter((s) => s === 201)).toHaveLength(10);
      const refused = results.filter((r) => r.status === 422);
      expect(refused).toHaveLength(90);
      expect(new Set(refused.map((r) => r.body.message))).toEqual(new Set([CouponMessages.usedUp]));
      const coupons = (await t.http.get('/coupons').set(auth(ana.token))).body as Coupon[];
      expect(coupons.find((c) => c.code === 'SO10')).toMatchObject({ uses: 10, revenue: 324 });
    });

    it('keeps the code and discount on the order when the coupon is deleted', async () => {
      const made = (await create(coupon({ code: 'APAGADO' })).expect(201)).body as Coupon;
      const res = await order({ couponCode: 'APAGADO' }).expect(201);
      await t.http.delete(`/coupons/${made.id}`).set(auth(ana.token)).expect(204);
      const status = await t.http
        .get(`/public-catalog/cupons-da-ana/orders/${res.body.token}`)
        .expect(200);
      expect(status.body).toMatchObject({ couponCode: 'APAGADO', discount: 3.6, total: 32.4 });
    });

    it('answers an order without a coupon with couponCode null and discount 0', async () => {
      const res = await order().expect(201);
      expect(res.body).toMatchObject({ couponCode: null, discount: 0, total: 36 });
      expect(res.body.whatsappText).not.toContain('Cupom');
    });
  });
});
