import { ptCollator } from '../../common/collation';
import { sortByCategoryThenName } from './public-catalog.service';

type P = { id: number; name: string; category: string };

/** The rule it must equal: one stable sort by category, then name, in Portuguese order. */
const reference = (ps: P[]): P[] =>
  [...ps].sort(
    (a, b) => ptCollator.compare(a.category, b.category) || ptCollator.compare(a.name, b.name),
  );

describe('sortByCategoryThenName', () => {
  it('orders categories then names in Portuguese order (accents, case, numbers)', () => {
    const ps: P[] = [
      { id: 1, name: 'Suco', category: 'Bebidas' },
      { id: 2, name: 'X-Tudo', category: 'Lanches' },
      { id: 3, name: 'Água', category: 'Bebidas' },
      { id: 4, name: 'Item 10', category: 'Açaí' },
      { id: 5, name: 'Item 9', category: 'Açaí' },
    ];
    expect(sortByCategoryThenName(ps).map((p) => p.id)).toEqual([5, 4, 3, 1, 2]);
  });

  it('equals the single-comparator stable sort on random catalogues, ties included', () => {
    // Deterministic pseudo-random data: categories that differ only by case or accent (equal for
    // the collator), repeated names, numbers inside names.
    let seed = 42;
    const rand = (n: number): number => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const cats = ['Bebidas', 'bebidas', 'Açaí', 'Acai', 'Lanches', 'Doces', 'doces', 'Água'];
    const names = ['Suco', 'suco', 'Água', 'Agua', 'Item 2', 'Item 10', 'Pão', 'pao', 'Éclair'];
    for (let run = 0; run < 200; run += 1) {
      const ps: P[] = Array.from({ length: rand(51) }, (_, id) => ({
        id,
        name: names[rand(names.length)],
        category: cats[rand(cats.length)],
      }));
      expect(sortByCategoryThenName([...ps]).map((p) => p.id)).toEqual(
        reference(ps).map((p) => p.id),
      );
    }
  });
});
