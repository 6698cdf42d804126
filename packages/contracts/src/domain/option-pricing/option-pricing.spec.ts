import {
  OptionMessages,
  cheapestUnitPriceCents,
  groupAdditionCents,
  priceOptionChoice,
  type PricingItem,
} from './option-pricing';

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
});
