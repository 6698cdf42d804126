import { Module } from '@nestjs/common';
import { OrderingClockModule } from '../../common/ordering-clock';
import { HotQueriesModule } from '../../database/hot-query';
import { StoreModule } from '../store/store.module';
import { UserModule } from '../user/user.module';
import { CouponModule } from '../coupon/coupon.module';
import { PaymentModule } from '../payment/payment.module';
import { OrderController } from './order.controller';
import { OrderEventsService } from './order-events.service';
import { OrderReceiptController } from './order-receipt.controller';
import { OrderRules } from './order-rules';
import { OrderService } from './order.service';
import { PublicOrderController } from './public-order.controller';

/** Orders (docs/API.md §6): the customer's creation and status page, the seller's inbox. */
@Module({
  imports: [
    StoreModule,
    UserModule,
    OrderingClockModule,
    CouponModule,
    PaymentModule,
    HotQueriesModule,
  ],
  controllers: [PublicOrderController, OrderController, OrderReceiptController],
  providers: [OrderService, OrderEventsService, OrderRules],
  // The seller alerts (modules/push) read the new order; the customers (modules/customer) read
  // and forget a customer's orders.
  exports: [OrderService],
})
export class OrderModule {}
