import { describe, expect, it } from 'vitest';
import { filterCatalogItems, normalizeSearchText } from './search';

const items = [
  { id: '1', name: 'Açaí 500 ml', price: 18, category: 'Açaí' },
  { id: '2', name: 'Pão de queijo', price: 5, category: 'Padaria' },
  { id: '3', name: 'Café coado', price: 6, category: 'Bebidas Quentes' },
  { id: '4', name: 'Suco de maçã', price: 9, category: 'Bebidas' },
];

describe('catalogue search', () => {
  it('normalises case and accents', () => {
    expect(normalizeSearchText('  AÇAÍ   Médio ')).toBe('acai medio');
    expect(normalizeSearchText('Pão')).toBe('pao');
  });

  it('matches the name without accents or case', () => {
    expect(filterCatalogItems(items, 'acai').map((i) => i.id)).toEqual(['1']);
    expect(filterCatalogItems(items, 'PAO').map((i) => i.id)).toEqual(['2']);
    expect(filterCatalogItems(items, 'maçã').map((i) => i.id)).toEqual(['4']);
    expect(filterCatalogItems(items, 'CAFE').map((i) => i.id)).toEqual(['3']);
  });

  it('matches the category too', () => {
    expect(filterCatalogItems(items, 'bebidas').map((i) => i.id)).toEqual(['3', '4']);
    expect(filterCatalogItems(items, 'padária').map((i) => i.id)).toEqual(['2']);
  });

  it('keeps everything for an empty query and nothing for a miss', () => {
    expect(filterCatalogItems(items, '   ')).toHaveLength(4);
    expect(filterCatalogItems(items, 'pizza')).toEqual([]);
  });
});
