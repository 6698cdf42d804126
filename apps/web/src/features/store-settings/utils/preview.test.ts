import { describe, expect, it } from 'vitest';
import { defaultStoreSettings, type StoreSettings } from '@catalogo/contracts/core';
import { orderingPreview } from './preview';
import { shiftNote } from '../components/sections';

function settings(change: (s: StoreSettings) => void): StoreSettings {
  const s = defaultStoreSettings();
  change(s);
  return s;
}

describe('orderingPreview', () => {
  it('reads a store with one bairro, pickup and a minimum', () => {
    const s = settings((s) => {
      s.delivery.feeMode = 'by_neighbourhood';
      s.delivery.neighbourhoods = [{ name: 'Centro', fee: 5 }];
      s.pickup = { enabled: true, address: 'Rua A, 1' };
      s.minimumOrder = 20;
      s.payment.cash.enabled = false;
      s.payment.card.enabled = false;
    });
    expect(orderingPreview(s)).toBe(
      'Entrega R$ 5,00 no Centro · Retirada grátis · Pedido mínimo R$ 20,00',
    );
  });

  it('summarises a table of bairros as a range and ignores unnamed rows', () => {
    const s = settings((s) => {
      s.delivery.feeMode = 'by_neighbourhood';
      s.delivery.neighbourhoods = [
        { name: 'Centro', fee: 5 },
        { name: 'Jardim América', fee: 8.5 },
        { name: '  ', fee: 99 },
      ];
    });
    expect(orderingPreview(s)).toBe(
      'Entrega de R$ 5,00 a R$ 8,50 em 2 bairros · Pagamento: dinheiro ou cartão',
    );
  });

  it('shows a flat fee with free delivery from a value, and the payment methods', () => {
    const s = settings((s) => {
      s.delivery.feeMode = 'flat';
      s.delivery.flatFee = 7;
      s.delivery.freeFrom = 100;
      s.payment.pix.enabled = true;
    });
    expect(orderingPreview(s)).toBe(
      'Entrega R$ 7,00 · Frete grátis a partir de R$ 100,00 · Pagamento: Pix, dinheiro ou cartão',
    );
  });

  it('says "a combinar" for the default store and "grátis" for a zero flat fee', () => {
    expect(orderingPreview(defaultStoreSettings())).toBe(
      'Entrega com taxa a combinar · Pagamento: dinheiro ou cartão',
    );
    const free = settings((s) => {
      s.delivery.feeMode = 'flat';
      s.delivery.flatFee = 0;
      s.payment.card.enabled = false;
    });
    expect(orderingPreview(free)).toBe('Entrega grátis · Pagamento: dinheiro');
  });

  it('leaves delivery out when it is off', () => {
    const s = settings((s) => {
      s.delivery.enabled = false;
      s.pickup.enabled = true;
    });
    expect(orderingPreview(s)).toBe('Retirada grátis · Pagamento: dinheiro ou cartão');
  });
});

describe('shiftNote', () => {
  it('marks a shift past midnight and a 24-hour shift, and nothing for a plain or half-typed one', () => {
    expect(shiftNote({ open: '18:00', close: '02:00' })).toBe('até o dia seguinte');
    expect(shiftNote({ open: '00:00', close: '00:00' })).toBe('24 horas');
    expect(shiftNote({ open: '08:00', close: '18:00' })).toBeNull();
    expect(shiftNote({ open: '08:0', close: '02:00' })).toBeNull();
  });
});
