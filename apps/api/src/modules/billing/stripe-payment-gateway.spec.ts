import { stripeHostOptions, stripeSettings } from './stripe-payment-gateway';

describe('Stripe configuration', () => {
  it('points the SDK at STRIPE_API_BASE (host, port, protocol)', () => {
    expect(stripeHostOptions('http://127.0.0.1:12111')).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(stripeHostOptions('https://stripe.example')).toEqual({
      host: 'stripe.example',
      port: 443,
      protocol: 'https',
    });
    expect(stripeHostOptions(undefined)).toEqual({});
  });

  it('requires the webhook secret and the price with a secret key, naming them', () => {
    expect(() =>
      stripeSettings({
        secretKey: 'sk_test_x',
        webhookSecret: undefined,
        priceId: undefined,
        apiBase: undefined,
      }),
    ).toThrow(
      /STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set[\s\S]*STRIPE_PRICE_ID/,
    );
    expect(
      stripeSettings({
        secretKey: 'sk_test_x',
        webhookSecret: 'whsec_x',
        priceId: 'price_x',
        apiBase: undefined,
      }),
    ).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      priceId: 'price_x',
      apiBase: undefined,
    });
  });
});
