/**
 * Names are kept as the seller typed them (trimmed, spaces collapsed); the letter case is fixed
 * only for a name typed all in capitals or all in lower case, and never inside a unit.
 */
import { parseCatalogText } from '../offline-list-parser';
import { finishName } from './names';

/** The name of the one item a pasted line gives. */
function pastedName(line: string): string {
  const items = parseCatalogText(line);
  expect(items).toHaveLength(1);
  return items[0].name;
}

describe('finishName keeps the name the seller typed', () => {
  it.each([
    ['Açaí 300 ml', 'Açaí 300 ml'],
    ['Crème Brûlée', 'Crème Brûlée'],
    ['Pastel de Feira (Carne)', 'Pastel de Feira (Carne)'],
    ['Coxinha de frango', 'Coxinha de frango'],
    ['Suco natural 500ml', 'Suco natural 500ml'],
    ['iPhone 13 Pro', 'iPhone 13 Pro'],
    ['  Açaí   300 ml ', 'Açaí 300 ml'],
  ])('mixed case %p stays %p', (typed, kept) => {
    expect(finishName(typed, null)).toBe(kept);
  });

  it.each([
    ['COXINHA DE FRANGO', 'Coxinha de Frango'],
    ['AÇAÍ 300 ML', 'Açaí 300 ml'],
    ['REFRIGERANTE 2 L', 'Refrigerante 2 L'],
    ['PÃO DE QUEIJO 1 KG', 'Pão de Queijo 1 kg'],
  ])('ALL CAPS %p is case-fixed to %p, units kept', (typed, fixed) => {
    expect(finishName(typed, null)).toBe(fixed);
  });

  it.each([
    ['açaí 500 ml', 'Açaí 500 ml'],
    ['crème brûlée', 'Crème Brûlée'],
    ['coxinha de frango 250 g', 'Coxinha de Frango 250 g'],
  ])('all lower case %p is case-fixed to %p, units and typed accents kept', (typed, fixed) => {
    expect(finishName(typed, null)).toBe(fixed);
  });

  it('keeps the typed name in a pasted list too', () => {
    expect(pastedName('Açaí 300 ml - R$ 12,00')).toBe('Açaí 300 ml');
    expect(pastedName('Crème Brûlée - R$ 18,00')).toBe('Crème Brûlée');
    expect(pastedName('Pastel de Feira (Carne) - R$ 9,00')).toBe('Pastel de Feira (Carne)');
    expect(pastedName('COXINHA DE FRANGO - R$ 7,00')).toBe('Coxinha de Frango');
    expect(pastedName('açaí 500 ml - R$ 16,00')).toBe('Açaí 500 ml');
  });
});
