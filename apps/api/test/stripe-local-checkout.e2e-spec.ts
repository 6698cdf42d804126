import { Messages } from '@catalogo/contracts/core';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';

const API_URL = 'http://api.catalogo.test:3000';
const DAY_MS = 86_400_000;

describe('The paid plan without Stripe (local checkout)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      API_URL,
      STRIPE_SECRET_KEY: undefined,
      STRIPE_WEBHOOK_SECRET: undefined,
      STRIPE_PRICE_ID: undefined,
      STRIPE_API_BASE: undefined,
    });
  });
  afterAll(() => t.close());

  async function seller(confirmed = true) {
    const { token } = await registerAndLogin(t);
    const userId = (
      JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sub: string }
    ).sub;
    if (confirmed) {
      await t.dataSource.query('UPDATE users SET email_confirmed_at = now() WHERE id = $1', [
        userId,
      ]);
    }
    return { userId, auth: ['Authorization', `Bearer ${token}`] as [string, string] };
  }
  type Seller = Awaited<ReturnType<typeof seller>>;

  /** The payment link and the API path of its page. */
  async function paymentLink(s: Seller): Promise<{ link: string; path: string }> {
    const res = await t.http
      .post('/stripe/subscription')
      .set(...s.auth)
      .expect(201);
    const link = res.body.paymentLink as string;
    return { link, path: link.slice(API_URL.length) };
  }

  async function dashboard(s: Seller) {
    return (
      await t.http
        .get('/stripe/dashboard-info')
        .set(...s.auth)
        .expect(200)
    ).body as { subscriptionStatus: string; nextPaymentDate: string | null };
  }

  async function status(s: Seller) {
    const res = await t.http
      .get('/user/me')
      .set(...s.auth)
      .expect(200);
    return (res.body as { Subscription: { status: string } | null }).Subscription?.status;
  }

  it('refuses an unconfirmed e-mail with 403', async () => {
    const s = await seller(false);
    const res = await t.http
      .post('/stripe/subscription')
      .set(...s.auth)
      .expect(403);
    expect(res.body.message).toBe(Messages.subscriptionRequiresConfirmedEmail);
  });

  it('gives a payment link to a page served by the API, in Portuguese, with "Pagar"', async () => {
    const s = await seller();
    const { link, path } = await paymentLink(s);
    expect(link).toMatch(new RegExp(`^${API_URL}/stripe/local-checkout/[A-Za-z0-9_-]{43}$`));
    const page = await t.http.get(path).expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain('lang="pt-BR"');
    expect(page.text).toContain('Plano Único');
    expect(page.text).toMatch(/R\$\s99,00/);
    expect(page.text).toContain('/mês');
    expect(page.text).toContain('>Pagar</button>');
    expect(page.text).toContain('>Cancelar</button>');
    expect(page.text).toContain(`action="${link}/pay"`);
    expect(page.text).toContain(`action="${link}/cancel"`);
    expect(page.text).not.toContain('<script');
  });

  it('"Pagar" activates the plan for 30 days through the event path and redirects (303) to success', async () => {
    const s = await seller();
    const { path } = await paymentLink(s);
    expect(await status(s)).toBe('inactive');
    const res = await t.http.post(`${path}/pay`).expect(303);
    expect(res.headers.location).toBe('http://localhost:5173/admin?subscription=success');

    const info = await dashboard(s);
    expect(info.subscriptionStatus).toBe('active');
    expect(info.nextPaymentDate).not.toBeNull();
    const ahead = new Date(info.nextPaymentDate as string).getTime() - Date.now();
    expect(Math.abs(ahead - 30 * DAY_MS)).toBeLessThan(60_000);
    expect(await status(s)).toBe('active');
    const events: { id: string; type: string }[] = await t.dataSource.query(
      `SELECT e.id, e.type FROM stripe_events e WHERE e.id LIKE 'local_%'`,
    );
    expect(events.map((e) => e.type)).toContain('checkout.session.completed');

    // Single use: the same link no longer exists.
    await t.http.get(path).expect(404);
    await t.http.post(`${path}/pay`).expect(404);

    // Active: no new link.
    await t.http
      .post('/stripe/subscription')
      .set(...s.auth)
      .expect(409);
  });

  it('"Cancelar" redirects (303) to the canceled URL and changes nothing', async () => {
    const s = await seller();
    const { path } = await paymentLink(s);
    const res = await t.http.post(`${path}/cancel`).expect(303);
    expect(res.headers.location).toBe('http://localhost:5173/admin?subscription=canceled');
    expect(await status(s)).toBe('inactive');
    expect(await dashboard(s)).toMatchObject({
      subscriptionStatus: 'inactive',
      nextPaymentDate: null,
    });
    await t.http.post(`${path}/pay`).expect(404);
  });

  it('answers an unknown token with a 404 page', async () => {
    const res = await t.http.get(`/stripe/local-checkout/${'x'.repeat(43)}`).expect(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(Messages.localCheckoutNotFound);
    await t.http.post(`/stripe/local-checkout/${'x'.repeat(43)}/pay`).expect(404);
    await t.http.post('/stripe/local-checkout/nada/cancel').expect(404);
  });

  it('lets only one of two concurrent "Pagar" succeed', async () => {
    const s = await seller();
    const { path } = await paymentLink(s);
    const statuses = (
      await Promise.all([t.http.post(`${path}/pay`), t.http.post(`${path}/pay`)])
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([303, 404]);
  });

  it('cancels by recording canceled, 409 when nothing is left, and can subscribe again', async () => {
    const s = await seller();
    await t.http.post(`${(await paymentLink(s)).path}/pay`).expect(303);
    await t.http
      .post('/stripe/cancel-subscription')
      .set(...s.auth)
      .expect(200);
    expect(await status(s)).toBe('canceled');
    await t.http
      .post('/stripe/cancel-subscription')
      .set(...s.auth)
      .expect(409);
    await t.http.post(`${(await paymentLink(s)).path}/pay`).expect(303);
    expect(await status(s)).toBe('active');
  });

  it('has no webhook without Stripe (404)', async () => {
    await t.http
      .post('/stripe/webhook')
      .set('Content-Type', 'application/json')
      .send('{}')
      .expect(404);
  });
});
