import { describe, expect, it } from 'vitest';
import type { Product } from './cart';
import { categoriesOf, filterProducts, normalizeText } from './search';

const products: Product[] = [
  { id: '1', name: 'Açaí 500ml', price: 20, category: 'Açaí' },
  { id: '2', name: 'Coca-Cola Lata', price: 6, category: 'Bebidas' },
  { id: '3', name: 'Suco de Maçã', price: 8, category: 'Bebidas' },
  { id: '4', name: 'Pão de Queijo', price: 5, category: 'Salgados' },
  { id: '5', name: 'X-Salada', price: 18, category: 'Salgados' },
];
const names = (list: Product[]) => list.map((p) => p.name);

describe('product search', () => {
  it('normalises case, accents and punctuation', () => {
    expect(normalizeText('  Pão-de-QUEIJO! ')).toBe('pao de queijo');
    expect(normalizeText('Maçã')).toBe('maca');
  });

  it('is case- and accent-insensitive both ways', () => {
    expect(names(filterProducts(products, 'ACAI'))).toEqual(['Açaí 500ml']);
    expect(names(filterProducts(products, 'maçã'))).toEqual(['Suco de Maçã']);
    expect(names(filterProducts(products, 'maca'))).toEqual(['Suco de Maçã']);
    expect(names(filterProducts(products, 'pao'))).toEqual(['Pão de Queijo']);
  });

  it('needs every word, in the name or the category', () => {
    expect(names(filterProducts(products, 'x salada'))).toEqual(['X-Salada']);
    expect(names(filterProducts(products, 'bebidas lata'))).toEqual(['Coca-Cola Lata']);
    expect(filterProducts(products, 'pizza')).toEqual([]);
    expect(filterProducts(products, '   ')).toHaveLength(5);
  });

  it('filters by category, together with the query', () => {
    expect(names(filterProducts(products, '', 'Bebidas'))).toEqual([
      'Coca-Cola Lata',
      'Suco de Maçã',
    ]);
    expect(names(filterProducts(products, 'suco', 'Bebidas'))).toEqual(['Suco de Maçã']);
    expect(filterProducts(products, 'suco', 'Salgados')).toEqual([]);
  });

  it('lists the distinct categories in catalogue order', () => {
    expect(categoriesOf(products)).toEqual(['Açaí', 'Bebidas', 'Salgados']);
  });
});
