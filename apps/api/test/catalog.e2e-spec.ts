import { Messages } from '@catalogo/contracts/core';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';
import { AccessCounter } from '../src/modules/analytics/access-counter';

type Item = { id: string; name: string; price: number; category: string };

describe('Seller catalogue, store settings and dashboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const items = (n: number, prefix = 'Produto') =>
    Array.from({ length: n }, (_, i) => ({
      name: `${prefix} ${i + 1}`,
      price: 10 + i,
      category: 'Geral',
    }));

  describe('POST /catalog/save and GET /catalog', () => {
    it('saves a batch and lists it by name with exact prices', async () => {
      const { token } = await registerAndLogin(t);
      const res = await t.http
        .post('/catalog/save')
        .set(auth(token))
        .send([
          { name: 'Pão de queijo', price: 19.9, category: 'Salgados' },
          { name: 'Bala', price: 0.01, category: 'Doces' },
          { name: 'Bicicleta', price: 99999.99, category: 'Esportes' },
        ])
        .expect(201);
      expect(res.body).toHaveLength(3);
      const list = await t.http.get('/catalog').set(auth(token)).expect(200);
      expect(list.body.map((i: Item) => [i.name, i.price, i.category])).toEqual([
        ['Bala', 0.01, 'Doces'],
        ['Bicicleta', 99999.99, 'Esportes'],
        ['Pão de queijo', 19.9, 'Salgados'],
      ]);
      const cents = await t.dataSource.query(
        `SELECT price_cents FROM catalog_items WHERE id = $1`,
        [list.body[2].id],
      );
      expect(cents[0].price_cents).toBe(1990);
    });

    it('trims names and categories', async () => {
      const { token } = await registerAndLogin(t);
      const res = await t.http
        .post('/catalog/save')
        .set(auth(token))
        .send([{ name: '  Bolo ', price: 5, category: ' Doces ' }])
        .expect(201);
      expect(res.body[0]).toMatchObject({ name: 'Bolo', category: 'Doces' });
    });

    it('49 items + a batch of 2 → 403 and still 49', async () => {
      const { token } = await registerAndLogin(t);
      await t.http.post('/catalog/save').set(auth(token)).send(items(49)).expect(201);
      const res = await t.http
        .post('/catalog/save')
        .set(auth(token))
        .send(items(2, 'Extra'))
        .expect(403);
      expect(res.body.message).toBe(Messages.planItemLimit);
      const list = await t.http.get('/catalog').set(auth(token)).expect(200);
      expect(list.body).toHaveLength(49);
      await t.http.post('/catalog/save').set(auth(token)).send(items(1, 'Último')).expect(201);
      await t.http.post('/catalog/save').set(auth(token)).send(items(1, 'Demais')).expect(403);
    });

    it('concurrent saves cannot pass 50 together', async () => {
      const { token } = await registerAndLogin(t);
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, k) =>
          t.http
            .post('/catalog/save')
            .set(auth(token))
            .send(items(10, `Lote ${k}`)),
        ),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(5);
      expect(results.filter((r) => r.status === 403)).toHaveLength(1);
      const list = await t.http.get('/catalog').set(auth(token)).expect(200);
      expect(list.body).toHaveLength(50);
    });

    it('a batch with one invalid item saves nothing', async () => {
      const { token } = await registerAndLogin(t);
      const res = await t.http
        .post('/catalog/save')
        .set(auth(token))
        .send([
          { name: 'Bom', price: 10, category: 'Geral' },
          { name: 'Ruim', price: 1.234, category: 'Geral' },
        ])
        .expect(400);
      expect(res.body.message).toEqual([`Item 2: ${Messages.invalidItemPrice}`]);
      const list = await t.http.get('/catalog').set(auth(token)).expect(200);
      expect(list.body).toHaveLength(0);
    });

    it.each([
      ['3 decimals', { price: 1.234 }, Messages.invalidItemPrice],
      ['zero', { price: 0 }, Messages.invalidItemPrice],
      ['a negative price', { price: -5 }, Messages.invalidItemPrice],
      ['over 100000.00', { price: 100000.01 }, Messages.invalidItemPrice],
      ['a string price', { price: '19.90' }, Messages.invalidItemPrice],
      ['an empty name', { name: '' }, Messages.invalidItemName],
      ['a 121-character name', { name: 'x'.repeat(121) }, Messages.invalidItemName],
      ['a 61-character category', { category: 'x'.repeat(61) }, Messages.invalidItemCategory],
      ['an unknown field', { stock: 3 }, Messages.unknownField('stock')],
    ])('refuses %s with 400', async (_case, patch, message) => {
      const { token } = await registerAndLogin(t);
      const res = await t.http
        .post('/catalog/save')
        .set(auth(token))
        .send([{ name: 'Item', price: 10, category: 'Geral', ...patch }])
        .expect(400);
      expect(res.body.message).toEqual([`Item 1: ${message}`]);
    });

    it.each([
      ['an empty array', []],
      ['an object', { name: 'x', price: 1, category: 'y' }],
      ['null items', [null]],
    ])('refuses %s with 400', async (_case, body) => {
      const { token } = await registerAndLogin(t);
      await t.http
        .post('/catalog/save')
        .set(auth(token))
        .send(body as object)
        .expect(400);
    });

    it('needs a token', async () => {
      await t.http.get('/catalog').expect(401);
      await t.http.post('/catalog/save').send(items(1)).expect(401);
    });
  });

  describe('PUT and DELETE /catalog/{id}', () => {
    async function sellerWithItem() {
      const seller = await registerAndLogin(t);
      const res = await t.http
        .post('/catalog/save')
        .set(auth(seller.token))
        .send([{ name: 'Bolo', price: 30, category: 'Doces' }])
        .expect(201);
      return { ...seller, item: res.body[0] as Item };
    }

    it('updates the whole item', async () => {
      const { token, item } = await sellerWithItem();
      const res = await t.http
        .put(`/catalog/${item.id}`)
        .set(auth(token))
        .send({ id: item.id, name: 'Bolo de cenoura', price: 35.5, category: 'Bolos' })
        .expect(200);
      expect(res.body).toEqual({
        id: item.id,
        name: 'Bolo de cenoura',
        price: 35.5,
        category: 'Bolos',
        // kept as they were (no photo yet).
        description: '',
        available: true,
        photoUrl: null,
        thumbnailUrl: null,
        optionGroups: [],
      });
    });

    it('refuses a body id that differs from the path', async () => {
      const { token, item } = await sellerWithItem();
      const res = await t.http
        .put(`/catalog/${item.id}`)
        .set(auth(token))
        .send({ id: '00000000-0000-4000-8000-000000000000', name: 'X', price: 1, category: 'Y' })
        .expect(400);
      expect(res.body.message).toBe(Messages.itemIdMismatch);
    });

    it('validates the update', async () => {
      const { token, item } = await sellerWithItem();
      await t.http
        .put(`/catalog/${item.id}`)
        .set(auth(token))
        .send({ name: 'X', price: 0, category: 'Y' })
        .expect(400);
      await t.http
        .put(`/catalog/${item.id}`)
        .set(auth(token))
        .send({ name: 'X', category: 'Y' })
        .expect(400);
    });

    it("B cannot change or delete A's item (404, A's item unchanged)", async () => {
      const a = await sellerWithItem();
      const b = await registerAndLogin(t);
      const put = await t.http
        .put(`/catalog/${a.item.id}`)
        .set(auth(b.token))
        .send({ name: 'Hack', price: 1, category: 'Hack' })
        .expect(404);
      expect(put.body.message).toBe(Messages.itemNotFound);
      await t.http.delete(`/catalog/${a.item.id}`).set(auth(b.token)).expect(404);
      const list = await t.http.get('/catalog').set(auth(a.token)).expect(200);
      expect(list.body).toEqual([a.item]);
      const bList = await t.http.get('/catalog').set(auth(b.token)).expect(200);
      expect(bList.body).toEqual([]);
    });

    it('deletes the item; a second delete is 404', async () => {
      const { token, item } = await sellerWithItem();
      await t.http.delete(`/catalog/${item.id}`).set(auth(token)).expect(200);
      await t.http.delete(`/catalog/${item.id}`).set(auth(token)).expect(404);
      const list = await t.http.get('/catalog').set(auth(token)).expect(200);
      expect(list.body).toEqual([]);
    });

    it('answers 404 (not 500) for an id that is not a UUID', async () => {
      const { token } = await sellerWithItem();
      await t.http
        .put('/catalog/123')
        .set(auth(token))
        .send({ name: 'X', price: 1, category: 'Y' })
        .expect(404);
      await t.http.delete('/catalog/abc').set(auth(token)).expect(404);
    });
  });

  describe('POST /store/info and POST /short-link', () => {
    it('sets the name, 1–80 characters', async () => {
      const { token } = await registerAndLogin(t);
      await t.http
        .post('/store/info')
        .set(auth(token))
        .send({ name: '  Doces da Ana ' })
        .expect(200);
      const info = await t.http.get('/stripe/dashboard-info').set(auth(token)).expect(200);
      expect(info.body.storeName).toBe('Doces da Ana');
      const res = await t.http
        .post('/store/info')
        .set(auth(token))
        .send({ name: 'x'.repeat(81) })
        .expect(400);
      expect(res.body.message).toEqual([Messages.invalidStoreName]);
      await t.http.post('/store/info').set(auth(token)).send({ name: '   ' }).expect(400);
    });

    it('sets the slug; taken → 409; a freed slug is kept 30 days for its store', async () => {
      const a = await registerAndLogin(t);
      const b = await registerAndLogin(t);
      await t.http
        .post('/short-link')
        .set(auth(a.token))
        .send({ slug: 'doces-da-ana' })
        .expect(200);
      await t.http
        .post('/short-link')
        .set(auth(a.token))
        .send({ slug: 'doces-da-ana' })
        .expect(200);
      const taken = await t.http
        .post('/short-link')
        .set(auth(b.token))
        .send({ slug: 'doces-da-ana' })
        .expect(409);
      expect(taken.body.message).toBe(Messages.slugTaken);
      await t.http.post('/short-link').set(auth(a.token)).send({ slug: 'ana-doces' }).expect(200);
      // Freed, but quarantined: another seller cannot receive A's customers…
      const quarantined = await t.http
        .post('/short-link')
        .set(auth(b.token))
        .send({ slug: 'doces-da-ana' })
        .expect(409);
      expect(quarantined.body.message).toBe(Messages.slugTaken);
      // …while A may take it back (which quarantines 'ana-doces' in turn).
      await t.http
        .post('/short-link')
        .set(auth(a.token))
        .send({ slug: 'doces-da-ana' })
        .expect(200);
      await t.http.post('/short-link').set(auth(b.token)).send({ slug: 'ana-doces' }).expect(409);
      // After 30 days anyone may claim it.
      await t.dataSource.query(
        `UPDATE freed_slugs SET freed_at = now() - interval '30 days 1 minute' WHERE slug = 'ana-doces'`,
      );
      await t.http.post('/short-link').set(auth(b.token)).send({ slug: 'ana-doces' }).expect(200);
    });

    it('quarantines the slug of a deleted account too', async () => {
      const a = await registerAndLogin(t);
      const b = await registerAndLogin(t);
      await t.http
        .post('/short-link')
        .set(auth(a.token))
        .send({ slug: 'loja-apagada' })
        .expect(200);
      await t.dataSource.query('DELETE FROM users WHERE email = $1', [a.email]);
      await t.http
        .post('/short-link')
        .set(auth(b.token))
        .send({ slug: 'loja-apagada' })
        .expect(409);
    });

    it.each([
      ['ab', Messages.invalidSlug],
      ['-abc', Messages.invalidSlug],
      ['abc-', Messages.invalidSlug],
      ['Doces', Messages.invalidSlug],
      ['doces da ana', Messages.invalidSlug],
      ['x'.repeat(41), Messages.invalidSlug],
      ['admin', Messages.reservedSlug],
      ['checkout', Messages.reservedSlug],
      ['public-catalog', Messages.reservedSlug],
    ])('refuses the slug %p with 400', async (slug, message) => {
      const { token } = await registerAndLogin(t);
      const res = await t.http.post('/short-link').set(auth(token)).send({ slug }).expect(400);
      expect(res.body.message).toEqual([message]);
    });

    it('enforces uniqueness in the database, not only in code', async () => {
      const rows = await t.dataSource.query(
        `SELECT indexdef FROM pg_indexes WHERE tablename = 'stores' AND indexname = 'stores_slug_key'`,
      );
      expect(rows[0].indexdef).toMatch(/UNIQUE INDEX/);
    });
  });

  describe('GET /stripe/dashboard-info', () => {
    it('reflects every change', async () => {
      const { token } = await registerAndLogin(t, { phone: '11987654321' });
      const empty = await t.http.get('/stripe/dashboard-info').set(auth(token)).expect(200);
      expect(empty.body).toEqual({
        subscriptionStatus: 'inactive',
        nextPaymentDate: null,
        isEmailConfirmed: false,
        catalogItemsCount: 0,
        categoriesCount: 0,
        siteSlug: null,
        storeName: null,
        accessCount: 0,
        lastAccessed: null,
        phone: '11987654321',
        aiUsage: { used: 0, limit: 15, renewsAt: null },
        ordersCount: 0,
        ordersThisMonth: 0,
        ordersToday: 0,
        revenueThisMonth: 0,
      });
      await t.http.post('/store/info').set(auth(token)).send({ name: 'Loja' }).expect(200);
      await t.http.post('/short-link').set(auth(token)).send({ slug: 'loja-painel' }).expect(200);
      await t.http.put('/user/phone').set(auth(token)).send({ phone: '21987654321' }).expect(200);
      await t.http
        .post('/catalog/save')
        .set(auth(token))
        .send([
          { name: 'A', price: 1, category: 'Bebidas' },
          { name: 'B', price: 2, category: 'bebidas' },
          { name: 'C', price: 3, category: 'Porções' },
          { name: 'D', price: 4, category: 'PORCOES' },
          { name: 'E', price: 5, category: 'Lanches' },
        ])
        .expect(201);
      await t.http.put('/store/access/loja-painel').expect(200);
      await t.app.get(AccessCounter).flush(); // views are written within a second
      const info = await t.http.get('/stripe/dashboard-info').set(auth(token)).expect(200);
      expect(info.body).toMatchObject({
        catalogItemsCount: 5,
        categoriesCount: 3,
        siteSlug: 'loja-painel',
        storeName: 'Loja',
        accessCount: 1,
        phone: '21987654321',
      });
      expect(Date.now() - Date.parse(info.body.lastAccessed)).toBeLessThan(60_000);
    });

    it('needs a token', async () => {
      await t.http.get('/stripe/dashboard-info').expect(401);
    });
  });
});
