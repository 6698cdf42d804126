import { describe, expect, it } from 'vitest';
import { notificationFromPush, panelUrl } from './push-notification';

const ORIGIN = 'https://catalogo.example';

describe('push notification', () => {
  it('shows "Novo pedido nº 12" with the total and the customer, and opens that order', () => {
    const n = notificationFromPush(
      JSON.stringify({
        type: 'order.created',
        orderId: 'abc',
        number: 12,
        total: 45,
        customerName: 'Maria',
        url: `${ORIGIN}/admin/pedidos?pedido=abc`,
      }),
      ORIGIN,
    );
    expect(`${n.title} · ${n.body}`).toBe('Novo pedido nº 12 · R$ 45,00 · Maria');
    expect(n.url).toBe('/admin/pedidos?pedido=abc');
    expect(n.tag).toBe('pedido-abc');
  });

  it('never opens another origin or a store page, and survives a broken payload', () => {
    expect(panelUrl('https://evil.example/admin/pedidos', ORIGIN)).toBe('/admin/pedidos');
    expect(panelUrl(`${ORIGIN}/loja-da-maria`, ORIGIN)).toBe('/admin/pedidos');
    expect(panelUrl(`${ORIGIN}/administradora`, ORIGIN)).toBe('/admin/pedidos');
    expect(notificationFromPush('not json', ORIGIN)).toMatchObject({
      title: 'Novo pedido',
      url: '/admin/pedidos',
    });
  });

  it('tells a test message and a paid order apart', () => {
    expect(
      notificationFromPush({ type: 'test', url: `${ORIGIN}/admin/pedidos` }, ORIGIN).title,
    ).toBe('Notificações ativadas');
    expect(
      notificationFromPush({ type: 'order.paid', number: 7, total: 10.5, url: '/admin' }, ORIGIN)
        .title,
    ).toBe('Pedido nº 7 pago');
  });
});
