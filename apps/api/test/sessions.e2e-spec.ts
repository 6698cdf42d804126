import { JwtService } from '@nestjs/jwt';
import { Messages } from '@catalogo/contracts/core';
import { Clock } from '../src/common/clock';
import { hashConfirmationToken } from '../src/common/confirmation-token';
import { createTestApp, registerAndLogin, uniqueEmail, type TestApp } from './support/app';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from './support/smtp';

const SECRET = 'test-secret-0123456789abcdef';
const HOUR_S = 3600;

/** The reset link (`…/redefinir-senha?token=…`) of a message's plain-text part. */
function resetLink(mail: CapturedMail): { link: string; token: string } {
  const match = /(https?:\/\/\S+\/redefinir-senha\?token=([A-Za-z0-9_%-]+))/.exec(mail.text);
  if (!match) throw new Error(`no reset link in:\n${mail.text}`);
  return { link: match[1], token: decodeURIComponent(match[2]) };
}

const isResetMail = (mail: CapturedMail) => mail.text.includes('/redefinir-senha?token=');

describe('Sessions and passwords (docs/API.md §7)', () => {
  let smtp: SmtpCapture;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ JWT_SECRET: SECRET, SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => jest.restoreAllMocks());

  const me = (token: string) => t.http.get('/user/me').set('Authorization', `Bearer ${token}`);
  const login = (email: string, password: string) =>
    t.http.post('/auth/login').send({ email, password });
  const tokenOf = async (email: string, password: string) =>
    ((await login(email, password).expect(200)).body as { accessToken: string }).accessToken;
  const claims = (token: string) =>
    new JwtService({ secret: SECRET }).verify<{
      sub: string;
      email: string;
      ver: number;
      iat: number;
      exp: number;
    }>(token);
  /** Waits for the seller's `count`-th reset e-mail and returns its token. */
  const waitForReset = async (email: string, count = 1) => {
    const deadline = Date.now() + 5000;
    while (smtp.to(email).filter(isResetMail).length < count) {
      if (Date.now() > deadline) throw new Error(`no reset e-mail #${count} for ${email}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return resetLink(smtp.to(email).filter(isResetMail)[count - 1]);
  };
  const forgot = (email: string) => t.http.post('/auth/forgot-password').send({ email });
  const reset = (token: string, password: string) =>
    t.http.post('/auth/reset-password').send({ token, password });
  const expectResetFailed = async (token: string, password = 'nova-senha-123') => {
    const res = await reset(token, password).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, message: Messages.resetPasswordFailed });
  };

  describe('token version', () => {
    it('puts the seller’s current token version in the token', async () => {
      const { token, email } = await registerAndLogin(t);
      expect(claims(token).ver).toBe(0);
      await t.dataSource.query('UPDATE users SET token_version = 5 WHERE email = $1', [email]);
      expect(claims(await tokenOf(email, 'senha-segura-123')).ver).toBe(5);
    });

    it('refuses a validly signed token whose version is not the current one', async () => {
      const { token, email } = await registerAndLogin(t);
      await me(token).expect(200);
      await t.dataSource.query('UPDATE users SET token_version = 1 WHERE email = $1', [email]);
      const res = await me(token).expect(401);
      expect(res.body.message).toBe(Messages.unauthorized);
    });

    it('refuses a validly signed token without a version, or of a deleted seller', async () => {
      const { token, email } = await registerAndLogin(t);
      const { sub } = claims(token);
      const noVersion = new JwtService({ secret: SECRET }).sign({ sub, email }, { expiresIn: 60 });
      await me(noVersion).expect(401);
      await t.dataSource.query('DELETE FROM users WHERE id = $1', [sub]);
      await me(token).expect(401);
    });
  });

  describe('POST /auth/logout-all', () => {
    it('ends every session of the seller, this one included, and no one else’s', async () => {
      const { token: phone, email, password } = await registerAndLogin(t);
      const laptop = await tokenOf(email, password);
      const other = await registerAndLogin(t);
      await t.http.post('/auth/logout-all').set('Authorization', `Bearer ${laptop}`).expect(204);
      await me(phone).expect(401);
      await me(laptop).expect(401);
      await t.http.post('/auth/logout-all').set('Authorization', `Bearer ${laptop}`).expect(401);
      await me(other.token).expect(200);
      // Signing in again works and gives a token of the new version.
      const fresh = await tokenOf(email, password);
      expect(claims(fresh).ver).toBe(1);
      await me(fresh).expect(200);
    });

    it('answers 401 without a token', async () => {
      await t.http.post('/auth/logout-all').expect(401);
    });
  });

  describe('sliding renewal', () => {
    const signAged = (token: string, ageSeconds: number) => {
      const { sub, email, ver } = claims(token);
      const iat = Math.floor(Date.now() / 1000) - ageSeconds;
      return new JwtService({ secret: SECRET }).sign({
        sub,
        email,
        ver,
        iat,
        exp: iat + 12 * HOUR_S,
      });
    };

    it('issues tokens valid for 12 hours', async () => {
      const { token } = await registerAndLogin(t);
      const { iat, exp } = claims(token);
      expect(exp - iat).toBe(12 * HOUR_S);
    });

    it('sends no new token while less than half of the lifetime has passed', async () => {
      const { token } = await registerAndLogin(t);
      const res = await me(signAged(token, 5 * HOUR_S)).expect(200);
      expect(res.headers['x-access-token']).toBeUndefined();
    });

    it('renews a token past half of its lifetime in X-Access-Token, readable cross-origin', async () => {
      const { token } = await registerAndLogin(t);
      const res = await me(signAged(token, 7 * HOUR_S))
        .set('Origin', 'http://localhost:5173')
        .expect(200);
      const renewed = res.headers['x-access-token'] as string;
      expect(renewed).toBeDefined();
      const fresh = claims(renewed);
      expect(fresh.sub).toBe(claims(token).sub);
      expect(fresh.ver).toBe(claims(token).ver);
      expect(fresh.exp - Math.floor(Date.now() / 1000)).toBeGreaterThan(12 * HOUR_S - 60);
      expect(res.headers['access-control-expose-headers']).toContain('X-Access-Token');
      await me(renewed).expect(200);
    });

    it('does not renew a revoked token', async () => {
      const { token } = await registerAndLogin(t);
      const aged = signAged(token, 7 * HOUR_S);
      await t.http.post('/auth/logout-all').set('Authorization', `Bearer ${token}`).expect(204);
      const res = await me(aged).expect(401);
      expect(res.headers['x-access-token']).toBeUndefined();
    });
  });

  describe('PUT /user/password', () => {
    const change = (token: string, body: Record<string, unknown>) =>
      t.http.put('/user/password').set('Authorization', `Bearer ${token}`).send(body);

    it('changes the password, ends the other sessions and keeps this device signed in', async () => {
      const { token, email, password } = await registerAndLogin(t);
      const otherDevice = await tokenOf(email, password);
      const res = await change(token, {
        currentPassword: password,
        newPassword: 'outra-senha-456',
      }).expect(204);
      await me(token).expect(401);
      await me(otherDevice).expect(401);
      const renewed = res.headers['x-access-token'] as string;
      await me(renewed).expect(200);
      await login(email, password).expect(401);
      await login(email, 'outra-senha-456').expect(200);
      const [row] = await t.dataSource.query('SELECT password_hash FROM users WHERE email = $1', [
        email,
      ]);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
    });

    it('answers 400 for a wrong current password and changes nothing', async () => {
      const { token, email, password } = await registerAndLogin(t);
      const res = await change(token, {
        currentPassword: 'nao-e-a-senha',
        newPassword: 'outra-senha-456',
      }).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, message: Messages.currentPasswordWrong });
      await me(token).expect(200);
      await login(email, password).expect(200);
      await login(email, 'outra-senha-456').expect(401);
    });

    it('validates the body in Portuguese', async () => {
      const { token, password } = await registerAndLogin(t);
      const short = await change(token, { currentPassword: password, newPassword: '123' });
      expect(short.status).toBe(400);
      expect(short.body.message).toContain(Messages.passwordTooShort);
      const empty = await change(token, { currentPassword: '', newPassword: 'outra-senha-456' });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toContain(Messages.currentPasswordRequired);
      await change(token, { newPassword: 'outra-senha-456' }).expect(400);
    });

    it('answers 401 without a token', async () => {
      await t.http
        .put('/user/password')
        .send({ currentPassword: '12345678', newPassword: '87654321' })
        .expect(401);
    });
  });

  describe('Esqueci minha senha', () => {
    it('e-mails a single-use link that sets the new password and ends every session', async () => {
      const { token, email, password } = await registerAndLogin(t);
      const res = await forgot(`  ${email.toUpperCase()} `).expect(202);
      expect(res.body).toEqual({ success: true });
      await waitForReset(email);
      const sent = smtp.to(email).filter(isResetMail)[0];
      expect(sent.subject).toBe('Redefina sua senha no Catálogo');
      const { link, token: resetToken } = resetLink(sent);
      expect(link.startsWith('http://localhost:5173/redefinir-senha?token=')).toBe(true);
      expect(Buffer.from(resetToken, 'base64url')).toHaveLength(32);
      expect(sent.html).toContain(`href="${link}"`);

      const done = await reset(resetToken, 'nova-senha-123').expect(200);
      expect(done.body).toEqual({ success: true });
      await me(token).expect(401);
      await login(email, password).expect(401);
      await login(email, 'nova-senha-123').expect(200);
      // Single use.
      await expectResetFailed(resetToken, 'terceira-senha-789');
      await login(email, 'nova-senha-123').expect(200);
    });

    it('stores only the SHA-256 hash of the token, valid for 1 hour', async () => {
      const { email } = await registerAndLogin(t);
      await forgot(email).expect(202);
      const { token } = await waitForReset(email);
      const rows: { token_hash: string; minutes: number }[] = await t.dataSource.query(
        `SELECT r.token_hash, extract(epoch FROM r.expires_at - r.created_at) / 60 AS minutes
           FROM password_reset_tokens r JOIN users u ON u.id = r.user_id WHERE u.email = $1`,
        [email],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].token_hash).toBe(hashConfirmationToken(token));
      expect(rows[0].token_hash).not.toContain(token);
      expect(Number(rows[0].minutes)).toBeCloseTo(60, 0);
    });

    it('refuses a link older than 1 hour and changes nothing', async () => {
      const { token: bearer, email, password } = await registerAndLogin(t);
      await forgot(email).expect(202);
      const { token } = await waitForReset(email);
      jest
        .spyOn(t.app.get(Clock), 'now')
        .mockReturnValue(new Date(Date.now() + HOUR_S * 1000 + 60_000));
      await expectResetFailed(token);
      await me(bearer).expect(200);
      await login(email, password).expect(200);
    });

    it('accepts a link just before its hour is over', async () => {
      const { email } = await registerAndLogin(t);
      await forgot(email).expect(202);
      const { token } = await waitForReset(email);
      jest
        .spyOn(t.app.get(Clock), 'now')
        .mockReturnValue(new Date(Date.now() + HOUR_S * 1000 - 60_000));
      await reset(token, 'nova-senha-123').expect(200);
      await login(email, 'nova-senha-123').expect(200);
    });

    it('replaces the earlier link on a new request', async () => {
      const { email } = await registerAndLogin(t);
      await forgot(email).expect(202);
      const first = (await waitForReset(email, 1)).token;
      await forgot(email).expect(202);
      const second = (await waitForReset(email, 2)).token;
      expect(second).not.toBe(first);
      await expectResetFailed(first);
      await reset(second, 'nova-senha-123').expect(200);
    });

    it('lets only one of two concurrent uses of a link succeed', async () => {
      const { email } = await registerAndLogin(t);
      await forgot(email).expect(202);
      const { token } = await waitForReset(email);
      const statuses = (
        await Promise.all([reset(token, 'senha-a-1234'), reset(token, 'senha-b-1234')])
      ).map((r) => r.status);
      expect(statuses.sort()).toEqual([200, 400]);
    });

    it('answers the same for an unknown address and sends nothing', async () => {
      const known = await registerAndLogin(t);
      const unknown = uniqueEmail('ninguem');
      const a = await forgot(unknown).expect(202);
      const b = await forgot(known.email).expect(202);
      expect(a.body).toEqual(b.body);
      await waitForReset(known.email);
      expect(smtp.to(unknown)).toHaveLength(0);
    });

    it.each([
      ['a made-up token of the right shape', 'A'.repeat(43)],
      ['a garbage token', 'nao-e-um-token'],
      ['a very long token', 'x'.repeat(2000)],
    ])('refuses %s with 400', async (_case, token) => {
      const res = await reset(token, 'nova-senha-123');
      expect(res.status).toBe(400);
      expect(String(res.body.message)).toContain(Messages.resetPasswordFailed);
    });

    it('validates the new password and the e-mail in Portuguese', async () => {
      const { email } = await registerAndLogin(t);
      await forgot(email).expect(202);
      const { token } = await waitForReset(email);
      const res = await reset(token, '123').expect(400);
      expect(res.body.message).toContain(Messages.passwordTooShort);
      // The failed attempt did not use up the link.
      await reset(token, 'nova-senha-123').expect(200);
      const bad = await forgot('x@').expect(400);
      expect(bad.body.message).toContain(Messages.invalidEmail);
    });
  });
});

describe('Rate limits of the e-mail requests, with the default settings', () => {
  let smtp: SmtpCapture;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      RESEND_RATE_LIMIT_PER_10_MINUTES: undefined,
      TRUST_PROXY: 'true',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const from = (ip: string, path: string, email: string) =>
    t.http.post(path).set('X-Forwarded-For', ip).send({ email });

  it.each(['/email/resend-confirmation', '/auth/forgot-password'])(
    'a stranger using up the limit of an address on %s does not block its owner',
    async (path) => {
      const { email } = await registerAndLogin(t);
      const ok = path === '/auth/forgot-password' ? 202 : 200;
      for (let i = 0; i < 3; i += 1) await from('203.0.113.7', path, email).expect(ok);
      const blocked = await from('203.0.113.7', path, email).expect(429);
      expect(blocked.body).toMatchObject({ statusCode: 429, message: Messages.tooManyRequests });
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // The owner, from another connection, is still served.
      await from('198.51.100.20', path, email).expect(ok);
    },
  );

  it('limits one client across many addresses on /auth/forgot-password', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const res = await from('203.0.113.99', '/auth/forgot-password', uniqueEmail('varios'));
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 9).every((s) => s === 202)).toBe(true);
    expect(statuses).toContain(429);
  });
});
