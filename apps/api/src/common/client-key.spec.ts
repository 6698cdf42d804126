import { clientKey } from './public-rate-limit';

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
