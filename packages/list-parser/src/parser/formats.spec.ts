/**
 * Formats the parser once missed: prices by size in a grid, a product over
 * consecutive lines (name, code, price), quantity before the name, thousands without cents,
 * a later correction in running text and several items per sentence.
 */
import { parseCatalogText } from '../offline-list-parser';
import { flattenOptionGroups } from '../../eval/parser-eval';

const flat = (text: string): string[] =>
  flattenOptionGroups(parseCatalogText(text)).map((i) => `${i.name}|${i.price}`);

describe('formats once missed', () => {
  it('reads thousands without cents ("3.200") as reais when they end a priced line', () => {
    expect(flat('iPhone 13 128GB 3.200\nGalaxy S22 256GB 2.899\nFone JBL bluetooth 199')).toEqual([
      'iPhone 13 128GB|3200',
      'Galaxy S22 256GB|2899',
      'Fone JBL bluetooth|199',
    ]);
  });

  it('does not take "1.500" for a price when a unit follows it or a spec word precedes it', () => {
    expect(flat('Cimento 1.000 kg 39,90')).toEqual(['Cimento 1.000 kg|39.9']);
  });

  it('reads prices by size in a pipe grid with a "Porte" header as one item per size', () => {
    expect(
      flat('BANHO E TOSA\nPorte | P | M | G\nBanho | 40 | 50 | 65\nTosa higiênica | 30 | 35 | 45'),
    ).toEqual([
      'Banho P|40',
      'Banho M|50',
      'Banho G|65',
      'Tosa higiênica P|30',
      'Tosa higiênica M|35',
      'Tosa higiênica G|45',
    ]);
  });

  it('reads a product spread over name, code and price lines', () => {
    expect(
      flat('Batom matte vermelho\ncód. 4521\nR$ 29,90\n\nBase líquida bege\ncód. 3310\nR$ 54,90'),
    ).toEqual(['Batom matte vermelho|29.9', 'Base líquida bege|54.9']);
  });

  it('reads name / code / price blocks whatever the code is written as ("Cód: 94230", "código 30981", "Ref. 5818")', () => {
    expect(
      flat(
        'Óleo de Soja 900ml\nCód: 89432\nR$ 7,49\n\nMisto Quente\ncódigo 30981\nR$12\n\nFarinha de Trigo 1kg\nRef. 5818\nR$ 5,29',
      ),
    ).toEqual(['Óleo de Soja 900ml|7.49', 'Misto Quente|12', 'Farinha de Trigo 1kg|5.29']);
  });

  it('keeps the quantity before the name', () => {
    expect(flat('100 cartões de visita ..... R$ 45\n500 panfletos A5 R$ 120')).toEqual([
      '100 Cartões de Visita|45',
      '500 Panfletos A5|120',
    ]);
  });

  it('reads several items in one sentence ("refri lata 5 e suco natural 7 reais")', () => {
    expect(flat('hoje tem coxinha a 6, kibe a 6. refri lata 5 e suco natural 7 reais')).toEqual([
      'Coxinha|6',
      'Kibe|6',
      'Refrigerante Lata|5',
      'Suco Natural|7',
    ]);
  });

  describe('a later correction of a price in running text', () => {
    const POTES = [
      'Bolo de Pote de Ninho|10',
      'Bolo de Pote de Chocolate|12',
      'Bolo de Pote de Maracujá|9',
    ];

    it('updates the earlier item from a correction on the next line ("o de chocolate agora é 12")', () => {
      expect(
        flat(
          'gente fiz bolo de pote hoje! tem o de ninho por 10, o de chocolate por 10 e o de maracujá por 9\nah o de chocolate agora é 12 viu',
        ),
      ).toEqual(POTES);
    });

    it('updates the earlier item from a correction later in the same line', () => {
      expect(
        flat(
          'gente fiz bolo de pote hoje! tem o de ninho por 10, o de chocolate por 10 e o de maracujá por 9. ah o de chocolate agora é 12 viu',
        ),
      ).toEqual(POTES);
      expect(
        flat(
          'gente fiz bolo de pote hoje! tem o de ninho por 10, o de chocolate por 10 e o de maracujá por 9 … o de chocolate agora é 12',
        ),
      ).toEqual(POTES);
    });

    it.each([
      ['mudou o preço do kibe: agora 12', 'Kibe|12'],
      ['kibe passou pra 15', 'Kibe|15'],
      ['corrigindo: kibe é 8,50', 'Kibe|8.5'],
      ['ah, o kibe agora é 12', 'Kibe|12'],
    ])('"%s" updates the earlier item and adds none', (correction, kibe) => {
      expect(flat(`Coxinha 6\nKibe 7\nPastel de carne 8\n${correction}`)).toEqual([
        'Coxinha|6',
        kibe,
        'Pastel de carne|8',
      ]);
      expect(flat(`coxinha 6, kibe 7 e pastel de carne 8. ${correction}`)).toEqual([
        'Coxinha|6',
        kibe,
        'Pastel de Carne|8',
      ]);
    });

    it('matches the earlier item by its words: plural, a shorter name, never another size', () => {
      expect(flat('Brigadeiro 3\nBeijinho 3\ncorrigindo: brigadeiros é 3,50')).toEqual([
        'Brigadeiro|3.5',
        'Beijinho|3',
      ]);
      expect(
        flat('Caldo de cana 300ml 6\nCaldo de cana 500ml 9\no caldo de cana 500ml agora é 10'),
      ).toEqual(['Caldo de cana 300ml|6', 'Caldo de cana 500ml|10']);
      expect(flat('Pastel de carne 8, pastel de queijo 8. o de queijo passou pra 9')).toEqual([
        'Pastel de carne|8',
        'Pastel de Queijo|9',
      ]);
    });

    it('reads "atualização" as a product word unless a colon makes it a notice', () => {
      expect(
        flat('troca de conector a 90. limpeza interna 60 e atualização de sistema 50 reais'),
      ).toEqual(['Troca de Conector|90', 'Limpeza Interna|60', 'Atualização de Sistema|50']);
    });

    it('adds no item when a correction in running text names nothing listed before', () => {
      expect(flat('coxinha 6, kibe 7. ah, a esfiha agora é 9')).toEqual(['Coxinha|6', 'Kibe|7']);
    });

    it('reads items after the corrected sentence as items', () => {
      expect(flat('coxinha 6, kibe 7. o kibe agora é 8. tem também esfiha a 5')).toEqual([
        'Coxinha|6',
        'Kibe|8',
        'Esfiha|5',
      ]);
    });
  });
});
