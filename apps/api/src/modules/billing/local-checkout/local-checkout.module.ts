import { Module } from '@nestjs/common';
import { BillingModule } from '../billing.module';
import { LocalCheckoutController } from './local-checkout.controller';
import { LocalCheckoutService } from './local-checkout.service';

/**
 * The local checkout pages (`/stripe/local-checkout/{token}`, docs/API.md §1): a development
 * stand-in for Stripe Checkout. AppModule registers it only when `paymentsMode` is `local` (no
 * Stripe key and not production, or an explicit `PAYMENTS=local`); otherwise its routes do not
 * exist (404).
 */
@Module({
  imports: [BillingModule],
  controllers: [LocalCheckoutController],
  providers: [LocalCheckoutService],
})
export class LocalCheckoutModule {}
