import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Messages } from './messages';
import { Nested, Trim } from './transforms';
import { IsBrazilianPhone, IsPriceInReais } from './validators';
import { OrderItemOptionInputDto } from './options';
import { OptionLimits, OptionMessages } from './domain/option-pricing/option-pricing';
import {
  ORDER_FULFILMENTS,
  ORDER_PAYMENT_METHODS,
  OrderLimits,
  type OrderFulfilment,
  type OrderPaymentMethod,
} from './order-core';
import { ORDER_STATUSES, type OrderStatus } from './domain/order-status/order-status';
import { CouponMessages } from './domain/coupon/coupon';

/** The 27 Brazilian federative units. */
// prettier-ignore
export const BRAZILIAN_UFS: readonly string[] = [
  'AC', 'AL', 'AP', 'AM', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MT', 'MS', 'MG', 'PA', 'PB', 'PR',
  'PE', 'PI', 'RJ', 'RN', 'RS', 'RO', 'RR', 'SC', 'SP', 'SE', 'TO',
];

/** A local day, `YYYY-MM-DD` (America/Sao_Paulo). */
export const ORDER_DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** One line of the order body: a catalogue item id, a quantity 1–99 (an integer) and the choices. */
export class OrderItemInputDto {
  @IsUUID('all', { message: Messages.invalidOrderItemId })
  id!: string;

  @Max(OrderLimits.maxQuantity, { message: Messages.invalidOrderQuantity })
  @Min(OrderLimits.minQuantity, { message: Messages.invalidOrderQuantity })
  @IsInt({ message: Messages.invalidOrderQuantity })
  quantity!: number;

  /**
   * The customer's choices for the item's option groups (docs/API.md §6): `[{groupId,
   * optionIds}]`, at most one entry per group; absent or `[]` when nothing is chosen.
   */
  @IsOptional()
  @ArrayMaxSize(OptionLimits.maxGroups, { message: OptionMessages.invalidOrderOptions })
  @IsArray({ message: OptionMessages.invalidOrderOptions })
  @ValidateNested({ each: true, message: OptionMessages.invalidOrderOptions })
  @Nested(OrderItemOptionInputDto)
  options?: OrderItemOptionInputDto[];
}

/** The customer: a name 1–80 and an optional Brazilian phone (digits; a mask is stripped). */
export class OrderCustomerDto {
  @Trim()
  @MaxLength(OrderLimits.customerNameMaxLength, { message: Messages.invalidCustomerName })
  @MinLength(1, { message: Messages.invalidCustomerName })
  @IsString({ message: Messages.invalidCustomerName })
  name!: string;

  @Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const digits = value.replace(/\D/g, '');
    return digits === '' ? undefined : digits;
  })
  @IsOptional()
  @IsBrazilianPhone({ message: Messages.invalidPhone })
  phone?: string;
}

/**
 * Delivery address. CEP: 8 digits ("01310-100" accepted, kept as digits); UF: one of the 27
 * (case-insensitive); rua, número, bairro and cidade required; complemento optional.
 */
export class OrderAddressDto {
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().replace(/^(\d{5})-(\d{3})$/, '$1$2') : value,
  )
  @Matches(/^\d{8}$/, { message: Messages.invalidCep })
  @IsString({ message: Messages.invalidCep })
  cep!: string;

  @Trim()
  @MaxLength(120, { message: Messages.invalidStreet })
  @MinLength(1, { message: Messages.invalidStreet })
  @IsString({ message: Messages.invalidStreet })
  logradouro!: string;

  @Trim()
  @MaxLength(20, { message: Messages.invalidStreetNumber })
  @MinLength(1, { message: Messages.invalidStreetNumber })
  @IsString({ message: Messages.invalidStreetNumber })
  numero!: string;

  @Trim()
  @IsOptional()
  @MaxLength(120, { message: Messages.invalidComplement })
  @IsString({ message: Messages.invalidComplement })
  complemento?: string;

  @Trim()
  @MaxLength(80, { message: Messages.invalidNeighbourhood })
  @MinLength(1, { message: Messages.invalidNeighbourhood })
  @IsString({ message: Messages.invalidNeighbourhood })
  bairro!: string;

  @Trim()
  @MaxLength(80, { message: Messages.invalidCity })
  @MinLength(1, { message: Messages.invalidCity })
  @IsString({ message: Messages.invalidCity })
  localidade!: string;

  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() : value,
  )
  @IsIn(BRAZILIAN_UFS, { message: Messages.invalidUf })
  uf!: string;
}

