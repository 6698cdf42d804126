import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { CouponDto } from '@catalogo/contracts';
import {
  CouponLimits,
  CouponMessages,
  ErrorCode,
  Messages,
  checkCoupon,
  reaisToCents,
  type Coupon,
  type CouponOutcome,
  type CouponRule,
} from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { isUniqueViolation } from '../../common/postgres-errors';
import {
  countStoreCoupons,
  deleteCoupon,
  insertCoupon,
  selectCouponByCode,
  selectCustomerHistory,
  selectStoreCoupon,
  selectStoreCoupons,
  selectStoreIdOfOwner,
  takeCouponUse,
  updateCoupon,
  type CouponListRow,
  type CouponRow,
  type CouponWrite,
} from './coupon.queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a coupon is checked against (centavos; the phone as digits or null). */
export interface CouponRequest {
  storeId: string;
  /** Upper case, as the DTOs leave it. */
  code: string;
  phone: string | null;
  /** The items' subtotal, centavos. */
  subtotalCents: number;
  now: Date;
}

/** A coupon an order took: its id, code and discount (centavos). */
export interface RedeemedCoupon {
  couponId: string;
  code: string;
  discountCents: number;
}

/**
 * Coupons (docs/API.md §8 "Customers and coupons"): the seller's CRUD, and the checks the public
 * cart and the order run with the shared rules of `@catalogo/contracts/core` (`checkCoupon`).
 * Every seller route is scoped to the caller's store: another store's coupon answers 404.
 */
@Injectable()
export class CouponService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** `GET /coupons`: the store's coupons with uses and revenue, newest first. */
  async list(userId: string): Promise<Coupon[]> {
    const storeId = await this.storeIdOf(userId);
    const rows = await selectStoreCoupons(this.dataSource.manager, storeId);
    return rows.map(toCoupon);
  }

  /**
   * `POST /coupons`: a new coupon (0 uses).
   *
   * @throws DomainError(Validation) → 400 when `endsAt` is not after `startsAt`.
   * @throws DomainError(Conflict) → 409 for a code the store already has (case-insensitive).
   * @throws DomainError(Unprocessable) → 422 past `CouponLimits.maxPerStore` coupons.
   */
  async create(userId: string, dto: CouponDto): Promise<Coupon> {
    const storeId = await this.storeIdOf(userId);
    const write = toWrite(dto);
    const db = this.dataSource.manager;
    if ((await countStoreCoupons(db, storeId)) >= CouponLimits.maxPerStore)
      throw new DomainError(ErrorCode.Unprocessable, CouponMessages.tooMany);
    const id = await uniqueCode(() => insertCoupon(db, storeId, write));
    return this.get(storeId, id);
  }

  /**
   * `PUT /coupons/{id}`: replaces the coupon's fields (its uses are kept).
   *
   * @throws DomainError(NotFound) → 404 for an unknown id or another store's coupon.
   * @throws DomainError(Validation) → 400 when `endsAt` is not after `startsAt`.
   * @throws DomainError(Conflict) → 409 for a code another coupon of the store has.
   */
  async update(userId: string, id: string, dto: CouponDto): Promise<Coupon> {
    const storeId = await this.storeIdOf(userId);
    if (!UUID.test(id)) throw new DomainError(ErrorCode.NotFound, CouponMessages.notFound);
    const write = toWrite(dto);
    const found = await uniqueCode(() => updateCoupon(this.dataSource.manager, storeId, id, write));
    if (!found) throw new DomainError(ErrorCode.NotFound, CouponMessages.notFound);
    return this.get(storeId, id);
  }

  /**
   * `DELETE /coupons/{id}`: the coupon goes; its orders keep the code and the discount.
   *
   * @throws DomainError(NotFound) → 404 for an unknown id or another store's coupon.
   */
  async remove(userId: string, id: string): Promise<void> {
    const storeId = await this.storeIdOf(userId);
    if (!UUID.test(id) || !(await deleteCoupon(this.dataSource.manager, storeId, id)))
      throw new DomainError(ErrorCode.NotFound, CouponMessages.notFound);
  }

  /**
   * Checks a coupon without taking a use (the cart's "Aplicar"): the discount, or the refusal
   * message. An unknown code is "Cupom inválido.".
   */
  async check(request: CouponRequest): Promise<CouponOutcome> {
    const { outcome } = await this.evaluate(this.dataSource.manager, request, false);
    return outcome;
  }

  /**
   * Takes one use of the coupon for an order, in the order's transaction (`db`): the coupon row
   * is locked (`FOR UPDATE`) so concurrent orders take turns, checked again with the shared rules
   * (uses left, this customer's uses and earlier orders read after the lock), then its `uses`
   * grows by a conditional UPDATE that never passes `max_uses`. The caller commits the order and
   * the use together.
   *
   * @throws DomainError(OrderRefused) → 422 with the coupon's Portuguese refusal.
   */
  async redeem(db: EntityManager, request: CouponRequest): Promise<RedeemedCoupon> {
    const { row, outcome } = await this.evaluate(db, request, true);
    if (!outcome.ok || !row) throw new DomainError(ErrorCode.OrderRefused, refusal(outcome));
    if (!(await takeCouponUse(db, row.id)))
      throw new DomainError(ErrorCode.OrderRefused, CouponMessages.usedUp);
    return { couponId: row.id, code: row.code, discountCents: outcome.discountCents };
  }

  /** Reads the coupon (locked or not) and the customer's history, and applies `checkCoupon`. */
  private async evaluate(
    db: EntityManager,
    request: CouponRequest,
    lock: boolean,
  ): Promise<{ row: CouponRow | null; outcome: CouponOutcome }> {
    const row = CouponLimits.codePattern.test(request.code)
      ? await selectCouponByCode(db, request.storeId, request.code, lock)
      : null;
    if (!row) return { row: null, outcome: { ok: false, message: CouponMessages.invalid } };
    const history =
      request.phone && (row.first_order_only || row.max_uses_per_customer !== null)
        ? await selectCustomerHistory(db, request.storeId, request.phone, row.id)
        : { orders: 0, uses: 0 };
    const outcome = checkCoupon(toRule(row), {
      subtotalCents: request.subtotalCents,
      now: request.now,
      phone: request.phone,
      customerOrders: history.orders,
      customerUses: history.uses,
    });
    return { row, outcome };
  }

  private async get(storeId: string, id: string): Promise<Coupon> {
    const row = await selectStoreCoupon(this.dataSource.manager, storeId, id);
    if (!row) throw new DomainError(ErrorCode.NotFound, CouponMessages.notFound);
    return toCoupon(row);
  }

  private async storeIdOf(userId: string): Promise<string> {
    const storeId = await selectStoreIdOfOwner(this.dataSource.manager, userId);
    if (storeId === null) throw new DomainError(ErrorCode.Unauthorized, Messages.unauthorized);
    return storeId;
  }
}

