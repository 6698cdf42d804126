import {
  buildCartOrderText,
  buildOrderWhatsappText,
  orderAddressLines,
  orderWhatsappUrl,
} from './order-text';

describe('buildOrderWhatsappText', () => {
  it('starts with the number and ends with the status link', () => {
    const text = buildOrderWhatsappText({
      number: 12,
      storeName: 'Lanchonete da Ana',
      lines: [{ name: 'X-Salada', quantity: 2, lineTotalCents: 3600 }],
      subtotalCents: 3600,
      deliveryFeeCents: 0,
      totalCents: 3600,
      fulfilment: 'pickup',
      customer: { name: 'Maria', phone: '11987654321' },
      payment: { method: 'cash', changeForCents: 5000 },
      statusUrl: 'https://x.test/ana/pedido/abc',
    });
    expect(text).toBe(
      [
        'Pedido nº 12 - Lanchonete da Ana',
        '',
        '2x X-Salada - R$ 36,00',
        '',
        '*Total: R$ 36,00*',
        '',
        '*Cliente:* Maria - (11) 98765-4321',
        '*Retirada no local*',
        '*Pagamento:* Dinheiro (troco para R$ 50,00)',
        '',
        'Acompanhe o pedido: https://x.test/ana/pedido/abc',
      ].join('\n'),
    );
    expect(orderWhatsappUrl(null, text)).toBeNull();
    expect(orderWhatsappUrl('11987654321', 'a&b')).toBe('https://wa.me/5511987654321?text=a%26b');
  });
});

describe('order text', () => {
  const base = {
    number: 3,
    storeName: 'Loja',
    lines: [{ name: 'X-Salada', quantity: 2, lineTotalCents: 3600 }],
    subtotalCents: 3600,
    customer: { name: 'Maria' },
    statusUrl: 'https://x/loja/pedido/t',
  };

  it('shows pickup with the store address, and cash with change', () => {
    const text = buildOrderWhatsappText({
      ...base,
      deliveryFeeCents: 0,
      totalCents: 3600,
      fulfilment: 'pickup',
      pickupAddress: 'Rua A, 10',
      payment: { method: 'cash', changeForCents: 5000 },
    });
    expect(text).toContain(
      '*Total: R$ 36,00*\n\n*Cliente:* Maria\n*Retirada no local*\nEndereço de retirada: Rua A, 10\n*Pagamento:* Dinheiro (troco para R$ 50,00)',
    );
  });

  it('shows the delivery fee, "a combinar" and "grátis"', () => {
    const delivery = {
      ...base,
      fulfilment: 'delivery' as const,
      payment: { method: 'pix' as const },
    };
    expect(
      buildOrderWhatsappText({ ...delivery, deliveryFeeCents: 500, totalCents: 4100 }),
    ).toContain('Subtotal: R$ 36,00\nTaxa de entrega: R$ 5,00\n*Total: R$ 41,00*');
    expect(
      buildOrderWhatsappText({
        ...delivery,
        deliveryFeeCents: 0,
        totalCents: 3600,
        deliveryFeeToAgree: true,
      }),
    ).toContain('Taxa de entrega: a combinar\n*Total: R$ 36,00*');
    expect(
      buildOrderWhatsappText({
        ...delivery,
        deliveryFeeCents: 0,
        totalCents: 3600,
        freeDelivery: true,
      }),
    ).toContain('Taxa de entrega: grátis');
    expect(
      buildOrderWhatsappText({ ...delivery, deliveryFeeCents: 0, totalCents: 3600 }),
    ).toContain('*Pagamento:* Pix');
  });
});

describe('the options under an order line', () => {
  it('lists the choices under the order line', () => {
    const text = buildOrderWhatsappText({
      number: 1,
      storeName: 'Loja',
      lines: [
        {
          name: 'Pizza',
          quantity: 1,
          lineTotalCents: 5900,
          options: [
            { group: 'Tamanho', name: 'G', price: 55, priceRule: 'sum', required: true },
            { group: 'Sabores', name: 'Camarão', price: 12, priceRule: 'highest' },
            { group: 'Adicional', name: 'Bacon', price: 4 },
            { group: 'Adicional', name: 'Orégano', price: 0 },
          ],
        },
      ],
      subtotalCents: 5900,
      deliveryFeeCents: 0,
      totalCents: 5900,
      fulfilment: 'pickup',
      customer: { name: 'Ana' },
      payment: { method: 'pix' },
      statusUrl: 'http://x',
    });
    expect(text).toContain(
      '1x Pizza - R$ 59,00\n  • Tamanho: G\n  • Sabores: Camarão\n  • Adicional: Bacon (+R$ 4,00)\n  • Adicional: Orégano\n',
    );
  });
});

