import {
  type ItemOptionGroup,
  type OptionPriceRule,
  type PricingGroup,
} from '@catalogo/contracts/core';

/**
 * Option groups and options of catalogue items (docs/API.md §6 "Options on an item"), kept in the
 * `option_groups` and `options` tables. Money is integer centavos in the database, reais outside.
 *
 * Edits replace the whole list: a group or option sent back with an id the item has keeps that id
 * (so a customer's cart that holds it stays valid); anything else gets a new id; what is left out
 * is marked `removed_at` rather than deleted, so an order from a stale cart is answered 409 naming
 * the removed option (see `priceOptionChoice`). Removed rows go with their item (ON DELETE CASCADE).
 */

/** A group as the JSON of `optionGroupsJson` reads it (prices in centavos). */
export interface StoredOptionGroup {
  id: string;
  name: string;
  min: number;
  max: number;
  priceRule: OptionPriceRule;
  removed?: boolean;
  options:
    | {
        id: string;
        name: string;
        priceCents: number;
        available: boolean;
        removed?: boolean;
      }[]
    | null;
}

/**
 * SQL expression: the option groups of the item whose id is `itemId` (a column reference), as a
 * JSON array (never null) in the seller's order, each with its options in order. Live rows only,
 * unless `withRemoved` (then each row carries `removed`). One correlated subquery, so a read of
 * many items stays one statement (the public catalogue, docs/API.md §6).
 */
export function optionGroupsJson(itemId: string, withRemoved = false): string {
  const live = (alias: string): string => (withRemoved ? '' : ` AND ${alias}.removed_at IS NULL`);
  const removed = (alias: string): string =>
    withRemoved ? `, 'removed', ${alias}.removed_at IS NOT NULL` : '';
  return `COALESCE((
      SELECT json_agg(json_build_object(
               'id', g.id, 'name', g.name, 'min', g.min_choices, 'max', g.max_choices,
               'priceRule', g.price_rule${removed('g')},
               'options', (SELECT json_agg(json_build_object(
                                    'id', o.id, 'name', o.name, 'priceCents', o.price_cents,
                                    'available', o.available${removed('o')})
                                  ORDER BY o.position)
                             FROM options o WHERE o.group_id = g.id${live('o')}))
             ORDER BY g.position)
        FROM option_groups g WHERE g.item_id = ${itemId}${live('g')}), '[]'::json)`;
}

/**
 * SQL expression: the live groups of the item whose id is `itemId`, as JSON text in the API's
 * public shape (prices in reais, as float8 so that 12.9 is written 12.9): what
 * `catalog_items.option_groups_json` holds (`writeOptionGroups` writes the same value from
 * Node, compact). Used by the bench seed; the migration's back-fill holds a copy.
 */
export function publicOptionGroupsJsonText(itemId: string): string {
  return `COALESCE((
      SELECT json_agg(json_build_object(
               'id', g.id, 'name', g.name, 'min', g.min_choices, 'max', g.max_choices,
               'priceRule', g.price_rule,
               'options', COALESCE((SELECT json_agg(json_build_object(
                                    'id', o.id, 'name', o.name,
                                    'price', (o.price_cents / 100.0)::float8,
                                    'available', o.available)
                                  ORDER BY o.position)
                             FROM options o WHERE o.group_id = g.id AND o.removed_at IS NULL),
                           '[]'::json))
             ORDER BY g.position)
        FROM option_groups g WHERE g.item_id = ${itemId} AND g.removed_at IS NULL), '[]'::json)::text`;
}

/** The API shape (prices in reais) of stored groups. */
export function toOptionGroups(stored: readonly StoredOptionGroup[] | null): ItemOptionGroup[] {
  return (stored ?? []).map((g) => ({
    id: g.id,
    name: g.name,
    min: g.min,
    max: g.max,
    priceRule: g.priceRule,
    options: (g.options ?? []).map((o) => ({
      id: o.id,
      name: o.name,
      price: o.priceCents / 100,
      available: o.available,
    })),
  }));
}

/** The shape `priceOptionChoice` reads (removed rows flagged), prices in reais. */
export function toPricingGroups(stored: readonly StoredOptionGroup[] | null): PricingGroup[] {
  return (stored ?? []).map((g) => ({
    id: g.id,
    name: g.name,
    min: g.min,
    max: g.max,
    priceRule: g.priceRule,
    removed: g.removed === true,
    options: (g.options ?? []).map((o) => ({
      id: o.id,
      name: o.name,
      price: o.priceCents / 100,
      available: o.available,
      removed: o.removed === true,
    })),
  }));
}
