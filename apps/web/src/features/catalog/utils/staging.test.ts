import { describe, expect, it } from 'vitest';
import { Messages } from '@catalogo/contracts/core';
import {
  addManualItem,
  appendProcessedItems,
  incompleteItemIds,
  loadStagedItems,
  saveStagedItems,
  stagingStorageKey,
  toSavePayload,
  type StagedItem,
} from './staging';

let n = 0;
const makeId = () => `id-${++n}`;
const staged = (name: string, priceCents: number, category: string): StagedItem => ({
  id: makeId(),
  name,
  priceCents,
  category,
});

describe('appendProcessedItems', () => {
  it('appends new items with prices in centavos and counts them', () => {
    const list = [staged('X-Salada', 1800, 'Lanches')];
    const { items, appended } = appendProcessedItems(
      list,
      [
        { name: 'X-Bacon', price: 22, category: 'Lanches' },
        { name: 'Coca-Cola lata', price: 6.5, category: 'Bebidas' },
      ],
      makeId,
    );
    expect(appended).toBe(2);
    expect(items.map((i) => [i.name, i.priceCents, i.category])).toEqual([
      ['X-Salada', 1800, 'Lanches'],
      ['X-Bacon', 2200, 'Lanches'],
      ['Coca-Cola lata', 650, 'Bebidas'],
    ]);
    expect(list).toHaveLength(1); // not mutated
  });

  it('drops items already in the list (same name and category, case-insensitive)', () => {
    const list = [staged('X-Salada', 1800, 'Lanches')];
    const { items, appended } = appendProcessedItems(
      list,
      [
        { name: 'x-salada', price: 19, category: 'LANCHES' },
        { name: ' X-SALADA ', price: 19, category: 'lanches ' },
        { name: 'X-Salada', price: 19, category: 'Promoções' }, // other category: kept
      ],
      makeId,
    );
    expect(appended).toBe(1);
    expect(items).toHaveLength(2);
    expect(items[0]!.priceCents).toBe(1800); // the staged one is untouched
    expect(items[1]).toMatchObject({ name: 'X-Salada', category: 'Promoções' });
  });

  it('drops repetitions inside the same answer', () => {
    const { items, appended } = appendProcessedItems(
      [],
      [
        { name: 'Pastel de carne', price: 8, category: 'Pastéis' },
        { name: 'PASTEL DE CARNE', price: 9, category: 'pastéis' },
      ],
      makeId,
    );
    expect(appended).toBe(1);
    expect(items).toHaveLength(1);
  });

  it('counts zero for an empty answer', () => {
    const list = [staged('A', 100, 'B')];
    expect(appendProcessedItems(list, [], makeId)).toEqual({ items: list, appended: 0 });
  });
});

describe('addManualItem', () => {
  const list = [staged('Bolo de cenoura', 3500, 'Bolos')];

  it('asks for every field and a price above zero', () => {
    for (const draft of [
      { name: '', priceCents: 100, category: 'Bolos' },
      { name: '   ', priceCents: 100, category: 'Bolos' },
      { name: 'Brigadeiro', priceCents: 0, category: 'Doces' },
      { name: 'Brigadeiro', priceCents: 250, category: ' ' },
    ]) {
      expect(addManualItem(list, draft, makeId)).toEqual({
        ok: false,
        message: 'Por favor, preencha todos os campos corretamente.',
      });
    }
    expect(Messages.fillAllFields).toBe('Por favor, preencha todos os campos corretamente.');
  });

  it('refuses a duplicate of the same name and category, case-insensitive', () => {
    expect(
      addManualItem(list, { name: 'BOLO DE CENOURA ', priceCents: 100, category: 'bolos' }, makeId),
    ).toEqual({ ok: false, message: 'Este item já existe na lista.' });
  });

  it('appends a valid item, trimmed; same name in another category is fine', () => {
    const result = addManualItem(
      list,
      { name: ' Bolo de cenoura ', priceCents: 4000, category: ' Tortas ' },
      makeId,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.items).toHaveLength(2);
    expect(result.item).toMatchObject({
      name: 'Bolo de cenoura',
      priceCents: 4000,
      category: 'Tortas',
    });
  });
});

describe('saving', () => {
  it('finds incomplete rows and sends prices in reais', () => {
    const a = staged(' Coxinha ', 650, ' Salgados ');
    const b = staged('Kibe', 0, 'Salgados');
    expect(incompleteItemIds([a, b])).toEqual([b.id]);
    expect(toSavePayload([a])).toEqual([{ name: 'Coxinha', price: 6.5, category: 'Salgados' }]);
    expect(toSavePayload([staged('X', 1290, 'Y')])[0]!.price).toBe(12.9);
  });

  it('persists a list per seller and ignores unreadable data', () => {
    const key = stagingStorageKey(' Ana@Exemplo.com ');
    expect(key).toBe(stagingStorageKey('ana@exemplo.com'));
    const items = [staged('Coxinha', 650, 'Salgados')];
    saveStagedItems(key, items, localStorage);
    expect(loadStagedItems(key, localStorage)).toEqual(items);
    saveStagedItems(key, [], localStorage);
    expect(localStorage.getItem(key)).toBeNull();
    localStorage.setItem(key, '{nope');
    expect(loadStagedItems(key, localStorage)).toEqual([]);
    localStorage.setItem(key, JSON.stringify([{ id: 1 }, ...items]));
    expect(loadStagedItems(key, localStorage)).toEqual(items);
  });
});

describe('imported sizes (a "Tamanho" group, docs/API.md §6 "Import")', () => {
  const pizza = {
    name: 'Pizza Calabresa',
    price: 0,
    category: 'Pizzas',
    optionGroups: [
      {
        name: 'Tamanho',
        min: 1,
        max: 1,
        priceRule: 'sum' as const,
        options: [
          { name: 'P', price: 35, available: true },
          { name: 'M', price: 45, available: true },
          { name: 'G', price: 55.5, available: true },
        ],
      },
    ],
  };

  it('stages the group with option prices in centavos and saves it back in reais', () => {
    const { items } = appendProcessedItems([], [pizza], makeId);
    expect(items).toHaveLength(1);
    const [item] = items;
    expect(item.priceCents).toBe(0);
    expect(item.optionGroups?.[0].options.map((o) => [o.name, o.priceCents])).toEqual([
      ['P', 3500],
      ['M', 4500],
      ['G', 5550],
    ]);
    expect(incompleteItemIds(items)).toEqual([]);
    expect(toSavePayload(items)).toEqual([pizza]);
  });

  it('a price of 0 needs a required group, and every option needs a name', () => {
    const { items } = appendProcessedItems([], [pizza], makeId);
    const [item] = items;
    const group = item.optionGroups![0];
    const optional = { ...item, optionGroups: [{ ...group, min: 0 }] };
    const unnamed = {
      ...item,
      optionGroups: [
        { ...group, options: [...group.options, { ...group.options[0], id: 'x', name: ' ' }] },
      ],
    };
    expect(incompleteItemIds([optional, unnamed])).toEqual([optional.id, unnamed.id]);
  });

  it('keeps the group across a reload', () => {
    const { items } = appendProcessedItems([], [pizza], makeId);
    const key = stagingStorageKey('vendedor@exemplo.com');
    saveStagedItems(key, items, localStorage);
    expect(loadStagedItems(key, localStorage)).toEqual(items);
  });
});
