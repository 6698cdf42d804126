import { buildReceiptText, receiptLines, wrapReceiptText, type ReceiptOrder } from './receipt';

const width = (line: string): number => [...line].length;

function order(change: Partial<ReceiptOrder> = {}): ReceiptOrder {
  return {
    number: 12,
    // 17:05 UTC = 14:05 in São Paulo (UTC−3).
    createdAt: '2025-03-05T17:05:00.000Z',
    items: [
      {
        id: 'a',
        name: 'X-Salada',
        price: 16,
        unitPrice: 18,
        quantity: 2,
        lineTotal: 36,
        options: [
          { group: 'Tamanho', name: 'Grande', price: 0, required: true },
          { group: 'Adicional', name: 'Bacon', price: 2 },
        ],
      },
      {
        id: 'b',
        name: 'Suco de maçã',
        price: 7,
        unitPrice: 7,
        quantity: 1,
        lineTotal: 7,
        options: [],
      },
    ],
    subtotal: 43,
    deliveryFee: 5,
    total: 48,
    fulfilment: 'delivery',
    payment: { method: 'cash', changeFor: 100 },
    customer: { name: 'Maria José', phone: '11987654321' },
    address: {
      cep: '01310100',
      logradouro: 'Avenida Paulista',
      numero: '1000',
      complemento: 'Apto 42',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
    },
    notes: 'Sem cebola, por favor',
    statusUrl:
      'https://catalogo.example/lanchonete-da-ana/pedido/abcdefghijklmnopqrstuvwxyz0123456789',
    store: { slug: 'lanchonete-da-ana', name: 'Lanchonete da Ana', phone: null },
    ...change,
  };
}

