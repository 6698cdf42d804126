import {
  deliveryCharge,
  findNeighbourhood,
  isFreeDelivery,
  normaliseNeighbourhood,
  type DeliverySettings,
} from './delivery';

const byBairro: DeliverySettings = {
  enabled: true,
  feeMode: 'by_neighbourhood',
  flatFee: 0,
  neighbourhoods: [
    { name: 'Centro', fee: 5 },
    { name: 'São José', fee: 7.5 },
  ],
  freeFrom: 100,
};

describe('delivery fee by bairro', () => {
  it('matches the bairro case- and accent-insensitively', () => {
    expect(normaliseNeighbourhood('  São   João ')).toBe('sao joao');
    expect(findNeighbourhood(byBairro.neighbourhoods, 'sao  JOSE')?.fee).toBe(7.5);
    expect(findNeighbourhood(byBairro.neighbourhoods, '  ')).toBeUndefined();
    expect(deliveryCharge(byBairro, 'sao  JOSE', 3000)).toEqual({
      feeCents: 750,
      feeToAgree: false,
      freeDelivery: false,
      refusal: null,
    });
  });

  it('refuses a missing bairro and one not served', () => {
    expect(deliveryCharge(byBairro, null, 3000).refusal).toEqual({
      code: 'neighbourhood_required',
      message: 'Informe o bairro para calcular a taxa de entrega.',
    });
    expect(deliveryCharge(byBairro, ' Boa Viagem ', 3000).refusal).toEqual({
      code: 'neighbourhood_not_served',
      message: 'A loja não entrega no bairro Boa Viagem.',
    });
  });

  it('refuses when the store does not deliver', () => {
    expect(deliveryCharge({ ...byBairro, enabled: false }, 'Centro', 3000).refusal?.code).toBe(
      'fulfilment_not_offered',
    );
  });
});

describe('free delivery', () => {
  it('waives a fee or "a combinar" from the threshold on, never below it', () => {
    expect(isFreeDelivery(byBairro, 9999)).toBe(false);
    expect(isFreeDelivery(byBairro, 10000)).toBe(true);
    expect(isFreeDelivery({ enabled: true, freeFrom: null }, 10 ** 9)).toBe(false);
    expect(deliveryCharge(byBairro, 'Centro', 10000)).toMatchObject({
      feeCents: 0,
      freeDelivery: true,
    });
    const toAgree: DeliverySettings = { ...byBairro, feeMode: 'to_agree' };
    expect(deliveryCharge(toAgree, null, 10000)).toMatchObject({
      feeToAgree: false,
      freeDelivery: true,
    });
    expect(deliveryCharge(toAgree, null, 500)).toMatchObject({
      feeToAgree: true,
      freeDelivery: false,
    });
  });

  it('is not "free" when there was no fee to waive', () => {
    const flatZero: DeliverySettings = { ...byBairro, feeMode: 'flat', flatFee: 0 };
    expect(deliveryCharge(flatZero, null, 10000).freeDelivery).toBe(false);
  });
});
