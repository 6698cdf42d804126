import type { CatalogItem, PublicOrder, ReorderResponse } from '@catalogo/contracts/core';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

const pizza = {
  name: 'Pizza',
  price: 0,
  category: 'Pizzas',
  optionGroups: [
    {
      name: 'Tamanho',
      min: 1,
      max: 1,
      options: [
        { name: 'P', price: 35 },
        { name: 'G', price: 55 },
      ],
    },
    {
      name: 'Adicional',
      min: 0,
      max: 2,
      options: [
        { name: 'Bacon', price: 4 },
        { name: 'Catupiry', price: 3.5 },
      ],
    },
  ],
};

describe('Reorder: "Pedir de novo" (docs/API.md §8)', () => {
  let t: TestApp;
  let token: string;
  let items: Record<string, CatalogItem>;

  /** Pizza's option ids by group and option name, as today's catalogue has them. */
  const ids = (item: CatalogItem, group: string, option: string) => {
    const g = item.optionGroups?.find((x) => x.name === group);
    return { groupId: g?.id as string, optionId: g?.options.find((o) => o.name === option)?.id };
  };

  const order = (lines: { id: string; quantity: number; options?: unknown[] }[]) =>
    t.http
      .post('/public-catalog/pede-de-novo/orders')
      .send({
        items: lines,
        fulfilment: 'pickup',
        customer: { name: 'Maria', phone: '11987654321' },
        payment: { method: 'cash' },
      })
      .expect(201)
      .then((r) => r.body as PublicOrder);

  const reorder = (orderToken: string, slug = 'pede-de-novo') =>
    t.http.get(`/public-catalog/${slug}/orders/${orderToken}/reorder`);

  beforeAll(async () => {
    t = await createTestApp({ ORDER_RATE_LIMIT_PER_10_MINUTES: '100000' });
    const seller = await registerAndLogin(t);
    token = seller.token;
    await t.http.post('/store/info').set(auth(token)).send({ name: 'Pede de Novo' });
    await t.http.post('/short-link').set(auth(token)).send({ slug: 'pede-de-novo' }).expect(200);
    const settings = await t.http.get('/store/settings').set(auth(token)).expect(200);
    await t.http
      .put('/store/settings')
      .set(auth(token))
      .send({ ...settings.body, pickup: { enabled: true, address: 'Rua da Loja, 1' } })
      .expect(200);
    const saved = await t.http
      .post('/catalog/save')
      .set(auth(token))
      .send([
        pizza,
        { name: 'Coxinha', price: 5, category: 'Salgados' },
        { name: 'Suco', price: 7, category: 'Bebidas' },
        { name: 'Bolo', price: 10, category: 'Doces' },
      ])
      .expect(201);
    items = Object.fromEntries((saved.body as CatalogItem[]).map((i) => [i.name, i]));
  });
  afterAll(() => t.close());

  const pizzaLine = (size: string, extras: string[], quantity = 1) => {
    const tamanho = ids(items['Pizza'], 'Tamanho', size);
    return {
      id: items['Pizza'].id,
      quantity,
      options: [
        { groupId: tamanho.groupId, optionIds: [tamanho.optionId] },
        ...(extras.length
          ? [
              {
                groupId: ids(items['Pizza'], 'Adicional', extras[0]).groupId,
                optionIds: extras.map((e) => ids(items['Pizza'], 'Adicional', e).optionId),
              },
            ]
          : []),
      ],
    };
  };

  it('rebuilds the cart as it was when nothing changed', async () => {
    const past = await order([pizzaLine('G', ['Bacon'], 2), { id: items['Bolo'].id, quantity: 1 }]);
    const res = await reorder(past.token).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const tamanho = ids(items['Pizza'], 'Tamanho', 'G');
    const bacon = ids(items['Pizza'], 'Adicional', 'Bacon');
    expect(res.body).toEqual({
      items: [
        {
          id: items['Pizza'].id,
          quantity: 2,
          options: [
            { groupId: tamanho.groupId, optionIds: [tamanho.optionId] },
            { groupId: bacon.groupId, optionIds: [bacon.optionId] },
          ],
        },
        { id: items['Bolo'].id, quantity: 1, options: [] },
      ],
      changes: [],
    });
    // The answer is a valid order body's items.
    await order((res.body as ReorderResponse).items);
  });

  it('says what is sold out, removed or at a new price, at today’s catalogue and options', async () => {
    const past = await order([
      pizzaLine('G', ['Bacon']),
      { id: items['Coxinha'].id, quantity: 2 },
      { id: items['Suco'].id, quantity: 1 },
      { id: items['Bolo'].id, quantity: 3 },
    ]);
    const other = await order([pizzaLine('P', ['Catupiry'])]);
    // Coxinha sold out, Suco deleted, Pizza G now R$ 59,90, Catupiry removed from the options.
    const p = items['Pizza'];
    const [tamanho, adicional] = p.optionGroups ?? [];
    await t.http
      .put(`/catalog/${p.id}`)
      .set(auth(token))
      .send({
        name: 'Pizza',
        price: 0,
        category: 'Pizzas',
        optionGroups: [
          {
            ...tamanho,
            options: tamanho.options.map((o) => (o.name === 'G' ? { ...o, price: 59.9 } : o)),
          },
          {
            ...adicional,
            max: 1,
            options: adicional.options.filter((o) => o.name !== 'Catupiry'),
          },
        ],
      })
      .expect(200);
    await t.http
      .put(`/catalog/${items['Coxinha'].id}`)
      .set(auth(token))
      .send({ name: 'Coxinha', price: 5, category: 'Salgados', available: false })
      .expect(200);
    await t.http.delete(`/catalog/${items['Suco'].id}`).set(auth(token)).expect(200);

    const res = (await reorder(past.token).expect(200)).body as ReorderResponse;
    expect(res.items.map((i) => [i.id, i.quantity])).toEqual([
      [p.id, 1],
      [items['Bolo'].id, 3],
    ]);
    expect(res.changes).toEqual([
      { name: 'Pizza', reason: 'price_changed', price: 63.9 },
      { name: 'Coxinha', reason: 'unavailable' },
      { name: 'Suco', reason: 'removed' },
    ]);
    const priced = await order(res.items);
    expect(priced.subtotal).toBe(93.9); // 59,90 + 4,00 + 3 × 10,00

    const gone = (await reorder(other.token).expect(200)).body as ReorderResponse;
    expect(gone).toEqual({ items: [], changes: [{ name: 'Pizza', reason: 'unavailable' }] });
  });

  it('answers 404 for an unknown token, a malformed one, or the token under another store', async () => {
    const past = await order([{ id: items['Bolo'].id, quantity: 1 }]);
    await reorder('x'.repeat(32)).expect(404);
    await reorder('bad token!').expect(404);
    await reorder(past.token, 'outra-loja-qualquer').expect(404);
  });
});
