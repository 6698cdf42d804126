import { describe, expect, it } from 'vitest';
import {
  receiptLines,
  type ReceiptColumns,
  type ReceiptOrder,
  type SellerOrder,
} from '@catalogo/contracts/core';
import { decodeEscPos, type DecodedTicket } from '@/test/escpos-decoder';
import { orderLine } from '@/test/fixtures';
import { encodeTicket } from './escpos';

function order(overrides: Partial<SellerOrder> = {}): ReceiptOrder {
  const at = '2026-11-24T18:05:00.000Z';
  return {
    number: 12,
    createdAt: at,
    items: [
      {
        id: 'l1',
        name: 'Pão de queijo recheado com requeijão cremoso e muçarela de búfala artesanal',
        price: 12.5,
        quantity: 2,
        lineTotal: 29,
        options: [
          { group: 'Tamanho', name: 'Grande', price: 2 },
          { group: 'Adicionais', name: 'Orégano, azeitona e pimentão', price: 0 },
        ],
      },
      { id: 'l2', name: 'Maçã', price: 4, quantity: 3, lineTotal: 12 },
      { id: 'l3', name: 'Suco de açaí com guaraná', price: 9, quantity: 1, lineTotal: 9 },
    ].map(orderLine),
    subtotal: 50,
    deliveryFee: 5,
    total: 55,
    fulfilment: 'delivery',
    payment: { method: 'cash', changeFor: 100 },
    customer: { name: 'João Conceição Araújo', phone: '11987654321' },
    address: {
      cep: '01001000',
      logradouro: 'Avenida Brigadeiro Faria Lima, próximo à estação',
      numero: '1500',
      complemento: 'Bloco Ç, apto 32',
      bairro: 'Jardim Paulistano',
      localidade: 'São Paulo',
      uf: 'SP',
    },
    notes: 'Sem cebola, pão bem passado; tocar o interfone duas vezes, por favor.',
    statusUrl:
      'https://catalogo.example/padaria-sao-joao/pedido/abcdefghijklmnopqrstuvwxyz0123456789',
    store: { slug: 'padaria-sao-joao', name: 'Padaria São João', phone: null },
    ...overrides,
  };
}

/** The printed text lines: everything up to the QR code (the blank line before it dropped). */
function ticketLines(decoded: DecodedTicket, count: number) {
  return decoded.lines.slice(0, count);
}

describe.each([32, 48] as ReceiptColumns[])('ESC/POS ticket at %i columns', (columns) => {
  const expected = receiptLines(order(), { columns });
  const decoded = decodeEscPos(encodeTicket(order(), columns));

  it('starts with an initialize and selects cp860 before any accented text', () => {
    expect(decoded.commands[0]).toBe('initialize');
    const accented = decoded.lines.filter((line) => /[^\x20-\x7e]/.test(line.text));
    expect(accented.length).toBeGreaterThan(5);
    for (const line of accented) expect(line.codepage).toBe('cp860');
  });

  it('prints the same lines as the receipt layout, accents included', () => {
    const printed = ticketLines(decoded, expected.length);
    // Centred lines carry their padding as leading spaces (checked below).
    expect(
      printed.map((line, i) =>
        expected[i]!.align === 'center' ? line.text.trimStart() : line.text,
      ),
    ).toEqual(expected.map((line) => line.text));
    const text = printed.map((line) => line.text).join('\n');
    for (const fragment of ['Pão de queijo', 'Maçã', 'João', 'OBSERVAÇÕES', 'PEDIDO Nº 12'])
      expect(text).toContain(fragment);
    // Nothing after the layout but blank lines, the QR code and the cut.
    expect(decoded.lines.slice(expected.length).every((line) => line.text.trim() === '')).toBe(
      true,
    );
  });

  it('fits the paper and centres the centred lines', () => {
    for (const [index, line] of ticketLines(decoded, expected.length).entries()) {
      expect(line.columns, line.text).toBeLessThanOrEqual(columns);
      if (expected[index]!.align === 'center') {
        const width = line.columns - line.indent;
        expect(line.indent, line.text).toBe(Math.floor((columns - width) / 2));
      } else expect(line.indent, line.text).toBe(line.text.length - line.text.trimStart().length);
    }
  });

  it('prints the order number large and the marked lines bold, the rest normal', () => {
    for (const [index, line] of ticketLines(decoded, expected.length).entries()) {
      const style = expected[index]!.style;
      if (style === 'large') {
        expect(line.text.trim()).toBe('PEDIDO Nº 12');
        expect([line.width, line.height]).toEqual([2, 2]);
      } else {
        expect([line.width, line.height], line.text).toEqual([1, 1]);
        expect(line.bold, line.text).toBe(style === 'bold');
      }
    }
  });

  it('encodes the status link as a QR code and ends with a cut', () => {
    expect(decoded.qrCodes).toEqual([order().statusUrl]);
    expect(decoded.qrPrinted).toBe(1);
    const commands = decoded.commands.filter((name) => name !== 'LF');
    expect(commands[commands.length - 1]).toBe('cut');
    expect(decoded.commands.indexOf('cut')).toBeGreaterThan(decoded.commands.indexOf('qr-print'));
  });
});

describe('ESC/POS ticket edge cases', () => {
  it('keeps a long order number in double height only when it does not fit half the line', () => {
    const decoded = decodeEscPos(encodeTicket(order({ number: 1234567 }), 32));
    const large = decoded.lines.find((line) => line.text.includes('PEDIDO Nº 1234567'))!;
    expect([large.width, large.height]).toEqual([1, 2]);
    expect(large.columns).toBeLessThanOrEqual(32);
  });

  it("uses the printer's code page table when the driver reports one, cp860 in it", () => {
    const decoded = decodeEscPos(
      encodeTicket(order(), 48, { language: 'esc-pos', codepageMapping: 'star' }),
    );
    expect(decoded.lines.some((line) => line.text === 'Cliente: João Conceição Araújo')).toBe(true);
  });

  it('falls back to the default table for a mapping name the encoder does not know', () => {
    const decoded = decodeEscPos(encodeTicket(order(), 48, { codepageMapping: 'zjiang' }));
    expect(decoded.lines.some((line) => line.text.startsWith('3x Maçã '))).toBe(true);
  });

  it('prints a character outside the code page as one "?", keeping the line width', () => {
    const decoded = decodeEscPos(
      encodeTicket(order({ customer: { name: 'Ana 🍕 Lima', phone: null } }), 32),
    );
    expect(decoded.lines.map((line) => line.text)).toContain('Cliente: Ana ? Lima');
  });
});
