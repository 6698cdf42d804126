import { LOCAL_SESSION_TTL_MS, LocalCheckoutSessions } from './local-checkout-sessions';

describe('LocalCheckoutSessions', () => {
  const now = 1_800_000_000_000;

  it('issues random base64url tokens bound to the seller', () => {
    const sessions = new LocalCheckoutSessions();
    const a = sessions.open('user-a', 'ok', 'nok', now);
    const b = sessions.open('user-a', 'ok', 'nok', now);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(sessions.find(a, now)).toMatchObject({
      userId: 'user-a',
      successUrl: 'ok',
      cancelUrl: 'nok',
    });
    expect(sessions.find(a, now)?.id).not.toContain(a);
  });

  it('is single use', () => {
    const sessions = new LocalCheckoutSessions();
    const token = sessions.open('user-a', 'ok', 'nok', now);
    expect(sessions.take(token, now)?.userId).toBe('user-a');
    expect(sessions.take(token, now)).toBeUndefined();
    expect(sessions.find(token, now)).toBeUndefined();
  });

  it('expires after one hour', () => {
    const sessions = new LocalCheckoutSessions();
    const token = sessions.open('user-a', 'ok', 'nok', now);
    expect(sessions.find(token, now + LOCAL_SESSION_TTL_MS - 1)).toBeDefined();
    expect(sessions.take(token, now + LOCAL_SESSION_TTL_MS)).toBeUndefined();
  });

  it('knows no made-up token', () => {
    expect(new LocalCheckoutSessions().find('x'.repeat(43), now)).toBeUndefined();
  });
});