describe('receipt (kitchen ticket)', () => {
  it.each([32, 48] as const)('fits %i columns with every part of the order', (columns) => {
    const text = buildReceiptText(order(), { columns });
    const lines = text.split('\n');
    expect(text.endsWith('\n')).toBe(true);
    for (const line of lines) expect(width(line)).toBeLessThanOrEqual(columns);
    expect(text).toContain('Lanchonete da Ana');
    expect(text).toContain('PEDIDO Nº 12');
    expect(text).toContain('05/03/2025 14:05');
    expect(text).toContain('Cliente: Maria José');
    expect(text).toContain('Tel: (11) 98765-4321');
    expect(text).toContain('ENTREGA');
    expect(text).toContain('Avenida Paulista, 1000');
    expect(text).toContain('CEP: 01310-100');
    expect(text).toMatch(/^2x X-Salada +R\$ 36,00$/m);
    expect(text).toContain('  + Tamanho: Grande');
    expect(text).toContain('  + Adicional: Bacon (+R$ 2,00)');
    expect(text).toMatch(/^1x Suco de maçã +R\$ 7,00$/m);
    expect(text).toContain('Sem cebola, por favor');
    expect(text).toMatch(/^Taxa de entrega +R\$ 5,00$/m);
    expect(text).toMatch(/^TOTAL +R\$ 48,00$/m);
    expect(text).toContain('Pagamento: Dinheiro');
    expect(text).toContain('Troco para R$ 100,00');
    // The status link, cut at the width, reads whole when its pieces are joined.
    const start = lines.indexOf('Acompanhe o pedido:');
    expect(lines.slice(start + 1).join('')).toBe(order().statusUrl);
    // Right-aligned prices end exactly at the last column.
    expect(lines.find((l) => l.startsWith('TOTAL'))).toHaveLength(columns);
  });

  it('lays the 32-column ticket out exactly', () => {
    expect(buildReceiptText(order({ notes: null }), { columns: 32 })).toBe(
      [
        '       Lanchonete da Ana',
        '================================',
        '          PEDIDO Nº 12',
        '================================',
        '05/03/2025 14:05',
        'Cliente: Maria José',
        'Tel: (11) 98765-4321',
        '--------------------------------',
        'ENTREGA',
        'Avenida Paulista, 1000',
        'Apto 42',
        'Bela Vista',
        'São Paulo/SP',
        'CEP: 01310-100',
        '--------------------------------',
        '2x X-Salada             R$ 36,00',
        '  + Tamanho: Grande',
        '  + Adicional: Bacon (+R$ 2,00)',
        '1x Suco de maçã          R$ 7,00',
        '--------------------------------',
        'Subtotal                R$ 43,00',
        'Taxa de entrega          R$ 5,00',
        'TOTAL                   R$ 48,00',
        '--------------------------------',
        'Pagamento: Dinheiro',
        'Troco para R$ 100,00',
        '--------------------------------',
        'Acompanhe o pedido:',
        'https://catalogo.example/lanchon',
        'ete-da-ana/pedido/abcdefghijklmn',
        'opqrstuvwxyz0123456789',
        '',
      ].join('\n'),
    );
  });

  it.each([32, 48] as const)(
    'wraps long names, options and notes within %i columns, price on the last line',
    (columns) => {
      const name =
        'Pizza grande de calabresa com cebola roxa, azeitonas pretas e orégano fresco da horta';
      const text = buildReceiptText(
        order({
          items: [
            {
              id: 'a',
              name,
              price: 59.9,
              unitPrice: 59.9,
              quantity: 10,
              lineTotal: 599,
              options: [
                {
                  group: 'Borda recheada',
                  name: 'Catupiry com cheddar e bacon crocante extra',
                  price: 12.5,
                },
              ],
            },
          ],
          customer: {
            name: 'Maria Aparecida da Conceição dos Santos Oliveira Júnior',
            phone: null,
          },
          notes: 'Tocar o interfone 2 vezes; Supercalifragilisticexpialidociousmentemuitolongo',
        }),
        { columns },
      );
      const lines = text.split('\n');
      for (const line of lines) expect(width(line)).toBeLessThanOrEqual(columns);
      const first = lines.findIndex((l) => l.startsWith('10x Pizza'));
      expect(first).toBeGreaterThan(0);
      const itemLines = lines.slice(
        first,
        lines.findIndex((l, i) => i > first && l.startsWith('  +')),
      );
      expect(itemLines.length).toBeGreaterThan(1);
      expect(itemLines.slice(1).every((l) => l.startsWith('  '))).toBe(true);
      expect(itemLines[itemLines.length - 1]).toMatch(/R\$ 599,00$/);
      expect(
        itemLines
          .join(' ')
          .replace(/\s+/g, ' ')
          .replace(/ R\$ 599,00$/, ''),
      ).toBe(`10x ${name}`);
      expect(text.replace(/\s+/g, ' ')).toContain('Catupiry com cheddar e bacon crocante extra');
      expect(text).not.toContain('Tel:');
      // A word longer than the line is cut, not overflowed.
      expect(text.replace(/\n/g, '')).toContain(
        'Supercalifragilisticexpialidociousmentemuitolongo',
      );
    },
  );

  it('counts accented letters as one column, also when sent decomposed (NFD)', () => {
    const name = 'Pão de queijo com requeijão ç'.normalize('NFD');
    const lines = buildReceiptText(
      order({
        items: [{ id: 'a', name, price: 1, unitPrice: 1, quantity: 1, lineTotal: 1, options: [] }],
      }),
      { columns: 32 },
    ).split('\n');
    expect(lines).toContain('1x Pão de queijo com requeijão ç');
    expect(lines).toContain('                         R$ 1,00');
  });

  it('prints "RETIRADA" and the pickup address for a pickup order, no fee lines', () => {
    const text = buildReceiptText(
      order({
        fulfilment: 'pickup',
        address: null,
        deliveryFee: 0,
        subtotal: 43,
        total: 43,
        pickupAddress: 'Rua das Flores, 10',
        payment: { method: 'pix', changeFor: null },
      }),
      { columns: 48 },
    );
    expect(text).toContain('RETIRADA\nRua das Flores, 10\n');
    expect(text).not.toContain('ENTREGA');
    expect(text).not.toContain('Subtotal');
    expect(text).toContain('Pagamento: Pix\n');
    expect(text).not.toContain('Troco');
  });

  it('marks the number large and the store bold for printers', () => {
    const lines = receiptLines(order(), { columns: 32 });
    expect(lines.find((l) => l.style === 'large')).toEqual({
      text: 'PEDIDO Nº 12',
      style: 'large',
      align: 'center',
    });
    expect(lines[0]).toEqual({ text: 'Lanchonete da Ana', style: 'bold', align: 'center' });
  });

  it('wrapReceiptText never returns a line longer than the columns', () => {
    for (const columns of [8, 32, 48])
      for (const text of ['a'.repeat(100), 'ab cd '.repeat(40), 'áéíóú '.repeat(30)])
        for (const line of wrapReceiptText(text, columns, '  '))
          expect(width(line)).toBeLessThanOrEqual(columns);
  });
});
