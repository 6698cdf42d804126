import * as path from 'node:path';
import type { Item } from './item';
import { parseCatalogText } from './offline-list-parser';
import {
  buildBenchmarkList,
  evaluateFixtures,
  flattenOptionGroups,
  nameSimilarity,
  normaliseName,
} from '../eval/parser-eval';

const FIXTURES = path.resolve(__dirname, '../fixtures/catalog-paste');

/** Parses (sizes as one row each) and keeps only "name|price|category" strings. */
function rows(input: string): string[] {
  return flattenOptionGroups(parseCatalogText(input)).map(
    (i) => `${i.name}|${i.price}|${i.category}`,
  );
}

/** Parses (sizes as one row each) and keeps only "name|price". */
function priced(input: string): string[] {
  return flattenOptionGroups(parseCatalogText(input)).map((i) => `${i.name}|${i.price}`);
}

/** The single item a one-line list gives. */
function only(input: string): Item {
  const items = parseCatalogText(input);
  expect(items).toHaveLength(1);
  return items[0];
}

describe('parseCatalogText', () => {
  describe('basic behaviour', () => {
    it('returns [] for empty or blank input', () => {
      expect(parseCatalogText('')).toEqual([]);
      expect(parseCatalogText('  \n\n ')).toEqual([]);
    });

    it('returns items with name, price and category', () => {
      expect(parseCatalogText('Coxinha - R$ 6,50')).toEqual([
        { name: 'Coxinha', price: 6.5, category: 'Salgados' },
      ]);
    });

    it('drops lines without a price', () => {
      expect(rows('Bolo de cenoura\n\nTodos os bolos servem 15 pessoas')).toEqual([]);
    });

    it('is deterministic', () => {
      const text = buildBenchmarkList(60);
      expect(parseCatalogText(text)).toEqual(parseCatalogText(text));
    });
  });

  describe('price formats', () => {
    it.each([
      ['Coxinha - R$ 12,90', 12.9],
      ['Coxinha ..... 12,90', 12.9],
      ['Coxinha R$12', 12],
      ['Coxinha 12 reais', 12],
      ['Bicicleta R$ 1.234,56', 1234.56],
      ['Bicicleta 1234.56', 1234.56],
      ['Bicicleta 1,249.00', 1249],
      ['Bicicleta R$ 1.200', 1200],
      ['Coxinha: R$ 5,00', 5],
      ['Coxinha = 5,00', 5],
      ['Coxinha (R$ 5,00)', 5],
    ])('reads "%s" as %p', (line, price) => {
      expect(only(line).price).toBe(price);
    });

    it('reads a price written before the name', () => {
      expect(only('R$ 36,90 Cimento CP II 50kg')).toMatchObject({
        name: 'Cimento CP II 50kg',
        price: 36.9,
      });
      expect(only('12,90 - Pão de queijo')).toMatchObject({ name: 'Pão de queijo', price: 12.9 });
    });

    it('does not take sizes, weights or percentages for prices', () => {
      expect(only('Ração Premier 7,5kg - R$ 214,90')).toMatchObject({
        name: 'Ração Premier 7,5kg',
        price: 214.9,
      });
      expect(only('IPA (6,5% ABV, 60 IBU) 500ml ..... R$ 28,00').price).toBe(28);
      expect(only('FIO FLEXÍVEL 2,5MM ROLO 100M R$229,90').name).toBe(
        'Fio Flexível 2,5mm Rolo 100m',
      );
      expect(only('Bicicleta aro 29 21 marchas R$ 2.199,00').price).toBe(2199);
    });

    it('accepts a bare trailing integer after a unit word', () => {
      expect(only('Mamão formosa un 8')).toMatchObject({ name: 'Mamão formosa (un)', price: 8 });
    });

    it('keeps prices within (0, 100000] with at most 2 decimals', () => {
      expect(rows('Casa R$ 250.000,00')).toEqual([]);
      expect(only('Bala R$ 0,50').price).toBe(0.5);
    });
  });

  describe('which price counts', () => {
    it('uses X in "a partir de R$ X"', () => {
      expect(only('Caneca personalizada – a partir de R$ 35')).toMatchObject({
        name: 'Caneca personalizada',
        price: 35,
      });
    });

    it('uses Y in "de R$ X por R$ Y"', () => {
      expect(only('Coca-Cola 2L de R$ 14,00 por R$ 12,00')).toMatchObject({
        name: 'Coca-Cola 2L',
        price: 12,
      });
      expect(only('Shampoo Seda 325ml de 15,90 por 12,90')).toMatchObject({
        name: 'Shampoo Seda 325ml',
        price: 12.9,
      });
    });

    it('ignores a struck-through old price', () => {
      expect(only('Guaraná lata ~R$ 6,00~ R$ 5,00')).toMatchObject({
        name: 'Guaraná lata',
        price: 5,
      });
    });

    it('uses the cash price, not the instalment', () => {
      expect(only('Bermuda R$ 89,00 à vista ou 10x de R$ 9,90').price).toBe(89);
      expect(only('Tênis R$ 199,90 ou 12x R$ 19,90').price).toBe(199.9);
    });

    it('lets a later correction win', () => {
      const text = 'X-Bacon - R$ 22,00\nX-Salada - R$ 18,00\n\nCorreção: o X-Bacon é R$ 24,00';
      expect(priced(text)).toEqual(['X-Bacon|24', 'X-Salada|18']);
    });

    it('lets a later repeat of the same item outside a section win', () => {
      expect(priced('*LANCHES*\nMisto - R$ 12\n\nMisto R$ 13')).toEqual(['Misto|13']);
    });

    it('drops a price denied with "e não"', () => {
      expect(priced('Kibe\nR$ 5,00\n\nOps, o Kibe é R$ 7,00 e não R$ 5,00')).toEqual(['Kibe|7']);
    });
  });

  describe('units after the price', () => {
    it.each([
      ['Pão francês R$ 15,90/kg', 'Pão francês (kg)', 15.9],
      ['Queijo mussarela R$ 59,90 o kg', 'Queijo mussarela (kg)', 59.9],
      ['Presunto R$ 4,49 / 100g', 'Presunto (100g)', 4.49],
      ['Bolo de chocolate R$ 12,00 a fatia', 'Bolo de chocolate (fatia)', 12],
      ['Pão sovado R$ 2,00 un', 'Pão sovado', 2],
      ['Sonho R$ 5,50 cada', 'Sonho', 5.5],
      ['Banana prata dz 7,5', 'Banana prata (dúzia)', 7.5],
      ['Cheiro-verde maço 2,50', 'Cheiro-verde (maço)', 2.5],
    ])('"%s" → %s', (line, name, price) => {
      expect(only(line)).toMatchObject({ name, price });
    });
  });

  describe('names', () => {
    it('keeps a mixed-case name as typed; an all-lower-case one in Title Case, small words lower', () => {
      expect(only('Misto quente - R$ 10,00').name).toBe('Misto quente');
      expect(only('pão de leite com coco e canela 9,50').name).toBe(
        'Pão de Leite com Coco e Canela',
      );
    });

    it('keeps units and acronyms as written', () => {
      expect(only('Guaraná 2L - R$ 12,00').name).toBe('Guaraná 2L');
      expect(only('Suco natural 500ml - R$ 8,00').name).toBe('Suco natural 500ml');
      expect(only('LÂMPADA LED 9W R$7,99').name).toBe('Lâmpada LED 9W');
      expect(only('Tubo PVC 25mm R$ 21,90').name).toBe('Tubo PVC 25mm');
    });

    it('strips numbering, bullets and emoji bullets', () => {
      expect(
        priced('1. Kaiak 100ml – R$ 159,90\n2) Humor 75ml – R$ 129,90\n03 - Ekos R$ 39,90'),
      ).toEqual(['Kaiak 100ml|159.9', 'Humor 75ml|129.9', 'Ekos|39.9']);
      expect(
        priced(
          '- Coxinha 5,00\n• Kibe 6,00\n* Risoles 7,00\n▪️ Empada 8,00\n💎 Brinco — 💰 R$ 49,90',
        ),
      ).toEqual(['Coxinha|5', 'Kibe|6', 'Risoles|7', 'Empada|8', 'Brinco|49.9']);
    });

    it('drops codes and notes in parentheses', () => {
      expect(only('Cód. 35620 | Desodorante Roll-on 50ml (leve 2 pague 1) | R$ 12,99').name).toBe(
        'Desodorante Roll-on 50ml',
      );
      expect(only('Refil de growler 1L (qualquer estilo) ...... R$ 45,00').name).toBe(
        'Refil de growler 1L',
      );
    });

    it('keeps parentheses that describe the product', () => {
      expect(only('Kit festa (20 caixinhas + 20 tags) – R$ 120').name).toBe(
        'Kit festa (20 caixinhas + 20 tags)',
      );
    });

    it('repairs missing accents and one-letter typos', () => {
      expect(only('pao de qeijo 4,50').name).toBe('Pão de Queijo');
      expect(only('coxinha de frago 6,00').name).toBe('Coxinha de Frango');
      expect(only('agua sem gas 3,00').name).toBe('Água sem Gás');
      expect(only('refri lata 5,50').name).toBe('Refrigerante Lata');
    });

    it('removes identical duplicates', () => {
      expect(priced('Coxinha R$ 5\nCoxinha R$ 5')).toEqual(['Coxinha|5']);
    });
  });

  describe('price on the next line', () => {
    it('joins a name line with the price line below it', () => {
      const text =
        'Bolo Red Velvet\nR$ 95,00\n\nNaked Cake Frutas Vermelhas\na partir de R$ 120,00';
      expect(priced(text)).toEqual(['Bolo Red Velvet|95', 'Naked Cake Frutas Vermelhas|120']);
    });

    it('gives each size on the price line its own item', () => {
      expect(priced('Bolo de chocolate\nR$ 45,00 (inteiro) | R$ 8,00 (fatia)')).toEqual([
        'Bolo de chocolate Inteiro|45',
        'Bolo de chocolate Fatia|8',
      ]);
    });
  });

  describe('sizes become one item with a "Tamanho" group (docs/API.md §6 "Import")', () => {
    const tamanho = (options: Array<[string, number]>) => [
      {
        name: 'Tamanho',
        min: 1,
        max: 1,
        priceRule: 'sum',
        options: options.map(([name, price]) => ({ name, price, available: true })),
      },
    ];

    it('turns "Pizza Calabresa P 35 / M 45 / G 55" into one item with three sizes', () => {
      expect(parseCatalogText('Pizza Calabresa P 35 / M 45 / G 55')).toEqual([
        {
          name: 'Pizza Calabresa',
          price: 0,
          category: 'Pizzas',
          optionGroups: tamanho([
            ['P', 35],
            ['M', 45],
            ['G', 55],
          ]),
        },
      ]);
    });

    it('reads a Markdown table with a column per size', () => {
      const text =
        '*PIZZAS*\n| Sabor | P | M | G |\n|---|---|---|---|\n| Calabresa | 35 | 45 | 55 |\n| Portuguesa | 38,00 | 48,00 | 58,00 |';
      expect(parseCatalogText(text)).toEqual([
        {
          name: 'Calabresa',
          price: 0,
          category: 'Pizzas',
          optionGroups: tamanho([
            ['P', 35],
            ['M', 45],
            ['G', 55],
          ]),
        },
        {
          name: 'Portuguesa',
          price: 0,
          category: 'Pizzas',
          optionGroups: tamanho([
            ['P', 38],
            ['M', 48],
            ['G', 58],
          ]),
        },
      ]);
    });

    it('reads a size table aligned with spaces, skipping an empty cell', () => {
      const text =
        '*MARMITAS*\nOpção          P      M      G\nFrango        18     22     26\nCostela       20     -      30';
      expect(rows(text)).toEqual([
        'Frango P|18|Marmitas',
        'Frango M|22|Marmitas',
        'Frango G|26|Marmitas',
        'Costela P|20|Marmitas',
        'Costela G|30|Marmitas',
      ]);
    });

    it('keeps different products on one line as separate items', () => {
      expect(parseCatalogText('Coca lata R$ 6 | Coca 2L R$ 12').every((i) => !i.optionGroups)).toBe(
        true,
      );
    });
  });

  describe('several items or sizes on one line', () => {
    it('splits P / M / G sizes', () => {
      expect(priced('Calabresa P 35,00 / M 45,00 / G 55,00')).toEqual([
        'Calabresa P|35',
        'Calabresa M|45',
        'Calabresa G|55',
      ]);
    });

    it('splits sizes separated by "|"', () => {
      expect(priced('Açaí 300ml R$ 10 | 500ml R$ 14')).toEqual(['Açaí 300ml|10', 'Açaí 500ml|14']);
    });

    it('names bare sizes after the heading', () => {
      expect(priced('*AÇAÍ NO COPO*\n300ml R$ 14 | 500ml R$ 18')).toEqual([
        'Açaí 300ml|14',
        'Açaí 500ml|18',
      ]);
    });

    it('splits different products on one line', () => {
      expect(rows('Bebidas: refri lata R$ 5 | suco natural 300ml R$ 7')).toEqual([
        'Refrigerante Lata|5|Bebidas',
        'Suco Natural 300ml|7|Bebidas',
      ]);
    });

    it('splits an informal sentence and adds the product word of the conversation', () => {
      const text =
        'to vendendo geladinho!\ntem de ninho 5 reais, morango 4 reais e paçoca 5 reais\no de coco ta 3,50';
      expect(priced(text)).toEqual([
        'Geladinho de Ninho|5',
        'Geladinho de Morango|4',
        'Geladinho de Paçoca|5',
        'Geladinho de Coco|3.5',
      ]);
    });

    it('gives one item per flavour sharing a "cada" price', () => {
      expect(priced('Brigadeiro, beijinho e cajuzinho - R$ 2,50 cada')).toEqual([
        'Brigadeiro|2.5',
        'Beijinho|2.5',
        'Cajuzinho|2.5',
      ]);
    });

    it('reads a size written after each price', () => {
      expect(priced('Pizza calabresa R$ 40,00 (média) / R$ 55,00 (grande)')).toEqual([
        'Pizza calabresa Média|40',
        'Pizza calabresa Grande|55',
      ]);
      expect(priced('Açaí R$ 12 (300ml) | R$ 16 (500ml)')).toEqual([
        'Açaí 300ml|12',
        'Açaí 500ml|16',
      ]);
    });

    it('uses sizes declared in the heading for lines with bare prices', () => {
      expect(priced('Pizzas (broto / média / grande)\nMussarela – 25 / 40 / 55')).toEqual([
        'Mussarela Broto|25',
        'Mussarela Média|40',
        'Mussarela Grande|55',
      ]);
    });

    it('keeps a name before its description', () => {
      expect(only('Clássico: pão brioche, blend 150g, queijo e salada - R$ 28').name).toBe(
        'Clássico',
      );
    });
  });

  describe('headings and categories', () => {
    it('uses *bold* emoji headings in Title Case', () => {
      expect(
        rows('*🍔 LANCHES*\nX-Salada - R$ 18,00\n\n*🥤 BEBIDAS*\nGuaraná 2L - R$ 12,00'),
      ).toEqual(['X-Salada|18|Lanches', 'Guaraná 2L|12|Bebidas']);
    });

    it('uses plain capital, "Nome:" and emoji headings', () => {
      expect(
        rows(
          'PÃES\nPão de leite ..... 9,50\n\nVerduras e legumes:\n- Tomate kg 6,99\n\n🌸 CUIDADOS DIÁRIOS\nHidratante R$ 16,99',
        ),
      ).toEqual([
        'Pão de leite|9.5|Pães',
        'Tomate (kg)|6.99|Verduras e Legumes',
        'Hidratante|16.99|Cuidados Diários',
      ]);
    });

    it('uses short plain headings between items', () => {
      expect(rows('Salgados\nCoxinha 5,00\nDoces\nBrigadeiro 2,00')).toEqual([
        'Coxinha|5|Salgados',
        'Brigadeiro|2|Doces',
      ]);
    });

    it('applies a heading price to each flavour listed under it', () => {
      expect(
        rows(
          '*ESFIHAS ABERTAS – R$ 6,00 cada*\nCarne\nQueijo\n\n*ADICIONAIS* (R$ 3,00 cada)\nNutella, morango e paçoca',
        ),
      ).toEqual([
        'Carne|6|Esfihas Abertas',
        'Queijo|6|Esfihas Abertas',
        'Nutella|3|Adicionais',
        'Morango|3|Adicionais',
        'Paçoca|3|Adicionais',
      ]);
    });

    it('takes a price on the line under a heading as the price of the flavours below', () => {
      expect(rows('*BOLO DE POTE*\nR$ 10,00\nSabores: ninho, prestígio')).toEqual([
        'Ninho|10|Bolo de Pote',
        'Prestígio|10|Bolo de Pote',
      ]);
    });

    it('uses an inline "Label:" as the category of the items after it', () => {
      expect(rows('Sobremesa: pudim R$ 6')).toEqual(['Pudim|6|Sobremesas']);
    });

    it('does not take a title line or a store name for a category', () => {
      expect(
        rows('🎂✨ ENCOMENDAS ABERTAS PARA O FIM DE SEMANA ✨🎂\n\nBolo de cenoura\nR$ 65,00'),
      ).toEqual(['Bolo de cenoura|65|Bolos']);
      expect(rows('*🥟 PASTELARIA DO JAPA 🥟*\nPastel de carne - R$ 9,00')).toEqual([
        'Pastel de carne|9|Salgados',
      ]);
    });

    it('infers the category of items under a generic heading', () => {
      expect(rows('Tamanhos:\nMarmita P – R$ 18\nMarmita G – R$ 26')).toEqual([
        'Marmita P|18|Marmitas',
        'Marmita G|26|Marmitas',
      ]);
    });

    it('lists a product repeated in a highlight section once, under its real section', () => {
      const text =
        '⭐ *MAIS PEDIDOS* ⭐\nPastel de carne - R$ 9,00\n\n*PASTÉIS SALGADOS*\nPastel de carne - R$ 9,00\nPastel de queijo - R$ 9,00';
      expect(rows(text)).toEqual([
        'Pastel de carne|9|Pastéis Salgados',
        'Pastel de queijo|9|Pastéis Salgados',
      ]);
    });

    it('keeps the same name in two sections with different prices', () => {
      const text = '*ESFIHAS ABERTAS*\nCarne R$ 6\n\n*ESFIHAS FECHADAS*\nCarne R$ 7';
      expect(rows(text)).toEqual(['Carne|6|Esfihas Abertas', 'Carne|7|Esfihas Fechadas']);
    });
  });

  describe('inferred categories', () => {
    it.each([
      ['Ração Golden Adulto 15kg - R$ 189,90', 'Rações'],
      ['Coca-Cola lata 5,00\nSuco de laranja 6,00\nCoxinha 6,00', 'Bebidas'],
      ['Coxinha 6,00\nEsfirra 5,50\nBrigadeiro 3,00', 'Salgados'],
      ['X-Tudo R$ 28', 'Lanches'],
      ['Brigadeiro R$ 2,50\nBeijinho R$ 2,50', 'Doces'],
      ['Caneca personalizada R$ 35', 'Personalizados'],
    ])('%s → %s', (text, category) => {
      expect(parseCatalogText(text)[0].category).toBe(category);
    });

    it('uses fine labels in a one-kind shop and broad labels in a mixed list', () => {
      expect(
        rows('Cerveja Skol lata 3,79\nGuaraná 2L 8,49\nÁgua mineral 2,50').map(
          (r) => r.split('|')[2],
        ),
      ).toEqual(['Cervejas', 'Refrigerantes', 'Águas']);
      expect(
        rows('Coxinha 6,00\nBrigadeiro 3,00\nRefri lata 5,50').map((r) => r.split('|')[2]),
      ).toEqual(['Salgados', 'Doces', 'Bebidas']);
    });

    it('falls back to "Geral"', () => {
      expect(only('Produto misterioso XYZ R$ 10').category).toBe('Geral');
    });
  });

  describe('spreadsheet pastes', () => {
    it('reads tab-separated rows with a header', () => {
      const text =
        'Código\tProduto\tUnidade\tPreço\n1001\tCerveja Skol lata 350ml\tun\tR$ 3,79\n1008\tGelo em cubo 5kg\tpct\tR$ 12,00';
      expect(priced(text)).toEqual(['Cerveja Skol lata 350ml|3.79', 'Gelo em cubo 5kg|12']);
    });

    it('reads tab-separated rows without a header', () => {
      expect(priced('Coxinha\t6,50\nKibe\t7,00')).toEqual(['Coxinha|6.5', 'Kibe|7']);
    });

    it('reads semicolon CSV and its category column', () => {
      const text =
        'produto;preco;categoria\nBatom Matte;29.90;Maquiagem\nShampoo 300ml;34.5;Cabelos\nPerfume 100ml;1099.00;Perfumaria';
      expect(rows(text)).toEqual([
        'Batom Matte|29.9|Maquiagem',
        'Shampoo 300ml|34.5|Cabelos',
        'Perfume 100ml|1099|Perfumaria',
      ]);
    });

    it('reads pipe-separated rows with a category column', () => {
      expect(rows('Coxinha | Salgados | R$ 5,00\nBrigadeiro | Doces | R$ 2,00')).toEqual([
        'Coxinha|5|Salgados',
        'Brigadeiro|2|Doces',
      ]);
    });

    it('reads semicolon CSV without a header', () => {
      expect(priced('Picolé de uva;3,00\nPicolé de coco;3,50')).toEqual([
        'Picolé de uva|3',
        'Picolé de coco|3.5',
      ]);
    });
  });

  describe('noise', () => {
    it.each([
      '🛵 Taxa de entrega: R$ 5,00',
      'Frete grátis acima de R$ 150.',
      '⚠️ Pedido mínimo R$ 30,00',
      '🚚 Taxa de entrega a partir de R$ 8,00',
      'Parcelamos em até 10x de R$ 219,90 sem juros',
      'Cupom BOLO10 dá R$ 10 de desconto',
      'Envio para todo o Brasil | frete fixo R$ 15',
      '📲 Pedidos: (11) 98765-4321',
      '💸 Pix: 12.345.678/0001-90 (CNPJ)',
      '⏰ Terça a domingo, das 18h às 23h',
      'Funcionamos de terça a domingo das 18 às 23',
      '📍 Rua das Acácias, 245 - Vila Mariana',
      'Sabores do dia no Instagram @bellanapoli.pizzas',
      '#docesdaju #brigadeirogourmet',
      'Bolo 3 andares sob consulta',
      'Boa noite, pessoal!! 😋',
      'Atualizada em 03/2024',
    ])('drops "%s"', (line) => {
      expect(parseCatalogText(`Coxinha - R$ 6,00\n${line}`)).toEqual([
        { name: 'Coxinha', price: 6, category: 'Salgados' },
      ]);
    });

    it('drops a per-neighbourhood fee table', () => {
      const text =
        'Coxinha R$ 6\n\n🛵 Taxa de entrega por bairro\nCentro R$ 5\nJardim Europa R$ 7\n\nKibe R$ 7';
      expect(priced(text)).toEqual(['Coxinha|6', 'Kibe|7']);
    });

    it('drops a fee section under a heading', () => {
      expect(
        priced('*SALGADOS*\nCoxinha R$ 6\n\n*TAXAS DE ENTREGA*\nCentro - R$ 5,00\nVila Nova R$ 10'),
      ).toEqual(['Coxinha|6']);
    });
  });
});

describe('catalogue-paste fixtures', () => {
  it('reaches mean items F1 ≥ 0.90 and heading-category accuracy ≥ 0.90', () => {
    const report = evaluateFixtures(FIXTURES);
    expect(report.cases.length).toBeGreaterThan(0);
    expect(report.f1).toBeGreaterThanOrEqual(0.9);
    expect(report.categoryAccuracy.heading).toBeGreaterThanOrEqual(0.9);
  });
});

describe('scoring helpers', () => {
  it('normalises case, accents, punctuation and "500 ml"', () => {
    expect(normaliseName('Suco Natural 500 ml!')).toBe(normaliseName('suco natural 500ml'));
    expect(normaliseName('Pão Francês (kg)')).toBe('pao frances kg');
  });

  it('tolerates plurals and a missing heading word but never different numbers', () => {
    expect(nameSimilarity('Pastéis de Queijo', 'Pastel de Queijo')).toBeGreaterThan(0);
    expect(nameSimilarity('Morango', 'Geladinho de Morango')).toBeGreaterThan(0);
    expect(nameSimilarity('Caldo de Cana 300ml', 'Caldo de Cana 500ml')).toBe(0);
  });
});
