import { Module } from '@nestjs/common';
import { appConfig, type AppConfig } from '../../config/app.config';
import { LocalCheckoutSessions } from './local-checkout-sessions';
import { LocalPaymentGateway } from './local-payment-gateway';
import { PaymentGateway } from './payment-gateway';
import { StripePaymentGateway, createStripeClient, stripeSettings } from './stripe-payment-gateway';
import { SubscriptionController } from './subscription.controller';
import { SubscriptionService } from './subscription.service';

/**
 * Billing: the subscription (`POST /stripe/subscription`, `/stripe/cancel-subscription`, Stripe's
 * webhook) behind a `PaymentGateway` chosen from config at start (`PAYMENTS`, see `paymentsMode`):
 * Stripe (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID then required) or the
 * local checkout, whose pages live in `LocalCheckoutModule` (registered only in that mode).
 */
@Module({
  controllers: [SubscriptionController],
  providers: [
    SubscriptionService,
    LocalCheckoutSessions,
    {
      provide: PaymentGateway,
      inject: [appConfig.KEY, LocalCheckoutSessions],
      useFactory: (config: AppConfig, sessions: LocalCheckoutSessions): PaymentGateway => {
        // Production reaches `local` only through an explicit PAYMENTS=local (docs/API.md §7).
        if (config.payments === 'local') return new LocalPaymentGateway(sessions, config.apiUrl);
        const settings = stripeSettings(config.stripe);
        return new StripePaymentGateway(createStripeClient(settings), settings);
      },
    },
  ],
  exports: [SubscriptionService, PaymentGateway, LocalCheckoutSessions],
})
export class BillingModule {}
