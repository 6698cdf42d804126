import { Module } from '@nestjs/common';
import { EmailModule } from '../email/email.module';
import { OrderModule } from '../order/order.module';
import { OrderAlertsService } from './order-alerts.service';
import { PushController } from './push.controller';
import { PushService } from './push.service';

/**
 * Seller alerts (docs/API.md §8): the seller's Web Push devices, one push message per device for
 * each new order (and the optional e-mail), sent off the order's path.
 */
@Module({
  imports: [OrderModule, EmailModule],
  controllers: [PushController],
  providers: [PushService, OrderAlertsService],
})
export class PushModule {}
