import { describe, expect, it } from 'vitest';
import type { SellerOrder } from '@catalogo/contracts/core';
import {
  STATUS_CHIPS,
  currentMonthPeriod,
  customerWhatsappUrl,
  localDay,
  mapsUrl,
  periodError,
  statusActions,
  titleWithCount,
  withNewOrder,
  withoutOrder,
} from './orders-logic';

const labels = (order: Pick<SellerOrder, 'status' | 'fulfilment'>) =>
  statusActions(order).map((a) => a.label);

describe('statusActions (only the allowed next statuses)', () => {
  it('walks a pickup order to "Pronto para retirada", with cancel until completed', () => {
    expect(labels({ status: 'received', fulfilment: 'pickup' })).toEqual([
      'Confirmar pedido',
      'Cancelar pedido',
    ]);
    expect(labels({ status: 'confirmed', fulfilment: 'pickup' })).toEqual([
      'Iniciar preparo',
      'Cancelar pedido',
    ]);
    expect(labels({ status: 'preparing', fulfilment: 'pickup' })).toEqual([
      'Pronto para retirada',
      'Cancelar pedido',
    ]);
    expect(labels({ status: 'ready_for_pickup', fulfilment: 'pickup' })).toEqual([
      'Concluir pedido',
      'Cancelar pedido',
    ]);
  });

  it('a delivery order goes out for delivery; final orders offer nothing', () => {
    expect(labels({ status: 'preparing', fulfilment: 'delivery' })[0]).toBe('Saiu para entrega');
    expect(labels({ status: 'completed', fulfilment: 'delivery' })).toEqual([]);
    expect(labels({ status: 'canceled', fulfilment: 'pickup' })).toEqual([]);
  });

  it('marks only cancel as destructive', () => {
    expect(
      statusActions({ status: 'received', fulfilment: 'pickup' }).map((a) => a.destructive),
    ).toEqual([false, true]);
  });
});

describe('customerWhatsappUrl', () => {
  it('opens the customer chat with the message of the current status', () => {
    const url = customerWhatsappUrl({
      number: 12,
      status: 'out_for_delivery',
      customer: { name: 'Maria', phone: '11987654321' },
    })!;
    expect(url.startsWith('https://wa.me/5511987654321?text=')).toBe(true);
    expect(new URL(url).searchParams.get('text')).toBe('Seu pedido nº 12 saiu para entrega.');
  });

  it('is null without a customer phone', () => {
    expect(
      customerWhatsappUrl({ number: 1, status: 'confirmed', customer: { name: 'A', phone: null } }),
    ).toBeNull();
  });
});

describe('mapsUrl', () => {
  it('searches the whole address on Google Maps', () => {
    const url = mapsUrl({
      cep: '01001000',
      logradouro: 'Praça da Sé',
      numero: '1',
      complemento: 'ap 2',
      bairro: 'Sé',
      localidade: 'São Paulo',
      uf: 'SP',
    });
    expect(new URL(url).searchParams.get('query')).toBe(
      'Praça da Sé, 1, ap 2, Sé, São Paulo/SP, CEP: 01001-000',
    );
  });
});

describe('the tab title, chips and new orders', () => {
  it('counts unseen orders in the title', () => {
    expect(titleWithCount('Pedidos', 0)).toBe('Pedidos');
    expect(titleWithCount('Pedidos', 3)).toBe('(3) Pedidos');
  });

  it('has "Todos" then every status in Portuguese', () => {
    expect(STATUS_CHIPS.map((c) => c.label)).toEqual([
      'Todos',
      'Recebido',
      'Confirmado',
      'Em preparo',
      'Saiu para entrega',
      'Pronto para retirada',
      'Concluído',
      'Cancelado',
    ]);
  });

  it('adds and removes new orders without changing the set when nothing changes', () => {
    const empty = new Set<string>();
    const one = withNewOrder(empty, 'a');
    expect([...one]).toEqual(['a']);
    expect(withNewOrder(one, 'a')).toBe(one);
    expect(withoutOrder(one, 'b')).toBe(one);
    expect(withoutOrder(one, 'a').size).toBe(0);
  });
});

describe('CSV period', () => {
  it('uses São Paulo days: 02:30 UTC on the 1st is still the last day of the month before', () => {
    expect(localDay(new Date('2026-12-01T02:30:00Z'))).toBe('2026-11-30');
    expect(currentMonthPeriod(new Date('2026-12-01T02:30:00Z'))).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('refuses a start after the end', () => {
    expect(periodError('2026-11-10', '2026-11-01')).toBe(
      'A data inicial deve ser antes da data final.',
    );
    expect(periodError('2026-11-01', '2026-11-10')).toBeUndefined();
    expect(periodError('', '')).toBeUndefined();
  });
});
