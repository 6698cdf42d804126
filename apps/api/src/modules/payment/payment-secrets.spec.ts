import { randomBytes } from 'node:crypto';
import { openSecret, sealSecret } from './payment-secrets';

describe('payment secrets (AES-256-GCM)', () => {
  it('opens what it sealed, never keeps the text in clear, refuses another key or altered data', () => {
    const key = randomBytes(32);
    const sealed = sealSecret(key, 'APP_USR-123-segredo');
    expect(sealed.enc.toString('utf8')).not.toContain('APP_USR');
    expect(openSecret(key, sealed)).toBe('APP_USR-123-segredo');
    expect(() => openSecret(randomBytes(32), sealed)).toThrow();
    const altered = { ...sealed, enc: Buffer.from(sealed.enc) };
    altered.enc[0] ^= 1;
    expect(() => openSecret(key, altered)).toThrow();
  });
});
