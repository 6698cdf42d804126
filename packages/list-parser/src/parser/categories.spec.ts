/**
 * The category lexicon and the inference of categories for lists without headings:
 * segment detection from the whole list, plural and accent folding, the categories a seller
 * of the segment uses, and no category made up.
 */
import { parseCatalogText } from '../offline-list-parser';
import { inferCategories, matchHits, UNKNOWN_CATEGORY } from './categories';
import { LEXICON } from './lexicon';
import { MORE_TERMS } from './lexicon-more';

const categoriesOf = (text: string): string[] => parseCatalogText(text).map((i) => i.category);

describe('category lexicon', () => {
  it('holds thousands of terms, each block with its rationale', () => {
    const terms = LEXICON.flatMap((s) => s.categories.flatMap((c) => c.terms));
    expect(terms.length).toBeGreaterThanOrEqual(3000);
    for (const b of MORE_TERMS) {
      expect(b.why.trim().length).toBeGreaterThan(10);
      expect(LEXICON.map((s) => s.id)).toContain(b.segment);
    }
  });

  it('folds plurals and accents: every form of a term names the same category', () => {
    const forms = [
      ['Pastéis de queijo', 'pastel de queijo', 'PASTEIS DE QUEIJO'],
      ['Rações para gatos', 'racao para gato', 'Ração p/ gato'],
      ['Pães franceses', 'pao frances', 'Pão Francês'],
      ['Maçãs gala', 'maca gala', 'Maçã Gala'],
    ];
    for (const group of forms) {
      const found = group.map((n) => matchHits(n)[0]?.rule.fine);
      expect(found[0]).toBeDefined();
      expect(new Set(found).size).toBe(1);
    }
  });
});

describe('inferred categories (lists without headings)', () => {
  it('detects a pet shop from the whole list and reads each item in it', () => {
    expect(
      categoriesOf(
        'Ração Max gatos 10kg 139,90\nSachê Felix 85g 3,49\nBifinho Keldog 7,90\nShampoo antipulgas 500ml 24,90\nAreia de sílica 1,6kg 34,90\nPeitoral com guia 59,90',
      ),
    ).toEqual(['Rações', 'Rações', 'Petiscos', 'Higiene', 'Higiene', 'Acessórios']);
  });

  it('detects a snack bar: a burger is a "Lanches", not a cut of beef', () => {
    expect(
      categoriesOf(
        'X-Picanha 32,00\nHambúrguer artesanal 180g 29,90\nX-Bacon 24,00\nBatata rústica 22,00',
      ),
    ).toEqual(['Lanches', 'Lanches', 'Lanches', 'Porções']);
  });

  it('uses "Perfumaria" and "Kits" in a cosmetics list, as resellers do', () => {
    expect(
      categoriesOf(
        'Perfume Malbec 100ml 179,90\nBatom matte 39,90\nMáscara de cílios 44,90\nHidratante Nativa Spa 49,90\nKit presente Egeo 149,90',
      ),
    ).toEqual(['Perfumaria', 'Maquiagem', 'Maquiagem', 'Corpo e Banho', 'Kits']);
  });

  it('names the sections of a corner shop with broad labels', () => {
    expect(
      categoriesOf(
        'Arroz 5kg 27,90\nCoca-Cola 2L 11,99\nDetergente Ypê 2,49\nBanana prata kg 5,99\nLinguiça toscana kg 21,90\nPresunto fatiado kg 34,90',
      ),
    ).toEqual(['Mercearia', 'Bebidas', 'Limpeza', 'Hortifrúti', 'Carnes', 'Frios']);
  });

  it('reads pizza flavours sold in "Broto" sizes as pizzas, and a flavour word only in a pizza list', () => {
    expect(
      categoriesOf('Sabor\tBroto\tGrande\nCalabresa\t25\t52\nFrango com catupiry\t27\t55'),
    ).toEqual(['Pizzas', 'Pizzas']);
    expect(categoriesOf('Linguiça calabresa kg 24,90\nPicanha kg 69,90')).toEqual([
      'Linguiças',
      'Bovinos',
    ]);
  });

  it('never makes a category up: an unknown item takes one of the list’s categories', () => {
    const got = inferCategories(['Ração Golden 15kg', 'Sachê Whiskas', 'Produto XPTO']);
    expect(got).toEqual(['Rações', 'Rações', 'Rações']);
    const allowed = new Set(LEXICON.flatMap((s) => [s.label, ...s.categories.map((c) => c.name)]));
    allowed.add(UNKNOWN_CATEGORY);
    for (const c of inferCategories(['Blusa 50', 'Tênis 120', 'Coisa rara', 'Picolé']))
      expect(allowed).toContain(c);
  });

  it('is deterministic: the same items get the same categories in any run', () => {
    const names = ['Coxinha', 'Brigadeiro', 'Refri lata', 'Pão de queijo', 'Kit festa'];
    expect(inferCategories(names)).toEqual(inferCategories([...names]));
  });
});
