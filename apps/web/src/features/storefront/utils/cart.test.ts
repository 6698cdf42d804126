import { describe, expect, it } from 'vitest';
import {
  cartActionMessage,
  cartCount,
  cartReducer,
  cartTotal,
  cartTotalCents,
  restoreCart,
  toSavedLines,
  type CartLine,
  type Product,
} from './cart';

const xSalada: Product = { id: 'p1', name: 'X-Salada', price: 18, category: 'Lanches' };
const suco: Product = { id: 'p2', name: 'Suco de Laranja', price: 7.9, category: 'Bebidas' };
const agua: Product = { id: 'p3', name: 'Água', price: 0.1, category: 'Bebidas' };

const run = (...actions: Parameters<typeof cartReducer>[1][]): CartLine[] =>
  actions.reduce(cartReducer, [] as CartLine[]);

describe('cart reducer (docs/PRODUCT.md §4)', () => {
  it('adds a new product as a line of quantity 1', () => {
    expect(run({ type: 'add', product: xSalada })).toEqual([{ ...xSalada, quantity: 1 }]);
  });

  it('re-adding a product raises its quantity by 1 and keeps the line order', () => {
    const lines = run(
      { type: 'add', product: xSalada },
      { type: 'add', product: suco },
      { type: 'add', product: xSalada },
    );
    expect(lines.map((l) => [l.id, l.quantity])).toEqual([
      ['p1', 2],
      ['p2', 1],
    ]);
  });

  it('reducing lowers the quantity by 1 and removes the line at 0', () => {
    let lines = run({ type: 'add', product: xSalada }, { type: 'add', product: xSalada });
    lines = cartReducer(lines, { type: 'decrement', id: 'p1' });
    expect(lines).toEqual([{ ...xSalada, quantity: 1 }]);
    lines = cartReducer(lines, { type: 'decrement', id: 'p1' });
    expect(lines).toEqual([]);
  });

  it('removes a line whatever its quantity; unknown ids change nothing', () => {
    const lines = run(
      { type: 'add', product: xSalada },
      { type: 'add', product: xSalada },
      { type: 'add', product: suco },
    );
    expect(cartReducer(lines, { type: 'remove', id: 'p1' })).toEqual([{ ...suco, quantity: 1 }]);
    expect(cartReducer(lines, { type: 'remove', id: 'nope' })).toBe(lines);
    expect(cartReducer(lines, { type: 'decrement', id: 'nope' })).toBe(lines);
  });

  it('clear empties the cart', () => {
    const lines = run({ type: 'add', product: xSalada }, { type: 'add', product: suco });
    expect(cartReducer(lines, { type: 'clear' })).toEqual([]);
  });

  it('totals exactly in centavos (no floating-point noise)', () => {
    const lines = run(
      { type: 'add', product: xSalada },
      { type: 'add', product: xSalada },
      { type: 'add', product: suco },
      { type: 'add', product: agua },
      { type: 'add', product: agua },
      { type: 'add', product: agua },
    );
    expect(cartTotalCents(lines)).toBe(3600 + 790 + 30);
    expect(cartTotal(lines)).toBe(44.2);
    expect(cartCount(lines)).toBe(6);
    expect(cartTotal([])).toBe(0);
  });

  it('names the toast of each action from the cart before it', () => {
    const one = run({ type: 'add', product: xSalada });
    const two = run({ type: 'add', product: xSalada }, { type: 'add', product: xSalada });
    expect(cartActionMessage([], { type: 'add', product: xSalada })).toBe('added');
    expect(cartActionMessage(one, { type: 'add', product: xSalada })).toBe('increased');
    expect(cartActionMessage(two, { type: 'decrement', id: 'p1' })).toBe('reduced');
    expect(cartActionMessage(one, { type: 'decrement', id: 'p1' })).toBe('removed');
    expect(cartActionMessage(two, { type: 'remove', id: 'p1' })).toBe('removed');
    expect(cartActionMessage(one, { type: 'clear' })).toBe('cleared');
  });
});

describe('restoreCart', () => {
  it('restores saved lines, refreshing names and prices and dropping gone products', () => {
    const saved = toSavedLines([
      { ...xSalada, price: 15, name: 'X-Salada antigo', quantity: 2 },
      { id: 'gone', name: 'Saiu do catálogo', price: 1, category: 'X', quantity: 4 },
      { ...suco, quantity: 1 },
    ]);
    expect(saved).toEqual([
      { id: 'p1', quantity: 2 },
      { id: 'gone', quantity: 4 },
      { id: 'p2', quantity: 1 },
    ]);
    expect(restoreCart(saved, [xSalada, suco])).toEqual([
      { ...xSalada, quantity: 2 },
      { ...suco, quantity: 1 },
    ]);
  });

  it('ignores malformed data, duplicates and bad quantities', () => {
    expect(restoreCart(null, [xSalada])).toEqual([]);
    expect(restoreCart('x', [xSalada])).toEqual([]);
    expect(
      restoreCart(
        [
          null,
          { id: 'p1' },
          { id: 'p1', quantity: 0 },
          { id: 'p1', quantity: 'dois' },
          { id: 'p1', quantity: 2.7 },
          { id: 'p1', quantity: 5 },
          { id: 'p2', quantity: 100000 },
        ],
        [xSalada, suco],
      ),
    ).toEqual([
      { ...xSalada, quantity: 2 },
      { ...suco, quantity: 999 },
    ]);
  });
});
