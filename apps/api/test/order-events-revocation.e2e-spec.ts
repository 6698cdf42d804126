import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { JwtService } from '@nestjs/jwt';
import { Messages, type PublicOrder } from '@catalogo/contracts/core';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from './support/smtp';

const SECRET = 'test-secret-0123456789abcdef';
const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** How long a stream that should end is given to end (far above the normal few milliseconds). */
const END_WITHIN_MS = 8_000;

/** An open `GET /orders/events` answer, read raw. */
interface Stream {
  status: number;
  /** Everything received so far. */
  text(): string;
  /** Resolves once the server ended the answer. */
  ended: Promise<void>;
  hasEnded(): boolean;
  /** Resolves once the received text contains `fragment`; rejects after `timeoutMs`. */
  waitFor(fragment: string, timeoutMs?: number): Promise<void>;
  close(): void;
}

function openStream(url: string, headers: Record<string, string>): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { Accept: 'text/event-stream', ...headers } }, (res) => {
      let received = '';
      let done = false;
      let markEnded: () => void = () => undefined;
      const ended = new Promise<void>((ok) => {
        markEnded = ok;
      });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        received += chunk;
      });
      const finish = (): void => {
        done = true;
        markEnded();
      };
      res.on('end', finish);
      res.on('close', finish);
      res.on('error', () => undefined);
      resolve({
        status: res.statusCode ?? 0,
        text: () => received,
        ended,
        hasEnded: () => done,
        async waitFor(fragment, timeoutMs = 10_000) {
          const deadline = Date.now() + timeoutMs;
          while (!received.includes(fragment)) {
            if (Date.now() > deadline) throw new Error(`no "${fragment}" in ${timeoutMs} ms`);
            await new Promise((r) => setTimeout(r, 20));
          }
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}

/** Rejects when `stream` has not ended within `ms`. */
async function expectEnded(stream: Stream, ms = END_WITHIN_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`the stream is still open after ${ms} ms`)), ms);
  });
  try {
    await Promise.race([stream.ended, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function listenPort(t: TestApp): Promise<number> {
  return new Promise((resolve) => {
    const server = t.app.getHttpServer();
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

describe('GET /orders/events ends with the session (docs/API.md §6, §7)', () => {
  let smtp: SmtpCapture;
  let t: TestApp;
  let base: string;
  let streams: Stream[] = [];
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({
      JWT_SECRET: SECRET,
      SMTP_URL: smtp.url,
      SSE_HEARTBEAT_MS: '200',
      ORDER_RATE_LIMIT_PER_10_MINUTES: '100000',
    });
    base = `http://127.0.0.1:${await listenPort(t)}`;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => {
    for (const s of streams) s.close();
    streams = [];
  });

  const open = async (headers: Record<string, string>) => {
    const s = await openStream(`${base}/orders/events`, headers);
    streams.push(s);
    return s;
  };
  const openReady = async (token: string) => {
    const s = await open(auth(token));
    expect(s.status).toBe(200);
    await s.waitFor(': ready');
    return s;
  };

  let storeCount = 0;
  /** A seller with a store and one item; `order()` places a customer order there. */
  async function seller() {
    storeCount += 1;
    const slug = `loja-sessao-${storeCount}`;
    const s = await registerAndLogin(t);
    await t.http
      .post('/store/info')
      .set(auth(s.token))
      .send({ name: `Loja ${slug}` });
    await t.http.post('/short-link').set(auth(s.token)).send({ slug }).expect(200);
    const settings = await t.http.get('/store/settings').set(auth(s.token)).expect(200);
    await t.http
      .put('/store/settings')
      .set(auth(s.token))
      .send({ ...settings.body, pickup: { enabled: true, address: 'Rua da Loja, 1' } })
      .expect(200);
    const items = await t.http
      .post('/catalog/save')
      .set(auth(s.token))
      .send([{ name: 'Pastel', price: 9, category: 'Lanches' }])
      .expect(201);
    const itemId = (items.body as { id: string }[])[0].id;
    const order = async (name = 'Paula'): Promise<PublicOrder> =>
      (
        await t.http
          .post(`/public-catalog/${slug}/orders`)
          .send({
            items: [{ id: itemId, quantity: 1 }],
            fulfilment: 'pickup',
            customer: { name, phone: '11987654321' },
            payment: { method: 'cash', changeFor: 100 },
          })
          .expect(201)
      ).body as PublicOrder;
    return { ...s, order };
  }

  it('ends the seller’s streams on "Sair de todos os dispositivos"; later orders reach no one', async () => {
    const ana = await seller();
    const other = await seller();
    const phone = await openReady(ana.token);
    const laptop = await openReady(ana.token);
    const stranger = await openReady(other.token);

    const before = await ana.order('Antes');
    await phone.waitFor(before.token);

    await t.http.post('/auth/logout-all').set(auth(ana.token)).expect(204);
    await expectEnded(phone);
    await expectEnded(laptop);

    const after = await ana.order('Depois');
    expect(phone.text()).not.toContain(after.token);
    expect(laptop.text()).not.toContain(after.token);
    // Another seller's stream goes on.
    const heartbeats = stranger.text().split(': heartbeat').length;
    await new Promise((r) => setTimeout(r, 500));
    expect(stranger.hasEnded()).toBe(false);
    expect(stranger.text().split(': heartbeat').length).toBeGreaterThan(heartbeats);
  });

  it('ends the streams of earlier tokens on a password change, not the new token’s', async () => {
    const ana = await seller();
    const old = await openReady(ana.token);
    const res = await t.http
      .put('/user/password')
      .set(auth(ana.token))
      .send({ currentPassword: ana.password, newPassword: 'outra-senha-456' })
      .expect(204);
    const renewed = res.headers['x-access-token'] as string;
    const fresh = await openReady(renewed);
    await expectEnded(old);

    const after = await ana.order('Depois da troca');
    await fresh.waitFor(after.token);
    expect(fresh.hasEnded()).toBe(false);
    expect(old.text()).not.toContain(after.token);
  });

  it('ends the seller’s streams when the password is reset ("Esqueci minha senha")', async () => {
    const ana = await seller();
    const stream = await openReady(ana.token);
    await t.http.post('/auth/forgot-password').send({ email: ana.email }).expect(202);
    const deadline = Date.now() + 5000;
    const resetMails = () =>
      smtp.to(ana.email).filter((m: CapturedMail) => m.text.includes('/redefinir-senha?token='));
    while (resetMails().length === 0) {
      if (Date.now() > deadline) throw new Error('no reset e-mail');
      await new Promise((r) => setTimeout(r, 20));
    }
    const match = /redefinir-senha\?token=([A-Za-z0-9_%-]+)/.exec(resetMails()[0].text);
    const resetToken = decodeURIComponent(match?.[1] ?? '');
    await t.http
      .post('/auth/reset-password')
      .send({ token: resetToken, password: 'nova-senha-123' })
      .expect(200);
    await expectEnded(stream);
    const after = await ana.order('Depois do reset');
    expect(stream.text()).not.toContain(after.token);
  });

  it('ends a stream when the token that opened it expires', async () => {
    const ana = await seller();
    const { sub, email, ver } = new JwtService({ secret: SECRET }).verify<{
      sub: string;
      email: string;
      ver: number;
    }>(ana.token);
    const now = Math.floor(Date.now() / 1000);
    const shortLived = new JwtService({ secret: SECRET }).sign({
      sub,
      email,
      ver,
      iat: now,
      exp: now + 2,
    });
    const stream = await openReady(shortLived);
    expect(stream.hasEnded()).toBe(false);
    await expectEnded(stream);
    // The expired token opens nothing any more.
    const again = await open(auth(shortLived));
    expect(again.status).toBe(401);
  });

  it('ends the stream on another API process of the same database', async () => {
    const other = await createTestApp({ DATABASE_URL: t.databaseUrl, JWT_SECRET: SECRET });
    try {
      const ana = await seller();
      const stream = await openReady(ana.token);
      await other.http.post('/auth/logout-all').set(auth(ana.token)).expect(204);
      await expectEnded(stream);
    } finally {
      await other.close();
    }
  });

  it('refuses an 11th open stream of one seller with 429, in Portuguese', async () => {
    const ana = await seller();
    const other = await seller();
    const ten: Stream[] = [];
    for (let i = 0; i < 10; i += 1) ten.push(await openReady(ana.token));
    const eleventh = await open(auth(ana.token));
    expect(eleventh.status).toBe(429);
    await expectEnded(eleventh);
    expect(JSON.parse(eleventh.text())).toMatchObject({
      statusCode: 429,
      message: Messages.tooManyOrderStreams,
    });
    // Another seller is another count.
    await openReady(other.token);
    // Closing one frees its place.
    ten[0].close();
    const deadline = Date.now() + END_WITHIN_MS;
    for (;;) {
      const retry = await open(auth(ana.token));
      if (retry.status === 200) break;
      expect(retry.status).toBe(429);
      if (Date.now() > deadline) throw new Error('the closed stream still counts');
      await new Promise((r) => setTimeout(r, 50));
    }
  });
});
