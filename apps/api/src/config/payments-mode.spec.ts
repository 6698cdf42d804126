import { paymentsMode } from './app.config';

/** Which payment provider runs, which also decides whether the local checkout's routes exist. */
describe('paymentsMode', () => {
  it('is local only without a Stripe key outside production', () => {
    expect(paymentsMode({})).toBe('local');
    expect(paymentsMode({ NODE_ENV: 'development' })).toBe('local');
    expect(paymentsMode({ NODE_ENV: 'test' })).toBe('local');
  });

  it('is Stripe with a Stripe key, and in production by default', () => {
    expect(paymentsMode({ STRIPE_SECRET_KEY: 'sk_test_x' })).toBe('stripe');
    expect(paymentsMode({ NODE_ENV: 'production' })).toBe('stripe');
    expect(paymentsMode({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_x' })).toBe('stripe');
  });

  it('follows an explicit PAYMENTS (docs/API.md §7 allows local in production only so)', () => {
    expect(paymentsMode({ PAYMENTS: 'stripe' })).toBe('stripe');
    expect(paymentsMode({ PAYMENTS: 'local', STRIPE_SECRET_KEY: 'sk_test_x' })).toBe('local');
    expect(paymentsMode({ PAYMENTS: 'local', NODE_ENV: 'production' })).toBe('local');
  });
});
