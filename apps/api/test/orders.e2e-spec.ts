import type { AddressInfo } from 'node:net';
import {
  Messages,
  type OrdersPage,
  type PublicOrder,
  type SellerOrder,
} from '@catalogo/contracts/core';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';
import { openTestStore } from './support/stores';
import { openSse, type SseStream } from './support/sse';
import { IDEMPOTENCY_KEY_REUSED } from '../src/modules/order/order.service';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A store with a slug, a name, an optional phone and catalogue items; returns ids by name. */
async function makeStore(
  t: TestApp,
  slug: string,
  opts: { phone?: string; items?: { name: string; price: number }[] } = {},
): Promise<{ token: string; items: Record<string, string> }> {
  const store = await openTestStore(t, slug, {
    phone: opts.phone,
    items: opts.items?.map((i) => ({ ...i, category: 'Lanches' })),
  });
  return { token: store.token, items: store.items };
}

const address = {
  cep: '01310-100',
  logradouro: 'Av. Paulista',
  numero: '1000',
  complemento: 'ap 12',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
};

function pickup(items: { id: string; quantity: number }[], name = 'Maria') {
  return {
    items,
    fulfilment: 'pickup',
    customer: { name, phone: '11987654321' },
    payment: { method: 'cash', changeFor: 100 },
  };
}

