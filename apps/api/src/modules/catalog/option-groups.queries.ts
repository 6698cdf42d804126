import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { OptionGroupInputDto } from '@catalogo/contracts';
import { reaisToCents, type ItemOptionGroup } from '@catalogo/contracts/core';
import { optionGroupsJson, toOptionGroups, type StoredOptionGroup } from './option-groups.mapping';

/** Raw SQL over `option_groups` and `options` (see option-groups.mapping.ts for the rules). */

/** Characters of a group id an option id starts with (`xxxxxxxx-xxxx-4xxx-yxxx-`). */
const OPTION_ID_PREFIX = 24;
/**
 * Where a new group's number sits in its id: the 3 hex digits after the variant digit
 * (`xxxxxxxx-xxxx-4xxx-yNNN-xxxxxxxxxxxx`), so up to MAX_GROUP_SEQ groups per item ever.
 */
const GROUP_SEQ_AT = 20;
const GROUP_SEQ_END = 23;
const MAX_GROUP_SEQ = 0xfff;

/**
 * A new group's id: its item's id with the 3 hex digits after the variant digit replaced by the
 * group's sequence number in the item (1, 2, …; a removed group's number is never given again,
 * so a stale cart never names another group, nor its options). Still a UUID of the item's version
 * and variant, unique (the item's other 110 random bits), and it gives each group of an item its
 * own 24-character prefix for its options' ids (see optionIdOf). Why: a catalogue with options
 * shows ~150 group ids next to their items' ids; made so, they compress to a few bytes each
 * (the 50 × 3 × 10 answer goes from ~12 KB to ~9.5 KB gzip, below the ~10 KB of
 * today's catalogue without options as JSON). Null past MAX_GROUP_SEQ: the caller then uses a
 * random id.
 */
export function groupIdOf(itemId: string, seq: number): string | null {
  if (seq < 1 || seq > MAX_GROUP_SEQ) return null;
  const id = `${itemId.slice(0, GROUP_SEQ_AT)}${seq.toString(16).padStart(3, '0')}${itemId.slice(GROUP_SEQ_END)}`;
  return id === itemId ? null : id; // never the item's own id (its digits may be that number)
}

/** The sequence number of a group id made by `groupIdOf` for this item, else null. */
export function groupSeqOf(itemId: string, groupId: string): number | null {
  if (
    groupId.length !== itemId.length ||
    groupId.slice(0, GROUP_SEQ_AT) !== itemId.slice(0, GROUP_SEQ_AT) ||
    groupId.slice(GROUP_SEQ_END) !== itemId.slice(GROUP_SEQ_END)
  )
    return null;
  const seq = Number.parseInt(groupId.slice(GROUP_SEQ_AT, GROUP_SEQ_END), 16);
  return Number.isInteger(seq) ? seq : null;
}

/**
 * A new option's id: its group's id with the last 12 hex digits replaced by the option's
 * sequence number in the group (1, 2, …; a removed option's number is never given again, so a
 * stale cart never names another option). Still a UUID of the group's version and variant, and
 * unique: the group's prefix holds 74 random bits for a random group id, 62 of its item's for a
 * group id made by groupIdOf (the writer refuses, and rolls back, the ~2^-62 case of a prefix
 * already taken by another group; it never overwrites). Why: a catalogue shows ~1,500 option
 * ids, and random ones are ~60 % of its gzip bytes; these compress to a few bytes each.
 */
export function optionIdOf(groupId: string, seq: number): string {
  return `${groupId.slice(0, OPTION_ID_PREFIX)}${seq.toString(16).padStart(12, '0')}`;
}

