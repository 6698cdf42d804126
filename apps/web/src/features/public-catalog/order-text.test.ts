import { describe, expect, it } from 'vitest';
import { emptyAddress, type Address } from './address';
import type { CartLine } from './cart';
import { formatMoney } from './money';
import { buildOrderText, whatsappUrl } from './order-text';

const lines: CartLine[] = [
  { id: 'p1', name: 'X-Salada', price: 18, category: 'Lanches', quantity: 2 },
  { id: 'p2', name: 'Suco de Laranja 500ml', price: 11, category: 'Bebidas', quantity: 2 },
];

const address: Address = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  numero: '100',
  complemento: 'Apto 12',
  bairro: 'Sé',
  localidade: 'São Paulo',
  uf: 'SP',
};

describe('formatMoney', () => {
  it('formats BRL with a normal space instead of the non-breaking one', () => {
    expect(formatMoney(58)).toBe('R$ 58,00');
    expect(formatMoney(1234.5)).toBe('R$ 1.234,50');
    expect(formatMoney(0.1 + 0.2)).toBe('R$ 0,30');
    expect(formatMoney(58)).not.toContain('\u00a0');
  });
});

describe('buildOrderText', () => {
  it('lists quantity, name and line total, then the total (no address block when empty)', () => {
    expect(buildOrderText({ storeName: 'Lanchonete da Ana', lines, address: emptyAddress })).toBe(
      [
        '*Pedido - Lanchonete da Ana*',
        '',
        '2x X-Salada - R$ 36,00',
        '2x Suco de Laranja 500ml - R$ 22,00',
        '',
        '*Total: R$ 58,00*',
      ].join('\n'),
    );
  });

  it('uses "Catálogo de Produtos" for a store without a name', () => {
    const text = buildOrderText({ storeName: null, lines: [lines[0]!], address: emptyAddress });
    expect(text.split('\n')[0]).toBe('*Pedido - Catálogo de Produtos*');
    expect(text).toContain('*Total: R$ 36,00*');
  });

  it('adds the delivery address when it is filled', () => {
    expect(buildOrderText({ storeName: 'Loja', lines: [lines[0]!], address })).toBe(
      [
        '*Pedido - Loja*',
        '',
        '2x X-Salada - R$ 36,00',
        '',
        '*Total: R$ 36,00*',
        '',
        '*Endereço de entrega:*',
        'Praça da Sé, 100',
        'Apto 12',
        'Sé',
        'São Paulo/SP',
        'CEP: 01001-000',
      ].join('\n'),
    );
  });

  it('leaves out the empty parts of a partly filled address', () => {
    const text = buildOrderText({
      storeName: 'Loja',
      lines,
      address: { ...emptyAddress, logradouro: 'Rua A', localidade: 'Recife' },
    });
    expect(text.endsWith('*Endereço de entrega:*\nRua A\nRecife')).toBe(true);
    expect(text).not.toContain('\u00a0');
  });
});

describe('whatsappUrl', () => {
  it('is wa.me/55{digits} with the text encodeURIComponent-ed, round-tripping exactly', () => {
    const text = [
      '*Pedido - Açaí & Cia #1*',
      '',
      '1x Açaí 500ml + granola & leite ninho 🍓 - R$ 25,90',
      '1x Combo "100%" ? / = - R$ 10,00',
      '',
      '*Total: R$ 35,90*',
    ].join('\n');
    const url = whatsappUrl('(11) 98765-4321', text);
    expect(url.startsWith('https://wa.me/5511987654321?text=')).toBe(true);
    const encoded = url.slice('https://wa.me/5511987654321?text='.length);
    expect(encoded).not.toMatch(/[&+#?\s\n]/);
    expect(encoded).toContain('%26'); // &
    expect(encoded).toContain('%2B'); // +
    expect(encoded).toContain('%23'); // #
    expect(encoded).toContain('%0A'); // line break
    expect(decodeURIComponent(encoded)).toBe(text);
    expect(new URL(url).searchParams.get('text')).toBe(text);
  });
});
