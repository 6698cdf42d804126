import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { OptionGroupInputDto } from '@catalogo/contracts';
import {
  reaisToCents,
  type ItemOptionGroup,
  type OptionPriceRule,
  type PricingGroup,
} from '@catalogo/contracts/core';

/**
 * Option groups and options of catalogue items (CONTRACT.md §6 "Options on an item"), kept in the
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
 * many items stays one statement (the public catalogue, CONTRACT.md §6).
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
 * public shape (prices in reais, as float8 so that 12.9 is written 12.9). What
 * `catalog_items.option_groups_json` holds; used by `writeOptionGroups`, the migration's
 * back-fill and the bench seed, so the shape is written in one place.
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

/** The live groups of several items (one statement), by item id. */
export async function loadOptionGroups(
  manager: Pick<EntityManager, 'query'>,
  itemIds: readonly string[],
): Promise<Map<string, ItemOptionGroup[]>> {
  const map = new Map<string, ItemOptionGroup[]>();
  if (itemIds.length === 0) return map;
  const rows = (await manager.query(
    `SELECT i.id, ${optionGroupsJson('i.id')} AS groups
       FROM unnest($1::uuid[]) AS i(id)`,
    [itemIds],
  )) as { id: string; groups: StoredOptionGroup[] }[];
  for (const row of rows) map.set(row.id, toOptionGroups(row.groups));
  return map;
}

/**
 * Writes the groups of several items inside the caller's transaction, in four statements at
 * most whatever their number: an upsert of the groups, an upsert of the options, and (when
 * `replace`) the marking of the groups and options left out. With `replace`, ids sent back are
 * kept only when the item (for a group) or that same group (for an option) already has them live;
 * without it (new items) every id is new. The caller must hold the items' row locks (an UPDATE of
 * the item, or their INSERT) so that two edits of one item do not interleave.
 *
 * @returns the live groups of each item as now stored, by item id (prices in reais).
 */
export async function writeOptionGroups(
  manager: Pick<EntityManager, 'query'>,
  entries: readonly { itemId: string; groups: readonly OptionGroupInputDto[] }[],
  replace: boolean,
): Promise<Map<string, ItemOptionGroup[]>> {
  const itemIds = entries.map((e) => e.itemId);
  const liveGroups = new Map<string, string>(); // group id → item id
  const liveOptions = new Map<string, string>(); // option id → group id
  if (replace && itemIds.length > 0) {
    const rows = (await manager.query(
      `SELECT g.id AS group_id, g.item_id, o.id AS option_id
         FROM option_groups g
         LEFT JOIN options o ON o.group_id = g.id AND o.removed_at IS NULL
        WHERE g.item_id = ANY($1::uuid[]) AND g.removed_at IS NULL`,
      [itemIds],
    )) as { group_id: string; item_id: string; option_id: string | null }[];
    for (const r of rows) {
      liveGroups.set(r.group_id, r.item_id);
      if (r.option_id) liveOptions.set(r.option_id, r.group_id);
    }
  }

  const g = { id: [] as string[], item: [] as string[], pos: [] as number[], name: [] as string[] };
  const gMin: number[] = [];
  const gMax: number[] = [];
  const gRule: string[] = [];
  const o = {
    id: [] as string[],
    group: [] as string[],
    pos: [] as number[],
    name: [] as string[],
  };
  const oPrice: number[] = [];
  const oAvailable: boolean[] = [];
  const result = new Map<string, ItemOptionGroup[]>();
  const used = new Set<string>();
  const keep = (id: string | undefined, owner: string, live: Map<string, string>): string => {
    const lower = id?.toLowerCase();
    if (lower && live.get(lower) === owner && !used.has(lower)) {
      used.add(lower);
      return lower;
    }
    return randomUUID();
  };
  for (const entry of entries) {
    const groups: ItemOptionGroup[] = [];
    entry.groups.forEach((group, gi) => {
      const groupId = keep(group.id, entry.itemId, liveGroups);
      const priceRule = group.priceRule ?? 'sum';
      g.id.push(groupId);
      g.item.push(entry.itemId);
      g.pos.push(gi);
      g.name.push(group.name);
      gMin.push(group.min);
      gMax.push(group.max);
      gRule.push(priceRule);
      const options = group.options.map((option, oi) => {
        const optionId = keep(option.id, groupId, liveOptions);
        const available = option.available ?? true;
        o.id.push(optionId);
        o.group.push(groupId);
        o.pos.push(oi);
        o.name.push(option.name);
        oPrice.push(reaisToCents(option.price));
        oAvailable.push(available);
        return { id: optionId, name: option.name, price: option.price, available };
      });
      groups.push({
        id: groupId,
        name: group.name,
        min: group.min,
        max: group.max,
        priceRule,
        options,
      });
    });
    result.set(entry.itemId, groups);
  }

  if (g.id.length > 0) {
    await manager.query(
      `INSERT INTO option_groups (id, item_id, position, name, min_choices, max_choices, price_rule)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::int[], $6::int[],
                            $7::text[])
       ON CONFLICT (id) DO UPDATE SET position = EXCLUDED.position, name = EXCLUDED.name,
         min_choices = EXCLUDED.min_choices, max_choices = EXCLUDED.max_choices,
         price_rule = EXCLUDED.price_rule, removed_at = NULL`,
      [g.id, g.item, g.pos, g.name, gMin, gMax, gRule],
    );
  }
  if (o.id.length > 0) {
    await manager.query(
      `INSERT INTO options (id, group_id, position, name, price_cents, available)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::int[], $6::bool[])
       ON CONFLICT (id) DO UPDATE SET position = EXCLUDED.position, name = EXCLUDED.name,
         price_cents = EXCLUDED.price_cents, available = EXCLUDED.available, removed_at = NULL`,
      [o.id, o.group, o.pos, o.name, oPrice, oAvailable],
    );
  }
  if (replace && itemIds.length > 0) {
    await manager.query(
      `UPDATE option_groups SET removed_at = now()
        WHERE item_id = ANY($1::uuid[]) AND removed_at IS NULL AND id <> ALL($2::uuid[])`,
      [itemIds, g.id],
    );
    await manager.query(
      `UPDATE options SET removed_at = now()
        WHERE group_id = ANY($1::uuid[]) AND removed_at IS NULL AND id <> ALL($2::uuid[])`,
      [g.id, o.id],
    );
  }
  if (replace || g.id.length > 0) {
    // The public read's copy (see CatalogItemEntity.optionGroupsJson).
    await manager.query(
      `UPDATE catalog_items i SET option_groups_json = ${publicOptionGroupsJsonText('i.id')}
        WHERE i.id = ANY($1::uuid[])`,
      [itemIds],
    );
  }
  return result;
}
