import { ValidateBy, type ValidationOptions, buildMessage } from 'class-validator';
import { isBrazilianPhone } from './domain/phone/phone';
import { hasAtMostTwoDecimals } from './domain/money/money';
import { Limits } from './limits';
import { isReservedSlug, isWellFormedSlug } from './domain/slug/slug';
import { isHexColor } from './domain/cover-color/cover-color';

/** Property must be a Brazilian phone as digits only (see `isBrazilianPhone`). */
export function IsBrazilianPhone(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isBrazilianPhone',
      validator: {
        validate: (value: unknown) => isBrazilianPhone(value),
        defaultMessage: buildMessage(() => '$property must be a Brazilian phone', options),
      },
    },
    options,
  );
}

/**
 * Property must be a price in reais: a number ≥ 0.01 (at least one centavo once rounded),
 * ≤ 100000.00, with at most 2 decimals.
 */
export function IsPriceInReais(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPriceInReais',
      validator: {
        validate: (value: unknown) => isPositivePriceInReais(value),
        defaultMessage: buildMessage(() => '$property must be a price in reais', options),
      },
    },
    options,
  );
}

/** True for a number of reais ≥ 0.01 (once rounded) and ≤ 100000.00 with at most 2 decimals. */
export function isPositivePriceInReais(value: unknown): boolean {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value > 0 &&
    Math.round(value * 100) >= 1 && // 1e-9 would round to 0 centavos
    value * 100 <= Limits.maxItemPriceCents + 1e-6 &&
    hasAtMostTwoDecimals(value)
  );
}

/** Property must be a well-formed slug. */
export function IsSlugShape(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isSlugShape',
      validator: {
        validate: (value: unknown) => isWellFormedSlug(value),
        defaultMessage: buildMessage(() => '$property must be a slug', options),
      },
    },
    options,
  );
}

/** Property must not be a reserved slug. */
export function IsNotReservedSlug(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNotReservedSlug',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !isReservedSlug(value),
        defaultMessage: buildMessage(() => '$property is reserved', options),
      },
    },
    options,
  );
}

/** Property must equal the sibling property `other` (confirm password). */
export function EqualsProperty(other: string, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'equalsProperty',
      constraints: [other],
      validator: {
        validate: (value: unknown, args) =>
          value === (args?.object as Record<string, unknown> | undefined)?.[other],
        defaultMessage: buildMessage(() => '$property must match', options),
      },
    },
    options,
  );
}

/** Property must be a `#rrggbb` colour (see `isHexColor`). */
export function IsHexColor(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isHexColor',
      validator: {
        validate: (value: unknown) => isHexColor(value),
        defaultMessage: buildMessage(() => '$property must be a #rrggbb colour', options),
      },
    },
    options,
  );
}
