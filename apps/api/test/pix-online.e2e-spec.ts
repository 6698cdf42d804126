import { createHmac } from 'node:crypto';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  OnlineOrderPix,
  PaymentProviderInfo,
  PublicOrder,
  SellerOrder,
} from '@catalogo/contracts/core';
import { PixReconciler } from '../src/modules/payment/pix-reconciler';
import { createTestApp, type TestApp } from './support/app';
import { openTestStore, withStaticPix } from './support/stores';
import { openSse, type SseStream } from './support/sse';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A payment as the fake Mercado Pago keeps it. */
interface FakePayment {
  id: number;
  token: string;
  status: string;
  transaction_amount: number;
  external_reference: string;
  date_of_expiration: string;
  idempotencyKey: string;
  body: Record<string, unknown>;
}

/**
 * A local fake of Mercado Pago's REST API: `/users/me` (tokens in `accounts`), `/v1/payments`
 * create (idempotent by `X-Idempotency-Key`) and read (only with the token that created it), and
 * refunds. `hang` makes every call wait past the client's timeout; `refundFails` refuses refunds.
 */
class FakeMercadoPago {
  readonly payments = new Map<string, FakePayment>();
  readonly reads: string[] = [];
  readonly refunds: string[] = [];
  readonly accounts = new Map<
    string,
    { nickname: string; first_name: string; last_name: string }
  >();
  hang = false;
  refundFails = false;
  /** Milliseconds a refund takes to answer. */
  refundDelayMs = 0;
  private nextId = 1000;
  private server?: http.Server;
  url = '';

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => this.server?.close(() => resolve()));
  }

  /** Payments created for order `orderId`, oldest first. */
  paymentsOf(orderId: string): FakePayment[] {
    return [...this.payments.values()].filter((p) => p.external_reference === orderId);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    if (this.hang) return; // never answers: the client's timeout fires
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const send = (status: number, body: unknown): void => {
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    const account = this.accounts.get(token);
    if (!account) return send(401, { message: 'invalid access token', status: 401 });
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'GET' && url.pathname === '/users/me')
      return send(200, { id: 1, ...account });
    if (req.method === 'POST' && url.pathname === '/v1/payments') {
      const key = String(req.headers['x-idempotency-key'] ?? '');
      const existing = [...this.payments.values()].find((p) => p.idempotencyKey === key && key);
      if (existing) return send(201, this.view(existing));
      const body = JSON.parse(raw) as Record<string, unknown>;
      const payment: FakePayment = {
        id: (this.nextId += 1),
        token,
        status: 'pending',
        transaction_amount: body.transaction_amount as number,
        external_reference: body.external_reference as string,
        date_of_expiration: body.date_of_expiration as string,
        idempotencyKey: key,
        body,
      };
      this.payments.set(String(payment.id), payment);
      return send(201, this.view(payment));
    }
    const read = /^\/v1\/payments\/(\d+)$/.exec(url.pathname);
    if (req.method === 'GET' && read) {
      this.reads.push(read[1]);
      const payment = this.payments.get(read[1]);
      if (!payment || payment.token !== token) return send(404, { message: 'Payment not found' });
      return send(200, this.view(payment));
    }
    const refund = /^\/v1\/payments\/(\d+)\/refunds$/.exec(url.pathname);
    if (req.method === 'POST' && refund) {
      const payment = this.payments.get(refund[1]);
      if (!payment || payment.token !== token) return send(404, { message: 'Payment not found' });
      if (this.refundFails) return send(400, { message: 'Saldo insuficiente para reembolso' });
      if (this.refundDelayMs) await new Promise((r) => setTimeout(r, this.refundDelayMs));
      this.refunds.push(refund[1]);
      payment.status = 'refunded';
      return send(201, { id: 1, payment_id: payment.id, amount: payment.transaction_amount });
    }
    send(404, { message: 'not found' });
  }

  private view(p: FakePayment) {
    return {
      id: p.id,
      status: p.status,
      transaction_amount: p.transaction_amount,
      external_reference: p.external_reference,
      date_of_expiration: p.date_of_expiration,
      point_of_interaction: {
        transaction_data: { qr_code: `00020126PIXMP${p.id}`, qr_code_base64: 'iVBORw0KGgo=' },
      },
    };
  }
}

