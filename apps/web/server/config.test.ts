import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';
import { describe, expect, it } from 'vitest';
import { trustProxy } from './config';

/** A request from `peer` carrying `X-Forwarded-For: forwarded`. */
const request = (peer: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: peer },
    connection: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

describe('TRUST_PROXY (who the customer is, forwarded to the API)', () => {
  const client = (setting: string | undefined, peer: string, forwarded?: string) =>
    proxyAddr(request(peer, forwarded), trustProxy(setting));

  it('unset or false: the socket peer, whatever the request claims', () => {
    expect(client(undefined, '10.0.0.5', '203.0.113.7')).toBe('10.0.0.5');
    expect(client('false', '10.0.0.5', '203.0.113.7')).toBe('10.0.0.5');
  });

  it('a hop count: the address that many hops back, never one a customer wrote further left', () => {
    // Behind nginx (1 hop): nginx appended the customer; a forged address sits to its left.
    expect(client('1', '10.0.0.5', '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7');
    // Behind an ingress and nginx (2 hops).
    expect(client('2', '10.0.0.5', '6.6.6.6, 203.0.113.7, 10.0.0.9')).toBe('203.0.113.7');
    expect(client('1', '10.0.0.5')).toBe('10.0.0.5');
  });

  it('addresses and subnets: the first address from the right that is not trusted', () => {
    expect(client('loopback, 10.0.0.0/8', '127.0.0.1', '6.6.6.6, 203.0.113.7, 10.1.2.3')).toBe(
      '203.0.113.7',
    );
    expect(client('loopback', '10.0.0.5', '203.0.113.7')).toBe('10.0.0.5');
  });

  it('refuses what it cannot read, naming the variable', () => {
    expect(() => trustProxy('not-an-address')).toThrow(/TRUST_PROXY/);
  });
});
