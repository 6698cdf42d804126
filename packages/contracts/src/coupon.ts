import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
  buildMessage,
  type ValidationOptions,
} from 'class-validator';
import { Messages } from './messages';
import { Nested, Trim } from './transforms';
import { IsBrazilianPhone, isPositivePriceInReais } from './validators';
import { OrderItemInputDto } from './order';
import { OrderLimits } from './order-core';
import {
  COUPON_KINDS,
  CouponLimits,
  CouponMessages,
  type CouponKind,
} from './domain/coupon/coupon';
import { CUSTOMER_SORTS, type CustomerSort } from './customer-core';

/** Trims and upper-cases a code (codes are compared case-insensitively, kept upper case). */
const UpperCode = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() : value,
  );

/** `kind` "percent": an integer 1–100; "fixed": reais > 0 with at most 2 decimals. */
function IsCouponValue(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isCouponValue',
      validator: {
        validate: (value: unknown, args) => {
          const kind = (args?.object as { kind?: unknown } | undefined)?.kind;
          if (kind === 'percent')
            return (
              Number.isInteger(value) &&
              (value as number) >= CouponLimits.minPercent &&
              (value as number) <= CouponLimits.maxPercent
            );
          return isPositivePriceInReais(value);
        },
        defaultMessage: buildMessage(() => '$property must fit the kind', options),
      },
    },
    options,
  );
}

/** Reais ≥ 0 with at most 2 decimals, at most 100 000.00. */
function IsReaisOrZero(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isReaisOrZero',
      validator: {
        validate: (value: unknown) => value === 0 || isPositivePriceInReais(value),
        defaultMessage: buildMessage(() => '$property must be reais', options),
      },
    },
    options,
  );
}

/**
 * Body of `POST /coupons` and `PUT /coupons/{id}` (docs/API.md §8): `code` 3–20 of A–Z 0–9
 * (trimmed, upper-cased), `kind` percent|fixed, `value` (percent: integer 1–100; fixed: reais),
 * optional `minimumOrder` (reais, default 0), `firstOrderOnly` (default false), `startsAt` and
 * `endsAt` (ISO 8601 or null), `maxUses` and `maxUsesPerCustomer` (positive integers or null: no
 * limit), `active` (default true). A PUT replaces every field (absent → default).
 */
export class CouponDto {
  @UpperCode()
  @Matches(CouponLimits.codePattern, { message: CouponMessages.invalidCode })
  @IsString({ message: CouponMessages.invalidCode })
  code!: string;

  @IsIn(COUPON_KINDS, { message: CouponMessages.invalidKind })
  kind!: CouponKind;

  @IsCouponValue({
    message: ({ object }) =>
      (object as { kind?: unknown }).kind === 'percent'
        ? CouponMessages.invalidPercent
        : CouponMessages.invalidAmount,
  })
  value!: number;

  @IsOptional()
  @IsReaisOrZero({ message: CouponMessages.invalidMinimumOrder })
  minimumOrder?: number | null;

  @IsOptional()
  @IsBoolean({ message: CouponMessages.invalidFirstOrderOnly })
  firstOrderOnly?: boolean | null;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: CouponMessages.invalidDate })
  @IsString({ message: CouponMessages.invalidDate })
  startsAt?: string | null;

  @IsOptional()
  @IsISO8601({ strict: true }, { message: CouponMessages.invalidDate })
  @IsString({ message: CouponMessages.invalidDate })
  endsAt?: string | null;

  @IsOptional()
  @Max(CouponLimits.maxUses, { message: CouponMessages.invalidMaxUses })
  @Min(1, { message: CouponMessages.invalidMaxUses })
  @IsInt({ message: CouponMessages.invalidMaxUses })
  maxUses?: number | null;

  @IsOptional()
  @Max(CouponLimits.maxUses, { message: CouponMessages.invalidMaxUses })
  @Min(1, { message: CouponMessages.invalidMaxUses })
  @IsInt({ message: CouponMessages.invalidMaxUses })
  maxUsesPerCustomer?: number | null;

  @IsOptional()
  @IsBoolean({ message: CouponMessages.invalidActive })
  active?: boolean | null;
}

/**
 * Body of `POST /public-catalog/{slug}/coupons/check`: the code, the cart's items (the order
 * body's shape; prices come from the catalogue) and the customer's phone when known (a mask is
 * stripped), needed by coupons for the first order or limited per customer.
 */
export class CouponCheckDto {
  @UpperCode()
  @MaxLength(40, { message: CouponMessages.invalid })
  @IsString({ message: CouponMessages.invalid })
  code!: string;

  @ArrayMaxSize(OrderLimits.maxLines, { message: Messages.tooManyOrderLines })
  @ArrayMinSize(1, { message: Messages.orderItemsRequired })
  @IsArray({ message: Messages.orderItemsRequired })
  @ValidateNested({ each: true, message: Messages.invalidOrderItemId })
  @Nested(OrderItemInputDto)
  items!: OrderItemInputDto[];

  @Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const digits = value.replace(/\D/g, '');
    return digits === '' ? undefined : digits;
  })
  @IsOptional()
  @IsBrazilianPhone({ message: Messages.invalidPhone })
  phone?: string;
}

const toInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;

/**
 * Query of `GET /customers`: `search` (part of the name, case- and accent-insensitive, or of the
 * phone digits), `sort` last|orders|total (default last), `page` from 1, `pageSize` 1–100
 * (default 20).
 */
export class CustomersQueryDto {
  @Trim()
  @IsOptional()
  @MaxLength(80, { message: CouponMessages.invalidCustomerSearch })
  @IsString({ message: CouponMessages.invalidCustomerSearch })
  search?: string;

  @IsOptional()
  @IsIn(CUSTOMER_SORTS, { message: CouponMessages.invalidCustomerSort })
  sort?: CustomerSort;

  @Transform(toInt)
  @IsOptional()
  @Min(1, { message: Messages.invalidOrderPage })
  @IsInt({ message: Messages.invalidOrderPage })
  page?: number;

  @Transform(toInt)
  @IsOptional()
  @Max(OrderLimits.maxPageSize, { message: Messages.invalidOrderPageSize })
  @Min(1, { message: Messages.invalidOrderPageSize })
  @IsInt({ message: Messages.invalidOrderPageSize })
  pageSize?: number;
}
