import { ErrorCode, ErrorStatus, Limits, Messages } from '@catalogo/contracts/core';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';

/**
 * Domain error codes: a business failure answers its own `code` (not the HTTP class),
 * with the status of `ErrorStatus` and the same Portuguese message as before.
 */
describe('Domain error codes in error answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

  it('EMAIL_TAKEN → 409 on a second registration with the same e-mail', async () => {
    const { email } = await registerAndLogin(t);
    const res = await t.http.post('/user/register').send({ email, password: '12345678' });
    expect(res.status).toBe(ErrorStatus[ErrorCode.EmailTaken]);
    expect(res.body).toMatchObject({
      statusCode: 409,
      code: 'EMAIL_TAKEN',
      message: Messages.emailAlreadyRegistered,
    });
  });

  it("SLUG_TAKEN → 409 for another store's slug", async () => {
    const a = await registerAndLogin(t);
    const b = await registerAndLogin(t);
    await t.http.post('/short-link').set(auth(a.token)).send({ slug: 'codigo-da-ana' }).expect(200);
    const res = await t.http.post('/short-link').set(auth(b.token)).send({ slug: 'codigo-da-ana' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'SLUG_TAKEN', message: Messages.slugTaken });
  });

  it('PLAN_ITEM_LIMIT → 403 past the plan’s items, nothing saved', async () => {
    const { token } = await registerAndLogin(t);
    const items = Array.from({ length: Limits.maxCatalogItems + 1 }, (_, i) => ({
      name: `Produto ${i}`,
      price: 10,
      category: 'Geral',
    }));
    const res = await t.http.post('/catalog/save').set(auth(token)).send(items);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'PLAN_ITEM_LIMIT', message: Messages.planItemLimit });
    const list = await t.http.get('/catalog').set(auth(token)).expect(200);
    expect(list.body).toEqual([]);
  });

  it('keeps the generic codes for generic failures (401 UNAUTHORIZED, 404 NOT_FOUND)', async () => {
    const unauthorized = await t.http.get('/user/me');
    expect(unauthorized.body).toMatchObject({ statusCode: 401, code: 'UNAUTHORIZED' });
    const { token } = await registerAndLogin(t);
    const missing = await t.http
      .delete('/catalog/3f0b6a3e-6f1e-4a51-9a43-0a3f9a8e2b11')
      .set(auth(token));
    expect(missing.body).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });
});
