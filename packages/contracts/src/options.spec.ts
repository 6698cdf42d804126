import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import {
  CatalogItemInputDto,
  CreateOrderDto,
  Messages,
  OptionMessages,
  buildOrderWhatsappText,
  cheapestUnitPriceCents,
  groupAdditionCents,
  priceOptionChoice,
  type PricingItem,
} from './index';

function messagesOf<T extends object>(cls: new () => T, body: unknown): string[] {
  const instance = plainToInstance(cls, body);
  const errors = validateSync(instance as object, { whitelist: true, forbidNonWhitelisted: true });
  const flat = (e: ValidationError[]): string[] =>
    e.flatMap((x) => [...Object.values(x.constraints ?? {}), ...flat(x.children ?? [])]);
  return flat(errors);
}

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
const pizza = { name: 'Pizza Calabresa', price: 0, category: 'Pizzas', optionGroups: [tamanho] };

describe('CatalogItemInputDto with optionGroups', () => {
  it('accepts a 0-priced item with a required group, and groups with a price rule', () => {
    expect(messagesOf(CatalogItemInputDto, pizza)).toEqual([]);
    const sabores = { ...tamanho, name: 'Sabores', max: 2, priceRule: 'highest' };
    expect(messagesOf(CatalogItemInputDto, { ...pizza, optionGroups: [tamanho, sabores] })).toEqual(
      [],
    );
  });

  it('refuses a 0 price without a required group', () => {
    expect(messagesOf(CatalogItemInputDto, { ...pizza, optionGroups: [] })).toEqual([
      Messages.invalidItemPrice,
    ]);
    expect(
      messagesOf(CatalogItemInputDto, { ...pizza, optionGroups: [{ ...tamanho, min: 0 }] }),
    ).toEqual([Messages.invalidItemPrice]);
  });

  it.each([
    [{ min: 2, max: 1 }, OptionMessages.groupMinMax],
    [{ max: 4 }, OptionMessages.groupMinMax],
    [{ max: 0 }, OptionMessages.invalidGroupMax],
    [{ min: -1 }, OptionMessages.invalidGroupMin],
    [{ min: 1.5 }, OptionMessages.invalidGroupMin],
    [{ name: '' }, OptionMessages.invalidGroupName],
    [{ name: 'x'.repeat(61) }, OptionMessages.invalidGroupName],
    [{ priceRule: 'max' }, OptionMessages.invalidPriceRule],
    [{ options: [] }, OptionMessages.groupOptionsRequired],
  ])('refuses the group %p', (change, message) => {
    const body = { ...pizza, price: 10, optionGroups: [{ ...tamanho, ...change }] };
    expect(messagesOf(CatalogItemInputDto, body)).toContain(message);
  });

  it.each([
    [{ price: -1 }, OptionMessages.invalidOptionPrice],
    [{ price: 100000.01 }, OptionMessages.invalidOptionPrice],
    [{ price: 1.234 }, OptionMessages.invalidOptionPrice],
    [{ price: '4' }, OptionMessages.invalidOptionPrice],
    [{ name: ' ' }, OptionMessages.invalidOptionName],
    [{ available: 'sim' }, OptionMessages.invalidOptionAvailable],
  ])('refuses the option %p', (change, message) => {
    const group = { ...tamanho, options: [{ ...tamanho.options[0], ...change }], max: 1 };
    expect(messagesOf(CatalogItemInputDto, { ...pizza, optionGroups: [group] })).toContain(message);
  });

  it('refuses more than 10 groups and more than 30 options', () => {
    const many = Array.from({ length: 11 }, () => tamanho);
    expect(messagesOf(CatalogItemInputDto, { ...pizza, optionGroups: many })).toContain(
      OptionMessages.tooManyGroups,
    );
    const options = Array.from({ length: 31 }, (_, i) => ({ name: `O${i}`, price: 1 }));
    expect(
      messagesOf(CatalogItemInputDto, { ...pizza, optionGroups: [{ ...tamanho, options }] }),
    ).toContain(OptionMessages.tooManyOptions);
  });
});

describe('CreateOrderDto options', () => {
  const ITEM = '5b0a3f3e-3c1f-4a59-9a57-0a1d1e2f3a4b';
  const base = {
    fulfilment: 'pickup',
    customer: { name: 'Maria' },
    payment: { method: 'card' },
  };
  it('accepts choices by id and refuses malformed ones', () => {
    const options = [{ groupId: ITEM, optionIds: [ITEM] }];
    expect(
      messagesOf(CreateOrderDto, { ...base, items: [{ id: ITEM, quantity: 1, options }] }),
    ).toEqual([]);
    for (const bad of [
      [{ groupId: 'x', optionIds: [] }],
      [{ groupId: ITEM, optionIds: ['x'] }],
      'G',
    ])
      expect(
        messagesOf(CreateOrderDto, { ...base, items: [{ id: ITEM, quantity: 1, options: bad }] }),
      ).toContain(OptionMessages.invalidOrderOptions);
  });
});

