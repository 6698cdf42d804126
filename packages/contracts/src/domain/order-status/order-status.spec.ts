import {
  allowedNextStatuses,
  canChangeOrderStatus,
  orderStatusCustomerMessage,
} from './order-status';

describe('order statuses', () => {
  it('follows the contract transitions', () => {
    expect(allowedNextStatuses('received', 'pickup')).toEqual(['confirmed', 'canceled']);
    expect(allowedNextStatuses('preparing', 'delivery')).toEqual(['out_for_delivery', 'canceled']);
    expect(allowedNextStatuses('preparing', 'pickup')).toEqual(['ready_for_pickup', 'canceled']);
    expect(canChangeOrderStatus('preparing', 'ready_for_pickup', 'delivery')).toBe(false);
    expect(canChangeOrderStatus('ready_for_pickup', 'canceled', 'pickup')).toBe(true);
    expect(allowedNextStatuses('completed', 'pickup')).toEqual([]);
    expect(allowedNextStatuses('canceled', 'pickup')).toEqual([]);
    expect(canChangeOrderStatus('received', 'preparing', 'pickup')).toBe(false);
  });

  it('writes the customer message of a status', () => {
    expect(orderStatusCustomerMessage(12, 'out_for_delivery')).toBe(
      'Seu pedido nº 12 saiu para entrega.',
    );
  });
});