/** Payment: Pix, cash (optionally the note paid with, reais) or card. */
export class OrderPaymentDto {
  @IsIn(ORDER_PAYMENT_METHODS, { message: Messages.invalidPaymentMethod })
  method!: OrderPaymentMethod;

  /** Reais; only meaningful for cash (ignored otherwise). */
  @IsOptional()
  @IsPriceInReais({ message: Messages.invalidChangeFor })
  changeFor?: number | null;
}

/**
 * Body of `POST /public-catalog/{slug}/orders` (docs/API.md §6). Names and prices are never sent:
 * the API reads them from the catalogue. The address is required (and validated) for delivery
 * only; for pickup it is ignored.
 */
export class CreateOrderDto {
  @ArrayMaxSize(OrderLimits.maxLines, { message: Messages.tooManyOrderLines })
  @ArrayMinSize(1, { message: Messages.orderItemsRequired })
  @IsArray({ message: Messages.orderItemsRequired })
  @ValidateNested({ each: true, message: Messages.invalidOrderItemId })
  @Nested(OrderItemInputDto)
  items!: OrderItemInputDto[];

  @IsIn(ORDER_FULFILMENTS, { message: Messages.invalidFulfilment })
  fulfilment!: OrderFulfilment;

  @IsObject({ message: Messages.invalidCustomerName })
  @IsDefined({ message: Messages.invalidCustomerName })
  @ValidateNested({ message: Messages.invalidCustomerName })
  @Nested(OrderCustomerDto)
  customer!: OrderCustomerDto;

  @ValidateIf((o: CreateOrderDto) => o.fulfilment === 'delivery')
  @IsObject({ message: Messages.orderAddressRequired })
  @IsDefined({ message: Messages.orderAddressRequired })
  @ValidateNested({ message: Messages.orderAddressRequired })
  @Nested(OrderAddressDto)
  address?: OrderAddressDto | null;

  @IsObject({ message: Messages.invalidPaymentMethod })
  @IsDefined({ message: Messages.invalidPaymentMethod })
  @ValidateNested({ message: Messages.invalidPaymentMethod })
  @Nested(OrderPaymentDto)
  payment!: OrderPaymentDto;

  @Trim()
  @IsOptional()
  @MaxLength(OrderLimits.notesMaxLength, { message: Messages.orderNotesTooLong })
  @IsString({ message: Messages.orderNotesTooLong })
  notes?: string | null;

  /**
   * docs/API.md §8: a coupon code (trimmed, upper-cased; empty = none). Checked and priced by the
   * API; a refusal answers 422 with the coupon's message.
   */
  @Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const code = value.trim().toUpperCase();
    return code === '' ? undefined : code;
  })
  @IsOptional()
  @MaxLength(40, { message: CouponMessages.invalid })
  @IsString({ message: CouponMessages.invalid })
  couponCode?: string | null;
}

/** Body of `PATCH /orders/{id}/status`. */
export class UpdateOrderStatusDto {
  @IsIn(ORDER_STATUSES, { message: Messages.invalidOrderStatus })
  status!: OrderStatus;
}

const toInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;

/**
 * Query of `GET /orders/export.csv`: `from` and `to` are local days (America/Sao_Paulo),
 * `YYYY-MM-DD`, both inclusive; either may be left out.
 */
export class OrdersPeriodQueryDto {
  @IsOptional()
  @Matches(ORDER_DATE_PATTERN, { message: Messages.invalidOrderDate })
  @IsString({ message: Messages.invalidOrderDate })
  from?: string;

  @IsOptional()
  @Matches(ORDER_DATE_PATTERN, { message: Messages.invalidOrderDate })
  @IsString({ message: Messages.invalidOrderDate })
  to?: string;
}

/**
 * Query of `GET /orders`: optional `status`, `from`/`to` (local days, inclusive), `q` (an order
 * number or part of the customer's name), `page` from 1 (default 1), `pageSize` 1–100
 * (default 20).
 */
export class ListOrdersQueryDto extends OrdersPeriodQueryDto {
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: Messages.invalidOrderStatus })
  status?: OrderStatus;

  @Trim()
  @IsOptional()
  @MaxLength(80, { message: Messages.invalidOrderSearch })
  @IsString({ message: Messages.invalidOrderSearch })
  q?: string;

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
