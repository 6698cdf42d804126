import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateNested,
  buildMessage,
  type ValidationOptions,
} from 'class-validator';
import { hasAtMostTwoDecimals } from './domain/money/money';
import { isPositivePriceInReais } from './validators';
import { Nested, Trim } from './transforms';
import {
  OPTION_PRICE_RULES,
  OptionLimits,
  OptionMessages,
  hasRequiredGroup,
  type OptionPriceRule,
} from './domain/option-pricing/option-pricing';

/** Property must be an option price in reais: 0–100000.00 with at most 2 decimals. */
export function IsOptionPrice(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isOptionPrice',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'number' &&
          Number.isFinite(value) &&
          value >= 0 &&
          value * 100 <= OptionLimits.maxOptionPriceCents + 1e-6 &&
          hasAtMostTwoDecimals(value),
        defaultMessage: buildMessage(() => '$property must be an option price', options),
      },
    },
    options,
  );
}

/** On a group's `max`: min ≤ max ≤ number of options (docs/API.md §6). */
function IsMaxWithinGroup(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isMaxWithinGroup',
      validator: {
        validate: (value: unknown, args) => {
          const group = args?.object as Partial<OptionGroupInputDto> | undefined;
          if (typeof value !== 'number' || !group) return false;
          const min = typeof group.min === 'number' ? group.min : 0;
          const count = Array.isArray(group.options) ? group.options.length : 0;
          return min <= value && value <= count;
        },
        defaultMessage: buildMessage(() => '$property must be within the group', options),
      },
    },
    options,
  );
}

/**
 * On an item's `price` (replaces `IsPriceInReais` there): a number of reais > 0 and ≤ 100000.00
 * with at most 2 decimals (docs/API.md §3), or exactly 0 when the item has a required group
 * (min ≥ 1; docs/API.md §6 "Options on an item").
 */
export function IsItemPriceInReais(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isItemPriceInReais',
      validator: {
        validate: (value: unknown, args) => {
          if (value !== 0) return isPositivePriceInReais(value);
          const groups = (args?.object as { optionGroups?: unknown } | undefined)?.optionGroups;
          return (
            Array.isArray(groups) &&
            hasRequiredGroup(
              groups.filter(
                (g): g is { min: number } =>
                  typeof g === 'object' && g !== null && typeof g.min === 'number',
              ),
            )
          );
        },
        defaultMessage: buildMessage(() => '$property must be a price in reais', options),
      },
    },
    options,
  );
}

/**
 * One option of a group as the seller writes it: name 1–60, price in reais 0–100000.00 (2
 * decimals), `available` (default true). `id` sent back keeps the option (a cart holding it stays
 * valid); without it, or with an id the item does not have, the server assigns a new one.
 */
export class OptionInputDto {
  @IsOptional()
  @IsUUID('all', { message: OptionMessages.invalidOptionId })
  id?: string;

  @Trim()
  @MaxLength(OptionLimits.nameMaxLength, { message: OptionMessages.invalidOptionName })
  @MinLength(1, { message: OptionMessages.invalidOptionName })
  @IsString({ message: OptionMessages.invalidOptionName })
  name!: string;

  /** Reais, e.g. 4 or 4.5; 0 for an option that adds nothing. */
  @IsOptionPrice({ message: OptionMessages.invalidOptionPrice })
  price!: number;

  @IsOptional()
  @IsBoolean({ message: OptionMessages.invalidOptionAvailable })
  available?: boolean;
}

/**
 * One group of options as the seller writes it: name 1–60, `min` 0–30 (≥ 1 makes it required),
 * `max` 1–30 with min ≤ max ≤ options, `priceRule` (default "sum"), 1–30 options in order.
 */
export class OptionGroupInputDto {
  @IsOptional()
  @IsUUID('all', { message: OptionMessages.invalidOptionId })
  id?: string;

  @Trim()
  @MaxLength(OptionLimits.nameMaxLength, { message: OptionMessages.invalidGroupName })
  @MinLength(1, { message: OptionMessages.invalidGroupName })
  @IsString({ message: OptionMessages.invalidGroupName })
  name!: string;

  @Max(OptionLimits.maxOptionsPerGroup, { message: OptionMessages.invalidGroupMin })
  @Min(0, { message: OptionMessages.invalidGroupMin })
  @IsInt({ message: OptionMessages.invalidGroupMin })
  min!: number;

  @IsMaxWithinGroup({ message: OptionMessages.groupMinMax })
  @Max(OptionLimits.maxOptionsPerGroup, { message: OptionMessages.invalidGroupMax })
  @Min(1, { message: OptionMessages.invalidGroupMax })
  @IsInt({ message: OptionMessages.invalidGroupMax })
  max!: number;

  @IsOptional()
  @IsIn(OPTION_PRICE_RULES, { message: OptionMessages.invalidPriceRule })
  priceRule?: OptionPriceRule;

  @ArrayMaxSize(OptionLimits.maxOptionsPerGroup, { message: OptionMessages.tooManyOptions })
  @ArrayMinSize(1, { message: OptionMessages.groupOptionsRequired })
  @IsArray({ message: OptionMessages.groupOptionsRequired })
  @ValidateNested({ each: true, message: OptionMessages.invalidOptionName })
  @Nested(OptionInputDto)
  options!: OptionInputDto[];
}

/** One group choice of an order line: `{groupId, optionIds}` (ids, never names or prices). */
export class OrderItemOptionInputDto {
  @IsUUID('all', { message: OptionMessages.invalidOrderOptions })
  groupId!: string;

  @ArrayMaxSize(OptionLimits.maxOptionsPerGroup, { message: OptionMessages.invalidOrderOptions })
  @IsUUID('all', { each: true, message: OptionMessages.invalidOrderOptions })
  @IsArray({ message: OptionMessages.invalidOrderOptions })
  optionIds!: string[];
}
