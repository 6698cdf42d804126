import { describe, expect, it } from 'vitest';
import {
  defaultStoreSettings,
  quoteOrder,
  toPublicOrdering,
  type PublicOrdering,
  type StoreSettings,
} from '@catalogo/contracts/core';
import { emptyCheckout } from './checkout';
import { ANY_ORDERING, blocksOrder, cartQuote, fitCheckout, offeredPayments } from './ordering';

/** A public block built the way the API builds it, from a store's settings. */
function ordering(change: (s: StoreSettings) => void): PublicOrdering {
  const s = defaultStoreSettings();
  change(s);
  return toPublicOrdering(s, new Date('2026-11-24T15:00:00Z'));
}

const byBairro = ordering((s) => {
  s.delivery.feeMode = 'by_neighbourhood';
  s.delivery.neighbourhoods = [
    { name: 'Centro', fee: 5 },
    { name: 'São José', fee: 8.5 },
  ];
  s.delivery.freeFrom = 80;
  s.pickup = { enabled: true, address: 'Rua das Flores, 10' };
  s.minimumOrder = 20;
  s.payment.pix = {
    enabled: true,
    keyType: 'random',
    key: '123e4567-e89b-12d3-a456-426614174000',
    merchantName: 'Loja',
    merchantCity: 'Sao Paulo',
  };
  s.payment.card.enabled = false;
});

describe('cart quote (the contracts quoteOrder with the cart state)', () => {
  it('charges the fee of the bairro the address holds, accent- and case-insensitively', () => {
    const quote = cartQuote(
      byBairro,
      3000,
      { fulfilment: 'delivery', payment: 'pix' },
      {
        bairro: 'sao jose',
      },
    );
    expect(quote.deliveryFeeCents).toBe(850);
    expect(quote.totalCents).toBe(3850);
    expect(quote.refusal).toBeNull();
    expect(blocksOrder(quote)).toBe(false);
  });

  it('is exactly the function the API judges with (same input, same answer)', () => {
    const input = { fulfilment: 'delivery' as const, payment: 'pix' as const };
    for (const subtotal of [0, 1999, 2000, 7999, 8000, 12345]) {
      const now = new Date('2026-11-24T15:00:00Z');
      expect(cartQuote(byBairro, subtotal, input, { bairro: 'Centro' }, now)).toEqual(
        quoteOrder(
          byBairro,
          {
            subtotalCents: subtotal,
            fulfilment: 'delivery',
            bairro: 'Centro',
            paymentMethod: 'pix',
          },
          now,
        ),
      );
    }
  });

  it('waives the fee from the threshold on ("Frete grátis")', () => {
    const quote = cartQuote(
      byBairro,
      8000,
      { fulfilment: 'delivery', payment: 'pix' },
      {
        bairro: 'Centro',
      },
    );
    expect(quote.freeDelivery).toBe(true);
    expect(quote.totalCents).toBe(8000);
  });

  it('tells how much is missing to the minimum and blocks the order', () => {
    const quote = cartQuote(
      byBairro,
      1200,
      { fulfilment: 'pickup', payment: 'cash' },
      {
        bairro: '',
      },
    );
    expect(quote.minimumMissingCents).toBe(800);
    expect(quote.refusal?.code).toBe('below_minimum');
    expect(quote.refusal?.message).toBe('O pedido mínimo é de R$ 20,00. Faltam R$ 8,00.');
    expect(blocksOrder(quote)).toBe(true);
  });

  it('refuses a bairro the store does not serve, but lets a missing bairro reach the form check', () => {
    const notServed = cartQuote(
      byBairro,
      3000,
      { fulfilment: 'delivery', payment: 'pix' },
      {
        bairro: 'Vila Nova',
      },
    );
    expect(notServed.refusal?.message).toBe('A loja não entrega no bairro Vila Nova.');
    expect(blocksOrder(notServed)).toBe(true);
    const missing = cartQuote(
      byBairro,
      3000,
      { fulfilment: 'delivery', payment: 'pix' },
      {
        bairro: ' ',
      },
    );
    expect(missing.refusal?.code).toBe('neighbourhood_required');
    expect(blocksOrder(missing)).toBe(false);
  });

  it('ignores the typed bairro for pickup (no fee)', () => {
    const quote = cartQuote(
      byBairro,
      3000,
      { fulfilment: 'pickup', payment: 'pix' },
      {
        bairro: 'Vila Nova',
      },
    );
    expect(quote.deliveryFeeCents).toBe(0);
    expect(quote.refusal).toBeNull();
  });
});

describe('fitCheckout', () => {
  it('moves a choice the store does not offer to its first offered one', () => {
    const pickupOnly = ordering((s) => {
      s.delivery.enabled = false;
      s.pickup.enabled = true;
    });
    // The new form starts with delivery and Pix; this store offers pickup, cash and card.
    const fitted = fitCheckout(emptyCheckout, pickupOnly);
    expect(fitted.fulfilment).toBe('pickup');
    expect(fitted.payment).toBe('cash');
    expect(offeredPayments(pickupOnly)).toEqual(['cash', 'card']);
  });

  it('keeps the same form when every choice is offered', () => {
    expect(fitCheckout(emptyCheckout, ANY_ORDERING)).toBe(emptyCheckout);
    expect(fitCheckout(emptyCheckout, byBairro)).toBe(emptyCheckout);
  });
});
