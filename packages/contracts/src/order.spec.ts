import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { CreateOrderDto, ListOrdersQueryDto, Messages } from './index';

function messagesOf<T extends object>(cls: new () => T, body: unknown): string[] {
  const instance = plainToInstance(cls, body);
  const errors = validateSync(instance as object, { whitelist: true, forbidNonWhitelisted: true });
  const flat = (e: ValidationError[]): string[] =>
    e.flatMap((x) => [...Object.values(x.constraints ?? {}), ...flat(x.children ?? [])]);
  return flat(errors);
}

const ITEM = '5b0a3f3e-3c1f-4a59-9a57-0a1d1e2f3a4b';
const address = {
  cep: '01310-100',
  logradouro: 'Av. Paulista',
  numero: '1000',
  complemento: '',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'sp',
};
const order = {
  items: [{ id: ITEM, quantity: 2 }],
  fulfilment: 'delivery',
  customer: { name: ' Maria ', phone: '(11) 98765-4321' },
  address,
  payment: { method: 'cash', changeFor: 100 },
};

describe('CreateOrderDto', () => {
  it('accepts a delivery order and normalises CEP, UF and phone', () => {
    expect(messagesOf(CreateOrderDto, order)).toEqual([]);
    const dto = plainToInstance(CreateOrderDto, order);
    expect(dto.address?.cep).toBe('01310100');
    expect(dto.address?.uf).toBe('SP');
    expect(dto.customer.phone).toBe('11987654321');
    expect(dto.customer.name).toBe('Maria');
  });

  it('accepts a pickup order without an address', () => {
    const { address: _ignored, ...pickup } = order;
    expect(messagesOf(CreateOrderDto, { ...pickup, fulfilment: 'pickup' })).toEqual([]);
  });

  it.each([0, 100, 1.5, '2', null])('refuses the quantity %p', (quantity) => {
    expect(messagesOf(CreateOrderDto, { ...order, items: [{ id: ITEM, quantity }] })).toContain(
      Messages.invalidOrderQuantity,
    );
  });

  it('refuses empty items, a delivery without address, a bad CEP and a bad UF', () => {
    expect(messagesOf(CreateOrderDto, { ...order, items: [] })).toContain(
      Messages.orderItemsRequired,
    );
    expect(messagesOf(CreateOrderDto, { ...order, address: undefined })).toContain(
      Messages.orderAddressRequired,
    );
    expect(
      messagesOf(CreateOrderDto, { ...order, address: { ...address, cep: '1310-10' } }),
    ).toEqual([Messages.invalidCep]);
    expect(messagesOf(CreateOrderDto, { ...order, address: { ...address, uf: 'XX' } })).toEqual([
      Messages.invalidUf,
    ]);
  });

  it('refuses names and prices sent by the client', () => {
    expect(
      messagesOf(CreateOrderDto, { ...order, items: [{ id: ITEM, quantity: 1, price: 0.01 }] }),
    ).not.toEqual([]);
  });
});

describe('ListOrdersQueryDto', () => {
  it('reads page and pageSize from query strings and refuses bad dates', () => {
    expect(messagesOf(ListOrdersQueryDto, { page: '2', pageSize: '50' })).toEqual([]);
    expect(plainToInstance(ListOrdersQueryDto, { page: '2' }).page).toBe(2);
    expect(messagesOf(ListOrdersQueryDto, { pageSize: '101' })).toEqual([
      Messages.invalidOrderPageSize,
    ]);
    expect(messagesOf(ListOrdersQueryDto, { from: '2026-13-01' })).toEqual([
      Messages.invalidOrderDate,
    ]);
  });
});
