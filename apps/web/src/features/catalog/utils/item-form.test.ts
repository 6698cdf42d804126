import { describe, expect, it } from 'vitest';
import { Messages } from '@catalogo/contracts/core';
import {
  errorMessages,
  itemErrorMessage,
  validateItem,
  validateStagedItems,
  type ItemFormValues,
} from './item-form';

const valid: ItemFormValues = { name: 'Bolo de cenoura', price: 35, category: 'Bolos' };
const sizes = {
  name: 'Tamanho',
  min: 1,
  max: 1,
  priceRule: 'sum' as const,
  options: [
    { name: 'P', price: 35, available: true },
    { name: 'G', price: 55, available: true },
  ],
};

async function messageFor(values: ItemFormValues): Promise<string | null> {
  return itemErrorMessage(await validateItem(values), values);
}

describe('item forms: the contracts DTO rules', () => {
  it('accepts an item the API saves (edges included)', async () => {
    expect(await validateItem(valid)).toEqual({});
    expect(
      await validateItem({ name: 'x'.repeat(120), price: 100_000, category: 'c'.repeat(60) }),
    ).toEqual({});
    // A sized item keeps price 0 when a group is required (docs/API.md §6).
    expect(await validateItem({ ...valid, price: 0, optionGroups: [sizes] })).toEqual({});
  });

  it('refuses a name too long with the contract message', async () => {
    const errors = await validateItem({ ...valid, name: 'x'.repeat(121) });
    expect(errors.name?.message).toBe(Messages.invalidItemName);
    expect(await messageFor({ ...valid, name: 'x'.repeat(121) })).toBe(
      'O nome do item deve ter de 1 a 120 caracteres.',
    );
  });

  it('refuses a price too high or with three decimals, and a category too long', async () => {
    expect(await messageFor({ ...valid, price: 100_000.01 })).toBe(Messages.invalidItemPrice);
    expect(await messageFor({ ...valid, price: 12.345 })).toBe(Messages.invalidItemPrice);
    expect(await messageFor({ ...valid, category: 'c'.repeat(61) })).toBe(
      'A categoria deve ter de 1 a 60 caracteres.',
    );
    expect(await messageFor({ name: 'x'.repeat(121), price: 200_000, category: 'Bolos' })).toBe(
      `${Messages.invalidItemName} ${Messages.invalidItemPrice}`,
    );
  });

  it('says "preencha todos os campos" when a field is blank (docs/PRODUCT.md §5)', async () => {
    expect(await messageFor({ ...valid, name: '   ' })).toBe(Messages.fillAllFields);
    expect(await messageFor({ ...valid, price: 0 })).toBe(Messages.fillAllFields);
    expect(await messageFor({ ...valid, category: '' })).toBe(Messages.fillAllFields);
  });

  it('checks the option groups of an imported row too', async () => {
    const errors = await validateItem({
      ...valid,
      price: 0,
      optionGroups: [{ ...sizes, options: [{ name: 'P', price: 200_000, available: true }] }],
    });
    expect(errorMessages(errors).length).toBeGreaterThan(0);
  });

  it('validates a staging list row by row, by id, prices from centavos', async () => {
    const errors = await validateStagedItems([
      { id: 'ok', name: 'Coxinha', priceCents: 650, category: 'Salgados' },
      { id: 'long', name: 'x'.repeat(121), priceCents: 650, category: 'Salgados' },
      { id: 'cents', name: 'Kibe', priceCents: 10_000_001, category: 'Salgados' },
    ]);
    expect(Object.keys(errors).sort()).toEqual(['cents', 'long']);
    expect(errors.long?.name?.message).toBe(Messages.invalidItemName);
    expect(errors.cents?.price?.message).toBe(Messages.invalidItemPrice);
  });
});
