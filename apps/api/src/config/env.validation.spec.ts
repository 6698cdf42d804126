import { validateEnvironment } from './env.validation';

describe('validateEnvironment', () => {
  it('accepts an empty environment (embedded defaults)', () => {
    expect(() => validateEnvironment({})).not.toThrow();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['WEB_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['REDIS_URL', 'localhost:6379'],
    ['NODE_ENV', 'staging'],
    ['JWT_SECRET', 'short'],
    ['LOGIN_RATE_LIMIT_PER_MINUTE', '0'],
  ])('names %s when it is %p', (name, value) => {
    expect(() => validateEnvironment({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('requires JWT_SECRET and DATABASE_URL in production', () => {
    expect(() => validateEnvironment({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required/);
    expect(() =>
      validateEnvironment({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }),
    ).toThrow(/DATABASE_URL: required/);
    expect(() =>
      validateEnvironment({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        DATABASE_URL: 'postgres://u:p@db:5432/app',
      }),
    ).not.toThrow();
  });

  it('treats an empty variable as unset', () => {
    expect(
      validateEnvironment({ STRIPE_SECRET_KEY: '', PORT: '' }).STRIPE_SECRET_KEY,
    ).toBeUndefined();
  });

  it('converts numeric variables', () => {
    expect(validateEnvironment({ PORT: '8080' }).PORT).toBe(8080);
  });
});
