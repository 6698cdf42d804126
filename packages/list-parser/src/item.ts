/**
 * The one item type of the parser: what a pasted list becomes, what the API stages for review
 * and what the fixtures expect. It is the contracts' `ProcessedItem` (docs/API.md §6 "Import"),
 * so the parser, the API and the web never convert between item shapes.
 */
import type {
  ProcessedItem,
  ProcessedOption,
  ProcessedOptionGroup,
} from '@catalogo/contracts/core';

/**
 * One product read from a list. `price` is in reais (> 0, at most 2 decimals), or 0 for a
 * product sold in several sizes: then `optionGroups` holds one required "Tamanho" group
 * (min 1, max 1) whose options carry the price of each size.
 */
export type Item = ProcessedItem;

/** An option group of an item (without ids: the server assigns them on save). */
export type ItemOptionGroup = ProcessedOptionGroup;

/** One option of a group; `price` in reais, added to the item's price. */
export type ItemOption = ProcessedOption;

/** Name of the group a product sold in several sizes gets (docs/API.md §6 "Import"). */
export const SIZE_GROUP_NAME = 'Tamanho';

/**
 * The required single-choice "Tamanho" group of a product sold in several sizes; each size's
 * `price` (reais) becomes its option's price.
 */
export function sizeGroup(sizes: ReadonlyArray<{ name: string; price: number }>): ItemOptionGroup {
  return {
    name: SIZE_GROUP_NAME,
    min: 1,
    max: 1,
    priceRule: 'sum',
    options: sizes.map((o) => ({ name: o.name, price: o.price, available: true })),
  };
}
