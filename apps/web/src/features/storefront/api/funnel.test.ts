import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackFunnelStep, trackOrderFormFocus } from './funnel';

describe('funnel steps of the public page (sendBeacon, once per visit)', () => {
  let beacon: ReturnType<typeof vi.fn<(url: string, data?: BodyInit | null) => boolean>>;

  beforeEach(() => {
    sessionStorage.clear();
    beacon = vi.fn<(url: string, data?: BodyInit | null) => boolean>(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('sends each step once per visit and store, as JSON text', () => {
    trackFunnelStep('lanches-da-ana', 'cart_started');
    trackFunnelStep('lanches-da-ana', 'cart_started');
    trackFunnelStep('lanches-da-ana', 'checkout_opened');
    trackFunnelStep('outra-loja', 'cart_started');
    expect(beacon.mock.calls).toEqual([
      ['http://localhost:3000/public-catalog/lanches-da-ana/events', '{"type":"cart_started"}'],
      ['http://localhost:3000/public-catalog/lanches-da-ana/events', '{"type":"checkout_opened"}'],
      ['http://localhost:3000/public-catalog/outra-loja/events', '{"type":"cart_started"}'],
    ]);
  });

  it('tries again later when the browser refused to queue the beacon', () => {
    beacon.mockReturnValueOnce(false);
    trackFunnelStep('loja', 'cart_started');
    trackFunnelStep('loja', 'cart_started');
    trackFunnelStep('loja', 'cart_started');
    expect(beacon).toHaveBeenCalledTimes(2);
  });

  it('stays silent without sendBeacon, or when sendBeacon or the storage throw', () => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
    expect(() => trackFunnelStep('loja', 'cart_started')).not.toThrow();
    Object.defineProperty(navigator, 'sendBeacon', {
      value: () => {
        throw new TypeError('blocked');
      },
      configurable: true,
    });
    expect(() => trackFunnelStep('loja', 'cart_started')).not.toThrow();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => trackFunnelStep('loja', 'checkout_opened')).not.toThrow();
  });

  it('counts the order form as opened on the first focus of one of its fields only', () => {
    trackOrderFormFocus('loja', document.createElement('button'));
    trackOrderFormFocus('loja', null);
    expect(beacon).not.toHaveBeenCalled();
    trackOrderFormFocus('loja', document.createElement('input'));
    trackOrderFormFocus('loja', document.createElement('textarea'));
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]?.[1]).toBe('{"type":"checkout_opened"}');
  });
});