describe('the order text with a coupon', () => {
  it('shows the subtotal, the coupon line and the discounted total', () => {
    const text = buildOrderWhatsappText({
      number: 3,
      storeName: 'Loja',
      lines: [{ name: 'X-Salada', quantity: 2, lineTotalCents: 3600 }],
      subtotalCents: 3600,
      deliveryFeeCents: 500,
      totalCents: 3740,
      couponCode: 'BEMVINDO10',
      discountCents: 360,
      fulfilment: 'delivery',
      customer: { name: 'Maria' },
      payment: { method: 'pix' },
      statusUrl: 'http://x/loja/pedido/t',
    });
    expect(text).toContain(
      'Subtotal: R$ 36,00\nCupom BEMVINDO10: -R$ 3,60\nTaxa de entrega: R$ 5,00\n*Total: R$ 37,40*',
    );
  });
});

const cartLines = [
  { id: 'p1', name: 'X-Salada', price: 18, category: 'Lanches', quantity: 2 },
  { id: 'p2', name: 'Suco de Laranja 500ml', price: 11, category: 'Bebidas', quantity: 2 },
];

const emptyAddress = {
  cep: '',
  logradouro: '',
  numero: '',
  complemento: '',
  bairro: '',
  localidade: '',
  uf: '',
};

const cartAddress = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  numero: '100',
  complemento: 'Apto 12',
  bairro: 'Sé',
  localidade: 'São Paulo',
  uf: 'SP',
};

describe("buildCartOrderText (the cart's text)", () => {
  it('lists quantity, name and line total, then the total (no address block when empty)', () => {
    expect(
      buildCartOrderText({
        storeName: 'Lanchonete da Ana',
        lines: cartLines,
        address: emptyAddress,
      }),
    ).toBe(
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
    const text = buildCartOrderText({
      storeName: null,
      lines: [cartLines[0]!],
      address: emptyAddress,
    });
    expect(text.split('\n')[0]).toBe('*Pedido - Catálogo de Produtos*');
    expect(text).toContain('*Total: R$ 36,00*');
  });

  it('adds the delivery address when it is filled', () => {
    expect(
      buildCartOrderText({ storeName: 'Loja', lines: [cartLines[0]!], address: cartAddress }),
    ).toBe(
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
    const text = buildCartOrderText({
      storeName: 'Loja',
      lines: cartLines,
      address: { ...emptyAddress, logradouro: 'Rua A', localidade: 'Recife' },
    });
    expect(text.endsWith('*Endereço de entrega:*\nRua A\nRecife')).toBe(true);
    expect(text).not.toContain('\u00a0');
  });

  it("formats a CEP typed as 8 digits, as the saved order's text does", () => {
    const text = buildCartOrderText({
      storeName: 'Loja',
      lines: [cartLines[0]!],
      address: { ...cartAddress, cep: '01001000' },
    });
    expect(text).toContain('\nCEP: 01001-000');
    expect(orderAddressLines({ ...cartAddress, cep: '01001000' })).toContain('CEP: 01001-000');
  });

  it('puts the charge lines and the extra lines after the items', () => {
    const text = buildCartOrderText({
      storeName: 'Loja',
      lines: [cartLines[0]!],
      address: emptyAddress,
      charges: {
        subtotalCents: 3600,
        deliveryFeeCents: 500,
        totalCents: 4100,
        fulfilment: 'delivery',
      },
      extraLines: ['*Cliente:* Maria', '*Pagamento:* Pix'],
    });
    expect(text).toBe(
      [
        '*Pedido - Loja*',
        '',
        '2x X-Salada - R$ 36,00',
        '',
        'Subtotal: R$ 36,00',
        'Taxa de entrega: R$ 5,00',
        '*Total: R$ 41,00*',
        '',
        '*Cliente:* Maria',
        '*Pagamento:* Pix',
      ].join('\n'),
    );
  });
});

describe('orderWhatsappUrl', () => {
  it('is wa.me/55{digits} with the text encodeURIComponent-ed, round-tripping exactly', () => {
    const text = [
      '*Pedido - Açaí & Cia #1*',
      '',
      '1x Açaí 500ml + granola & leite ninho 🍓 - R$ 25,90',
      '1x Combo "100%" ? / = - R$ 10,00',
      '',
      '*Total: R$ 35,90*',
    ].join('\n');
    const url = orderWhatsappUrl('(11) 98765-4321', text) ?? '';
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
