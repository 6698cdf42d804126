import { describe, expect, it } from 'vitest';
import type { ItemOptionGroup } from '@catalogo/contracts/core';
import {
  copyDrafts,
  move,
  newGroup,
  setRequired,
  toDrafts,
  toOptionGroupsBody,
  validateItemWithGroups,
  type GroupDraft,
} from './option-groups';

const saved: ItemOptionGroup[] = [
  {
    id: '0f8fad5b-d9cb-469f-a165-70867728950e',
    name: 'Tamanho',
    min: 1,
    max: 1,
    priceRule: 'sum',
    options: [
      { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7', name: 'P', price: 0, available: true },
      { id: '6ecd8c99-4036-403d-bf84-cf8400f67836', name: 'G', price: 10.5, available: false },
    ],
  },
];
const item = { name: 'Açaí 500 ml', price: 18, category: 'Açaí' };

describe('Complementos drafts', () => {
  it('round-trips saved groups, keeping ids and prices exact (centavos ↔ reais)', () => {
    const drafts = toDrafts(saved);
    expect(drafts[0]!.options[1]!.priceCents).toBe(1050);
    expect(toOptionGroupsBody(drafts)).toEqual(saved);
  });

  it('copies another item\u2019s groups without their ids (new groups for this item)', () => {
    const body = toOptionGroupsBody(copyDrafts(saved));
    expect(body[0]).not.toHaveProperty('id');
    expect(body[0]!.options.every((o) => !('id' in o))).toBe(true);
    expect(body[0]!.options.map((o) => o.name)).toEqual(['P', 'G']);
  });

  it('moves a row up and down, and not past either end', () => {
    expect(move(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('"Obrigatório" sets min to at least 1 (max follows); off sets min 0', () => {
    const group: GroupDraft = { ...newGroup(), min: 0, max: 0 };
    expect(setRequired(group, true)).toMatchObject({ min: 1, max: 1 });
    expect(setRequired({ ...group, min: 2, max: 3 }, false)).toMatchObject({ min: 0, max: 3 });
  });
});

describe('validated by the contracts DTO (same as the server)', () => {
  const body = (patch: Partial<GroupDraft>, optionNames = ['P', 'G']) =>
    toOptionGroupsBody([
      {
        ...newGroup(),
        name: 'Tamanho',
        min: 1,
        max: 1,
        ...patch,
        options: optionNames.map((name, i) => ({
          key: `o${i}`,
          name,
          priceCents: i * 500,
          available: true,
        })),
      },
    ]);

  it('accepts a valid group', () => {
    expect(validateItemWithGroups(item, body({}))).toBeNull();
  });

  it('refuses an empty name, max above the options and min above max, in Portuguese', () => {
    expect(validateItemWithGroups(item, body({ name: '  ' }))).toMatch(/nome do grupo/);
    expect(validateItemWithGroups(item, body({ max: 3 }))).toMatch(/máximo/);
    expect(validateItemWithGroups(item, body({ min: 2, max: 1 }))).toMatch(/mínimo/);
    expect(validateItemWithGroups(item, body({}, ['P', '']))).toMatch(/nome da opção/);
  });

  it('allows price 0 only with a required group', () => {
    const free = { ...item, price: 0 };
    expect(validateItemWithGroups(free, body({}))).toBeNull();
    expect(validateItemWithGroups(free, body({ min: 0 }))).not.toBeNull();
  });
});
