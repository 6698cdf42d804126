import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';
import { UpdateCatalogItemDto } from '@catalogo/contracts';
import {
  OptionPriceRuleLabels,
  type ItemOptionGroup,
  type OptionPriceRule as PriceRule,
} from '@catalogo/contracts/core';

/**
 * The "Complementos" section's drafts: option
 * groups as the seller edits them, with prices in centavos, and their conversion to the
 * `optionGroups` of `PUT /catalog/{id}` (reais; ids kept for groups and options that have one,
 * so carts that hold them stay valid). Pure functions, unit-tested without rendering.
 */

/** One option being edited. `key` is local (React), `id` the server's (absent when new). */
export interface OptionDraft {
  key: string;
  id?: string;
  name: string;
  priceCents: number;
  available: boolean;
}

/** One group being edited. */
export interface GroupDraft {
  key: string;
  id?: string;
  name: string;
  min: number;
  max: number;
  priceRule: PriceRule;
  options: OptionDraft[];
}

/** The price rules and their labels ("regra de preço": soma / maior / média). */
export const PRICE_RULE_LABELS: Record<PriceRule, string> = OptionPriceRuleLabels;

let counter = 0;
/** A local key for a new draft row. */
export const newKey = (): string => `k${Date.now().toString(36)}${(counter++).toString(36)}`;

export function newOption(): OptionDraft {
  return { key: newKey(), name: '', priceCents: 0, available: true };
}

/** A new group: optional, up to 1, summing prices, with one empty option. */
export function newGroup(): GroupDraft {
  return { key: newKey(), name: '', min: 0, max: 1, priceRule: 'sum', options: [newOption()] };
}

/** The item's saved groups as drafts (ids kept). */
export function toDrafts(groups: readonly ItemOptionGroup[] | undefined): GroupDraft[] {
  return (groups ?? []).map((g) => ({
    key: newKey(),
    id: g.id,
    name: g.name,
    min: g.min,
    max: g.max,
    priceRule: g.priceRule,
    options: g.options.map((o) => ({
      key: newKey(),
      id: o.id,
      name: o.name,
      priceCents: Math.round(o.price * 100),
      available: o.available,
    })),
  }));
}

/**
 * Another item's groups, copied as new groups ("Copiar de…"): no ids, so the server creates
 * new ones and the other item keeps its own.
 */
export function copyDrafts(groups: readonly ItemOptionGroup[] | undefined): GroupDraft[] {
  return toDrafts(groups).map((g) => ({
    ...g,
    id: undefined,
    options: g.options.map((o) => ({ ...o, id: undefined })),
  }));
}

/** One group of the body of `PUT /catalog/{id}` (reais). */
export interface OptionGroupBody {
  id?: string;
  name: string;
  min: number;
  max: number;
  priceRule: PriceRule;
  options: { id?: string; name: string; price: number; available: boolean }[];
}

/** The drafts as the API's `optionGroups` (names trimmed, prices in reais, ids when saved). */
export function toOptionGroupsBody(drafts: readonly GroupDraft[]): OptionGroupBody[] {
  return drafts.map((g) => ({
    ...(g.id ? { id: g.id } : {}),
    name: g.name.trim(),
    min: g.min,
    max: g.max,
    priceRule: g.priceRule,
    options: g.options.map((o) => ({
      ...(o.id ? { id: o.id } : {}),
      name: o.name.trim(),
      price: o.priceCents / 100,
      available: o.available,
    })),
  }));
}

/** The list with the entry at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function move<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}

/**
 * "Obrigatório" switched on or off: a required group needs at least one choice (min ≥ 1); an
 * optional one has min 0. Max is raised to min when needed.
 */
export function setRequired(group: GroupDraft, required: boolean): GroupDraft {
  const min = required ? Math.max(1, group.min) : 0;
  return { ...group, min, max: Math.max(group.max, min) };
}

/** The first constraint message of a validation tree (depth first), or null. */
function firstMessage(errors: readonly ValidationError[]): string | null {
  for (const error of errors) {
    const own = error.constraints ? Object.values(error.constraints)[0] : undefined;
    const nested = error.children?.length ? firstMessage(error.children) : null;
    // A nested message names the actual problem; the parent's is the generic "inválidos".
    if (nested) return nested;
    if (own) return own;
  }
  return null;
}

/**
 * Checks the item with its new groups against the same DTO the server validates
 * (`UpdateCatalogItemDto` of packages/contracts: names 1–60, min ≤ max ≤ options, prices, at most
 * 10 groups of 30 options, price 0 only with a required group). Returns the first Portuguese
 * message, or null when the API will accept it.
 */
export function validateItemWithGroups(
  item: { name: string; price: number; category: string },
  groups: readonly OptionGroupBody[],
): string | null {
  const dto = plainToInstance(UpdateCatalogItemDto, {
    name: item.name,
    price: item.price,
    category: item.category,
    optionGroups: groups,
  });
  return firstMessage(validateSync(dto));
}
