import type { OrderItemInputDto } from '@catalogo/contracts';
import {
  ErrorCode,
  priceOptionChoice,
  type OptionPriceRule,
  type OrderLineOption,
} from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { toPricingGroups, type StoredOptionGroup } from '../catalog/option-groups.mapping';

/** The copy of a chosen option kept in `order_items.options` (jsonb), price in centavos. */
export interface StoredLineOption {
  group: string;
  name: string;
  priceCents: number;
  priceRule: OptionPriceRule;
  required: boolean;
}

/** A priced order line's money and choices (integer centavos). */
export interface PricedLine {
  /** The item's own price now. */
  itemPriceCents: number;
  /** With the chosen options, by the groups' rules. */
  unitPriceCents: number;
  options: StoredLineOption[];
}

/**
 * Validates one order line's choices against the item's option groups as stored now (removed
 * groups and options included, flagged) and prices the unit, with the same function the public
 * sheet uses (`priceOptionChoice`, docs/API.md §6 "Options on an item"). Prices never come from
 * the client.
 *
 * @throws DomainError(Validation) → 400 for a missing required group, too few or too many
 *   choices, a repeated option, or an id of another item or group.
 * @throws DomainError(ItemUnavailable) → 409 naming an option (or group) that is unavailable or was
 *   removed since the cart was filled.
 */
export function priceOrderLine(
  item: { name: string; priceCents: number; optionGroups: StoredOptionGroup[] | null },
  input: Pick<OrderItemInputDto, 'options'>,
): PricedLine {
  const result = priceOptionChoice(
    {
      name: item.name,
      price: item.priceCents / 100,
      optionGroups: toPricingGroups(item.optionGroups),
    },
    input.options,
  );
  if (!result.ok) {
    if (result.kind === 'unavailable')
      throw new DomainError(ErrorCode.ItemUnavailable, result.message);
    throw new DomainError(ErrorCode.Validation, [result.message]);
  }
  return {
    itemPriceCents: item.priceCents,
    unitPriceCents: result.unitPriceCents,
    options: result.chosen.map((c) => ({
      group: c.group,
      name: c.name,
      priceCents: c.priceCents,
      priceRule: c.priceRule,
      required: c.required,
    })),
  };
}

/** The API shape (reais) of stored line options. */
export function toLineOptions(
  stored: readonly StoredLineOption[] | null | undefined,
): OrderLineOption[] {
  return (stored ?? []).map((o) => ({
    group: o.group,
    name: o.name,
    price: o.priceCents / 100,
    priceRule: o.priceRule,
    required: o.required,
  }));
}
