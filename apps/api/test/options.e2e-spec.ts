import fc from 'fast-check';
import {
  defaultStoreSettings,
  Messages,
  OptionMessages,
  type CatalogItem,
  type ItemOptionGroup,
  type PublicCatalogResponse,
  type PublicOrder,
  type SellerOrder,
} from '@catalogo/contracts/core';
import { groupIdOf, optionIdOf } from '../src/modules/catalog/option-groups.queries';
import { createTestApp, registerAndLogin, type TestApp } from './support/app';

/** docs/API.md §6 "Options on an item": catalogue, public read and orders. */

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

const tamanho = {
  name: 'Tamanho',
  min: 1,
  max: 1,
  options: [
    { name: 'P', price: 35 },
    { name: 'M', price: 45 },
    { name: 'G', price: 55 },
  ],
};
const sabores = {
  name: 'Sabores',
  min: 1,
  max: 2,
  priceRule: 'highest',
  options: [
    { name: 'Calabresa', price: 0 },
    { name: 'Portuguesa', price: 5 },
    { name: 'Camarão', price: 12.5 },
  ],
};
const adicionais = {
  name: 'Adicional',
  min: 0,
  max: 3,
  options: [
    { name: 'Bacon', price: 4 },
    { name: 'Catupiry', price: 3.5 },
    { name: 'Orégano', price: 0 },
    { name: 'Cheddar', price: 3, available: false },
  ],
};
const pizza = {
  name: 'Pizza',
  price: 0,
  category: 'Pizzas',
  optionGroups: [tamanho, sabores, adicionais],
};
const acai = {
  name: 'Açaí 500 ml',
  price: 20,
  category: 'Açaí',
  optionGroups: [
    {
      name: 'Acompanhamentos',
      min: 2,
      max: 3,
      priceRule: 'average',
      options: [
        { name: 'Granola', price: 1 },
        { name: 'Leite em pó', price: 2 },
        { name: 'Banana', price: 2 },
      ],
    },
  ],
};

/**
 * a new store delivers but does not offer pickup; the orders here are for pickup, so
 * each test store turns it on (the rest of the defaults unchanged).
 */
async function offerPickup(t: TestApp, token: string): Promise<void> {
  const settings = defaultStoreSettings();
  settings.pickup = { enabled: true, address: 'Rua das Flores, 10 - Centro' };
  await t.http
    .put('/store/settings')
    .set({ Authorization: `Bearer ${token}` })
    .send(settings)
    .expect(200);
}

/** Group and option ids of an item, by name. */
function idsOf(item: {
  optionGroups?: ItemOptionGroup[];
}): Record<string, { id: string; o: Record<string, string> }> {
  const out: Record<string, { id: string; o: Record<string, string> }> = {};
  for (const g of item.optionGroups ?? [])
    out[g.name] = { id: g.id, o: Object.fromEntries(g.options.map((o) => [o.name, o.id])) };
  return out;
}

