import { Module } from '@nestjs/common';
import { appConfig, type AppConfig } from '../../config/app.config';
import { CatalogModule } from '../catalog/catalog.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';
import { LocalCheckoutController } from './local-checkout.controller';
import { LocalCheckoutService } from './local-checkout.service';
import { LocalCheckoutSessions } from './local-checkout-sessions';
import { LocalPaymentGateway } from './local-payment-gateway';
import { PaymentGateway } from './payment-gateway';
import { StripePaymentGateway, createStripeClient, stripeSettings } from './stripe-payment-gateway';
import { SubscriptionController } from './subscription.controller';
import { SubscriptionService } from './subscription.service';

/**
 * Subscription (payment gateway, webhooks, local checkout) and the admin overview. The
 * `PaymentGateway` is chosen from config at start (`PAYMENTS`): Stripe (STRIPE_SECRET_KEY,
 * STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID then required) or the local checkout, whose routes
 * answer 404 under Stripe.
 */
@Module({
  imports: [CatalogModule],
  controllers: [DashboardController, SubscriptionController, LocalCheckoutController],
  providers: [
    DashboardService,
    SubscriptionService,
    LocalCheckoutService,
    LocalCheckoutSessions,
    {
      provide: PaymentGateway,
      inject: [appConfig.KEY, LocalCheckoutSessions],
      useFactory: (config: AppConfig, sessions: LocalCheckoutSessions): PaymentGateway => {
        // Production reaches `local` only through an explicit PAYMENTS=local (CONTRACT.md §7).
        if (config.payments === 'local') return new LocalPaymentGateway(sessions, config.apiUrl);
        const settings = stripeSettings(config.stripe);
        return new StripePaymentGateway(createStripeClient(settings), settings);
      },
    },
  ],
})
export class StripeModule {}
