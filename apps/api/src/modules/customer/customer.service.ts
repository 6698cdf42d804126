import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CustomersQueryDto } from '@catalogo/contracts';
import {
  CouponMessages,
  ErrorCode,
  Messages,
  OrderLimits,
  type Customer,
  type CustomerDetail,
  type CustomersPage,
} from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { OrderService } from '../order/order.service';
import {
  countCustomers,
  selectCustomer,
  selectCustomers,
  selectStoreIdOfOwner,
  type CustomerRow,
} from './customer.queries';

/** A customer id: the phone digits. */
const PHONE_ID = /^\d{8,15}$/;

/** Most customers one CSV export holds. */
const EXPORT_LIMIT = 10000;

/**
 * The seller's customers (docs/API.md §8): derived from the store's orders by phone (digits), so
 * they are always in step with the orders and an order's transaction writes nothing more. The
 * name is the latest order's. Orders without a phone are not customers. Another seller's
 * customer answers 404.
 */
@Injectable()
export class CustomerService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly orders: OrderService,
  ) {}

  /** `GET /customers?search=&sort=&page=&pageSize=`: one page, `sort` last (default). */
  async list(userId: string, query: CustomersQueryDto): Promise<CustomersPage> {
    const storeId = await this.storeIdOf(userId);
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? OrderLimits.defaultPageSize;
    const search = { text: query.search };
    const db = this.dataSource.manager;
    const total = await countCustomers(db, storeId, search);
    const rows = await selectCustomers(db, {
      storeId,
      search,
      sort: query.sort ?? 'last',
      offset: (page - 1) * pageSize,
      limit: pageSize,
    });
    return { items: rows.map(toCustomer), total, page, pageSize };
  }

  /** The store's customers for the CSV export, last order first (at most 10 000). */
  async forExport(userId: string): Promise<Customer[]> {
    const storeId = await this.storeIdOf(userId);
    const rows = await selectCustomers(this.dataSource.manager, {
      storeId,
      search: {},
      sort: 'last',
      offset: 0,
      limit: EXPORT_LIMIT,
    });
    return rows.map(toCustomer);
  }

  /**
   * `GET /customers/{id}`: the customer and their orders, newest first.
   *
   * @throws DomainError(NotFound) → 404 for a phone with no order in the seller's store.
   */
  async get(userId: string, id: string): Promise<CustomerDetail> {
    const storeId = await this.storeIdOf(userId);
    const row = PHONE_ID.test(id)
      ? await selectCustomer(this.dataSource.manager, storeId, id)
      : null;
    if (!row) throw new DomainError(ErrorCode.NotFound, CouponMessages.customerNotFound);
    return { ...toCustomer(row), orders: await this.orders.forCustomer(userId, id) };
  }

  /**
   * `DELETE /customers/{id}` ("Excluir dados do cliente", LGPD): the customer's orders keep their
   * amounts and items and lose name, phone and address, so the customer is gone from the list.
   *
   * @throws DomainError(NotFound) → 404 for a phone with no order in the seller's store.
   */
  async forget(userId: string, id: string): Promise<void> {
    await this.storeIdOf(userId);
    const changed = PHONE_ID.test(id) ? await this.orders.forgetCustomer(userId, id) : 0;
    if (changed === 0) throw new DomainError(ErrorCode.NotFound, CouponMessages.customerNotFound);
  }

  private async storeIdOf(userId: string): Promise<string> {
    const storeId = await selectStoreIdOfOwner(this.dataSource.manager, userId);
    if (storeId === null) throw new DomainError(ErrorCode.Unauthorized, Messages.unauthorized);
    return storeId;
  }
}

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.phone,
    name: row.name,
    phone: row.phone,
    ordersCount: row.orders_count,
    totalSpent: Number(row.total_cents) / 100,
    firstOrderAt: row.first_order_at.toISOString(),
    lastOrderAt: row.last_order_at.toISOString(),
  };
}
