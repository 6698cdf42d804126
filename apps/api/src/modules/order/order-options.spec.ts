import fc from 'fast-check';
import { DomainError } from '../../common/domain-error';
import {
  cheapestUnitPriceCents,
  priceOptionChoice,
  type OptionPriceRule,
} from '@catalogo/contracts/core';
import { priceOrderLine } from './order-options';
import type { StoredOptionGroup } from '../catalog/option-groups.mapping';

/**
 * Property tests of the price rules (docs/API.md §6 "Options on an item"): for random groups and
 * random choices, the order line price is the rule's, in integer centavos, and a choice breaking
 * the limits is refused. The oracle is written independently of the shared function.
 */
const RULES: OptionPriceRule[] = ['sum', 'highest', 'average'];

const groupArb = fc
  .record({
    rule: fc.constantFrom(...RULES),
    prices: fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 30 }),
    min: fc.nat({ max: 30 }),
    max: fc.integer({ min: 1, max: 30 }),
    picks: fc.array(fc.nat({ max: 29 }), { maxLength: 12 }),
  })
  .map((g) => {
    const max = Math.min(g.max, g.prices.length);
    const min = Math.min(g.min, max);
    const chosen = [...new Set(g.picks.map((p) => p % g.prices.length))];
    return { ...g, min, max, chosen };
  });

function stored(
  groups: { rule: OptionPriceRule; prices: number[]; min: number; max: number }[],
): StoredOptionGroup[] {
  return groups.map((g, gi) => ({
    id: `g${gi}`,
    name: `Grupo ${gi}`,
    min: g.min,
    max: g.max,
    priceRule: g.rule,
    options: g.prices.map((priceCents, i) => ({
      id: `g${gi}o${i}`,
      name: `O${i}`,
      priceCents,
      available: true,
    })),
  }));
}

function oracle(rule: OptionPriceRule, prices: number[]): number {
  if (prices.length === 0) return 0;
  const sum = prices.reduce((a, b) => a + b, 0);
  if (rule === 'sum') return sum;
  if (rule === 'highest') return Math.max(...prices);
  // Half up: a tie k + 0.5 is exactly representable, so Math.round on the quotient is exact.
  return Math.round(sum / prices.length);
}

describe('priceOrderLine (fast-check)', () => {
  it('prices a valid choice by the rules and refuses one outside min/max (400)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(groupArb, { maxLength: 10 }),
        (itemCents, groups) => {
          const options = groups.map((g, gi) => ({
            groupId: `g${gi}`,
            optionIds: g.chosen.map((i) => `g${gi}o${i}`),
          }));
          const valid = groups.every((g) => g.chosen.length >= g.min && g.chosen.length <= g.max);
          const run = () =>
            priceOrderLine(
              { name: 'X', priceCents: itemCents, optionGroups: stored(groups) },
              { options },
            );
          if (!valid) {
            expect(run).toThrow(DomainError);
            return;
          }
          const line = run();
          const expected =
            itemCents +
            groups.reduce(
              (acc, g) =>
                acc +
                oracle(
                  g.rule,
                  g.chosen.map((i) => g.prices[i]),
                ),
              0,
            );
          expect(Number.isInteger(line.unitPriceCents)).toBe(true);
          expect(line.unitPriceCents).toBe(expected);
          expect(line.itemPriceCents).toBe(itemCents);
          expect(line.options).toHaveLength(groups.reduce((n, g) => n + g.chosen.length, 0));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the "a partir de" price is a valid choice and no valid choice is cheaper', () => {
    fc.assert(
      fc.property(fc.array(groupArb, { minLength: 1, maxLength: 4 }), (groups) => {
        const item = {
          name: 'X',
          price: 0,
          optionGroups: stored(groups).map((g) => ({
            ...g,
            options: (g.options ?? []).map((o) => ({ ...o, price: o.priceCents / 100 })),
          })),
        };
        const cheapest = cheapestUnitPriceCents(item);
        const chosen = groups.map((g, gi) => ({
          groupId: `g${gi}`,
          optionIds: g.chosen.slice(0, g.max).map((i) => `g${gi}o${i}`),
        }));
        const result = priceOptionChoice(item, chosen);
        if (result.ok) expect(cheapest).not.toBeNull();
        if (result.ok && cheapest !== null)
          expect(cheapest).toBeLessThanOrEqual(result.unitPriceCents);
      }),
      { numRuns: 300 },
    );
  });
});
