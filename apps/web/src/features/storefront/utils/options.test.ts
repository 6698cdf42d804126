import { describe, expect, it } from 'vitest';
import {
  buildLine,
  cartReducer,
  cartTotalCents,
  restoreCart,
  toSavedLines,
  type Product,
} from './cart';
import { emptyCheckout, toOrderBody } from './checkout';
import { emptyAddress } from './address';
import { buildCartOrderText as buildOrderText } from '@catalogo/contracts/core';
import { choiceProblem, groupHint, lineKey, livePriceCents } from './options';
import { cardPrice } from '../components/ProductList';
import { pizza } from '../test-fixtures';

const size = (id: string) => ({ groupId: 'g-size', optionIds: [id] });
const flavours = (...ids: string[]) => ({ groupId: 'g-flavour', optionIds: ids });
const addOns = (...ids: string[]) => ({ groupId: 'g-add', optionIds: ids });

describe('the sheet price and validity (shared rules)', () => {
  it('prices a size, two flavours (highest) and two add-ons (sum) in exact centavos', () => {
    const choice = [size('o-g'), flavours('o-cal', 'o-cam'), addOns('o-bacon', 'o-borda')];
    expect(choiceProblem(pizza, choice)).toBeNull();
    // 55 + max(0, 12.50) + 4 + 9.90
    expect(livePriceCents(pizza, choice)).toBe(8140);
  });

  it('is invalid until every required group is satisfied, and says which', () => {
    expect(choiceProblem(pizza, [])).toMatch(/Tamanho/);
    expect(choiceProblem(pizza, [size('o-m')])).toMatch(/Sabores/);
    expect(choiceProblem(pizza, [size('o-m'), flavours('o-cal')])).toBeNull();
    // The live price follows the choices even before they are valid.
    expect(livePriceCents(pizza, [size('o-m')])).toBe(4500);
  });

  it('refuses too many choices and an unavailable option', () => {
    expect(choiceProblem(pizza, [size('o-m'), flavours('o-cal', 'o-cam', 'o-4q')])).toMatch(
      /até 2/,
    );
    expect(choiceProblem(pizza, [size('o-m'), flavours('o-cal'), addOns('o-ovo')])).toMatch(/Ovo/);
  });

  it('shows "a partir de" the cheapest valid choice on the card', () => {
    expect(cardPrice(pizza)).toEqual({ from: true, price: 'R$ 35,00' });
    expect(cardPrice({ id: 'x', name: 'X', price: 7.5, category: 'C' })).toEqual({
      from: false,
      price: 'R$ 7,50',
    });
  });

  it('hints "Escolha até N" or the exact count', () => {
    expect(groupHint({ min: 0, max: 5 })).toBe('Escolha até 5');
    expect(groupHint({ min: 1, max: 2 })).toBe('Escolha até 2');
    expect(groupHint({ min: 1, max: 1 })).toBe('Escolha 1');
    expect(groupHint({ min: 2, max: 3 })).toBe('Escolha de 2 a 3');
  });
});

