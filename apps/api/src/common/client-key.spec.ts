import type { ThrottlerOptions } from '@nestjs/throttler';
import type { AppConfig } from '../config/app.config';
import { clientKey } from './client-key';
import { throttlerOptions } from './rate-limit';

describe('clientKey (rate-limit identity of a client address)', () => {
  it('keeps an IPv4 address, also when written as IPv4-mapped IPv6', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.8')).not.toBe(clientKey('203.0.113.7'));
  });

  it('groups IPv6 addresses by their /64, however they are written', () => {
    const a = clientKey('2001:db8:1:2::1');
    expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(a);
    expect(clientKey('2001:DB8:1:2:abcd::9')).toBe(a);
    expect(clientKey('2001:db8:1:3::1')).not.toBe(a);
  });

  it('uses anything unparseable verbatim and a missing address as one bucket', () => {
    expect(clientKey('not-an-ip')).toBe('not-an-ip');
    expect(clientKey(undefined)).toBe(clientKey(''));
  });
});

describe('the throttler limits key on clientKey', () => {
  const config = {
    rateLimits: {
      defaultPerMinute: 1,
      loginPerMinute: 1,
      registerPerMinute: 1,
      resendPer10Minutes: 1,
      ordersPer10Minutes: 1,
      eventsPerMinute: 1,
    },
  } as AppConfig;
  const options = throttlerOptions(config) as {
    throttlers: ThrottlerOptions[];
    getTracker?: ThrottlerOptions['getTracker'];
  };
  /** The key each limit counts a request from `ip` on `slug` under (as ThrottlerGuard picks it). */
  const keyOf = (throttler: ThrottlerOptions, ip: string): Promise<string> | string => {
    const getTracker = throttler.getTracker ?? options.getTracker;
    if (!getTracker) return ip; // ThrottlerGuard's own default: the raw req.ip
    const req = { ip, params: { slug: 'loja' }, body: { email: 'a@example.com' } };
    return getTracker(req, undefined as never);
  };

  it.each(['default', 'login', 'register', 'resend', 'resendClient', 'process', 'order', 'events'])(
    '%s: one client per IPv6 /64 and per IPv4 however written',
    async (name) => {
      const throttler = options.throttlers.find((t) => t.name === name);
      expect(throttler).toBeDefined();
      const t = throttler as ThrottlerOptions;
      expect(await keyOf(t, '2001:db8:5:6::1')).toBe(await keyOf(t, '2001:db8:5:6:ffff::2'));
      expect(await keyOf(t, '2001:db8:5:6::1')).not.toBe(await keyOf(t, '2001:db8:5:7::1'));
      expect(await keyOf(t, '::ffff:192.0.2.1')).toBe(await keyOf(t, '192.0.2.1'));
    },
  );
});
