import { JwtService } from '@nestjs/jwt';
import { Messages } from '@catalogo/contracts/core';
import { createTestApp, registerAndLogin, uniqueEmail, type TestApp } from './support/app';

const SECRET = 'test-secret-0123456789abcdef';

describe('Accounts (register, login, me, phone)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ JWT_SECRET: SECRET });
  });
  afterAll(() => t.close());

  describe('POST /user/register', () => {
    it('creates the seller and their empty store in one go', async () => {
      const email = uniqueEmail();
      await t.http
        .post('/user/register')
        .send({ email, password: '12345678', phone: '11987654321' })
        .expect(201);
      const rows = await t.dataSource.query(
        `SELECT u.email, u.phone, u.password_hash, s.name, s.slug FROM users u JOIN stores s ON s.owner_id = u.id WHERE u.email = $1`,
        [email],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email, phone: '11987654321', name: null, slug: null });
      expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
      expect(rows[0].password_hash).not.toContain('12345678');
    });

    it('stores the e-mail lower-cased and answers 409 for the same address in any case', async () => {
      const email = uniqueEmail('Caixa');
      await t.http
        .post('/user/register')
        .send({ email: `  ${email.toUpperCase()} `, password: '12345678' })
        .expect(201);
      const [row] = await t.dataSource.query('SELECT email FROM users WHERE email = $1', [
        email.toLowerCase(),
      ]);
      expect(row.email).toBe(email.toLowerCase());
      const res = await t.http
        .post('/user/register')
        .send({ email: email.toLowerCase(), password: '87654321' })
        .expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        message: Messages.emailAlreadyRegistered,
        error: 'Conflict',
        code: 'EMAIL_TAKEN',
      });
    });

    it.each([
      ['an invalid e-mail', { email: 'ana@', password: '12345678' }, Messages.invalidEmail],
      [
        'an e-mail without TLD',
        { email: 'ana@localhost', password: '12345678' },
        Messages.invalidEmail,
      ],
      ['a short password', { email: 'a@b.com', password: '1234567' }, Messages.passwordTooShort],
      [
        'an over-long password',
        { email: 'a@b.com', password: 'x'.repeat(129) },
        Messages.passwordTooLong,
      ],
      [
        'a formatted phone',
        { email: 'a@b.com', password: '12345678', phone: '(11) 98765-4321' },
        Messages.invalidPhone,
      ],
      [
        'a phone with a fake DDD',
        { email: 'a@b.com', password: '12345678', phone: '20987654321' },
        Messages.invalidPhone,
      ],
      [
        'a phone as a number',
        { email: 'a@b.com', password: '12345678', phone: 11987654321 },
        Messages.invalidPhone,
      ],
      ['an e-mail as a number', { email: 42, password: '12345678' }, Messages.invalidEmail],
      [
        'a password as a number',
        { email: 'a@b.com', password: 12345678 },
        Messages.passwordTooShort,
      ],
      [
        'an unknown field',
        { email: 'a@b.com', password: '12345678', role: 'admin' },
        Messages.unknownField('role'),
      ],
      ['a missing password', { email: 'a@b.com' }, Messages.passwordTooShort],
    ])('refuses %s with 400 and a Portuguese message', async (_case, body, message) => {
      const res = await t.http.post('/user/register').send(body).expect(400);
      expect(res.body.statusCode).toBe(400);
      expect(res.body.error).toBe('Bad Request');
      expect(res.body.message).toContain(message);
    });

    it('answers malformed JSON with 400, not 500', async () => {
      const res = await t.http
        .post('/user/register')
        .set('Content-Type', 'application/json')
        .send('{"email": "a@b.com", "password": ')
        .expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        message: Messages.malformedJson,
        error: 'Bad Request',
      });
    });

    it('answers an oversized body with 413', async () => {
      const res = await t.http
        .post('/user/register')
        .send({ email: 'a@b.com', password: 'x'.repeat(110 * 1024) })
        .expect(413);
      expect(res.body.message).toBe(Messages.payloadTooLarge);
    });

    it.each([
      ['null', 'null'],
      ['an array', '[1,2]'],
      ['a string', '"texto"'],
      ['nested objects', '{"email":{"$gt":""},"password":["12345678"]}'],
      ['an empty object', '{}'],
    ])('never answers 500 to %s', async (_case, raw) => {
      const res = await t.http
        .post('/user/register')
        .set('Content-Type', 'application/json')
        .send(raw);
      expect(res.status).toBe(400);
    });

    it('keeps nothing half-saved when the body is refused', async () => {
      const email = uniqueEmail();
      await t.http
        .post('/user/register')
        .send({ email, password: '12345678', phone: '123' })
        .expect(400);
      const rows = await t.dataSource.query('SELECT 1 FROM users WHERE email = $1', [email]);
      expect(rows).toHaveLength(0);
    });
  });

  describe('POST /auth/login', () => {
    it('returns a token valid for 12 hours carrying the session version', async () => {
      const { token } = await registerAndLogin(t);
      const payload = new JwtService({ secret: SECRET }).verify<{
        exp: number;
        iat: number;
        sub: string;
        ver: number;
      }>(token);
      expect(payload.exp - payload.iat).toBe(12 * 3600);
      expect(payload.ver).toBe(0);
      expect(payload.sub).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('accepts the e-mail in any case', async () => {
      const { email, password } = await registerAndLogin(t);
      await t.http.post('/auth/login').send({ email: email.toUpperCase(), password }).expect(200);
    });

    it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
      const { email } = await registerAndLogin(t);
      const wrong = await t.http
        .post('/auth/login')
        .send({ email, password: 'senha-errada' })
        .expect(401);
      const unknown = await t.http
        .post('/auth/login')
        .send({ email: uniqueEmail('ninguem'), password: 'senha-errada' })
        .expect(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.message).toBe(Messages.invalidCredentials);
    });

    it('validates the body', async () => {
      const res = await t.http.post('/auth/login').send({ email: 'x', password: '1' }).expect(400);
      expect(res.body.message).toEqual(
        expect.arrayContaining([Messages.invalidEmail, Messages.passwordTooShort]),
      );
    });
  });

  describe('GET /user/me', () => {
    it('answers the contract shape', async () => {
      const { token, email } = await registerAndLogin(t, { phone: '21987654321' });
      const res = await t.http.get('/user/me').set('Authorization', `Bearer ${token}`).expect(200);
      expect(res.body).toEqual({
        email,
        isEmailConfirmed: false,
        phone: '21987654321',
        Subscription: null,
      });
    });

    it('answers 401 without a token', async () => {
      const res = await t.http.get('/user/me').expect(401);
      expect(res.body).toMatchObject({
        statusCode: 401,
        error: 'Unauthorized',
        message: Messages.unauthorized,
      });
    });

    it.each([
      ['a garbage token', 'Bearer abc.def.ghi'],
      ['a non-bearer scheme', 'Basic dXNlcjpwYXNz'],
      ['an empty bearer', 'Bearer '],
    ])('answers 401 for %s', async (_case, header) => {
      await t.http.get('/user/me').set('Authorization', header).expect(401);
    });

    it('answers 401 for an expired token', async () => {
      const { token } = await registerAndLogin(t);
      const { sub, email, ver } = new JwtService({ secret: SECRET }).decode<{
        sub: string;
        email: string;
        ver: number;
      }>(token);
      const expired = new JwtService({ secret: SECRET }).sign({
        sub,
        email,
        ver,
        exp: Math.floor(Date.now() / 1000) - 10,
      });
      await t.http.get('/user/me').set('Authorization', `Bearer ${expired}`).expect(401);
    });

    it('answers 401 for a token signed with another secret', async () => {
      const { token } = await registerAndLogin(t);
      const { sub, email, ver } = new JwtService({ secret: SECRET }).decode<{
        sub: string;
        email: string;
        ver: number;
      }>(token);
      const forged = new JwtService({ secret: 'another-secret-0123456789' }).sign(
        { sub, email, ver },
        { expiresIn: 3600 },
      );
      await t.http.get('/user/me').set('Authorization', `Bearer ${forged}`).expect(401);
    });

    it('answers 401 for an unsigned ("alg": "none") token', async () => {
      const { token } = await registerAndLogin(t);
      const [, body] = token.split('.');
      const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${body}.`;
      await t.http.get('/user/me').set('Authorization', `Bearer ${none}`).expect(401);
    });
  });

  describe('PUT /user/phone', () => {
    it('stores the digits', async () => {
      const { token } = await registerAndLogin(t);
      await t.http
        .put('/user/phone')
        .set('Authorization', `Bearer ${token}`)
        .send({ phone: '31987654321' })
        .expect(200);
      const me = await t.http.get('/user/me').set('Authorization', `Bearer ${token}`).expect(200);
      expect(me.body.phone).toBe('31987654321');
    });

    it.each([['(31) 98765-4321'], ['31 98765 4321'], ['123'], [31987654321], ['']])(
      'refuses %p with the phone message',
      async (phone) => {
        const { token } = await registerAndLogin(t);
        const res = await t.http
          .put('/user/phone')
          .set('Authorization', `Bearer ${token}`)
          .send({ phone })
          .expect(400);
        expect(res.body.message).toContain(Messages.invalidPhone);
      },
    );

    it('needs a token', async () => {
      await t.http.put('/user/phone').send({ phone: '31987654321' }).expect(401);
    });
  });

  describe('platform', () => {
    it('GET /health checks the database', async () => {
      const res = await t.http.get('/health').expect(200);
      expect(res.body.status).toBe('ok');
      expect(res.body.info.database.status).toBe('up');
    });

    it('GET /docs serves the OpenAPI UI and document with the DTO schemas', async () => {
      await t.http.get('/docs').expect(200);
      const doc = await t.http.get('/docs-json').expect(200);
      expect(Object.keys(doc.body.paths)).toEqual(
        expect.arrayContaining(['/user/register', '/auth/login', '/user/me']),
      );
      expect(doc.body.components.schemas.RegisterDto.properties).toHaveProperty('email');
    });

    it('allows only the web origin in CORS, with credentials', async () => {
      const ok = await t.http
        .options('/user/me')
        .set('Origin', 'http://localhost:5173')
        .set('Access-Control-Request-Method', 'GET');
      expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(ok.headers['access-control-allow-credentials']).toBe('true');
      const evil = await t.http
        .options('/user/me')
        .set('Origin', 'https://evil.example')
        .set('Access-Control-Request-Method', 'GET');
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('sets security headers and a request id', async () => {
      const res = await t.http.get('/health');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toBeTruthy();
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('answers unknown routes with a Portuguese 404', async () => {
      const res = await t.http.get('/nao-existe').expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: Messages.notFound, error: 'Not Found' });
    });
  });
});

describe('Rate limits with the default settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_RATE_LIMIT_PER_MINUTE: undefined,
      REGISTER_RATE_LIMIT_PER_MINUTE: undefined,
    });
  });
  afterAll(() => t.close());

  it('answers the 11th login in a minute with 429 and Retry-After', async () => {
    for (let i = 0; i < 10; i += 1) {
      await t.http
        .post('/auth/login')
        .send({ email: 'ninguem@example.com', password: 'senha-errada' })
        .expect(401);
    }
    const res = await t.http
      .post('/auth/login')
      .send({ email: 'ninguem@example.com', password: 'senha-errada' })
      .expect(429);
    expect(res.body).toMatchObject({ statusCode: 429, message: Messages.tooManyRequests });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers the 6th registration in a minute with 429', async () => {
    for (let i = 0; i < 5; i += 1) {
      await t.http
        .post('/user/register')
        .send({ email: uniqueEmail(), password: '12345678' })
        .expect(201);
    }
    await t.http
      .post('/user/register')
      .send({ email: uniqueEmail(), password: '12345678' })
      .expect(429);
  });
});
