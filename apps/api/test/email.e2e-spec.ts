import { Messages } from '@catalogo/contracts/core';
import { findFreePort } from '../src/database/embedded-postgres';
import { Clock } from '../src/common/clock';
import { hashConfirmationToken } from '../src/common/confirmation-token';
import { createTestApp, registerAndLogin, uniqueEmail, type TestApp } from './support/app';
import { confirmationLink, startSmtpCapture, type SmtpCapture } from './support/smtp';

const DAY_MS = 24 * 3_600_000;

describe('E-mail confirmation over SMTP', () => {
  let smtp: SmtpCapture;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Catálogo <nao-responda@catalogo.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => jest.restoreAllMocks());

  const me = async (token: string) =>
    (await t.http.get('/user/me').set('Authorization', `Bearer ${token}`).expect(200)).body as {
      isEmailConfirmed: boolean;
    };
  const confirm = (token: string) => t.http.post(`/email/confirm/${encodeURIComponent(token)}`);
  const expectConfirmFailed = async (token: string) => {
    const res = await confirm(token).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: Messages.confirmEmailFailed });
  };

  it('sends one Portuguese message on registration whose link confirms the account', async () => {
    const { token, email } = await registerAndLogin(t);
    const [mail, ...others] = await smtp.waitFor(email);
    expect(others).toHaveLength(0);
    expect(mail.from).toBe('nao-responda@catalogo.test');
    expect(mail.subject).toBe('Confirme seu e-mail no Catálogo');
    expect(mail.text).toContain('Catálogo');
    const { link, token: linkToken } = confirmationLink(mail);
    expect(link.startsWith('http://localhost:5173/confirm-email?token=')).toBe(true);
    expect(Buffer.from(linkToken, 'base64url')).toHaveLength(32);
    expect(mail.html).toContain(`href="${link}"`);
    expect(await me(token)).toMatchObject({ isEmailConfirmed: false });

    const res = await confirm(linkToken).expect(200);
    expect(res.body).toEqual({ success: true });
    expect(await me(token)).toMatchObject({ isEmailConfirmed: true });
    const info = await t.http
      .get('/stripe/dashboard-info')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(info.body.isEmailConfirmed).toBe(true);
  });

  it('stores only the SHA-256 hash of the token, valid for 24 hours', async () => {
    const { email } = await registerAndLogin(t);
    const { token } = confirmationLink((await smtp.waitFor(email))[0]);
    const rows: { token_hash: string; hours: number }[] = await t.dataSource.query(
      `SELECT t.token_hash, extract(epoch FROM t.expires_at - t.created_at) / 3600 AS hours
         FROM email_confirmation_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(hashConfirmationToken(token));
    expect(rows[0].token_hash).not.toContain(token);
    expect(Number(rows[0].hours)).toBeCloseTo(24, 1);
  });

  it('refuses the same link a second time', async () => {
    const { email } = await registerAndLogin(t);
    const { token } = confirmationLink((await smtp.waitFor(email))[0]);
    await confirm(token).expect(200);
    await expectConfirmFailed(token);
  });

  it('lets only one of two concurrent uses of a link succeed', async () => {
    const { email } = await registerAndLogin(t);
    const { token } = confirmationLink((await smtp.waitFor(email))[0]);
    const statuses = (await Promise.all([confirm(token), confirm(token), confirm(token)])).map(
      (r) => r.status,
    );
    expect(statuses.sort()).toEqual([200, 400, 400]);
  });

  it.each([
    ['a made-up token of the right shape', 'A'.repeat(43)],
    ['a garbage token', 'nao-e-um-token'],
    ['a very long token', 'x'.repeat(2000)],
  ])('refuses %s with 400', async (_case, token) => {
    await expectConfirmFailed(token);
  });

  it('refuses a link older than 24 hours and changes nothing', async () => {
    const { token: bearer, email } = await registerAndLogin(t);
    const { token } = confirmationLink((await smtp.waitFor(email))[0]);
    const clock = t.app.get(Clock);
    jest.spyOn(clock, 'now').mockReturnValue(new Date(Date.now() + DAY_MS + 60_000));
    await expectConfirmFailed(token);
    expect(await me(bearer)).toMatchObject({ isEmailConfirmed: false });
    const [row] = await t.dataSource.query(
      'SELECT used_at FROM email_confirmation_tokens WHERE token_hash = $1',
      [hashConfirmationToken(token)],
    );
    expect(row.used_at).toBeNull();
  });

  it('accepts a link just before its 24 hours are over', async () => {
    const { token: bearer, email } = await registerAndLogin(t);
    const { token } = confirmationLink((await smtp.waitFor(email))[0]);
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(new Date(Date.now() + DAY_MS - 60_000));
    await confirm(token).expect(200);
    expect(await me(bearer)).toMatchObject({ isEmailConfirmed: true });
  });

  it('replaces the earlier link on resend: the old one fails, the new one works', async () => {
    const { token: bearer, email } = await registerAndLogin(t);
    const first = confirmationLink((await smtp.waitFor(email))[0]).token;
    const res = await t.http
      .post('/email/resend-confirmation')
      .send({ email: `  ${email.toUpperCase()} ` })
      .expect(200);
    expect(res.body).toEqual({ success: true });
    const mails = await smtp.waitFor(email, 2);
    const second = confirmationLink(mails[1]).token;
    expect(second).not.toBe(first);
    await expectConfirmFailed(first);
    await confirm(second).expect(200);
    expect(await me(bearer)).toMatchObject({ isEmailConfirmed: true });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const known = await registerAndLogin(t);
    await smtp.waitFor(known.email);
    const unknown = uniqueEmail('ninguem');
    const a = await t.http.post('/email/resend-confirmation').send({ email: unknown }).expect(200);
    const b = await t.http
      .post('/email/resend-confirmation')
      .send({ email: known.email })
      .expect(200);
    expect(a.body).toEqual(b.body);
    await smtp.waitFor(known.email, 2);
    expect(smtp.to(unknown)).toHaveLength(0);
  });

  it('sends nothing to an address already confirmed, with the same answer', async () => {
    const { email } = await registerAndLogin(t);
    const { token } = confirmationLink((await smtp.waitFor(email))[0]);
    await confirm(token).expect(200);
    const res = await t.http.post('/email/resend-confirmation').send({ email }).expect(200);
    expect(res.body).toEqual({ success: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('validates the resend body', async () => {
    const res = await t.http.post('/email/resend-confirmation').send({ email: 'x@' }).expect(400);
    expect(res.body.message).toContain(Messages.invalidEmail);
    await t.http
      .post('/email/resend-confirmation')
      .send({ email: 'a@b.com', extra: 1 })
      .expect(400);
  });
});

describe('E-mail resend rate limit with the default settings', () => {
  let smtp: SmtpCapture;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url, RESEND_RATE_LIMIT_PER_10_MINUTES: undefined });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers the 4th resend for one address in 10 minutes with 429 and Retry-After', async () => {
    const { email } = await registerAndLogin(t);
    for (let i = 0; i < 3; i += 1) {
      await t.http.post('/email/resend-confirmation').send({ email }).expect(200);
    }
    const res = await t.http.post('/email/resend-confirmation').send({ email }).expect(429);
    expect(res.body).toMatchObject({ statusCode: 429, message: Messages.tooManyRequests });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The limit is per address: another address is still served.
    await t.http
      .post('/email/resend-confirmation')
      .send({ email: uniqueEmail('outro') })
      .expect(200);
    // 1 at registration + 3 resends.
    await smtp.waitFor(email, 4);
  });

  it('limits one client across many addresses', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await t.http
        .post('/email/resend-confirmation')
        .send({ email: uniqueEmail('varios') });
      statuses.push(res.status);
    }
    expect(statuses).toContain(429);
  });
});

describe('E-mail confirmation when the SMTP server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${await findFreePort()}` });
  });
  afterAll(() => t.close());

  it('still registers the seller (201) and keeps a token for a later resend', async () => {
    const email = uniqueEmail();
    await t.http.post('/user/register').send({ email, password: '12345678' }).expect(201);
    const rows = await t.dataSource.query(
      'SELECT t.id FROM email_confirmation_tokens t JOIN users u ON u.id = t.user_id WHERE u.email = $1',
      [email],
    );
    expect(rows).toHaveLength(1);
    await t.http.post('/email/resend-confirmation').send({ email }).expect(200);
  });
});