function listenPort(t: TestApp): Promise<number> {
  return new Promise((resolve) => {
    const server = t.app.getHttpServer();
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** A seller's store: a slug, pickup, Pix on with a key, one item at R$ 25,90. */
async function makeStore(t: TestApp, slug: string) {
  const store = await openTestStore(t, slug, {
    items: [{ name: 'Pastel', price: 25.9, category: 'Lanches' }],
    settings: (s) => withStaticPix(s),
  });
  return { token: store.token, slug, storeId: store.storeId, itemId: store.itemId };
}
type Store = Awaited<ReturnType<typeof makeStore>>;

describe('Pix online (docs/API.md §8 "Pix online")', () => {
  let t: TestApp;
  let base: string;
  const mp = new FakeMercadoPago();
  let ana: Store;
  let bruno: Store;
  const BRUNO_SECRET = 'segredo-do-webhook-bruno';

  beforeAll(async () => {
    await mp.start();
    mp.accounts.set('APP_USR-ana', {
      nickname: 'LOJADAANA',
      first_name: 'Ana',
      last_name: 'Souza',
    });
    mp.accounts.set('APP_USR-bruno', { nickname: 'BRUNO', first_name: 'Bruno', last_name: 'Lima' });
    t = await createTestApp({
      MERCADOPAGO_API_BASE: mp.url,
      MERCADOPAGO_TIMEOUT_MS: '500',
      ORDER_RATE_LIMIT_PER_10_MINUTES: '100000',
    });
    base = `http://127.0.0.1:${await listenPort(t)}`;
    ana = await makeStore(t, 'pix-da-ana');
    bruno = await makeStore(t, 'pix-do-bruno');
    await t.http
      .put('/store/payment-provider')
      .set(auth(ana.token))
      .send({ provider: 'mercadopago', accessToken: 'APP_USR-ana' })
      .expect(200);
    await t.http
      .put('/store/payment-provider')
      .set(auth(bruno.token))
      .send({ provider: 'mercadopago', accessToken: 'APP_USR-bruno', webhookSecret: BRUNO_SECRET })
      .expect(200);
  });
  afterAll(async () => {
    await t.close();
    await mp.close();
  });

  const order = async (store: Store, quantity = 1): Promise<PublicOrder> =>
    (
      await t.http
        .post(`/public-catalog/${store.slug}/orders`)
        .send({
          items: [{ id: store.itemId, quantity }],
          fulfilment: 'pickup',
          customer: { name: 'Maria', phone: '11987654321' },
          payment: { method: 'pix' },
        })
        .expect(201)
    ).body as PublicOrder;
  const idOf = async (o: PublicOrder): Promise<string> =>
    (
      (await t.dataSource.query('SELECT id FROM orders WHERE token = $1', [o.token])) as {
        id: string;
      }[]
    )[0].id;
  const statusPage = async (store: Store, o: PublicOrder): Promise<PublicOrder> =>
    (await t.http.get(`/public-catalog/${store.slug}/orders/${o.token}`).expect(200))
      .body as PublicOrder;
  const webhook = (store: Store, paymentId: string, headers: Record<string, string> = {}) =>
    t.http
      .post(`/payments/webhooks/mercadopago/${store.storeId}?data.id=${paymentId}&type=payment`)
      .set(headers)
      .send({ action: 'payment.updated', type: 'payment', data: { id: paymentId } });
  /** Mercado Pago's documented signature of a notification. */
  const signed = (secret: string, paymentId: string, requestId = 'req-1') => {
    const ts = String(Date.now());
    const v1 = createHmac('sha256', secret)
      .update(`id:${paymentId};request-id:${requestId};ts:${ts};`)
      .digest('hex');
    return { 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId };
  };
  const paymentOf = async (o: PublicOrder): Promise<FakePayment> => {
    const payments = mp.paymentsOf(await idOf(o));
    return payments[payments.length - 1];
  };

  describe('connection', () => {
    it('checks the token with Mercado Pago, answers the account, never sends the token back, keeps it encrypted', async () => {
      const seller = await makeStore(t, 'pix-conexao');
      const none = await t.http.get('/store/payment-provider').set(auth(seller.token)).expect(200);
      expect(none.body).toEqual({
        provider: null,
        connected: false,
        accountName: null,
        liveMode: false,
      });

      const bad = await t.http
        .put('/store/payment-provider')
        .set(auth(seller.token))
        .send({ provider: 'mercadopago', accessToken: 'APP_USR-errado' })
        .expect(400);
      expect(JSON.stringify(bad.body)).toContain(
        'Não foi possível conectar ao Mercado Pago: verifique o token.',
      );

      mp.accounts.set('APP_USR-conexao-secreto', {
        nickname: 'X',
        first_name: 'Carla',
        last_name: 'Dias',
      });
      const ok = await t.http
        .put('/store/payment-provider')
        .set(auth(seller.token))
        .send({
          provider: 'mercadopago',
          accessToken: 'APP_USR-conexao-secreto',
          webhookSecret: 'whsec-claro',
        })
        .expect(200);
      const expected: PaymentProviderInfo = {
        provider: 'mercadopago',
        connected: true,
        accountName: 'Carla Dias',
        liveMode: true,
      };
      expect(ok.body).toEqual(expected);
      const got = await t.http.get('/store/payment-provider').set(auth(seller.token)).expect(200);
      expect(got.body).toEqual(expected);
      expect(JSON.stringify(got.body)).not.toContain('conexao-secreto');

      const [row] = (await t.dataSource.query(
        `SELECT row_to_json(p)::text AS json, encode(access_token_enc, 'escape') AS enc
           FROM store_payment_providers p WHERE store_id = $1`,
        [seller.storeId],
      )) as { json: string; enc: string }[];
      for (const clear of ['APP_USR-conexao-secreto', 'whsec-claro']) {
        expect(row.json).not.toContain(clear);
        expect(row.json).not.toContain(Buffer.from(clear).toString('hex'));
        expect(row.enc).not.toContain(clear);
      }

      await t.http.delete('/store/payment-provider').set(auth(seller.token)).expect(204);
      const after = await t.http.get('/store/payment-provider').set(auth(seller.token)).expect(200);
      expect(after.body).toMatchObject({ provider: null, connected: false });
    });

    it('keeps the static Pix (same shape plus mode) for a store without a provider', async () => {
      const seller = await makeStore(t, 'pix-estatico');
      const created = await order(seller);
      expect(created.pix).toEqual({ mode: 'static', brCode: expect.stringMatching(/^000201/) });
      expect(created.paymentStatus).toBeNull();
    });
  });

  describe('payment of an order', () => {
    it('creates a Pix payment for exactly the total, the order as external_reference, an idempotency key and the expiry', async () => {
      const before = Date.now();
      const created = await order(ana, 3); // 3 × 25,90 = 77,70
      const payment = await paymentOf(created);
      expect(payment.body).toMatchObject({
        transaction_amount: 77.7,
        payment_method_id: 'pix',
        external_reference: await idOf(created),
        payer: { email: expect.stringMatching(/@/) },
      });
      expect(payment.idempotencyKey).toBe(`${await idOf(created)}-1`);
      const expiry = new Date(payment.date_of_expiration).getTime();
      expect(expiry).toBeGreaterThanOrEqual(before + 30 * 60_000 - 1000);
      expect(expiry).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 1000);
      expect(created.paymentStatus).toBe('pending');
      expect(created.pix).toEqual({
        mode: 'online',
        status: 'pending',
        brCode: `00020126PIXMP${payment.id}`,
        qrCodePng: 'data:image/png;base64,iVBORw0KGgo=',
        expiresAt: new Date(payment.date_of_expiration).toISOString(),
        paidAt: null,
        amountMismatch: false,
      });
    });

    it("uses the store's expiry (30–1440 minutes)", async () => {
      const seller = await makeStore(t, 'pix-validade');
      mp.accounts.set('APP_USR-validade', { nickname: 'V', first_name: 'V', last_name: '' });
      await t.http
        .put('/store/payment-provider')
        .set(auth(seller.token))
        .send({ provider: 'mercadopago', accessToken: 'APP_USR-validade' })
        .expect(200);
      const settings = (await t.http.get('/store/settings').set(auth(seller.token)).expect(200))
        .body as { payment: { pix: { expiryMinutes: number } } };
      expect(settings.payment.pix.expiryMinutes).toBe(30);
      const put = (expiryMinutes: number) =>
        t.http
          .put('/store/settings')
          .set(auth(seller.token))
          .send({
            ...settings,
            payment: { ...settings.payment, pix: { ...settings.payment.pix, expiryMinutes } },
          });
      const refused = await put(29).expect(400);
      expect(JSON.stringify(refused.body)).toContain('30 a 1440 minutos');
      await put(1441).expect(400);
      await put(90).expect(200);
      // A document without the lifetime (an older form) keeps the saved one.
      const { expiryMinutes: _omitted, ...pixWithout } = settings.payment.pix;
      const kept = await t.http
        .put('/store/settings')
        .set(auth(seller.token))
        .send({ ...settings, payment: { ...settings.payment, pix: pixWithout } })
        .expect(200);
      expect(kept.body.payment.pix.expiryMinutes).toBe(90);
      const before = Date.now();
      const payment = await paymentOf(await order(seller));
      expect(new Date(payment.date_of_expiration).getTime()).toBeGreaterThanOrEqual(
        before + 90 * 60_000 - 1000,
      );
    });
  });

  describe('webhook', () => {
    let streams: SseStream[] = [];
    afterEach(() => {
      for (const s of streams) s.close();
      streams = [];
    });
    const stream = async (store: Store) => {
      const s = await openSse(`${base}/orders/events`, auth(store.token));
      streams.push(s);
      await s.next((m) => m.event === 'comment' && m.data === 'ready');
      return s;
    };

    it('reads the payment from Mercado Pago and marks the order paid, with order.paid on the stream', async () => {
      const events = await stream(ana);
      const created = await order(ana);
      const payment = await paymentOf(created);
      payment.status = 'approved';
      const reads = mp.reads.length;
      await webhook(ana, String(payment.id)).expect(200);
      expect(mp.reads.length).toBe(reads + 1);
      const paid = await events.next((m) => m.event === 'order.paid');
      const data = JSON.parse(paid.data) as SellerOrder;
      expect(data).toMatchObject({ token: created.token, paymentStatus: 'paid' });
      const page = await statusPage(ana, created);
      expect(page.paymentStatus).toBe('paid');
      expect(page.pix).toMatchObject({
        mode: 'online',
        status: 'paid',
        paidAt: expect.any(String),
      });
      const list = await t.http.get('/orders').set(auth(ana.token)).expect(200);
      expect(
        (list.body as { items: SellerOrder[] }).items.find((o) => o.token === created.token),
      ).toMatchObject({ paymentStatus: 'paid' });
      const csv = await t.http.get('/orders/export.csv').set(auth(ana.token)).expect(200);
      expect(csv.text).toContain('Status do pagamento');
      const line = csv.text.split('\r\n').find((l) => l.startsWith(`${created.number};`));
      expect(line?.endsWith(';Pago')).toBe(true);
    });

    it('never trusts the body: a webhook for a payment still pending changes nothing', async () => {
      const created = await order(ana);
      const payment = await paymentOf(created);
      await webhook(ana, String(payment.id))
        .send({ data: { id: String(payment.id) }, status: 'approved' })
        .expect(200);
      expect((await statusPage(ana, created)).paymentStatus).toBe('pending');
    });

    it('refuses a bad x-signature with 401 and reads nothing when the store has a secret; a good one is applied', async () => {
      const created = await order(bruno);
      const payment = await paymentOf(created);
      payment.status = 'approved';
      const reads = mp.reads.length;
      await webhook(bruno, String(payment.id)).expect(401);
      await webhook(bruno, String(payment.id), signed('outro-segredo', String(payment.id))).expect(
        401,
      );
      await webhook(bruno, String(payment.id), {
        ...signed(BRUNO_SECRET, String(payment.id)),
        'x-request-id': 'trocado',
      }).expect(401);
      expect(mp.reads.length).toBe(reads);
      expect((await statusPage(bruno, created)).paymentStatus).toBe('pending');
      await webhook(bruno, String(payment.id), signed(BRUNO_SECRET, String(payment.id))).expect(
        200,
      );
      expect((await statusPage(bruno, created)).paymentStatus).toBe('paid');
    });

    it("ignores another store's payment (nothing read, nothing paid)", async () => {
      const created = await order(bruno);
      const payment = await paymentOf(created);
      payment.status = 'approved';
      const reads = mp.reads.length;
      await webhook(ana, String(payment.id)).expect(200);
      expect(mp.reads.length).toBe(reads);
      expect((await statusPage(bruno, created)).paymentStatus).toBe('pending');
    });

    it('flags an amount that differs from the total and never marks it paid', async () => {
      const created = await order(ana);
      const payment = await paymentOf(created);
      payment.status = 'approved';
      payment.transaction_amount = 25.89;
      await webhook(ana, String(payment.id)).expect(200);
      const page = await statusPage(ana, created);
      expect(page.paymentStatus).toBe('pending');
      expect(page.pix).toMatchObject({ status: 'pending', amountMismatch: true });
    });

    it('makes one transition for two webhooks at once (one order.paid)', async () => {
      const events = await stream(ana);
      const created = await order(ana);
      const payment = await paymentOf(created);
      payment.status = 'approved';
      await Promise.all([
        webhook(ana, String(payment.id)).expect(200),
        webhook(ana, String(payment.id)).expect(200),
        webhook(ana, String(payment.id)).expect(200),
      ]);
      await events.next((m) => m.event === 'order.paid' && m.data.includes(created.token));
      // A later event of the same stream: every event before it has arrived.
      const marker = await order(ana);
      await events.next((m) => m.event === 'order.created' && m.data.includes(marker.token));
      const paidEvents = events.messages.filter(
        (m) => m.event === 'order.paid' && m.data.includes(created.token),
      );
      expect(paidEvents).toHaveLength(1);
      expect((await statusPage(ana, created)).paymentStatus).toBe('paid');
    });

    it('answers 200 and ignores a notification that is not a payment, or an unknown store', async () => {
      await t.http
        .post(`/payments/webhooks/mercadopago/${ana.storeId}?type=merchant_order&data.id=1`)
        .send({})
        .expect(200);
      await t.http
        .post('/payments/webhooks/mercadopago/00000000-0000-4000-8000-000000000000?data.id=1')
        .send({})
        .expect(200);
      await t.http.post('/payments/webhooks/mercadopago/nao-e-uuid').send({}).expect(200);
    });
  });

  describe('provider down, expiry and a new code', () => {
    it('saves the order with the Pix unavailable when Mercado Pago times out; the customer gets a code later', async () => {
      mp.hang = true;
      let created: PublicOrder;
      try {
        created = await order(ana);
      } finally {
        mp.hang = false;
      }
      expect(created.paymentStatus).toBe('unavailable');
      expect(created.pix).toMatchObject({ mode: 'online', status: 'unavailable', brCode: null });
      expect((await statusPage(ana, created)).paymentStatus).toBe('unavailable');

      const retried = await t.http
        .post(`/public-catalog/${ana.slug}/orders/${created.token}/pix`)
        .expect(200);
      const pix = retried.body as OnlineOrderPix;
      expect(pix).toMatchObject({
        mode: 'online',
        status: 'pending',
        brCode: expect.stringMatching(/^00020126PIXMP/),
      });
      expect((await paymentOf(created)).transaction_amount).toBe(25.9);
    });

    it('gives a new code for an expired one, and 409 while the code is valid', async () => {
      const created = await order(ana);
      const first = await paymentOf(created);
      const valid = await t.http
        .post(`/public-catalog/${ana.slug}/orders/${created.token}/pix`)
        .expect(409);
      expect(JSON.stringify(valid.body)).toContain('ainda vale');

      await t.dataSource.query(
        "UPDATE orders SET payment_expires_at = now() - interval '1 minute' WHERE token = $1",
        [created.token],
      );
      expect((await statusPage(ana, created)).paymentStatus).toBe('expired');
      const renewed = await t.http
        .post(`/public-catalog/${ana.slug}/orders/${created.token}/pix`)
        .expect(200);
      const second = await paymentOf(created);
      expect(second.id).not.toBe(first.id);
      expect(second.idempotencyKey).toBe(`${await idOf(created)}-2`);
      expect(renewed.body).toMatchObject({
        status: 'pending',
        brCode: `00020126PIXMP${second.id}`,
      });
      expect((await statusPage(ana, created)).paymentStatus).toBe('pending');
    });
  });

  describe('refund on cancel', () => {
    const paidOrder = async (): Promise<{
      created: PublicOrder;
      id: string;
      payment: FakePayment;
    }> => {
      const created = await order(ana);
      const payment = await paymentOf(created);
      payment.status = 'approved';
      await webhook(ana, String(payment.id)).expect(200);
      return { created, id: await idOf(created), payment };
    };

    it('refunds a paid order in full at Mercado Pago when it is cancelled', async () => {
      const { created, id, payment } = await paidOrder();
      const res = await t.http
        .patch(`/orders/${id}/status`)
        .set(auth(ana.token))
        .send({ status: 'canceled' })
        .expect(200);
      expect(res.body).toMatchObject({ status: 'canceled', paymentStatus: 'refunded' });
      expect(mp.refunds).toContain(String(payment.id));
      expect((await statusPage(ana, created)).paymentStatus).toBe('refunded');
    });

    it('keeps one outcome when a webhook arrives during the refund', async () => {
      const { created, id, payment } = await paidOrder();
      mp.refundDelayMs = 300;
      try {
        const cancel = t.http
          .patch(`/orders/${id}/status`)
          .set(auth(ana.token))
          .send({ status: 'canceled' });
        // While the refund is under way the provider still says "approved".
        await new Promise((r) => setTimeout(r, 100));
        await webhook(ana, String(payment.id)).expect(200);
        const res = await cancel.expect(200);
        expect(res.body).toMatchObject({ status: 'canceled', paymentStatus: 'refunded' });
      } finally {
        mp.refundDelayMs = 0;
      }
      await webhook(ana, String(payment.id)).expect(200);
      const page = await statusPage(ana, created);
      expect(page).toMatchObject({ status: 'canceled', paymentStatus: 'refunded' });
      expect(mp.refunds.filter((r) => r === String(payment.id))).toHaveLength(1);
    });

    it("answers 502 with the provider's failure and leaves the order as it was", async () => {
      const { created, id } = await paidOrder();
      mp.refundFails = true;
      try {
        const res = await t.http
          .patch(`/orders/${id}/status`)
          .set(auth(ana.token))
          .send({ status: 'canceled' })
          .expect(502);
        expect(JSON.stringify(res.body)).toContain('Saldo insuficiente para reembolso');
      } finally {
        mp.refundFails = false;
      }
      const page = await statusPage(ana, created);
      expect(page).toMatchObject({ status: 'received', paymentStatus: 'paid' });
    });
  });

  describe('reconciler', () => {
    it('asks Mercado Pago about payments pending for 2 minutes (a missed webhook) and applies them; fresh ones wait', async () => {
      const missed = await order(ana);
      const fresh = await order(ana);
      (await paymentOf(missed)).status = 'approved';
      const freshPayment = await paymentOf(fresh);
      freshPayment.status = 'approved';
      await t.dataSource.query(
        "UPDATE orders SET payment_checked_at = now() - interval '3 minutes' WHERE token = $1",
        [missed.token],
      );
      await t.app.get(PixReconciler).tick();
      expect((await statusPage(ana, missed)).paymentStatus).toBe('paid');
      expect((await statusPage(ana, fresh)).paymentStatus).toBe('pending');
      expect(mp.reads).not.toContain(String(freshPayment.id));
    });

    it('records a pending payment past its expiry as expired', async () => {
      const created = await order(ana);
      await t.dataSource.query(
        `UPDATE orders SET payment_checked_at = now() - interval '3 minutes',
                payment_expires_at = now() - interval '1 minute' WHERE token = $1`,
        [created.token],
      );
      await t.app.get(PixReconciler).tick();
      const [row] = (await t.dataSource.query(
        'SELECT payment_status FROM orders WHERE token = $1',
        [created.token],
      )) as { payment_status: string }[];
      expect(row.payment_status).toBe('expired');
    });
  });

  describe('Pix de teste (local provider)', () => {
    it('creates a fake payment that "simular pagamento" pays', async () => {
      const seller = await makeStore(t, 'pix-de-teste');
      const info = await t.http
        .put('/store/payment-provider')
        .set(auth(seller.token))
        .send({ provider: 'local' })
        .expect(200);
      expect(info.body).toEqual({
        provider: 'local',
        connected: true,
        accountName: 'Pix de teste',
        liveMode: false,
      });
      const created = await order(seller);
      expect(created.pix).toMatchObject({
        mode: 'online',
        status: 'pending',
        brCode: expect.stringContaining('PIX-DE-TESTE'),
        qrCodePng: expect.stringMatching(/^data:image\/png;base64,/),
        testMode: true,
      });
      const paid = await t.http
        .post(`/public-catalog/${seller.slug}/orders/${created.token}/pix/simulate`)
        .expect(200);
      expect(paid.body).toMatchObject({ status: 'paid' });
      expect((await statusPage(seller, created)).paymentStatus).toBe('paid');
    });
  });
});