/** The sequence number of an option id made by `optionIdOf` for this group, else null. */
export function optionSeqOf(groupId: string, optionId: string): number | null {
  if (optionId.slice(0, OPTION_ID_PREFIX) !== groupId.slice(0, OPTION_ID_PREFIX)) return null;
  const seq = Number.parseInt(optionId.slice(OPTION_ID_PREFIX), 16);
  return Number.isSafeInteger(seq) ? seq : null;
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
  const lastSeq = new Map<string, number>(); // group id → highest option sequence it ever used
  const lastGroupSeq = new Map<string, number>(); // item id → highest group sequence it ever used
  if (replace && itemIds.length > 0) {
    // Removed groups and options too: their sequence numbers are never given again.
    const rows = (await manager.query(
      `SELECT g.id AS group_id, g.item_id, g.removed_at IS NULL AS group_live,
              o.id AS option_id, o.removed_at IS NULL AS live
         FROM option_groups g
         LEFT JOIN options o ON o.group_id = g.id AND g.removed_at IS NULL
        WHERE g.item_id = ANY($1::uuid[])`,
      [itemIds],
    )) as {
      group_id: string;
      item_id: string;
      group_live: boolean;
      option_id: string | null;
      live: boolean | null;
    }[];
    for (const r of rows) {
      const groupSeq = groupSeqOf(r.item_id, r.group_id);
      if (groupSeq !== null && groupSeq > (lastGroupSeq.get(r.item_id) ?? 0))
        lastGroupSeq.set(r.item_id, groupSeq);
      if (!r.group_live) continue;
      liveGroups.set(r.group_id, r.item_id);
      if (!r.option_id) continue;
      if (r.live) liveOptions.set(r.option_id, r.group_id);
      const seq = optionSeqOf(r.group_id, r.option_id);
      if (seq !== null && seq > (lastSeq.get(r.group_id) ?? 0)) lastSeq.set(r.group_id, seq);
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
  /** The id sent back when `owner` has it live (and it is not used twice), else undefined. */
  const kept = (
    id: string | undefined,
    owner: string,
    live: Map<string, string>,
  ): string | undefined => {
    const lower = id?.toLowerCase();
    if (lower && live.get(lower) === owner && !used.has(lower)) {
      used.add(lower);
      return lower;
    }
    return undefined;
  };
  /** The item's next group id (groupIdOf), or a random one past its numbers. */
  const newGroupId = (itemId: string): string => {
    for (let seq = (lastGroupSeq.get(itemId) ?? 0) + 1; seq <= MAX_GROUP_SEQ; seq += 1) {
      lastGroupSeq.set(itemId, seq);
      const id = groupIdOf(itemId, seq);
      if (id !== null) return id;
    }
    return randomUUID();
  };
  for (const entry of entries) {
    const groups: ItemOptionGroup[] = [];
    entry.groups.forEach((group, gi) => {
      const groupId = kept(group.id, entry.itemId, liveGroups) ?? newGroupId(entry.itemId);
      const priceRule = group.priceRule ?? 'sum';
      g.id.push(groupId);
      g.item.push(entry.itemId);
      g.pos.push(gi);
      g.name.push(group.name);
      gMin.push(group.min);
      gMax.push(group.max);
      gRule.push(priceRule);
      const options = group.options.map((option, oi) => {
        let optionId = kept(option.id, groupId, liveOptions);
        if (optionId === undefined) {
          const seq = (lastSeq.get(groupId) ?? 0) + 1;
          lastSeq.set(groupId, seq);
          optionId = optionIdOf(groupId, seq);
        }
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
    const written = (await manager.query(
      `INSERT INTO option_groups (id, item_id, position, name, min_choices, max_choices, price_rule)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::int[], $6::int[],
                            $7::text[])
       ON CONFLICT (id) DO UPDATE SET position = EXCLUDED.position, name = EXCLUDED.name,
         min_choices = EXCLUDED.min_choices, max_choices = EXCLUDED.max_choices,
         price_rule = EXCLUDED.price_rule, removed_at = NULL
         WHERE option_groups.item_id = EXCLUDED.item_id
       RETURNING id`,
      [g.id, g.item, g.pos, g.name, gMin, gMax, gRule],
    )) as { id: string }[];
    // An id of another item's group (two items sharing 110 random bits) is never overwritten.
    if (written.length !== g.id.length) throw new Error('group id already taken by another item');
  }
  if (o.id.length > 0) {
    const written = (await manager.query(
      `INSERT INTO options (id, group_id, position, name, price_cents, available)
       SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::int[], $6::bool[])
       ON CONFLICT (id) DO UPDATE SET position = EXCLUDED.position, name = EXCLUDED.name,
         price_cents = EXCLUDED.price_cents, available = EXCLUDED.available, removed_at = NULL
         WHERE options.group_id = EXCLUDED.group_id
       RETURNING id`,
      [o.id, o.group, o.pos, o.name, oPrice, oAvailable],
    )) as { id: string }[];
    // An id of another group (a prefix shared by two groups: ~2^-74) is never overwritten.
    if (written.length !== o.id.length) throw new Error('option id already taken by another group');
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
    // The public read's copy (see CatalogItemEntity.optionGroupsJson): after this write the live
    // groups are exactly `result`, written as compact JSON (a quarter smaller than PostgreSQL's).
    await manager.query(
      `UPDATE catalog_items i SET option_groups_json = t.json
         FROM unnest($1::uuid[], $2::text[]) AS t(id, json)
        WHERE i.id = t.id`,
      [itemIds, itemIds.map((id) => JSON.stringify(result.get(id) ?? []))],
    );
  }
  return result;
}
