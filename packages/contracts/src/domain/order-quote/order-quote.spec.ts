import { defaultStoreSettings, type StoreSettings } from '../../settings-core';
import { quoteOrder, toPublicOrdering } from './order-quote';

function settings(change: (s: StoreSettings) => void = () => {}): StoreSettings {
  const s = defaultStoreSettings();
  change(s);
  return s;
}

/** Tuesday 2026-11-24 at a local (America/Sao_Paulo, UTC−3) time "HH:MM". */
const tuesdayAt = (hhmm: string): Date => {
  const [h, m] = hhmm.split(':').map(Number);
  return new Date(Date.UTC(2026, 10, 24, h + 3, m));
};

describe('quoteOrder', () => {
  const byBairro = settings((s) => {
    s.delivery.feeMode = 'by_neighbourhood';
    s.delivery.neighbourhoods = [
      { name: 'Centro', fee: 5 },
      { name: 'São José', fee: 7.5 },
    ];
    s.delivery.freeFrom = 100;
    s.minimumOrder = 20;
    s.payment.pix.enabled = true;
    s.payment.card.enabled = false;
  });
  const open = toPublicOrdering(byBairro, tuesdayAt('12:00'));

  it('charges the bairro fee, matched case- and accent-insensitively', () => {
    expect(
      quoteOrder(open, {
        subtotalCents: 3000,
        fulfilment: 'delivery',
        bairro: 'sao  JOSE',
        paymentMethod: 'pix',
      }),
    ).toEqual({
      deliveryFeeCents: 750,
      totalCents: 3750,
      freeDelivery: false,
      feeToAgree: false,
      minimumMissingCents: 0,
      refusal: null,
    });
  });

  it('waives the fee from the free-delivery threshold', () => {
    const q = quoteOrder(open, { subtotalCents: 10000, fulfilment: 'delivery', bairro: 'Centro' });
    expect([q.deliveryFeeCents, q.totalCents, q.freeDelivery]).toEqual([0, 10000, true]);
  });

  it('refuses below the minimum with the missing amount', () => {
    const q = quoteOrder(open, { subtotalCents: 1450, fulfilment: 'delivery', bairro: 'Centro' });
    expect(q.minimumMissingCents).toBe(550);
    expect(q.refusal).toEqual({
      code: 'below_minimum',
      message: 'O pedido mínimo é de R$ 20,00. Faltam R$ 5,50.',
    });
  });

  it('refuses a bairro not served, pickup not offered and a payment not offered', () => {
    expect(
      quoteOrder(open, { subtotalCents: 3000, fulfilment: 'delivery', bairro: 'Boa Viagem' })
        .refusal?.message,
    ).toBe('A loja não entrega no bairro Boa Viagem.');
    expect(quoteOrder(open, { subtotalCents: 3000, fulfilment: 'pickup' }).refusal?.code).toBe(
      'fulfilment_not_offered',
    );
    expect(
      quoteOrder(open, {
        subtotalCents: 3000,
        fulfilment: 'delivery',
        bairro: 'Centro',
        paymentMethod: 'card',
      }).refusal?.message,
    ).toBe('Esta loja não aceita pagamento com cartão.');
  });

  it('charges a flat fee and nothing for "a combinar"', () => {
    const flat = toPublicOrdering(
      settings((s) => ((s.delivery.feeMode = 'flat'), (s.delivery.flatFee = 6))),
      tuesdayAt('12:00'),
    );
    expect(quoteOrder(flat, { subtotalCents: 1000, fulfilment: 'delivery' }).totalCents).toBe(1600);
    const toAgree = toPublicOrdering(settings(), tuesdayAt('12:00'));
    const q = quoteOrder(toAgree, { subtotalCents: 1000, fulfilment: 'delivery' });
    expect([q.deliveryFeeCents, q.feeToAgree, q.refusal]).toEqual([0, true, null]);
  });

  it('refuses while closed unless the store takes orders while closed', () => {
    const hours = { week: [{ day: 2, open: '18:00', close: '23:00' }], acceptWhenClosed: false };
    const closed = toPublicOrdering(
      settings((s) => (s.hours = hours)),
      tuesdayAt('12:00'),
    );
    expect(
      quoteOrder(closed, { subtotalCents: 1000, fulfilment: 'delivery' }, tuesdayAt('12:00'))
        .refusal,
    ).toEqual({
      code: 'closed',
      message: 'A loja está fechada agora e abre hoje às 18:00. Tente novamente nesse horário.',
    });
    const accepting = toPublicOrdering(
      settings((s) => (s.hours = { ...hours, acceptWhenClosed: true })),
      tuesdayAt('12:00'),
    );
    expect(
      quoteOrder(accepting, { subtotalCents: 1000, fulfilment: 'delivery' }).refusal,
    ).toBeNull();
  });
});
