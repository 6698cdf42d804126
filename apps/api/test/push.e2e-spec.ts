import {
  DEFAULT_ALERT_SETTINGS,
  PushLimits,
  PushMessages,
  type PushDevice,
  type PublicOrder,
  type StoreSettings,
} from '@catalogo/contracts/core';
import { createTestApp, type TestApp } from './support/app';
import { openTestStore, withStaticPix } from './support/stores';
import { LocalPushService, type TestSubscription } from './support/push-service';
import { startSmtpCapture, type SmtpCapture } from './support/smtp';

/**
 * Seller alerts (docs/API.md §8): Web Push devices and one message per device per new order,
 * checked by a local push service that verifies the VAPID JWT and decrypts the aes128gcm payload
 * with the subscription's own keys; the optional e-mail through a real SMTP capture.
 */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Seller {
  token: string;
  email: string;
  slug: string;
  itemId: string;
}

async function makeStore(t: TestApp, slug: string): Promise<Seller> {
  const store = await openTestStore(t, slug, {
    items: [{ name: 'Pão de queijo', price: 22.5, category: 'Lanches' }],
  });
  return { token: store.token, email: store.email, slug, itemId: store.itemId };
}

async function placeOrder(t: TestApp, seller: Seller, name = 'Maria'): Promise<PublicOrder> {
  const res = await t.http
    .post(`/public-catalog/${seller.slug}/orders`)
    .send({
      items: [{ id: seller.itemId, quantity: 2 }],
      fulfilment: 'pickup',
      customer: { name, phone: '11987654321' },
      payment: { method: 'card' },
    })
    .expect(201);
  return res.body as PublicOrder;
}

function register(
  t: TestApp,
  seller: Seller,
  sub: Pick<TestSubscription, 'endpoint' | 'keys'>,
  label?: string,
) {
  return t.http
    .post('/push/subscriptions')
    .set(auth(seller.token))
    .send({ endpoint: sub.endpoint, keys: sub.keys, ...(label ? { label } : {}) });
}

/** The seller's order id of `order` (the public answer has no id): from the seller's list. */
async function orderId(t: TestApp, seller: Seller, number: number): Promise<string> {
  const res = await t.http.get('/orders').set(auth(seller.token)).expect(200);
  const found = (res.body as { items: { id: string; number: number }[] }).items.find(
    (o) => o.number === number,
  );
  return found!.id;
}

