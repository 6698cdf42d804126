import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { DashboardController } from './dashboard.controller';
import { DashboardService } from './dashboard.service';

/** Subscription (payment gateway, webhooks) and the admin overview. */
@Module({
  imports: [CatalogModule],
  controllers: [DashboardController],
  providers: [DashboardService],
})
export class StripeModule {}