function listenPort(t: TestApp): Promise<number> {
  return new Promise((resolve) => {
    const server = t.app.getHttpServer();
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

describe('Orders (docs/API.md §6)', () => {
  let t: TestApp;
  let base: string;
  let ana: { token: string; items: Record<string, string> };

  beforeAll(async () => {
    t = await createTestApp({ ORDER_RATE_LIMIT_PER_10_MINUTES: '100000', SSE_HEARTBEAT_MS: '200' });
    base = `http://127.0.0.1:${await listenPort(t)}`;
    ana = await makeStore(t, 'lanches-da-ana', {
      phone: '11987654321',
      items: [
        { name: 'X-Salada', price: 18 },
        { name: 'Suco', price: 7.9 },
        { name: 'Coxinha', price: 0.1 },
      ],
    });
  });
  afterAll(() => t.close());

  describe('POST /public-catalog/{slug}/orders', () => {
    it('keeps a numbered copy of the catalogue, totals in exact reais, WhatsApp text and link', async () => {
      const res = await t.http
        .post('/public-catalog/lanches-da-ana/orders')
        .send({
          ...pickup([
            { id: ana.items['X-Salada'], quantity: 2 },
            { id: ana.items['Coxinha'], quantity: 3 },
            { id: ana.items['Suco'], quantity: 1 },
          ]),
          notes: 'sem cebola',
        })
        .expect(201);
      const order = res.body as PublicOrder;
      expect(order).toMatchObject({
        number: 1,
        status: 'received',
        fulfilment: 'pickup',
        subtotal: 44.2,
        deliveryFee: 0,
        total: 44.2,
        payment: { method: 'cash', changeFor: 100 },
        customer: { name: 'Maria', phone: '11987654321' },
        address: null,
        notes: 'sem cebola',
        pix: null,
      });
      expect(order.items).toEqual([
        {
          id: ana.items['X-Salada'],
          name: 'X-Salada',
          price: 18,
          unitPrice: 18,
          quantity: 2,
          lineTotal: 36,
          options: [],
        },
        {
          id: ana.items['Coxinha'],
          name: 'Coxinha',
          price: 0.1,
          unitPrice: 0.1,
          quantity: 3,
          lineTotal: 0.3,
          options: [],
        },
        {
          id: ana.items['Suco'],
          name: 'Suco',
          price: 7.9,
          unitPrice: 7.9,
          quantity: 1,
          lineTotal: 7.9,
          options: [],
        },
      ]);
      expect(order.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(order.statusUrl).toBe(`http://localhost:5173/lanches-da-ana/pedido/${order.token}`);
      expect(order.whatsappText.startsWith('Pedido nº 1 - Loja lanches-da-ana\n')).toBe(true);
      expect(order.whatsappText.endsWith(order.statusUrl)).toBe(true);
      expect(order.whatsappText).toContain('3x Coxinha - R$ 0,30');
      expect(order.whatsappText).toContain('*Total: R$ 44,20*');
      expect(order.whatsappUrl).toBe(
        `https://wa.me/5511987654321?text=${encodeURIComponent(order.whatsappText)}`,
      );
      expect(order.history).toEqual([{ status: 'received', at: order.createdAt }]);
    });

    it('saves a delivery order with its address; whatsappUrl is null without a store phone', async () => {
      const bia = await makeStore(t, 'bia-sem-fone', { items: [{ name: 'Bolo', price: 30 }] });
      const res = await t.http
        .post('/public-catalog/bia-sem-fone/orders')
        .send({
          items: [{ id: bia.items.Bolo, quantity: 1 }],
          fulfilment: 'delivery',
          customer: { name: 'João' },
          address,
          payment: { method: 'card' },
        })
        .expect(201);
      expect(res.body).toMatchObject({
        number: 1,
        whatsappUrl: null,
        pix: null,
        customer: { name: 'João', phone: null },
        address: { ...address, cep: '01310100' },
      });
      expect(res.body.whatsappText).toContain('*Endereço de entrega:*\nAv. Paulista, 1000');
    });

    const bad: [string, (items: Record<string, string>) => object, string][] = [
      ['quantity 0', (i) => pickup([{ id: i.Suco, quantity: 0 }]), Messages.invalidOrderQuantity],
      [
        'quantity 100',
        (i) => pickup([{ id: i.Suco, quantity: 100 }]),
        Messages.invalidOrderQuantity,
      ],
      [
        'quantity 1.5',
        (i) => pickup([{ id: i.Suco, quantity: 1.5 }]),
        Messages.invalidOrderQuantity,
      ],
      [
        'quantity "2"',
        (i) => pickup([{ id: i.Suco, quantity: '2' as unknown as number }]),
        Messages.invalidOrderQuantity,
      ],
      ['empty items', () => pickup([]), Messages.orderItemsRequired],
      [
        'delivery without address',
        (i) => ({ ...pickup([{ id: i.Suco, quantity: 1 }]), fulfilment: 'delivery' }),
        Messages.orderAddressRequired,
      ],
      [
        'a bad CEP',
        (i) => ({
          ...pickup([{ id: i.Suco, quantity: 1 }]),
          fulfilment: 'delivery',
          address: { ...address, cep: '0131-100' },
        }),
        Messages.invalidCep,
      ],
      [
        'a bad UF',
        (i) => ({
          ...pickup([{ id: i.Suco, quantity: 1 }]),
          fulfilment: 'delivery',
          address: { ...address, uf: 'XY' },
        }),
        Messages.invalidUf,
      ],
      [
        'a price sent by the client',
        (i) =>
          pickup([{ id: i.Suco, quantity: 1, price: 0.01 } as { id: string; quantity: number }]),
        Messages.unknownField('items.0.price'),
      ],
    ];
    it.each(bad)('refuses %s with 400 and a Portuguese message', async (_name, body, message) => {
      const before = await countOrders();
      const res = await t.http
        .post('/public-catalog/lanches-da-ana/orders')
        .send(body(ana.items))
        .expect(400);
      expect(res.body.message).toContain(message);
      expect(await countOrders()).toBe(before);
    });

    it('answers 400, never 500, to malformed bodies', async () => {
      const ok = pickup([{ id: ana.items.Suco, quantity: 1 }]);
      const bodies: unknown[] = [
        { ...ok, items: [1] },
        { ...ok, items: 'Suco' },
        { ...ok, items: [{ id: 'nao-e-uuid', quantity: 1 }] },
        { ...ok, items: [{ quantity: 1 }] },
        { ...ok, items: Array.from({ length: 1000 }, () => ({ id: ana.items.Suco, quantity: 1 })) },
        { ...ok, customer: 'Maria' },
        { ...ok, customer: { name: '' } },
        { ...ok, customer: { name: 'Maria', phone: '123' } },
        { ...ok, fulfilment: 'drone' },
        { ...ok, fulfilment: 'delivery', address: [] },
        { ...ok, payment: null },
        { ...ok, payment: { method: 'boleto' } },
        { ...ok, payment: { method: 'cash', changeFor: -5 } },
        { ...ok, notes: 5 },
        { ...ok, notes: 'x'.repeat(10_000) },
        [ok],
      ];
      const before = await countOrders();
      for (const body of bodies) {
        const res = await t.http.post('/public-catalog/lanches-da-ana/orders').send(body as object);
        expect({ body, status: res.status }).toEqual({ body, status: 400 });
        expect(typeof (res.body.message as unknown)).not.toBe('undefined');
      }
      const raw = await t.http
        .post('/public-catalog/lanches-da-ana/orders')
        .set('Content-Type', 'application/json')
        .send('{"items": [');
      expect(raw.status).toBe(400);
      expect(await countOrders()).toBe(before);
    });

    it('refuses a malformed Idempotency-Key with 400', async () => {
      const res = await t.http
        .post('/public-catalog/lanches-da-ana/orders')
        .set('Idempotency-Key', 'x'.repeat(201))
        .send(pickup([{ id: ana.items.Suco, quantity: 1 }]))
        .expect(400);
      expect(res.body.message).toEqual([Messages.invalidIdempotencyKey]);
    });

    it('answers 404 for an unknown slug', async () => {
      const res = await t.http
        .post('/public-catalog/nao-existe/orders')
        .send(pickup([{ id: ana.items.Suco, quantity: 1 }]))
        .expect(404);
      expect(res.body.message).toBe(Messages.storeNotFound);
    });

    it('answers 409 naming an item of another store, and saves nothing', async () => {
      const other = await makeStore(t, 'outra-loja', { items: [{ name: 'Pastel', price: 9 }] });
      const before = await countOrders();
      const res = await t.http
        .post('/public-catalog/lanches-da-ana/orders')
        .send(
          pickup([
            { id: ana.items.Suco, quantity: 1 },
            { id: other.items.Pastel, quantity: 1 },
          ]),
        )
        .expect(409);
      expect(res.body.message).toBe(Messages.orderItemUnavailable(other.items.Pastel));
      expect(await countOrders()).toBe(before);
    });

    it('keeps the price of the order when the catalogue price changes later', async () => {
      const created = await t.http
        .post('/public-catalog/lanches-da-ana/orders')
        .send(pickup([{ id: ana.items['X-Salada'], quantity: 1 }]))
        .expect(201);
      await t.http
        .put(`/catalog/${ana.items['X-Salada']}`)
        .set(auth(ana.token))
        .send({ name: 'X-Salada Especial', price: 25, category: 'Lanches' })
        .expect(200);
      const read = await t.http
        .get(`/public-catalog/lanches-da-ana/orders/${created.body.token}`)
        .expect(200);
      expect(read.body.items).toEqual([
        {
          id: ana.items['X-Salada'],
          name: 'X-Salada',
          price: 18,
          unitPrice: 18,
          quantity: 1,
          lineTotal: 18,
          options: [],
        },
      ]);
      expect(read.body.total).toBe(18);
      const next = await t.http
        .post('/public-catalog/lanches-da-ana/orders')
        .send(pickup([{ id: ana.items['X-Salada'], quantity: 1 }]))
        .expect(201);
      expect(next.body.items[0]).toMatchObject({ name: 'X-Salada Especial', price: 25 });
    });

    it('returns the first order (200) for the same Idempotency-Key, also under concurrency', async () => {
      const body = pickup([{ id: ana.items.Suco, quantity: 2 }]);
      const results = await Promise.all(
        Array.from({ length: 8 }, () =>
          t.http
            .post('/public-catalog/lanches-da-ana/orders')
            .set('Idempotency-Key', 'chave-123')
            .send(body),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(results.map((r) => r.body.number)).size).toBe(1);
      const rows = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM orders WHERE idempotency_key = 'chave-123'`,
      );
      expect(rows[0].n).toBe(1);
      // The same key on another store is another order.
      const other = await makeStore(t, 'loja-chave', { items: [{ name: 'Chá', price: 5 }] });
      await t.http
        .post('/public-catalog/loja-chave/orders')
        .set('Idempotency-Key', 'chave-123')
        .send(pickup([{ id: other.items['Chá'], quantity: 1 }]))
        .expect(201);
      // After 24 h the key is free again.
      await t.dataSource.query(
        `UPDATE orders SET created_at = now() - interval '25 hours' WHERE idempotency_key = 'chave-123'`,
      );
      const again = await t.http
        .post('/public-catalog/lanches-da-ana/orders')
        .set('Idempotency-Key', 'chave-123')
        .send(body)
        .expect(201);
      expect(again.body.number).toBeGreaterThan(results[0].body.number);
    });

    it('refuses (422) an Idempotency-Key replayed with another body, and keeps its first order', async () => {
      const body = pickup([{ id: ana.items.Suco, quantity: 1 }], 'Joana');
      const first = await t.http
        .post('/public-catalog/lanches-da-ana/orders')
        .set('Idempotency-Key', 'chave-corpo')
        .send(body)
        .expect(201);
      // Another cart, another customer, another payment: never the first order's data.
      for (const other of [
        pickup([{ id: ana.items.Suco, quantity: 2 }], 'Joana'),
        pickup([{ id: ana.items.Suco, quantity: 1 }], 'Outra Pessoa'),
        { ...body, payment: { method: 'card' } },
        { ...body, notes: 'sem gelo' },
      ]) {
        const res = await t.http
          .post('/public-catalog/lanches-da-ana/orders')
          .set('Idempotency-Key', 'chave-corpo')
          .send(other)
          .expect(422);
        expect(res.body.message).toBe(IDEMPOTENCY_KEY_REUSED);
        expect(JSON.stringify(res.body)).not.toContain(first.body.token);
      }
      // The same body (keys in another order) is the first order, as before.
      const { customer, payment, items, fulfilment } = body;
      const again = await t.http
        .post('/public-catalog/lanches-da-ana/orders')
        .set('Idempotency-Key', 'chave-corpo')
        .send({ payment, fulfilment, customer, items })
        .expect(200);
      expect(again.body).toEqual(first.body);
      const rows = await t.dataSource.query(
        `SELECT count(*)::int AS n FROM orders WHERE idempotency_key = 'chave-corpo'`,
      );
      expect(rows[0].n).toBe(1);
    });

    it('replays an order saved before body hashes were kept (no hash) for its key', async () => {
      const body = pickup([{ id: ana.items.Suco, quantity: 3 }], 'Lia');
      const first = await t.http
        .post('/public-catalog/lanches-da-ana/orders')
        .set('Idempotency-Key', 'chave-antiga')
        .send(body)
        .expect(201);
      await t.dataSource.query(
        `UPDATE orders SET idempotency_body_hash = NULL WHERE idempotency_key = 'chave-antiga'`,
      );
      const again = await t.http
        .post('/public-catalog/lanches-da-ana/orders')
        .set('Idempotency-Key', 'chave-antiga')
        .send(pickup([{ id: ana.items.Suco, quantity: 1 }], 'Lia'))
        .expect(200);
      expect(again.body.number).toBe(first.body.number);
    });

    it('numbers 200 concurrent orders of one store 1..200 exactly, with no 5xx', async () => {
      const store = await makeStore(t, 'loja-concorrida', { items: [{ name: 'Pão', price: 1 }] });
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          t.http
            .post('/public-catalog/loja-concorrida/orders')
            .send(pickup([{ id: store.items['Pão'], quantity: 1 + (i % 5) }], `Cliente ${i}`)),
        ),
      );
      expect(results.filter((r) => r.status !== 201).map((r) => r.status)).toEqual([]);
      const numbers = results.map((r) => r.body.number as number).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    }, 60_000);
  });

  describe('GET /public-catalog/{slug}/orders/{token}', () => {
    it('reads the order by its token only under its own store', async () => {
      const created = await t.http
        .post('/public-catalog/lanches-da-ana/orders')
        .send(pickup([{ id: ana.items.Suco, quantity: 1 }]))
        .expect(201);
      const read = await t.http
        .get(`/public-catalog/lanches-da-ana/orders/${created.body.token}`)
        .expect(200);
      expect(read.body).toEqual(created.body);
      expect(read.headers['cache-control']).toBe('no-store');
      await t.http.get(`/public-catalog/outra-loja/orders/${created.body.token}`).expect(404);
      const unknown = await t.http
        .get(`/public-catalog/lanches-da-ana/orders/${'A'.repeat(32)}`)
        .expect(404);
      expect(unknown.body.message).toBe(Messages.orderNotFound);
      await t.http.get('/public-catalog/lanches-da-ana/orders/x').expect(404);
    });
  });

  describe('seller routes', () => {
    let carla: { token: string; items: Record<string, string> };
    let intruder: { token: string };
    const order = async (name = 'Paula', fulfilment: 'pickup' | 'delivery' = 'pickup') =>
      (
        await t.http
          .post('/public-catalog/loja-da-carla/orders')
          .send({
            ...pickup([{ id: carla.items.Pizza, quantity: 1 }], name),
            fulfilment,
            ...(fulfilment === 'delivery' ? { address } : {}),
          })
          .expect(201)
      ).body as PublicOrder;

    beforeAll(async () => {
      carla = await makeStore(t, 'loja-da-carla', { items: [{ name: 'Pizza', price: 45.5 }] });
      intruder = await registerAndLogin(t);
    });

    it('lists newest first with total and pages, filters by status and searches number or name', async () => {
      await order('Ângela Souza');
      await order('Bruno');
      await order('Camila');
      const page1 = (await t.http.get('/orders?pageSize=2').set(auth(carla.token)).expect(200))
        .body as OrdersPage;
      expect(page1.total).toBe(3);
      expect(page1.page).toBe(1);
      expect(page1.pageSize).toBe(2);
      expect(page1.items.map((o) => o.number)).toEqual([3, 2]);
      const page2 = (await t.http.get('/orders?pageSize=2&page=2').set(auth(carla.token))).body;
      expect(page2.items.map((o: SellerOrder) => o.number)).toEqual([1]);
      const byName = await t.http.get('/orders?q=angela').set(auth(carla.token)).expect(200);
      expect(byName.body.items.map((o: SellerOrder) => o.customer.name)).toEqual(['Ângela Souza']);
      const byNumber = await t.http.get('/orders?q=2').set(auth(carla.token)).expect(200);
      expect(byNumber.body.items.map((o: SellerOrder) => o.number)).toEqual([2]);
      const none = await t.http.get('/orders?status=completed').set(auth(carla.token));
      expect(none.body).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
        new Date(),
      );
      const inRange = await t.http.get(`/orders?from=${today}&to=${today}`).set(auth(carla.token));
      expect(inRange.body.total).toBe(3);
      const past = await t.http.get('/orders?from=2020-01-01&to=2020-01-31').set(auth(carla.token));
      expect(past.body.total).toBe(0);
    });

    it.each([
      ['pageSize=0', Messages.invalidOrderPageSize],
      ['pageSize=101', Messages.invalidOrderPageSize],
      ['page=0', Messages.invalidOrderPage],
      ['status=shipped', Messages.invalidOrderStatus],
      ['from=2026-02-30', Messages.invalidOrderDate],
      ['to=ontem', Messages.invalidOrderDate],
    ])('refuses ?%s with 400', async (query, message) => {
      const res = await t.http.get(`/orders?${query}`).set(auth(carla.token)).expect(400);
      expect(res.body.message).toContain(message);
    });

    it('walks the status transitions with a history; refuses others with 409', async () => {
      const created = await order('Diego', 'delivery');
      const [{ id }] = (await t.http.get('/orders?q=Diego').set(auth(carla.token))).body.items;
      const change = (status: string) =>
        t.http.patch(`/orders/${id}/status`).set(auth(carla.token)).send({ status });
      const skip = await change('preparing').expect(409);
      expect(skip.body.message).toBe(Messages.orderStatusNotAllowed('Recebido', 'Em preparo'));
      await change('confirmed').expect(200);
      await change('preparing').expect(200);
      await change('ready_for_pickup').expect(409);
      const out = await change('out_for_delivery').expect(200);
      expect(out.body.status).toBe('out_for_delivery');
      await change('completed').expect(200);
      await change('canceled').expect(409);
      await change('bogus').expect(400);
      const read = (await t.http.get(`/orders/${id}`).set(auth(carla.token)).expect(200))
        .body as SellerOrder;
      expect(read.history.map((h) => h.status)).toEqual([
        'received',
        'confirmed',
        'preparing',
        'out_for_delivery',
        'completed',
      ]);
      const times = read.history.map((h) => Date.parse(h.at));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      // The customer sees the new status.
      const customer = await t.http.get(`/public-catalog/loja-da-carla/orders/${created.token}`);
      expect(customer.body.status).toBe('completed');
    });

    it('cancels from any status before completed', async () => {
      await order('Elisa');
      const [{ id }] = (await t.http.get('/orders?q=Elisa').set(auth(carla.token))).body.items;
      await t.http
        .patch(`/orders/${id}/status`)
        .set(auth(carla.token))
        .send({ status: 'canceled' })
        .expect(200);
      await t.http
        .patch(`/orders/${id}/status`)
        .set(auth(carla.token))
        .send({ status: 'confirmed' })
        .expect(409);
    });

    it('hides the order from another seller (404 on list, read and change) and needs a token', async () => {
      await order('Fábio');
      const [{ id }] = (await t.http.get('/orders?q=Fabio').set(auth(carla.token))).body.items;
      const list = await t.http.get('/orders').set(auth(intruder.token)).expect(200);
      expect(list.body.total).toBe(0);
      const read = await t.http.get(`/orders/${id}`).set(auth(intruder.token)).expect(404);
      expect(read.body.message).toBe(Messages.orderNotFound);
      await t.http
        .patch(`/orders/${id}/status`)
        .set(auth(intruder.token))
        .send({ status: 'confirmed' })
        .expect(404);
      const still = await t.http.get(`/orders/${id}`).set(auth(carla.token)).expect(200);
      expect(still.body.status).toBe('received');
      await t.http.get('/orders').expect(401);
      await t.http.get(`/orders/${id}`).expect(401);
      await t.http.get('/orders/not-a-uuid').set(auth(carla.token)).expect(404);
    });

    it('exports a period as CSV for Excel pt-BR (BOM, ";", decimal comma)', async () => {
      await order('=HYPERLINK("x")');
      const res = await t.http
        .get('/orders/export.csv')
        .set(auth(carla.token))
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="pedidos.*\.csv"/);
      const body = res.body as Buffer;
      expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = body.subarray(3).toString('utf8').trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'Número;Data;Hora;Status;Cliente;Telefone;Entrega;Endereço;Pagamento;Itens;Subtotal (R$);Taxa de entrega (R$);Total (R$);Observações;Cupom;Desconto (R$);Status do pagamento',
      );
      expect(lines.length).toBeGreaterThan(5);
      expect(lines[1]).toMatch(/^1;\d\d\/\d\d\/\d{4};\d\d:\d\d;Recebido;Ângela Souza;11987654321;/);
      expect(lines[1]).toContain(';1x Pizza;45,50;0,00;45,50;');
      expect(lines.at(-1)).toContain(`;"'=HYPERLINK(""x"")";`);
      const empty = await t.http
        .get('/orders/export.csv?from=2020-01-01&to=2020-01-02')
        .set(auth(carla.token))
        .expect(200);
      expect(
        empty.text
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\r\n'),
      ).toHaveLength(1);
      await t.http.get('/orders/export.csv?from=hoje').set(auth(carla.token)).expect(400);
    });

    it('counts orders in dashboard-info (all time, month, today, month revenue without canceled)', async () => {
      const info = await t.http.get('/stripe/dashboard-info').set(auth(carla.token)).expect(200);
      const orders = (await t.http.get('/orders?pageSize=100').set(auth(carla.token))).body
        .items as SellerOrder[];
      const revenue = orders
        .filter((o) => o.status !== 'canceled')
        .reduce((sum, o) => sum + Math.round(o.total * 100), 0);
      expect(info.body).toMatchObject({
        ordersCount: orders.length,
        ordersThisMonth: orders.length,
        ordersToday: orders.length,
        revenueThisMonth: revenue / 100,
      });
      const other = await t.http.get('/stripe/dashboard-info').set(auth(intruder.token));
      expect(other.body).toMatchObject({ ordersCount: 0, ordersThisMonth: 0, revenueThisMonth: 0 });
    });

    describe('GET /orders/events', () => {
      let streams: SseStream[] = [];
      afterEach(() => {
        for (const s of streams) s.close();
        streams = [];
      });
      const open = async (headers: Record<string, string>) => {
        const s = await openSse(`${base}/orders/events`, headers);
        streams.push(s);
        return s;
      };

      it('streams order.created and order.updated of the own store only, with heartbeats', async () => {
        const mine = await open({ Cookie: `other=1; token=${carla.token}` });
        expect(mine.status).toBe(200);
        const theirs = await open(auth(intruder.token));
        await mine.next((m) => m.event === 'comment' && m.data === 'ready');
        await theirs.next((m) => m.event === 'comment' && m.data === 'ready');

        const created = await order('Gabi');
        const event = await mine.next((m) => m.event === 'order.created');
        const data = JSON.parse(event.data) as SellerOrder;
        expect(data).toMatchObject({ number: created.number, token: created.token });
        expect(data.id).toMatch(/^[0-9a-f-]{36}$/);

        await t.http
          .patch(`/orders/${data.id}/status`)
          .set(auth(carla.token))
          .send({ status: 'confirmed' })
          .expect(200);
        const updated = await mine.next((m) => m.event === 'order.updated');
        expect(JSON.parse(updated.data)).toMatchObject({ id: data.id, status: 'confirmed' });

        await mine.next((m) => m.event === 'comment' && m.data === 'heartbeat');
        await theirs.next((m) => m.event === 'comment' && m.data === 'heartbeat');
        expect(theirs.messages.filter((m) => m.event.startsWith('order.'))).toEqual([]);
      });

      it('replays what a reconnecting stream missed since its Last-Event-ID, then goes live', async () => {
        const first = await open(auth(carla.token));
        await first.next((m) => m.event === 'comment' && m.data === 'ready');
        const seen = await order('Joana');
        const event = await first.next(
          (m) => m.event === 'order.created' && m.data.includes(seen.token),
        );
        expect(event.id).toBe((JSON.parse(event.data) as SellerOrder).updatedAt);
        const id = (JSON.parse(event.data) as SellerOrder).id;
        first.close();

        // While disconnected: a new order, and a change to the one already seen.
        const missed = await order('Karina');
        await t.http
          .patch(`/orders/${id}/status`)
          .set(auth(carla.token))
          .send({ status: 'confirmed' })
          .expect(200);

        const again = await open({ ...auth(carla.token), 'Last-Event-ID': event.id as string });
        await again.next((m) => m.event === 'comment' && m.data === 'ready');
        const replayed = again.messages
          .filter((m) => m.event.startsWith('order.'))
          .map((m) => [m.event, JSON.parse(m.data) as SellerOrder] as const);
        // Orders changed a few seconds before Last-Event-ID come again too (as updates).
        expect(
          replayed
            .filter(([, o]) => ['Joana', 'Karina'].includes(o.customer.name))
            .map(([e, o]) => [e, o.customer.name, o.status]),
        ).toEqual([
          ['order.created', 'Karina', 'received'],
          ['order.updated', 'Joana', 'confirmed'],
        ]);
        const times = replayed.map(([, o]) => Date.parse(o.updatedAt));
        expect([...times].sort((a, b) => a - b)).toEqual(times);
        // Then live.
        const live = await order('Lia');
        await again.next((m) => m.event === 'order.created' && m.data.includes(live.token));
        expect(missed.number).toBeLessThan(live.number);

        // A stream without Last-Event-ID (or with a bad one) replays nothing.
        for (const headers of [auth(carla.token), { ...auth(carla.token), 'Last-Event-ID': 'x' }]) {
          const fresh = await open(headers);
          await fresh.next((m) => m.event === 'comment' && m.data === 'ready');
          expect(fresh.messages.filter((m) => m.event.startsWith('order.'))).toEqual([]);
        }
      });

      it('lets the web origin send the bearer and Last-Event-ID cross-origin (CORS preflight)', async () => {
        const res = await t.http
          .options('/orders/events')
          .set('Origin', 'http://localhost:5173')
          .set('Access-Control-Request-Method', 'GET')
          .set('Access-Control-Request-Headers', 'authorization,last-event-id');
        expect(res.headers['access-control-allow-origin']).toBe('http://localhost:5173');
        const allowed = String(res.headers['access-control-allow-headers']).toLowerCase();
        expect(allowed.split(',')).toEqual(
          expect.arrayContaining(['authorization', 'last-event-id']),
        );
        expect(String(res.headers['access-control-expose-headers'])).toContain('X-Access-Token');
      });

      it('refuses a stream without a valid token (401)', async () => {
        const none = await open({});
        expect(none.status).toBe(401);
        const bad = await open({ Cookie: 'token=abc' });
        expect(bad.status).toBe(401);
      });

      it('delivers orders created through another API process on the same database', async () => {
        const other = await createTestApp({
          DATABASE_URL: t.databaseUrl,
          ORDER_RATE_LIMIT_PER_10_MINUTES: '100000',
        });
        try {
          const mine = await open(auth(carla.token));
          await mine.next((m) => m.event === 'comment' && m.data === 'ready');
          const res = await other.http
            .post('/public-catalog/loja-da-carla/orders')
            .send(pickup([{ id: carla.items.Pizza, quantity: 2 }], 'Hugo'))
            .expect(201);
          const event = await mine.next(
            (m) => m.event === 'order.created' && m.data.includes(res.body.token),
          );
          expect(JSON.parse(event.data).customer.name).toBe('Hugo');
        } finally {
          await other.close();
        }
      });
    });
  });

  async function countOrders(): Promise<number> {
    const rows = await t.dataSource.query('SELECT count(*)::int AS n FROM orders');
    return rows[0].n as number;
  }
});

describe('Orders rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ORDER_RATE_LIMIT_PER_10_MINUTES: undefined });
  });
  afterAll(() => t.close());

  it('answers 429 past 10 orders per 10 minutes per IP and store', async () => {
    const seller = await makeStore(t, 'loja-limite', { items: [{ name: 'Bala', price: 0.5 }] });
    await makeStore(t, 'loja-vizinha', { items: [{ name: 'Chiclete', price: 1 }] });
    const body = pickup([{ id: seller.items.Bala, quantity: 1 }]);
    for (let i = 0; i < 10; i += 1)
      await t.http.post('/public-catalog/loja-limite/orders').send(body).expect(201);
    const res = await t.http.post('/public-catalog/loja-limite/orders').send(body).expect(429);
    expect(res.body.message).toBe(Messages.tooManyRequests);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another store is another counter.
    const rows = await t.dataSource.query(`SELECT id FROM catalog_items WHERE name = 'Chiclete'`);
    await t.http
      .post('/public-catalog/loja-vizinha/orders')
      .send(pickup([{ id: rows[0].id as string, quantity: 1 }]))
      .expect(201);
  });
});