describe('Seller alerts: Web Push (docs/API.md §8)', () => {
  let t: TestApp;
  let push: LocalPushService;
  let smtp: SmtpCapture;
  let ana: Seller;
  let bia: Seller;

  beforeAll(async () => {
    push = new LocalPushService();
    await push.start();
    smtp = await startSmtpCapture();
    t = await createTestApp({
      ORDER_RATE_LIMIT_PER_10_MINUTES: '100000',
      SMTP_URL: smtp.url,
      VAPID_SUBJECT: 'mailto:alertas@catalogo.example',
      // Long enough that a busy machine's slow answer is never cut and sent again (a duplicate);
      // short enough that the stalled device's four tries end within the test.
      PUSH_TIMEOUT_MS: '3000',
    });
    ana = await makeStore(t, 'lanches-da-ana');
    bia = await makeStore(t, 'doces-da-bia');
  });
  afterAll(async () => {
    await t.close();
    await push.close();
    await smtp.close();
  });

  it('GET /push/vapid-public-key (public) answers an uncompressed P-256 point in base64url', async () => {
    const res = await t.http.get('/push/vapid-public-key').expect(200);
    const key = (res.body as { publicKey: string }).publicKey;
    expect(key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const raw = Buffer.from(key, 'base64url');
    expect(raw).toHaveLength(65);
    expect(raw[0]).toBe(4);
  });

  it('registers a device (201), the same endpoint again answers 200 with the same id, lists and removes it', async () => {
    const seller = await makeStore(t, 'loja-aparelhos');
    const sub = push.subscribe();
    const first = await register(t, seller, sub, 'Celular da cozinha').expect(201);
    const device = first.body as PushDevice;
    expect(device).toEqual({
      id: expect.any(String),
      label: 'Celular da cozinha',
      createdAt: expect.any(String),
    });
    const again = await register(t, seller, sub).expect(200);
    expect((again.body as PushDevice).id).toBe(device.id);
    const list = await t.http.get('/push/subscriptions').set(auth(seller.token)).expect(200);
    expect(list.body).toEqual([
      {
        id: device.id,
        label: 'Celular da cozinha',
        createdAt: device.createdAt,
        lastSuccessAt: null,
      },
    ]);
    // Another seller cannot remove it, nor see it.
    await t.http.delete(`/push/subscriptions/${device.id}`).set(auth(ana.token)).expect(404);
    await t.http.delete('/push/subscriptions/not-a-uuid').set(auth(ana.token)).expect(404);
    await t.http.delete(`/push/subscriptions/${device.id}`).set(auth(seller.token)).expect(204);
    await t.http.delete(`/push/subscriptions/${device.id}`).set(auth(seller.token)).expect(404);
    expect((await t.http.get('/push/subscriptions').set(auth(seller.token))).body).toEqual([]);
    await t.http.get('/push/subscriptions').expect(401);
  });

  it.each([
    ['a host that is not a push service', 'https://evil.example/push/abc'],
    ['plain http elsewhere than 127.0.0.1', 'http://localhost:8080/push/abc'],
    ['a private address', 'http://10.0.0.5/push'],
    ['a look-alike host', 'https://fcm.googleapis.com.evil.example/x'],
    ['not a URL', 'fcm.googleapis.com/send'],
  ])('refuses %s with 400 and a Portuguese message', async (_name, endpoint) => {
    const sub = push.subscribe();
    const res = await register(t, ana, { endpoint, keys: sub.keys }).expect(400);
    expect(JSON.stringify(res.body)).toContain(PushMessages.invalidEndpoint);
  });

  it('refuses malformed keys with 400', async () => {
    const sub = push.subscribe();
    const res = await register(t, ana, {
      endpoint: sub.endpoint,
      keys: { p256dh: 'abc', auth: sub.keys.auth },
    }).expect(400);
    expect(JSON.stringify(res.body)).toContain(PushMessages.invalidKeys);
  });

  it(`refuses the ${PushLimits.maxDevices + 1}th device with 409 (an existing one still refreshes)`, async () => {
    const seller = await makeStore(t, 'loja-cheia');
    const subs = Array.from({ length: PushLimits.maxDevices }, () => push.subscribe());
    for (const sub of subs) await register(t, seller, sub).expect(201);
    const res = await register(t, seller, push.subscribe()).expect(409);
    expect(res.body.message).toBe(PushMessages.tooManyDevices);
    await register(t, seller, subs[0]!).expect(200);
  });

  it('a session ended by "sair de todos os dispositivos" cannot add a device (401)', async () => {
    const seller = await makeStore(t, 'loja-sessao');
    await t.http.post('/auth/logout-all').set(auth(seller.token)).expect(204);
    await register(t, seller, push.subscribe()).expect(401);
  });

  it('a new order reaches each device of the store once, with the order payload, VAPID-signed', async () => {
    const kitchen = push.subscribe();
    const phone = push.subscribe();
    await register(t, ana, kitchen).expect(201);
    await register(t, ana, phone).expect(201);
    const key = ((await t.http.get('/push/vapid-public-key')).body as { publicKey: string })
      .publicKey;

    const order = await placeOrder(t, ana, 'Maria José');
    const id = await orderId(t, ana, order.number);
    const expected = {
      type: 'order.created',
      orderId: id,
      number: order.number,
      total: 45,
      customerName: 'Maria José',
      url: `http://localhost:5173/admin/pedidos?pedido=${id}`,
    };
    expect(await push.waitFor(kitchen.device)).toEqual([expected]);
    expect(await push.waitFor(phone.device)).toEqual([expected]);
    const received = push.received.find((r) => r.device === kitchen.device)!;
    expect(received.vapidKey).toBe(key);
    expect(received.claims.sub).toBe('mailto:alertas@catalogo.example');
    expect(received.headers.ttl).toBe('3600');
    expect(received.headers.urgency).toBe('high');
    expect(Buffer.byteLength(received.text)).toBeLessThanOrEqual(PushLimits.maxPayloadBytes);

    // Exactly once: nothing more arrives.
    await sleep(500);
    expect(push.messages(kitchen.device)).toHaveLength(1);
    expect(push.messages(phone.device)).toHaveLength(1);
    const devices = (await t.http.get('/push/subscriptions').set(auth(ana.token)))
      .body as PushDevice[];
    expect(devices.every((d) => typeof d.lastSuccessAt === 'string')).toBe(true);
  });

  it('with two API processes on one database, each device still gets one message per order', async () => {
    const second = await createTestApp({
      DATABASE_URL: t.databaseUrl,
      ORDER_RATE_LIMIT_PER_10_MINUTES: '100000',
      PUSH_TIMEOUT_MS: '3000',
    });
    try {
      const seller = await makeStore(t, 'loja-dois-processos');
      const sub = push.subscribe();
      await register(t, seller, sub).expect(201);
      // Orders through both processes: both hear every NOTIFY, one claims each order.
      await placeOrder(t, seller, 'Ana');
      await placeOrder(second, seller, 'Bruno');
      await placeOrder(second, seller, 'Caio');
      const messages = await push.waitFor(sub.device, 3);
      await sleep(500);
      expect(push.messages(sub.device)).toHaveLength(3);
      expect(messages.map((m) => m.customerName).sort()).toEqual(['Ana', 'Bruno', 'Caio']);
    } finally {
      await second.close();
    }
  });

  it("another seller's order never reaches this seller's devices", async () => {
    const anaDevice = push.subscribe();
    const biaDevice = push.subscribe();
    await register(t, ana, anaDevice).expect(201);
    await register(t, bia, biaDevice).expect(201);
    const order = await placeOrder(t, bia, 'Carla');
    const [message] = await push.waitFor(biaDevice.device);
    expect(message).toMatchObject({
      type: 'order.created',
      number: order.number,
      customerName: 'Carla',
    });
    await sleep(500);
    expect(push.messages(anaDevice.device)).toEqual([]);
  });

  it('an order paid by Pix online pushes "order.paid" once to each device (a second confirmation: nothing)', async () => {
    const carla = await makeStore(t, 'pastel-da-carla');
    const settings = await t.http.get('/store/settings').set(auth(carla.token)).expect(200);
    await t.http
      .put('/store/settings')
      .set(auth(carla.token))
      .send(withStaticPix(settings.body as StoreSettings, 'carla@example.com'))
      .expect(200);
    await t.http
      .put('/store/payment-provider')
      .set(auth(carla.token))
      .send({ provider: 'local' })
      .expect(200);
    const device = push.subscribe();
    await register(t, carla, device).expect(201);
    const res = await t.http
      .post(`/public-catalog/${carla.slug}/orders`)
      .send({
        items: [{ id: carla.itemId, quantity: 2 }],
        fulfilment: 'pickup',
        customer: { name: 'Joana', phone: '11987654321' },
        payment: { method: 'pix' },
      })
      .expect(201);
    const order = res.body as PublicOrder & { token: string };
    const [created] = await push.waitFor(device.device);
    expect(created).toMatchObject({ type: 'order.created', number: order.number });

    await t.http
      .post(`/public-catalog/${carla.slug}/orders/${order.token}/pix/simulate`)
      .expect(200);
    const id = await orderId(t, carla, order.number);
    const messages = await push.waitFor(device.device, 2);
    expect(messages[1]).toEqual({
      type: 'order.paid',
      orderId: id,
      number: order.number,
      total: 45,
      customerName: 'Joana',
      url: `http://localhost:5173/admin/pedidos?pedido=${id}`,
    });
    // Paying again changes nothing: no second "order.paid".
    await t.http.post(`/public-catalog/${carla.slug}/orders/${order.token}/pix/simulate`);
    await sleep(500);
    expect(push.messages(device.device)).toHaveLength(2);
  });

  it('a device the push service calls gone (410) is deleted; a 503 is retried', async () => {
    const seller = await makeStore(t, 'loja-410');
    const gone = push.subscribe();
    const flaky = push.subscribe();
    const goneId = ((await register(t, seller, gone).expect(201)).body as PushDevice).id;
    await register(t, seller, flaky).expect(201);
    push.always(gone.device, 410);
    push.answer(flaky.device, 503);
    await placeOrder(t, seller);
    expect(await push.waitFor(flaky.device)).toHaveLength(1);
    expect(push.attempts.get(flaky.device)).toBe(2);
    const deadline = Date.now() + 20_000; // a wait, not a speed check
    let ids: string[] = [goneId];
    while (ids.includes(goneId) && Date.now() < deadline) {
      await sleep(50);
      ids = (
        (await t.http.get('/push/subscriptions').set(auth(seller.token))).body as PushDevice[]
      ).map((d) => d.id);
    }
    expect(ids).not.toContain(goneId);
    expect(ids).toHaveLength(1);
    expect(push.attempts.get(gone.device)).toBe(1);
  });

  it('a push service that never answers costs the order nothing; the other devices still get it', async () => {
    const seller = await makeStore(t, 'loja-parada');
    const dead = push.subscribe();
    const alive = push.subscribe();
    await register(t, seller, dead).expect(201);
    await register(t, seller, alive).expect(201);
    push.always(dead.device, 'hang');
    const order = await placeOrder(t, seller);
    expect(order.number).toBe(1);
    expect(await push.waitFor(alive.device)).toHaveLength(1);
    // The stalled device is tried 4 times (3 retries), each cut by PUSH_TIMEOUT_MS, then given up.
    const deadline = Date.now() + 40_000; // a wait, not a speed check
    while ((push.attempts.get(dead.device) ?? 0) < 4 && Date.now() < deadline) await sleep(50);
    await sleep(1000);
    expect(push.attempts.get(dead.device)).toBe(4);
    expect((await t.http.get('/push/subscriptions').set(auth(seller.token))).body).toHaveLength(2);
  }, 60_000);

  it('POST /push/test answers 202 and a test message arrives on each device', async () => {
    const seller = await makeStore(t, 'loja-teste');
    const sub = push.subscribe();
    await register(t, seller, sub).expect(201);
    await t.http.post('/push/test').set(auth(seller.token)).expect(202);
    expect(await push.waitFor(sub.device)).toEqual([
      { type: 'test', url: 'http://localhost:5173/admin/pedidos' },
    ]);
    await t.http.post('/push/test').expect(401);
  });

  it('store settings carry the alerts (defaults, saved, kept by a document without them)', async () => {
    const seller = await makeStore(t, 'loja-alertas');
    const before = await t.http.get('/store/settings').set(auth(seller.token)).expect(200);
    expect(before.body.alerts).toEqual(DEFAULT_ALERT_SETTINGS);
    const alerts = { sound: 'once', emailOnOrder: true, printWidth: 58, autoPrint: true };
    const saved = await t.http
      .put('/store/settings')
      .set(auth(seller.token))
      .send({ ...before.body, alerts })
      .expect(200);
    expect(saved.body.alerts).toEqual(alerts);
    const { alerts: _alerts, ...withoutAlerts } = saved.body as Record<string, unknown>;
    const kept = await t.http
      .put('/store/settings')
      .set(auth(seller.token))
      .send({ ...withoutAlerts, minimumOrder: 5 })
      .expect(200);
    expect(kept.body.alerts).toEqual(alerts);
    expect((await t.http.get('/store/settings').set(auth(seller.token))).body.alerts).toEqual(
      alerts,
    );
    await t.http
      .put('/store/settings')
      .set(auth(seller.token))
      .send({ ...before.body, alerts: { ...alerts, printWidth: 72 } })
      .expect(400);
  });

  it('with "avisar também por e-mail" on, each new order is e-mailed to the seller (off: none)', async () => {
    const seller = await makeStore(t, 'loja-email');
    const other = await makeStore(t, 'loja-sem-email');
    const settings = (await t.http.get('/store/settings').set(auth(seller.token))).body as Record<
      string,
      unknown
    >;
    await t.http
      .put('/store/settings')
      .set(auth(seller.token))
      .send({ ...settings, alerts: { ...DEFAULT_ALERT_SETTINGS, emailOnOrder: true } })
      .expect(200);
    const order = await placeOrder(t, seller, 'Joana');
    await placeOrder(t, other, 'Joana');
    const [mail] = (await smtp.waitFor(seller.email, 2)).filter((m) =>
      m.subject.includes('Novo pedido'),
    );
    expect(mail!.subject).toBe(`Novo pedido nº ${order.number} · R$ 45,00 · Joana`);
    expect(mail!.text).toContain('PEDIDO Nº 1');
    expect(mail!.text).toContain('/admin/pedidos?pedido=');
    await sleep(500);
    expect(smtp.to(other.email).filter((m) => m.subject.includes('Novo pedido'))).toEqual([]);
  });
});

describe('Seller alerts: one lane per push service (docs/API.md §8)', () => {
  let t: TestApp;
  let healthy: LocalPushService;
  let stalled: LocalPushService;

  beforeAll(async () => {
    healthy = new LocalPushService();
    stalled = new LocalPushService();
    await healthy.start();
    await stalled.start();
    // Each message to the stalled service holds its slot for the whole timeout.
    t = await createTestApp({
      ORDER_RATE_LIMIT_PER_10_MINUTES: '100000',
      PUSH_TIMEOUT_MS: '60000',
    });
  });
  afterAll(async () => {
    await stalled.close();
    await healthy.close();
    await t?.close();
  });

  it("a push service that never answers does not hold up another push service's alerts", async () => {
    const busy = await makeStore(t, 'loja-com-servico-parado');
    for (let i = 0; i < PushLimits.maxDevices; i += 1) {
      const device = stalled.subscribe();
      stalled.always(device.device, 'hang');
      await register(t, busy, device).expect(201);
    }
    // 3 orders × 10 devices: 30 messages stalled, more than the 16 that were once in flight per
    // process for every push service together.
    for (let i = 0; i < 3; i += 1) await placeOrder(t, busy);
    const deadline = Date.now() + 20_000; // a wait for the first stalled requests, not a speed check
    while ((stalled.attempts.size ?? 0) === 0 && Date.now() < deadline) await sleep(50);
    expect(stalled.attempts.size).toBeGreaterThan(0);

    const other = await makeStore(t, 'loja-com-servico-bom');
    const device = healthy.subscribe();
    await register(t, other, device).expect(201);
    const order = await placeOrder(t, other, 'Rita');
    const [message] = await healthy.waitFor(device.device);
    expect(message).toMatchObject({
      type: 'order.created',
      number: order.number,
      customerName: 'Rita',
    });
  }, 60_000);
});
