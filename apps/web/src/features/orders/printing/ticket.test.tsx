import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { ReceiptColumns, SellerOrder } from '@catalogo/contracts/core';
import { sellerOrder } from '@/test/fixtures';
import { Ticket, ticketPrintCss } from './ticket';

function order(overrides: Partial<SellerOrder> = {}): SellerOrder {
  const at = '2026-11-24T18:05:00.000Z';
  return sellerOrder({
    id: 'id-12',
    number: 12,
    token: 'tok',
    status: 'received',
    createdAt: at,
    updatedAt: at,
    items: [
      {
        id: 'l1',
        name: 'Pão de queijo recheado com requeijão cremoso e muçarela de búfala artesanal',
        price: 12.5,
        quantity: 2,
        lineTotal: 25,
        options: [{ group: 'Tamanho', name: 'Grande', price: 2 }],
      },
      { id: 'l2', name: 'Açaí', price: 20, quantity: 1, lineTotal: 20 },
    ],
    subtotal: 45,
    deliveryFee: 5,
    total: 50,
    fulfilment: 'delivery',
    payment: { method: 'cash', changeFor: 100 },
    customer: { name: 'Maria José', phone: '11987654321' },
    address: {
      cep: '01001000',
      logradouro: 'Rua São João',
      numero: '10',
      complemento: 'apto 3',
      bairro: 'Centro',
      localidade: 'São Paulo',
      uf: 'SP',
    },
    notes: 'Sem cebola, por favor',
    history: [{ status: 'received', at }],
    whatsappText: '',
    whatsappUrl: null,
    statusUrl: 'https://catalogo.example/loja-da-maria/pedido/abcdefghijklmnopqrstuvwxyz0123456789',
    pix: null,
    store: { slug: 'loja-da-maria', name: 'Lanchonete da Maria', phone: null },
    ...overrides,
  });
}

const lineTexts = (container: HTMLElement) =>
  [
    ...container.querySelectorAll(
      '[data-testid="order-ticket"] > div[data-style], [data-testid="order-ticket"] > div:not(:last-child)',
    ),
  ].map((div) => div.textContent ?? '');

describe.each([32, 48] as ReceiptColumns[])('ticket at %i columns', (columns) => {
  it('fits every line, keeps accents, wraps long names and shows options, notes, troco', () => {
    const { container } = render(<Ticket order={order()} columns={columns} />);
    const lines = lineTexts(container);
    for (const line of lines) expect([...line].length).toBeLessThanOrEqual(columns);
    const text = lines.join('\n');
    expect(text).toContain('Lanchonete da Maria');
    expect(text).toContain('PEDIDO Nº 12');
    expect(text).toContain('Cliente: Maria José');
    expect(text).toContain('Rua São João');
    expect(text).toContain('requeijão');
    expect(text).toContain('búfala');
    expect(text).toMatch(/\+ Tamanho: Grande/);
    expect(text).toContain('Sem cebola, por favor');
    expect(text).toMatch(/Troco para R\$\s100,00/);
    expect(text).toMatch(/TOTAL\s+R\$\s50,00/);
    // The long name is wrapped over several lines, none cut inside the column limit.
    expect(lines.filter((l) => /Pão de queijo|búfala/.test(l)).length).toBeGreaterThanOrEqual(1);
    expect(lines.some((l) => l.startsWith('2x Pão de queijo'))).toBe(true);
    const large = container.querySelector('[data-style="large"]');
    expect(large?.textContent).toBe('PEDIDO Nº 12');
    expect(container.querySelector('svg[aria-label*="acompanhamento"]')).not.toBeNull();
  });

  it('says "RETIRADA" for a pickup order', () => {
    const { container } = render(
      <Ticket
        order={order({ fulfilment: 'pickup', address: null, deliveryFee: 0 })}
        columns={columns}
      />,
    );
    expect(lineTexts(container).join('\n')).toContain('RETIRADA');
  });
});

describe('ticket print stylesheet', () => {
  it('sets the page to the paper width with no margins and fills the printable width', () => {
    expect(ticketPrintCss(32)).toContain('@page { size: 58mm auto; margin: 0; }');
    expect(ticketPrintCss(48)).toContain('@page { size: 80mm auto; margin: 0; }');
    // 48 mm / (32 × 0.6) = 2.5 mm; 72 mm / (48 × 0.6) = 2.5 mm
    expect(ticketPrintCss(32)).toContain('font-size: 2.50mm');
    expect(ticketPrintCss(48)).toContain('font-size: 2.50mm');
  });
});
