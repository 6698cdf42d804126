import { Messages } from '@catalogo/contracts/core';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';

/**
 * The global text rule: controls and lone surrogates → 400 naming the field, before
 * any handler; NFC before length checks and storage; and the other inputs that used to answer
 * 500 (a price that rounds to 0 centavos, deeply nested bodies).
 */
describe('Text input rule and former 500s', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await registerAndLogin(t));
  });
  afterAll(() => t.close());

  const auth = () => ({ Authorization: `Bearer ${token}` });
  const itemCount = async (): Promise<number> =>
    Number((await t.dataSource.query('SELECT count(*) AS n FROM catalog_items'))[0].n);
  /** Sends raw JSON text (so escapes like \u0000 and \ud800 reach the parser as written). */
  const postRaw = (path: string, json: string) =>
    t.http.post(path).set(auth()).set('Content-Type', 'application/json').send(json);

  it('a NUL in an item name → 400 naming the item and the field; nothing stored', async () => {
    const before = await itemCount();
    const res = await postRaw(
      '/catalog/save',
      '[{"name":"abc\\u0000def","price":1,"category":"C"}]',
    ).expect(400);
    expect(res.body.message).toEqual([`Item 1: ${Messages.invalidCharacters('name')}`]);
    expect(await itemCount()).toBe(before);
  });

  it('other C0 controls are refused, tab and line breaks are not', async () => {
    const bad = await postRaw(
      '/catalog/save',
      '[{"name":"ok","price":1,"category":"C"},{"name":"x","price":2,"category":"a\\u001bb"}]',
    ).expect(400);
    expect(bad.body.message).toEqual([`Item 2: ${Messages.invalidCharacters('category')}`]);
    await postRaw('/catalog/process', '{"inputData":"Coxinha\\tR$ 6\\r\\nKibe R$ 7"}').expect(200);
  });

  it('a lone surrogate "\\ud800" → 400 naming the field', async () => {
    const res = await postRaw('/store/info', '{"name":"Loja \\ud800"}').expect(400);
    expect(res.body.message).toEqual([Messages.invalidCharacters('name')]);
    const low = await postRaw('/store/info', '{"name":"\\udc00 Loja"}').expect(400);
    expect(low.body.message).toEqual([Messages.invalidCharacters('name')]);
    // A proper pair (an emoji) is fine.
    await postRaw('/store/info', '{"name":"Loja \\ud83d\\ude00"}').expect(200);
  });

  it('path parameters follow the same rule and are named', async () => {
    const res = await t.http.put('/catalog/abc%00def').set(auth()).send({}).expect(400);
    expect(res.body.message).toEqual([Messages.invalidCharacters('id')]);
    const token = await t.http.post('/email/confirm/%ED%A0%80').expect(400);
    expect(token.body.statusCode).toBe(400);
  });

  it('"é" typed as NFD and as NFC is one stored form, and is length-checked after NFC', async () => {
    const nfd = 'Cafe\u0301';
    const nfc = 'Café';
    const saved = await t.http
      .post('/catalog/save')
      .set(auth())
      .send([{ name: nfd, price: 3, category: `Bebidas ${nfd}` }])
      .expect(201);
    expect(saved.body[0].name).toBe(nfc);
    const rows = await t.dataSource.query(
      'SELECT name, category FROM catalog_items WHERE id = $1',
      [saved.body[0].id],
    );
    expect(rows[0]).toEqual({ name: nfc, category: `Bebidas ${nfc}` });

    // 120 "é" as NFD are 240 code units but 120 characters after NFC: accepted.
    const long = 'e\u0301'.repeat(120);
    const ok = await t.http
      .post('/catalog/save')
      .set(auth())
      .send([{ name: long, price: 1, category: 'C' }])
      .expect(201);
    expect(ok.body[0].name).toBe('é'.repeat(120));
    // 121 are still too long.
    const tooLong = await t.http
      .post('/catalog/save')
      .set(auth())
      .send([{ name: 'e\u0301'.repeat(121), price: 1, category: 'C' }])
      .expect(400);
    expect(tooLong.body.message).toEqual([`Item 1: ${Messages.invalidItemName}`]);
  });

  it('a price of 1e-9 (0 centavos once rounded) → 400, not a CHECK-constraint 500', async () => {
    const before = await itemCount();
    const res = await postRaw('/catalog/save', '[{"name":"Bala","price":1e-9,"category":"C"}]');
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([`Item 1: ${Messages.invalidItemPrice}`]);
    const put = await t.http
      .post('/catalog/save')
      .set(auth())
      .send([{ name: 'Bala', price: 1, category: 'C' }])
      .expect(201);
    await postRaw(`/catalog/${put.body[0].id as string}`, '{}').expect(404); // POST is no route
    const update = await t.http
      .put(`/catalog/${put.body[0].id as string}`)
      .set(auth())
      .set('Content-Type', 'application/json')
      .send('{"name":"Bala","price":0.000001,"category":"C"}')
      .expect(400);
    expect(update.body.message).toEqual([Messages.invalidItemPrice]);
    expect(await itemCount()).toBe(before + 1);
  });

  it('"constructor", "__proto__" and "prototype" keys at any depth → 400 naming them, not a 500', async () => {
    const before = await itemCount();
    // class-transformer once did `new 1()` for {"constructor":1} nested in an item: a 500.
    const nested = await postRaw(
      '/catalog/save',
      '[{"name":"a","price":{"constructor":1},"category":"C"}]',
    ).expect(400);
    expect(nested.body.message).toEqual([`Item 1: ${Messages.unknownField('price.constructor')}`]);
    const proto = await postRaw('/store/info', '{"name":"Loja","__proto__":{"x":1}}').expect(400);
    expect(proto.body.message).toEqual([Messages.unknownField('__proto__')]);
    const deep = await postRaw(
      '/catalog/process',
      '{"inputData":"x","a":[{"prototype":null}]}',
    ).expect(400);
    expect(deep.body.message).toEqual([Messages.unknownField('a.1.prototype')]);
    expect(await itemCount()).toBe(before);
  });

  it('~100 kB of nested [[[…]]] in any body → 400, not a RangeError 500', async () => {
    const depth = 50_000;
    const nested = '['.repeat(depth) + ']'.repeat(depth);
    for (const path of ['/catalog/save', '/store/info', '/auth/login', '/user/register']) {
      const res = await postRaw(path, nested);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(Messages.nestingTooDeep);
    }
    const objects = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    const res = await postRaw('/catalog/process', objects).expect(400);
    expect(res.body.message).toBe(Messages.nestingTooDeep);
    // Ordinary nesting still reaches the validator.
    const shallow = await postRaw('/store/info', '{"name":[[["x"]]]}').expect(400);
    expect(shallow.body.message).toEqual([Messages.invalidStoreName]);
  });
});
