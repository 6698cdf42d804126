import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CatalogItemInputDto } from '@catalogo/contracts';
import type { ProcessedItem, ProcessedOptionGroup } from '@catalogo/contracts/core';

/** CONTRACT.md §6 limits of option groups (10 groups, 30 options, names 1–60, price ≤ 100000.00). */
const GROUP_LIMITS = { groups: 10, options: 30, name: 60, price: 100_000 } as const;

/** A name of 1–60 characters once trimmed, else null. */
function groupName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const name = raw.trim();
  return name.length >= 1 && name.length <= GROUP_LIMITS.name ? name : null;
}

/** True for a price in reais ≥ 0 and ≤ 100000 with at most 2 decimals. */
function isOptionPrice(raw: unknown): raw is number {
  return (
    typeof raw === 'number' &&
    Number.isFinite(raw) &&
    raw >= 0 &&
    raw <= GROUP_LIMITS.price &&
    Math.abs(Math.round(raw * 100) - raw * 100) < 1e-6
  );
}

/**
 * The option groups of an engine's item, checked against CONTRACT.md §6 (names, limits,
 * min ≤ max ≤ options, prices); null when any group is invalid, [] when there are none.
 */
export function validOptionGroups(raw: unknown): ProcessedOptionGroup[] | null {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw) || raw.length > GROUP_LIMITS.groups) return null;
  const groups: ProcessedOptionGroup[] = [];
  for (const candidate of raw as unknown[]) {
    if (typeof candidate !== 'object' || candidate === null) return null;
    const g = candidate as Record<string, unknown>;
    const name = groupName(g.name);
    if (!name || !Array.isArray(g.options)) return null;
    const options = (g.options as unknown[]).map((o) => {
      const opt = (typeof o === 'object' && o !== null ? o : {}) as Record<string, unknown>;
      const optName = groupName(opt.name);
      return optName && isOptionPrice(opt.price)
        ? { name: optName, price: opt.price, available: opt.available !== false }
        : null;
    });
    if (options.length === 0 || options.length > GROUP_LIMITS.options) return null;
    if (options.some((o) => o === null)) return null;
    const min = Number.isInteger(g.min) ? (g.min as number) : 0;
    const max = Number.isInteger(g.max) ? (g.max as number) : options.length;
    if (min < 0 || max < 1 || min > max || max > options.length) return null;
    const priceRule =
      g.priceRule === 'highest' || g.priceRule === 'average' ? g.priceRule : ('sum' as const);
    groups.push({
      name,
      min,
      max,
      priceRule,
      options: options as ProcessedOptionGroup['options'],
    });
  }
  return groups;
}

/**
 * Keeps the items that pass the contracts' `CatalogItemInputDto` (name 1–120, category 1–60,
 * price in reais > 0, ≤ 100000, 2 decimals), trimmed; drops the rest and exact duplicates.
 * An item with a required option group (a "Tamanho" of an import, CONTRACT.md §6) may have
 * price 0; its groups must follow §6's limits. Whatever an engine returns, the seller only ever
 * stages items the API would save.
 */
export function keepValidItems(raw: unknown): ProcessedItem[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const out: ProcessedItem[] = [];
  for (const candidate of raw) {
    if (typeof candidate !== 'object' || candidate === null) continue;
    const { name, price, category, optionGroups } = candidate as Record<string, unknown>;
    const groups = validOptionGroups(optionGroups);
    if (groups === null) continue;
    const required = groups.some((g) => g.min >= 1);
    // A price of 0 is allowed with a required group; the DTO checks the rest with one centavo.
    const checked = required && price === 0 ? 0.01 : price;
    const dto = plainToInstance(CatalogItemInputDto, { name, price: checked, category });
    if (validateSync(dto, { whitelist: true, forbidNonWhitelisted: true }).length > 0) continue;
    const finalPrice = required && price === 0 ? 0 : dto.price;
    const sizes = groups.map((g) => g.options.map((o) => `${o.name}=${o.price}`).join(','));
    const key = `${dto.name.toLowerCase()}|${dto.category.toLowerCase()}|${finalPrice}|${sizes.join(';')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const item: ProcessedItem = { name: dto.name, price: finalPrice, category: dto.category };
    if (groups.length > 0) item.optionGroups = groups;
    out.push(item);
  }
  return out;
}
