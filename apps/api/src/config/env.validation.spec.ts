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
        PAYMENTS: 'local',
        MAIL: 'log',
        // Web Push (CONTRACT §8) is required in production too.
        VAPID_PUBLIC_KEY:
          'BBfiRymV_5pQ5GS6q_QyW_hHt5upvaZdqZMPxwsapL11ia7Y6FhOUX_Y3NzvdmlQ7hMJfINjc2fGD8CRd2lSCag',
        VAPID_PRIVATE_KEY: 'aAXcY0MHw87M81_aiaHVPSx6rQeyOqcjids1C6fIty4',
        VAPID_SUBJECT: 'mailto:ops@catalogo.example',
        PAYMENT_SECRETS_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
      }),
    ).not.toThrow();
  });

  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'a-long-random-production-secret-0123456789',
    DATABASE_URL: 'postgres://u:p@db:5432/app',
    STRIPE_SECRET_KEY: 'sk_live_x',
    STRIPE_WEBHOOK_SECRET: 'whsec_x',
    STRIPE_PRICE_ID: 'price_x',
    SMTP_URL: 'smtp://mail:587',
    VAPID_PUBLIC_KEY:
      'BBfiRymV_5pQ5GS6q_QyW_hHt5upvaZdqZMPxwsapL11ia7Y6FhOUX_Y3NzvdmlQ7hMJfINjc2fGD8CRd2lSCag',
    VAPID_PRIVATE_KEY: 'aAXcY0MHw87M81_aiaHVPSx6rQeyOqcjids1C6fIty4',
    VAPID_SUBJECT: 'mailto:ops@catalogo.example',
    PAYMENT_SECRETS_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
  };

  it('refuses production without PAYMENT_SECRETS_KEY, and a key that is not 32 bytes', () => {
    expect(() => validateEnvironment({ ...production, PAYMENT_SECRETS_KEY: '' })).toThrow(
      /PAYMENT_SECRETS_KEY: required when NODE_ENV=production/,
    );
    expect(() => validateEnvironment({ ...production, PAYMENT_SECRETS_KEY: 'c2hvcnQ=' })).toThrow(
      /PAYMENT_SECRETS_KEY: must be 32 random bytes/,
    );
  });

  it('accepts a complete production configuration', () => {
    expect(() => validateEnvironment(production)).not.toThrow();
  });

  it.each(['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'])(
    'refuses production without %s (Web Push, CONTRACT §8)',
    (name) => {
      expect(() => validateEnvironment({ ...production, [name]: '' })).toThrow(
        new RegExp(`${name}: required when NODE_ENV=production`),
      );
    },
  );

  it('checks the VAPID settings and the push hosts anywhere', () => {
    const dev = { NODE_ENV: 'development' };
    expect(() =>
      validateEnvironment({ ...dev, VAPID_PUBLIC_KEY: production.VAPID_PUBLIC_KEY }),
    ).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither/);
    expect(() =>
      validateEnvironment({ ...dev, VAPID_PUBLIC_KEY: 'abc', VAPID_PRIVATE_KEY: 'x' }),
    ).toThrow(/VAPID_PUBLIC_KEY: must be an uncompressed P-256 public key/);
    expect(() => validateEnvironment({ ...dev, VAPID_SUBJECT: 'http://x.example' })).toThrow(
      /VAPID_SUBJECT: must be a mailto: address or an https: URL/,
    );
    expect(() => validateEnvironment({ ...dev, PUSH_ALLOWED_HOSTS: 'http://evil/x' })).toThrow(
      /PUSH_ALLOWED_HOSTS/,
    );
    expect(() =>
      validateEnvironment({
        ...dev,
        PUSH_ALLOWED_HOSTS: 'fcm.googleapis.com, *.notify.windows.com',
      }),
    ).not.toThrow();
    expect(() =>
      validateEnvironment({ ...dev, VAPID_SUBJECT: 'https://catalogo.example' }),
    ).not.toThrow();
  });

  it.each(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'])(
    'refuses production without %s unless PAYMENTS=local (CONTRACT §7)',
    (name) => {
      const env = { ...production, [name]: '' };
      expect(() => validateEnvironment(env)).toThrow(
        new RegExp(`${name}: required when NODE_ENV=production`),
      );
      expect(() => validateEnvironment({ ...env, PAYMENTS: 'local' })).not.toThrow();
    },
  );

  it('refuses production without SMTP_URL unless MAIL=log', () => {
    const env = { ...production, SMTP_URL: '' };
    expect(() => validateEnvironment(env)).toThrow(/SMTP_URL: required when NODE_ENV=production/);
    expect(() => validateEnvironment({ ...env, MAIL: 'log' })).not.toThrow();
  });

  it.each([
    ['31 bytes', 'x'.repeat(31), /at least 32 bytes/],
    ['the .env.example placeholder', 'change-me-to-a-long-random-secret-0123456789', /placeholder/],
    ['the k8s example placeholder', 'CHANGE_ME_TO_A_LONG_RANDOM_SECRET', /placeholder/],
  ])('refuses a production JWT_SECRET of %s', (_label, secret, message) => {
    expect(() => validateEnvironment({ ...production, JWT_SECRET: secret })).toThrow(message);
  });

  it('requires the settings of an explicit PAYMENTS=stripe or MAIL=smtp outside production', () => {
    expect(() => validateEnvironment({ PAYMENTS: 'stripe' })).toThrow(/STRIPE_SECRET_KEY:/);
    expect(() => validateEnvironment({ MAIL: 'smtp' })).toThrow(/SMTP_URL:/);
    expect(() => validateEnvironment({ PAYMENTS: 'card' })).toThrow(/PAYMENTS:/);
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
