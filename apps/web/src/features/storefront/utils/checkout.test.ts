import { describe, expect, it } from 'vitest';
import { Messages } from '@catalogo/contracts/core';
import { emptyAddress, type Address } from './address';
import type { CartLine } from './cart';
import {
  ADDRESS_INCOMPLETE_MESSAGE,
  INVALID_PHONE_MESSAGE,
  attemptFor,
  checkoutTextLines,
  emptyCheckout,
  parseChangeForCents,
  toOrderBody,
  validateCheckout,
  type CheckoutForm,
} from './checkout';

const address: Address = {
  cep: '01001-000',
  logradouro: ' Praça da Sé ',
  numero: '1',
  complemento: '',
  bairro: 'Sé',
  localidade: 'São Paulo',
  uf: 'sp',
};
const lines: CartLine[] = [
  { id: 'l2', name: 'X-Salada', price: 18, category: 'Lanches', quantity: 2 },
  { id: 'b1', name: 'Coca-Cola Lata', price: 6, category: 'Bebidas', quantity: 1 },
];
const form = (patch: Partial<CheckoutForm> = {}): CheckoutForm => ({
  ...emptyCheckout,
  name: 'Maria',
  ...patch,
});

describe('parseChangeForCents ("troco para quanto?")', () => {
  it.each([
    ['', null],
    ['  ', null],
    ['100', 10000],
    ['100,5', 10050],
    ['R$ 100,50', 10050],
    ['1.234,56', 123456],
    ['50.25', 5025],
  ])('%j → %j centavos', (input, cents) => {
    expect(parseChangeForCents(input)).toBe(cents);
  });

  it.each(['abc', '0', '10,999', '-5', '1,2,3'])('%j is invalid (NaN)', (input) => {
    expect(parseChangeForCents(input)).toBeNaN();
  });
});

describe('validateCheckout', () => {
  it('accepts a pickup order with only a name, whatever the address', () => {
    expect(validateCheckout(form({ fulfilment: 'pickup' }), emptyAddress)).toEqual({});
  });

  it('asks the name, a valid phone when one is typed, and a valid change', () => {
    expect(
      validateCheckout(
        form({ name: '  ', phone: '(11) 1234', payment: 'cash', changeFor: 'muito' }),
        address,
      ),
    ).toEqual({
      name: Messages.invalidCustomerName,
      phone: INVALID_PHONE_MESSAGE,
      changeFor: Messages.invalidChangeFor,
    });
    expect(validateCheckout(form({ phone: '(11) 98765-4321' }), address)).toEqual({});
  });

  it('asks for the whole address only for delivery (complemento is optional)', () => {
    const noNumber = { ...address, numero: ' ' };
    expect(validateCheckout(form({ fulfilment: 'delivery' }), noNumber)).toEqual({
      address: ADDRESS_INCOMPLETE_MESSAGE,
    });
    expect(validateCheckout(form({ fulfilment: 'pickup' }), noNumber)).toEqual({});
    expect(validateCheckout(form({ fulfilment: 'delivery' }), address)).toEqual({});
  });

  it('ignores the change field unless paying cash', () => {
    expect(validateCheckout(form({ payment: 'pix', changeFor: 'x' }), address)).toEqual({});
  });
});

describe('toOrderBody', () => {
  it('sends ids and quantities only, the phone as digits, the address for delivery', () => {
    expect(
      toOrderBody(lines, form({ phone: '(11) 98765-4321', notes: ' sem cebola ' }), address),
    ).toEqual({
      items: [
        { id: 'l2', quantity: 2 },
        { id: 'b1', quantity: 1 },
      ],
      fulfilment: 'delivery',
      customer: { name: 'Maria', phone: '11987654321' },
      address: {
        cep: '01001000',
        logradouro: 'Praça da Sé',
        numero: '1',
        complemento: '',
        bairro: 'Sé',
        localidade: 'São Paulo',
        uf: 'SP',
      },
      payment: { method: 'pix' },
      notes: 'sem cebola',
    });
  });

  it('leaves the address out for pickup and sends the change in reais for cash', () => {
    const body = toOrderBody(
      lines,
      form({ fulfilment: 'pickup', payment: 'cash', changeFor: '100,50' }),
      address,
    );
    expect(body.address).toBeUndefined();
    expect(body.customer).toEqual({ name: 'Maria' });
    expect(body.payment).toEqual({ method: 'cash', changeFor: 100.5 });
    expect(body.notes).toBeUndefined();
  });

  it('sends no change for card even when one was typed before switching', () => {
    expect(toOrderBody(lines, form({ payment: 'card', changeFor: '50' }), address).payment).toEqual(
      { method: 'card' },
    );
  });
});

describe('checkoutTextLines (the hand-sent text)', () => {
  it('adds nothing before the customer types a name', () => {
    expect(checkoutTextLines(emptyCheckout)).toEqual([]);
  });

  it('names the customer, pickup, payment with change and notes', () => {
    expect(
      checkoutTextLines(
        form({
          phone: '(11) 98765-4321',
          fulfilment: 'pickup',
          payment: 'cash',
          changeFor: '100',
          notes: 'sem cebola',
        }),
      ),
    ).toEqual([
      '*Cliente:* Maria - (11) 98765-4321',
      '*Retirada no local*',
      '*Pagamento:* Dinheiro (troco para R$ 100,00)',
      '*Observações:* sem cebola',
    ]);
  });
});

describe('attemptFor (Idempotency-Key)', () => {
  const body = toOrderBody(lines, form(), address);

  it('makes a new UUID key when nothing is pending', () => {
    const attempt = attemptFor(undefined, body);
    expect(attempt.key).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(JSON.parse(attempt.body)).toEqual(body);
  });

  it('reuses the pending key for the same order (retry, double tap, reload)', () => {
    const first = attemptFor(undefined, body);
    expect(attemptFor(first, toOrderBody(lines, form(), address))).toBe(first);
  });

  it('makes a new key when the order changed', () => {
    const first = attemptFor(undefined, body);
    const changed = toOrderBody([lines[0]!], form(), address);
    expect(attemptFor(first, changed).key).not.toBe(first.key);
  });
});