function refusal(outcome: CouponOutcome): string {
  return outcome.ok ? CouponMessages.invalid : outcome.message;
}

/** Runs a write; a unique violation (the store's code taken) becomes 409. */
async function uniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new DomainError(ErrorCode.Conflict, CouponMessages.duplicateCode);
    throw error;
  }
}

/**
 * The DTO as columns (centavos, dates).
 *
 * @throws DomainError(Validation) → 400 when `endsAt` is not after `startsAt`.
 */
function toWrite(dto: CouponDto): CouponWrite {
  const startsAt = dto.startsAt ? new Date(dto.startsAt) : null;
  const endsAt = dto.endsAt ? new Date(dto.endsAt) : null;
  if (startsAt && endsAt && endsAt.getTime() <= startsAt.getTime())
    throw new DomainError(ErrorCode.Validation, [CouponMessages.endsBeforeStart]);
  return {
    code: dto.code,
    kind: dto.kind,
    percent: dto.kind === 'percent' ? dto.value : null,
    amountCents: dto.kind === 'fixed' ? reaisToCents(dto.value) : null,
    minimumOrderCents: reaisToCents(dto.minimumOrder ?? 0),
    firstOrderOnly: dto.firstOrderOnly ?? false,
    startsAt,
    endsAt,
    maxUses: dto.maxUses ?? null,
    maxUsesPerCustomer: dto.maxUsesPerCustomer ?? null,
    active: dto.active ?? true,
  };
}

function toRule(row: CouponRow): CouponRule {
  return {
    kind: row.kind,
    value: row.kind === 'percent' ? (row.percent ?? 0) : (row.amount_cents ?? 0),
    minimumOrderCents: row.minimum_order_cents,
    firstOrderOnly: row.first_order_only,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    maxUses: row.max_uses,
    maxUsesPerCustomer: row.max_uses_per_customer,
    active: row.active,
    uses: row.uses,
  };
}

function toCoupon(row: CouponListRow): Coupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.kind === 'percent' ? (row.percent ?? 0) : (row.amount_cents ?? 0) / 100,
    minimumOrder: row.minimum_order_cents / 100,
    firstOrderOnly: row.first_order_only,
    startsAt: row.starts_at ? row.starts_at.toISOString() : null,
    endsAt: row.ends_at ? row.ends_at.toISOString() : null,
    maxUses: row.max_uses,
    maxUsesPerCustomer: row.max_uses_per_customer,
    active: row.active,
    uses: row.uses,
    revenue: Number(row.revenue_cents) / 100,
  };
}
