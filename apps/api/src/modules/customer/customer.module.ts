import { Module } from '@nestjs/common';
import { OrderModule } from '../order/order.module';
import { CustomerController } from './customer.controller';
import { CustomerService } from './customer.service';

/** The seller's customers (docs/API.md §8), read from the orders by phone. */
@Module({
  imports: [OrderModule],
  controllers: [CustomerController],
  providers: [CustomerService],
})
export class CustomerModule {}