const g = (
  id: string,
  min: number,
  max: number,
  rule: 'sum' | 'highest' | 'average',
  prices: number[],
) => ({
  id,
  name: id.toUpperCase(),
  min,
  max,
  priceRule: rule,
  options: prices.map((price, i) => ({
    id: `${id}${i}`,
    name: `${id}${i}`,
    price,
    available: true,
  })),
});

describe('priceOptionChoice', () => {
  const item: PricingItem = {
    name: 'Pizza',
    price: 10,
    optionGroups: [
      g('t', 1, 1, 'sum', [0, 5, 10]),
      g('s', 1, 2, 'average', [30, 35.55]),
      g('a', 0, 3, 'sum', [4, 2.5, 1]),
    ],
  };

  it('adds sum, highest and half-up average in centavos', () => {
    const r = priceOptionChoice(item, [
      { groupId: 't', optionIds: ['t2'] },
      { groupId: 's', optionIds: ['s1', 's0'] },
      { groupId: 'a', optionIds: ['a0', 'a2'] },
    ]);
    // 1000 + 1000 + round((3000 + 3555) / 2 = 3277.5 → 3278) + 400 + 100
    expect(r).toMatchObject({ ok: true, unitPriceCents: 5778 });
    expect(groupAdditionCents('highest', [3000, 3555])).toBe(3555);
    expect(groupAdditionCents('average', [1, 2])).toBe(2);
    expect(groupAdditionCents('average', [1, 1, 2])).toBe(1);
  });

  it('names what is wrong', () => {
    expect(priceOptionChoice(item, [])).toEqual({
      ok: false,
      kind: 'invalid',
      message: OptionMessages.requiredGroupMissing('Pizza', 'T'),
    });
    expect(
      priceOptionChoice(item, [
        { groupId: 't', optionIds: ['t0', 't1'] },
        { groupId: 's', optionIds: ['s0'] },
      ]),
    ).toMatchObject({
      kind: 'invalid',
      message: OptionMessages.tooManyChoices('Pizza', 'T', 1),
    });
    expect(priceOptionChoice(item, [{ groupId: 't', optionIds: ['t0', 't0'] }])).toMatchObject({
      kind: 'invalid',
      message: OptionMessages.optionRepeated('Pizza', 'T'),
    });
    expect(priceOptionChoice(item, [{ groupId: 't', optionIds: ['s0'] }])).toMatchObject({
      kind: 'invalid',
      message: OptionMessages.optionNotInItem('Pizza'),
    });
    const stale: PricingItem = {
      ...item,
      optionGroups: [
        {
          ...g('t', 1, 1, 'sum', [0, 5]),
          options: [{ id: 't0', name: 'G', price: 5, available: true, removed: true }],
        },
      ],
    };
    expect(priceOptionChoice(stale, [{ groupId: 't', optionIds: ['t0'] }])).toMatchObject({
      kind: 'unavailable',
      message: OptionMessages.optionRemoved('Pizza', 'T', 'G'),
    });
  });

  it('gives the "a partir de" price: the cheapest valid choice', () => {
    expect(cheapestUnitPriceCents(item)).toBe(1000 + 0 + 3000);
    expect(
      cheapestUnitPriceCents({ name: 'x', price: 0, optionGroups: [g('t', 2, 2, 'sum', [3])] }),
    ).toBeNull();
  });

  it('lists the choices under the order line', () => {
    const text = buildOrderWhatsappText({
      number: 1,
      storeName: 'Loja',
      lines: [
        {
          name: 'Pizza',
          quantity: 1,
          lineTotalCents: 5900,
          options: [
            { group: 'Tamanho', name: 'G', price: 55, priceRule: 'highest' },
            { group: 'Adicional', name: 'Bacon', price: 4 },
            { group: 'Adicional', name: 'Orégano', price: 0 },
          ],
        },
      ],
      subtotalCents: 5900,
      deliveryFeeCents: 0,
      totalCents: 5900,
      fulfilment: 'pickup',
      customer: { name: 'Ana' },
      payment: { method: 'pix' },
      statusUrl: 'http://x',
    });
    expect(text).toContain(
      '1x Pizza - R$ 59,00\n  • Tamanho: G\n  • Adicional: Bacon (+R$ 4,00)\n  • Adicional: Orégano\n',
    );
  });
});