describe('cart lines keyed by item + choices', () => {
  const g = [size('o-g'), flavours('o-cal')];
  const m = [size('o-m'), flavours('o-cal')];

  it('the same choices in any order are one line; other choices another line', () => {
    expect(lineKey('pz', [flavours('o-cam', 'o-cal'), size('o-g')])).toBe(
      lineKey('pz', [size('o-g'), flavours('o-cal', 'o-cam')]),
    );
    expect(lineKey('pz', g)).not.toBe(lineKey('pz', m));
    expect(lineKey('pz', [])).toBe('pz');

    let lines = cartReducer([], { type: 'add', product: pizza, choices: g });
    lines = cartReducer(lines, { type: 'add', product: pizza, choices: [...g].reverse() });
    lines = cartReducer(lines, { type: 'add', product: pizza, choices: m, quantity: 2 });
    expect(lines.map((l) => [l.chosen?.map((c) => c.name).join('+'), l.quantity, l.price])).toEqual(
      [
        ['G+Calabresa', 2, 55],
        ['M+Calabresa', 2, 45],
      ],
    );
    expect(cartTotalCents(lines)).toBe(2 * 5500 + 2 * 4500);
  });

  it('increments, decrements and removes a line by its key, not the item id', () => {
    let lines = cartReducer([], { type: 'add', product: pizza, choices: g });
    lines = cartReducer(lines, { type: 'add', product: pizza, choices: m });
    const [first, second] = lines;
    lines = cartReducer(lines, { type: 'increment', id: second!.key! });
    expect(lines.map((l) => l.quantity)).toEqual([1, 2]);
    lines = cartReducer(lines, { type: 'remove', id: first!.key! });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.key).toBe(second!.key);
    expect(cartReducer(lines, { type: 'remove', id: 'pz' })).toBe(lines);
  });

  it('an edit replaces the line in place, and merges it with an equal line', () => {
    let lines = cartReducer([], { type: 'add', product: pizza, choices: g });
    lines = cartReducer(lines, { type: 'add', product: pizza, choices: m, quantity: 3 });
    const edited = cartReducer(lines, {
      type: 'replace',
      id: lines[0]!.key!,
      product: pizza,
      choices: [size('o-p'), flavours('o-cam')],
      quantity: 2,
    });
    expect(edited.map((l) => [l.chosen?.map((c) => c.name).join('+'), l.quantity])).toEqual([
      ['P+Camarão', 2],
      ['M+Calabresa', 3],
    ]);
    expect(edited[0]!.price).toBe(47.5);
    const merged = cartReducer(lines, {
      type: 'replace',
      id: lines[0]!.key!,
      product: pizza,
      choices: m,
      quantity: 1,
    });
    expect(merged.map((l) => [l.key, l.quantity])).toEqual([[lines[1]!.key, 4]]);
  });

  it('saves and restores the choices; a choice gone from the catalogue flags the line', () => {
    const lines = [buildLine(pizza, [size('o-g'), flavours('o-cal'), addOns('o-bacon')], 2)];
    const saved = toSavedLines(lines);
    expect(saved).toEqual([
      {
        id: 'pz',
        quantity: 2,
        options: [addOns('o-bacon'), flavours('o-cal'), size('o-g')],
      },
    ]);
    expect(restoreCart(saved, [pizza])).toEqual(lines);

    // The seller removed Bacon: the line stays, flagged for editing.
    const withoutBacon: Product = {
      ...pizza,
      optionGroups: pizza.optionGroups!.map((group) =>
        group.id === 'g-add'
          ? { ...group, options: group.options.filter((o) => o.id !== 'o-bacon') }
          : group,
      ),
    };
    const [stale] = restoreCart(saved, [withoutBacon]);
    expect(stale).toMatchObject({ id: 'pz', quantity: 2, stale: true });
    expect(cartReducer(lines, { type: 'revalidate', products: [withoutBacon] })[0]!.stale).toBe(
      true,
    );
    expect(restoreCart([{ id: 'pz', quantity: 1, options: 'x' }], [pizza])).toEqual([]);
  });

  it('sends the choices in the order body and lists them in the text', () => {
    const lines = [
      buildLine(pizza, [size('o-g'), flavours('o-cal', 'o-cam'), addOns('o-bacon')], 1),
      buildLine({ id: 'b1', name: 'Guaraná', price: 6, category: 'Bebidas' }, [], 2),
    ];
    const body = toOrderBody(
      lines,
      { ...emptyCheckout, name: 'Ana', fulfilment: 'pickup' },
      emptyAddress,
    );
    expect(body.items).toEqual([
      {
        id: 'pz',
        quantity: 1,
        options: [addOns('o-bacon'), flavours('o-cal', 'o-cam'), size('o-g')],
      },
      { id: 'b1', quantity: 2 },
    ]);
    expect(buildOrderText({ storeName: 'Pizzaria', lines, address: emptyAddress })).toBe(
      [
        '*Pedido - Pizzaria*',
        '',
        '1x Pizza - R$ 71,50',
        '  • Tamanho: G',
        '  • Sabores: Calabresa',
        '  • Sabores: Camarão',
        '  • Adicionais: Bacon (+R$ 4,00)',
        '2x Guaraná - R$ 12,00',
        '',
        '*Total: R$ 83,50*',
      ].join('\n'),
    );
  });
});
