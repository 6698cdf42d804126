import { Module } from '@nestjs/common';
import { StoreModule } from '../store/store.module';
import {
  PaymentProviderController,
  PaymentWebhookController,
  PublicPixController,
} from './payment.controller';
import { PaymentService } from './payment.service';
import { PixReconciler } from './pix-reconciler';

/**
 * Online Pix through the seller's own provider (docs/API.md §8 "Pix online"). Below the order
 * module: orders start payments and refunds here and hear the payment changes (`onChange`).
 */
@Module({
  imports: [StoreModule],
  controllers: [PaymentProviderController, PaymentWebhookController, PublicPixController],
  providers: [PaymentService, PixReconciler],
  exports: [PaymentService],
})
export class PaymentModule {}