describe('Options on an item (docs/API.md §6)', () => {
  let t: TestApp;
  let seller: { token: string };
  let items: Record<string, CatalogItem>;
  const slug = 'pizzaria-opcoes';

  const order = (lines: unknown[]) =>
    t.http.post(`/public-catalog/${slug}/orders`).send({
      items: lines,
      fulfilment: 'pickup',
      customer: { name: 'Maria' },
      payment: { method: 'card' },
    });

  beforeAll(async () => {
    t = await createTestApp({ ORDER_RATE_LIMIT_PER_10_MINUTES: '100000' });
    seller = await registerAndLogin(t, { phone: '11987654321' });
    await t.http.post('/store/info').set(auth(seller.token)).send({ name: 'Pizzaria' });
    await t.http.post('/short-link').set(auth(seller.token)).send({ slug }).expect(200);
    await offerPickup(t, seller.token);
    const res = await t.http
      .post('/catalog/save')
      .set(auth(seller.token))
      .send([pizza, acai, { name: 'Suco', price: 7.9, category: 'Bebidas' }])
      .expect(201);
    items = Object.fromEntries((res.body as CatalogItem[]).map((i) => [i.name, i]));
  }, 60000);

  afterAll(async () => {
    await t?.close();
  });

  describe('catalogue', () => {
    it('save answers the groups with server ids; GET /catalog and the public page return them', async () => {
      const saved = items['Pizza'];
      expect(saved.price).toBe(0);
      expect(saved.optionGroups?.map((g) => [g.name, g.min, g.max, g.priceRule])).toEqual([
        ['Tamanho', 1, 1, 'sum'],
        ['Sabores', 1, 2, 'highest'],
        ['Adicional', 0, 3, 'sum'],
      ]);
      expect(saved.optionGroups?.[2].options).toEqual([
        { id: expect.any(String), name: 'Bacon', price: 4, available: true },
        { id: expect.any(String), name: 'Catupiry', price: 3.5, available: true },
        { id: expect.any(String), name: 'Orégano', price: 0, available: true },
        { id: expect.any(String), name: 'Cheddar', price: 3, available: false },
      ]);
      expect(items['Suco'].optionGroups).toEqual([]);

      const list = (await t.http.get('/catalog').set(auth(seller.token)).expect(200))
        .body as CatalogItem[];
      expect(list.find((i) => i.name === 'Pizza')?.optionGroups).toEqual(saved.optionGroups);

      const pub = (await t.http.get(`/public-catalog/${slug}`).expect(200))
        .body as PublicCatalogResponse;
      expect(pub.products.find((p) => p.name === 'Pizza')?.optionGroups).toEqual(
        saved.optionGroups,
      );
      expect(pub.products.find((p) => p.name === 'Suco')?.optionGroups).toEqual([]);
    });

    it.each<[string, Record<string, unknown>, string]>([
      [
        'price 0 without a required group',
        { price: 0, optionGroups: [{ ...tamanho, min: 0 }] },
        Messages.invalidItemPrice,
      ],
      [
        'an option price below 0',
        { optionGroups: [{ ...tamanho, options: [{ name: 'P', price: -1 }] }] },
        OptionMessages.invalidOptionPrice,
      ],
      [
        'an option price above 100000.00',
        { optionGroups: [{ ...tamanho, options: [{ name: 'P', price: 100000.01 }] }] },
        OptionMessages.invalidOptionPrice,
      ],
      [
        'an option price with 3 decimals',
        { optionGroups: [{ ...tamanho, options: [{ name: 'P', price: 1.005 }] }] },
        OptionMessages.invalidOptionPrice,
      ],
      [
        'min above max',
        { optionGroups: [{ ...tamanho, min: 2, max: 1 }] },
        OptionMessages.groupMinMax,
      ],
      [
        'max above the number of options',
        { optionGroups: [{ ...tamanho, max: 4 }] },
        OptionMessages.groupMinMax,
      ],
      ['max 0', { optionGroups: [{ ...tamanho, min: 0, max: 0 }] }, OptionMessages.invalidGroupMax],
      [
        'a group name of 61 characters',
        { optionGroups: [{ ...tamanho, name: 'x'.repeat(61) }] },
        OptionMessages.invalidGroupName,
      ],
      [
        'an empty option name',
        { optionGroups: [{ ...tamanho, options: [{ name: '  ', price: 1 }] }] },
        OptionMessages.invalidOptionName,
      ],
      [
        'an unknown price rule',
        { optionGroups: [{ ...tamanho, priceRule: 'min' }] },
        OptionMessages.invalidPriceRule,
      ],
      [
        '11 groups',
        { optionGroups: Array.from({ length: 11 }, () => tamanho) },
        OptionMessages.tooManyGroups,
      ],
      [
        '31 options',
        {
          optionGroups: [
            {
              ...adicionais,
              options: Array.from({ length: 31 }, (_, i) => ({ name: `O${i}`, price: 1 })),
            },
          ],
        },
        OptionMessages.tooManyOptions,
      ],
      [
        'a group without options',
        { optionGroups: [{ ...adicionais, options: [] }] },
        OptionMessages.groupOptionsRequired,
      ],
      [
        'a price sent as text',
        { optionGroups: [{ ...tamanho, options: [{ name: 'P', price: '35' }] }] },
        OptionMessages.invalidOptionPrice,
      ],
    ])(
      'refuses %s with 400 on save and on update (nothing saved)',
      async (_label, change, message) => {
        const body = { ...pizza, ...change };
        const save = await t.http
          .post('/catalog/save')
          .set(auth(seller.token))
          .send([body])
          .expect(400);
        expect(save.body.message).toContain(`Item 1: ${message}`);
        const put = await t.http
          .put(`/catalog/${items['Pizza'].id}`)
          .set(auth(seller.token))
          .send(body)
          .expect(400);
        expect(put.body.message).toContain(message);
        const list = (await t.http.get('/catalog').set(auth(seller.token)).expect(200))
          .body as CatalogItem[];
        expect(list).toHaveLength(3);
        expect(list.find((i) => i.name === 'Pizza')?.optionGroups).toEqual(
          items['Pizza'].optionGroups,
        );
      },
    );

    it('refuses unknown fields in a group or an option', async () => {
      const res = await t.http
        .post('/catalog/save')
        .set(auth(seller.token))
        .send([{ ...pizza, optionGroups: [{ ...tamanho, required: true }] }])
        .expect(400);
      expect(res.body.message).toContain(
        'Item 1: ' + Messages.unknownField('optionGroups.0.required'),
      );
    });

    it('update keeps the ids sent back, gives new ones, removes the rest; absent keeps them; [] removes them', async () => {
      const seller2 = await registerAndLogin(t);
      const [created] = (
        await t.http
          .post('/catalog/save')
          .set(auth(seller2.token))
          .send([{ ...acai, name: 'Açaí editável' }])
          .expect(201)
      ).body as CatalogItem[];
      const [group] = created.optionGroups ?? [];
      const [granola, , banana] = group.options;
      const updated = (
        await t.http
          .put(`/catalog/${created.id}`)
          .set(auth(seller2.token))
          .send({
            name: 'Açaí editável',
            price: 22,
            category: 'Açaí',
            optionGroups: [
              {
                ...group,
                name: 'Complementos',
                options: [
                  { ...banana, price: 2.5 },
                  { id: granola.id, name: 'Granola', price: 1, available: false },
                  { name: 'Morango', price: 3 },
                ],
              },
              // Ids of another seller's item are never taken over: new ids are given.
              {
                ...tamanho,
                id: items['Pizza'].optionGroups?.[0].id,
                min: 0,
                options: [
                  { id: items['Pizza'].optionGroups?.[0].options[0].id, name: 'X', price: 1 },
                ],
              },
            ],
          })
          .expect(200)
      ).body as CatalogItem;
      const [g1, g2] = updated.optionGroups ?? [];
      expect(g1.id).toBe(group.id);
      expect(g1.name).toBe('Complementos');
      expect(g1.options.map((o) => [o.id, o.name, o.price, o.available])).toEqual([
        [banana.id, 'Banana', 2.5, true],
        [granola.id, 'Granola', 1, false],
        [expect.any(String), 'Morango', 3, true],
      ]);
      expect(g1.options[2].id).not.toBe(group.options[1].id);
      expect(g2.id).not.toBe(items['Pizza'].optionGroups?.[0].id);
      expect(g2.options[0].id).not.toBe(items['Pizza'].optionGroups?.[0].options[0].id);
      // The other seller's item is untouched.
      const pub = (await t.http.get(`/public-catalog/${slug}`).expect(200))
        .body as PublicCatalogResponse;
      expect(pub.products.find((p) => p.name === 'Pizza')?.optionGroups).toEqual(
        items['Pizza'].optionGroups,
      );

      const kept = (
        await t.http
          .put(`/catalog/${created.id}`)
          .set(auth(seller2.token))
          .send({ name: 'Açaí editável', price: 23, category: 'Açaí' })
          .expect(200)
      ).body as CatalogItem;
      expect(kept.optionGroups).toEqual(updated.optionGroups);
      const list = (await t.http.get('/catalog').set(auth(seller2.token)).expect(200))
        .body as CatalogItem[];
      expect(list[0].optionGroups).toEqual(updated.optionGroups);

      const cleared = (
        await t.http
          .put(`/catalog/${created.id}`)
          .set(auth(seller2.token))
          .send({ name: 'Açaí editável', price: 23, category: 'Açaí', optionGroups: [] })
          .expect(200)
      ).body as CatalogItem;
      expect(cleared.optionGroups).toEqual([]);
    });

    it('gives a new option an id made of its group id and a number never given before in the group', async () => {
      const s2 = await registerAndLogin(t, { phone: '11955554444' });
      await t.http.post('/short-link').set(auth(s2.token)).send({ slug: 'ids-opcoes' }).expect(200);
      await offerPickup(t, s2.token);
      const [created] = (
        await t.http
          .post('/catalog/save')
          .set(auth(s2.token))
          .send([{ name: 'Pizza', price: 0, category: 'Pizzas', optionGroups: [tamanho] }])
          .expect(201)
      ).body as CatalogItem[];
      const [group] = created.optionGroups ?? [];
      expect(group.options.map((o) => o.id)).toEqual([1, 2, 3].map((n) => optionIdOf(group.id, n)));
      for (const o of group.options)
        expect(o.id).toMatch(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        );
      // G (number 3, the highest) is removed in one edit and GG added in the next: GG gets 4,
      // never G's id again (in the second edit G is no longer live).
      const [p, m, g] = group.options;
      const edit = (options: unknown[]) =>
        t.http
          .put(`/catalog/${created.id}`)
          .set(auth(s2.token))
          .send({
            name: 'Pizza',
            price: 0,
            category: 'Pizzas',
            optionGroups: [{ ...group, options }],
          })
          .expect(200);
      await edit([p, m]);
      const updated = (await edit([p, m, { name: 'GG', price: 65 }])).body as CatalogItem;
      const options = updated.optionGroups?.[0].options ?? [];
      expect(options.map((o) => [o.id, o.name])).toEqual([
        [p.id, 'P'],
        [m.id, 'M'],
        [optionIdOf(group.id, 4), 'GG'],
      ]);
      // A cart that still holds G is refused naming G, not served GG.
      const res = await t.http
        .post('/public-catalog/ids-opcoes/orders')
        .send({
          items: [
            { id: created.id, quantity: 1, options: [{ groupId: group.id, optionIds: [g.id] }] },
          ],
          fulfilment: 'pickup',
          customer: { name: 'Maria' },
          payment: { method: 'card' },
        })
        .expect(409);
      expect(res.body.message).toBe(OptionMessages.optionRemoved('Pizza', 'Tamanho', 'G'));
    });

    it('gives a new group an id made of its item id and a number never given before in the item', async () => {
      const s3 = await registerAndLogin(t, { phone: '11955553333' });
      await t.http.post('/short-link').set(auth(s3.token)).send({ slug: 'ids-grupos' }).expect(200);
      await offerPickup(t, s3.token);
      const [created] = (
        await t.http
          .post('/catalog/save')
          .set(auth(s3.token))
          .send([{ name: 'Pizza', price: 0, category: 'Pizzas', optionGroups: [tamanho, sabores] }])
          .expect(201)
      ).body as CatalogItem[];
      const [tam, sab] = created.optionGroups ?? [];
      expect([tam.id, sab.id]).toEqual([1, 2].map((n) => groupIdOf(created.id, n) ?? 'random'));
      // Each group's options have a prefix of their own.
      expect(sab.options.map((o) => o.id)).toEqual([1, 2, 3].map((n) => optionIdOf(sab.id, n)));
      const edit = (optionGroups: unknown[]) =>
        t.http
          .put(`/catalog/${created.id}`)
          .set(auth(s3.token))
          .send({ name: 'Pizza', price: 0, category: 'Pizzas', optionGroups })
          .expect(200);
      // Sabores (number 2, the highest) is removed in one edit and Adicional added in the next:
      // it gets number 3, never Sabores' id (nor, so, its options' ids) again.
      await edit([tam]);
      const updated = (await edit([tam, adicionais])).body as CatalogItem;
      const [kept, added] = updated.optionGroups ?? [];
      expect([kept.id, added.id, added.name]).toEqual([
        tam.id,
        groupIdOf(created.id, 3),
        'Adicional',
      ]);
      expect(added.options[0].id).toBe(optionIdOf(added.id, 1));
      // A cart that still holds Sabores is refused naming it, not served Adicional.
      const res = await t.http
        .post('/public-catalog/ids-grupos/orders')
        .send({
          items: [
            {
              id: created.id,
              quantity: 1,
              options: [
                { groupId: tam.id, optionIds: [tam.options[0].id] },
                { groupId: sab.id, optionIds: [sab.options[0].id] },
              ],
            },
          ],
          fulfilment: 'pickup',
          customer: { name: 'Maria' },
          payment: { method: 'card' },
        })
        .expect(409);
      expect(res.body.message).toBe(OptionMessages.groupRemoved('Pizza', 'Sabores'));
    });

    it('the public read stays one SQL query with 30 items × 3 groups × 10 options', async () => {
      const s = await registerAndLogin(t);
      await t.http
        .post('/short-link')
        .set(auth(s.token))
        .send({ slug: 'loja-opcoes-muitas' })
        .expect(200);
      await offerPickup(t, s.token);
      const group = (name: string, min: number) => ({
        name,
        min,
        max: 3,
        options: Array.from({ length: 10 }, (_, i) => ({ name: `${name} ${i}`, price: i })),
      });
      await t.http
        .post('/catalog/save')
        .set(auth(s.token))
        .send(
          Array.from({ length: 30 }, (_, i) => ({
            name: `P${i}`,
            price: 1,
            category: 'C',
            optionGroups: [group('A', 1), group('B', 0), group('C', 0)],
          })),
        )
        .expect(201);
      const pool = (
        t.dataSource.driver as unknown as { master: { query: (...args: unknown[]) => unknown } }
      ).master;
      const poolQuery = jest.spyOn(pool, 'query');
      try {
        const res = await t.http.get('/public-catalog/loja-opcoes-muitas').expect(200);
        const body = res.body as PublicCatalogResponse;
        expect(body.products).toHaveLength(30);
        expect(body.products.every((p) => p.optionGroups?.length === 3)).toBe(true);
        expect(body.products[0].optionGroups?.[0].options.map((o) => o.price)).toEqual([
          0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
        ]);
        expect(poolQuery).toHaveBeenCalledTimes(1);
      } finally {
        poolQuery.mockRestore();
      }
    });
  });

  describe('orders', () => {
    it('prices the line on the server and keeps a copy of the choices (reais exact)', async () => {
      const p = idsOf(items['Pizza']);
      const res = await order([
        {
          id: items['Pizza'].id,
          quantity: 2,
          options: [
            { groupId: p.Tamanho.id, optionIds: [p.Tamanho.o.G] },
            { groupId: p.Sabores.id, optionIds: [p.Sabores.o['Camarão'], p.Sabores.o.Calabresa] },
            {
              groupId: p.Adicional.id,
              optionIds: [p.Adicional.o['Catupiry'], p.Adicional.o.Bacon],
            },
          ],
        },
        { id: items['Suco'].id, quantity: 1 },
      ]).expect(201);
      const body = res.body as PublicOrder;
      // 0 + 55 (G) + 12.50 (highest of 12.50 and 0) + 4 + 3.50 = 75.00; × 2 = 150.00
      expect(body.items[0]).toEqual({
        id: items['Pizza'].id,
        name: 'Pizza',
        price: 0,
        unitPrice: 75,
        quantity: 2,
        lineTotal: 150,
        options: [
          { group: 'Tamanho', name: 'G', price: 55, priceRule: 'sum', required: true },
          { group: 'Sabores', name: 'Calabresa', price: 0, priceRule: 'highest', required: true },
          { group: 'Sabores', name: 'Camarão', price: 12.5, priceRule: 'highest', required: true },
          { group: 'Adicional', name: 'Bacon', price: 4, priceRule: 'sum', required: false },
          { group: 'Adicional', name: 'Catupiry', price: 3.5, priceRule: 'sum', required: false },
        ],
      });
      expect(body.items[1]).toMatchObject({
        price: 7.9,
        unitPrice: 7.9,
        options: [],
        lineTotal: 7.9,
      });
      expect(body.total).toBe(157.9);
      expect(body.whatsappText).toContain(
        [
          '2x Pizza - R$ 150,00',
          '  • Tamanho: G',
          '  • Sabores: Calabresa',
          '  • Sabores: Camarão',
          '  • Adicional: Bacon (+R$ 4,00)',
          '  • Adicional: Catupiry (+R$ 3,50)',
          '1x Suco - R$ 7,90',
        ].join('\n'),
      );
      // The seller's detail shows the same copy, also after the catalogue changes.
      const list = (await t.http.get('/orders').set(auth(seller.token)).expect(200)).body as {
        items: SellerOrder[];
      };
      const mine = list.items.find((o) => o.number === body.number) as SellerOrder;
      const detail = (await t.http.get(`/orders/${mine.id}`).set(auth(seller.token)).expect(200))
        .body as SellerOrder;
      expect(detail.items).toEqual(body.items);
      expect(detail.whatsappText).toBe(body.whatsappText);
      const csv = await t.http.get('/orders/export.csv').set(auth(seller.token)).expect(200);
      expect(csv.text).toContain(
        '2x Pizza (Tamanho: G; Sabores: Calabresa; Sabores: Camarão; Adicional: Bacon; Adicional: Catupiry) | 1x Suco',
      );
    });

    it('rounds an average half up to the centavo', async () => {
      const a = idsOf(items['Açaí 500 ml']);
      const g = a.Acompanhamentos;
      const res = await order([
        {
          id: items['Açaí 500 ml'].id,
          quantity: 3,
          options: [{ groupId: g.id, optionIds: [g.o.Granola, g.o['Leite em pó'], g.o.Banana] }],
        },
      ]).expect(201);
      // (1 + 2 + 2) / 3 = 1.6666… → R$ 1,67; 20 + 1.67 = 21.67; × 3 = 65.01
      expect(res.body.items[0]).toMatchObject({ unitPrice: 21.67, lineTotal: 65.01 });
      expect(res.body.total).toBe(65.01);
    });

    describe('refusals', () => {
      const p = () => idsOf(items['Pizza']);
      const line = (options: unknown) => ({ id: items['Pizza'].id, quantity: 1, options });
      const valid = () => [
        { groupId: p().Tamanho.id, optionIds: [p().Tamanho.o.P] },
        { groupId: p().Sabores.id, optionIds: [p().Sabores.o.Calabresa] },
      ];

      it.each<[string, () => unknown, string]>([
        [
          'a missing required group',
          () => [valid()[1]],
          OptionMessages.requiredGroupMissing('Pizza', 'Tamanho'),
        ],
        [
          'no options at all',
          () => undefined,
          OptionMessages.requiredGroupMissing('Pizza', 'Tamanho'),
        ],
        [
          'too many choices',
          () => [
            { groupId: p().Tamanho.id, optionIds: [p().Tamanho.o.P, p().Tamanho.o.M] },
            valid()[1],
          ],
          OptionMessages.tooManyChoices('Pizza', 'Tamanho', 1),
        ],
        [
          'a repeated option',
          () => [
            valid()[0],
            {
              groupId: p().Sabores.id,
              optionIds: [p().Sabores.o.Calabresa, p().Sabores.o.Calabresa],
            },
          ],
          OptionMessages.optionRepeated('Pizza', 'Sabores'),
        ],
        [
          'a group sent twice',
          () => [...valid(), valid()[0]],
          OptionMessages.optionRepeated('Pizza', 'Tamanho'),
        ],
        [
          'an option of another group',
          () => [{ groupId: p().Tamanho.id, optionIds: [p().Sabores.o.Calabresa] }, valid()[1]],
          OptionMessages.optionNotInItem('Pizza'),
        ],
        [
          'a group of another item',
          () => [
            ...valid(),
            { groupId: idsOf(items['Açaí 500 ml']).Acompanhamentos.id, optionIds: [] },
          ],
          OptionMessages.optionNotInItem('Pizza'),
        ],
        [
          'an option of another item',
          () => [
            valid()[0],
            {
              groupId: p().Sabores.id,
              optionIds: [idsOf(items['Açaí 500 ml']).Acompanhamentos.o.Granola],
            },
          ],
          OptionMessages.optionNotInItem('Pizza'),
        ],
      ])('400 for %s, naming the group', async (_label, options, message) => {
        const res = await order([line(options())]).expect(400);
        expect(res.body.message).toEqual([message]);
      });

      it('400 for too few choices', async () => {
        const a = idsOf(items['Açaí 500 ml']).Acompanhamentos;
        const res = await order([
          {
            id: items['Açaí 500 ml'].id,
            quantity: 1,
            options: [{ groupId: a.id, optionIds: [a.o.Banana] }],
          },
        ]).expect(400);
        expect(res.body.message).toEqual([
          OptionMessages.tooFewChoices('Açaí 500 ml', 'Acompanhamentos', 2),
        ]);
      });

      it.each([
        ['options not a list', 'Tamanho'],
        ['a malformed group id', [{ groupId: 'x', optionIds: [] }]],
        [
          'a malformed option id',
          [{ groupId: '5b0a3f3e-3c1f-4a59-9a57-0a1d1e2f3a4b', optionIds: [1] }],
        ],
        [
          'a price sent by the client',
          [{ groupId: '5b0a3f3e-3c1f-4a59-9a57-0a1d1e2f3a4b', optionIds: [], price: 1 }],
        ],
      ])('400 for %s', async (_label, options) => {
        const res = await order([line(options)]).expect(400);
        expect(JSON.stringify(res.body.message)).not.toBe('[]');
      });

      it('400 when options take the order past R$ 10.000.000,00 (never a 500)', async () => {
        const s = await registerAndLogin(t);
        await t.http.post('/short-link').set(auth(s.token)).send({ slug: 'loja-cara' }).expect(200);
        await offerPickup(t, s.token);
        const expensive = Array.from({ length: 10 }, (_, gi) => ({
          name: `G${gi}`,
          min: 30,
          max: 30,
          options: Array.from({ length: 30 }, (_, i) => ({ name: `O${i}`, price: 100000 })),
        }));
        const [item] = (
          await t.http
            .post('/catalog/save')
            .set(auth(s.token))
            .send([{ name: 'Caro', price: 100000, category: 'C', optionGroups: expensive }])
            .expect(201)
        ).body as CatalogItem[];
        const res = await t.http
          .post('/public-catalog/loja-cara/orders')
          .send({
            items: [
              {
                id: item.id,
                quantity: 99,
                options: (item.optionGroups ?? []).map((g) => ({
                  groupId: g.id,
                  optionIds: g.options.map((o) => o.id),
                })),
              },
            ],
            fulfilment: 'pickup',
            customer: { name: 'Rico' },
            payment: { method: 'card' },
          })
          .expect(400);
        expect(res.body.message).toEqual([OptionMessages.orderTooLarge]);
      });

      it('409 naming an unavailable option', async () => {
        const res = await order([
          line([...valid(), { groupId: p().Adicional.id, optionIds: [p().Adicional.o.Cheddar] }]),
        ]).expect(409);
        expect(res.body.message).toBe(
          OptionMessages.optionUnavailable('Pizza', 'Adicional', 'Cheddar'),
        );
      });
    });

    it('a stale cart: the seller edits the groups; old choices → 409 naming them, nothing saved, current prices charged', async () => {
      const s = await registerAndLogin(t);
      await t.http
        .post('/short-link')
        .set(auth(s.token))
        .send({ slug: 'pizzaria-velha' })
        .expect(200);
      await offerPickup(t, s.token);
      const [item] = (
        await t.http.post('/catalog/save').set(auth(s.token)).send([pizza]).expect(201)
      ).body as CatalogItem[];
      const before = idsOf(item);
      // The customer's cart, filled before the edit.
      const cart = {
        id: item.id,
        quantity: 1,
        options: [
          { groupId: before.Tamanho.id, optionIds: [before.Tamanho.o.G] },
          { groupId: before.Sabores.id, optionIds: [before.Sabores.o.Calabresa] },
          { groupId: before.Adicional.id, optionIds: [before.Adicional.o.Bacon] },
        ],
      };
      const send = (lines: unknown[]) =>
        t.http.post('/public-catalog/pizzaria-velha/orders').send({
          items: lines,
          fulfilment: 'pickup',
          customer: { name: 'João' },
          payment: { method: 'card' },
        });
      // The seller drops size G, raises Bacon to 5.00 (same id) and removes the flavours group.
      const groups = item.optionGroups as ItemOptionGroup[];
      const edit = (optionGroups: unknown[]) =>
        t.http
          .put(`/catalog/${item.id}`)
          .set(auth(s.token))
          .send({ name: 'Pizza', price: 0, category: 'Pizzas', optionGroups })
          .expect(200);
      await edit([
        { ...groups[0], options: groups[0].options.filter((o) => o.name !== 'G') },
        groups[1],
        {
          ...groups[2],
          options: groups[2].options.map((o) => (o.name === 'Bacon' ? { ...o, price: 5 } : o)),
        },
      ]);
      let res = await send([cart]).expect(409);
      expect(res.body.message).toBe(OptionMessages.optionRemoved('Pizza', 'Tamanho', 'G'));

      await edit(
        [groups[0], groups[2]].map((g) => ({
          ...g,
          options: g.options
            .filter((o) => o.name !== 'G')
            .map((o) => (o.name === 'Bacon' ? { ...o, price: 5 } : o)),
        })),
      );
      const withP = { groupId: before.Tamanho.id, optionIds: [before.Tamanho.o.P] };
      res = await send([{ ...cart, options: [withP, ...cart.options.slice(1)] }]).expect(409);
      expect(res.body.message).toBe(OptionMessages.groupRemoved('Pizza', 'Sabores'));

      // The public page shows the edited groups at once (its JSON copy follows every edit).
      const current = (await t.http.get(`/catalog`).set(auth(s.token)).expect(200))
        .body as CatalogItem[];
      const pub = (await t.http.get('/public-catalog/pizzaria-velha').expect(200))
        .body as PublicCatalogResponse;
      expect(pub.products[0].optionGroups).toEqual(current[0].optionGroups);
      expect(pub.products[0].optionGroups?.map((g) => g.name)).toEqual(['Tamanho', 'Adicional']);
      expect(pub.products[0].optionGroups?.[1].options[0]).toMatchObject({
        name: 'Bacon',
        price: 5,
      });

      // The refreshed cart: the ids that still exist, charged at today's prices (Bacon 5.00).
      const fresh = { ...cart, options: [withP, cart.options[2]] };
      res = await send([fresh]).expect(201);
      expect(res.body.number).toBe(1); // nothing was saved by the refused attempts
      expect(res.body.items[0]).toMatchObject({ unitPrice: 40, lineTotal: 40 });
    });

    it('property: the server line price equals the rule, in integer centavos (fast-check)', async () => {
      const s = await registerAndLogin(t);
      await t.http
        .post('/short-link')
        .set(auth(s.token))
        .send({ slug: 'loja-propriedade' })
        .expect(200);
      await offerPickup(t, s.token);
      const [item] = (
        await t.http
          .post('/catalog/save')
          .set(auth(s.token))
          .send([{ name: 'X', price: 1, category: 'C' }])
          .expect(201)
      ).body as CatalogItem[];
      const cents = fc.integer({ min: 0, max: 1_000_000 });
      const group = fc
        .record({
          rule: fc.constantFrom('sum', 'highest', 'average'),
          prices: fc.array(cents, { minLength: 1, maxLength: 8 }),
          pick: fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }),
        })
        .map((g) => {
          let chosen = g.prices.map((_, i) => i).filter((i) => g.pick[i]);
          if (chosen.length === 0) chosen = [0];
          return { ...g, chosen };
        });
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 10_000_000 }),
          fc.array(group, { minLength: 1, maxLength: 3 }),
          fc.integer({ min: 1, max: 5 }),
          async (itemCents, groups, quantity) => {
            const saved = (
              await t.http
                .put(`/catalog/${item.id}`)
                .set(auth(s.token))
                .send({
                  name: 'X',
                  price: itemCents / 100,
                  category: 'C',
                  optionGroups: groups.map((g, gi) => ({
                    name: `G${gi}`,
                    min: g.chosen.length,
                    max: g.chosen.length,
                    priceRule: g.rule,
                    options: g.prices.map((p, i) => ({ name: `O${i}`, price: p / 100 })),
                  })),
                })
                .expect(200)
            ).body as CatalogItem;
            const res = await t.http
              .post('/public-catalog/loja-propriedade/orders')
              .send({
                items: [
                  {
                    id: item.id,
                    quantity,
                    options: (saved.optionGroups ?? []).map((sg, gi) => ({
                      groupId: sg.id,
                      optionIds: groups[gi].chosen.map((i) => sg.options[i].id),
                    })),
                  },
                ],
                fulfilment: 'pickup',
                customer: { name: 'P' },
                payment: { method: 'card' },
              })
              .expect(201);
            // The oracle, written independently of the shared function.
            let expected = itemCents;
            for (const g of groups) {
              const chosen = g.chosen.map((i) => g.prices[i]);
              const sum = chosen.reduce((a, b) => a + b, 0);
              if (g.rule === 'sum') expected += sum;
              else if (g.rule === 'highest') expected += Math.max(...chosen);
              else expected += Math.round(sum / chosen.length); // exact: a .5 tie is representable
            }
            const line = (res.body as PublicOrder).items[0];
            expect(Math.round(line.unitPrice! * 100)).toBe(expected);
            expect(line.unitPrice! * 100).toBeCloseTo(expected, 6);
            expect(Math.round(line.lineTotal * 100)).toBe(expected * quantity);
          },
        ),
        { numRuns: 40 },
      );
    }, 120000);
  });
});
