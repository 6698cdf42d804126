import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CatalogItemInputDto } from '@catalogo/contracts';
import type { ProcessedItem, ProcessedOptionGroup } from '@catalogo/contracts/core';

/**
 * Keeps the items that pass the contracts' `CatalogItemInputDto` (name 1–120, category 1–60,
 * price in reais > 0, ≤ 100000, 2 decimals; 0 only with a required option group; option groups
 * within docs/API.md §6's limits), trimmed; drops the rest and exact duplicates. Whatever an
 * engine returns, the seller only ever stages items the API would save. Option ids are never
 * kept (the server assigns them on save).
 */
export function keepValidItems(raw: unknown): ProcessedItem[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const out: ProcessedItem[] = [];
  for (const candidate of raw) {
    if (typeof candidate !== 'object' || candidate === null) continue;
    const { name, price, category, optionGroups } = candidate as Record<string, unknown>;
    const groups = Array.isArray(optionGroups)
      ? optionGroups.map((g: unknown) => withoutIds(g))
      : optionGroups;
    const dto = plainToInstance(CatalogItemInputDto, {
      name,
      price,
      category,
      ...(groups === undefined ? {} : { optionGroups: groups }),
    });
    if (validateSync(dto, { whitelist: true, forbidNonWhitelisted: true }).length > 0) continue;
    const kept: ProcessedOptionGroup[] = (dto.optionGroups ?? []).map((g) => ({
      name: g.name,
      min: g.min,
      max: g.max,
      priceRule: g.priceRule ?? 'sum',
      options: g.options.map((o) => ({
        name: o.name,
        price: o.price,
        available: o.available ?? true,
      })),
    }));
    const sizes = kept.map((g) => g.options.map((o) => `${o.name}=${o.price}`).join(','));
    const key = `${dto.name.toLowerCase()}|${dto.category.toLowerCase()}|${dto.price}|${sizes.join(';')}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const item: ProcessedItem = { name: dto.name, price: dto.price, category: dto.category };
    if (kept.length > 0) item.optionGroups = kept;
    out.push(item);
  }
  return out;
}

/** A group (and its options) as the model may send it, without ids: imports never carry ids. */
function withoutIds(group: unknown): unknown {
  if (typeof group !== 'object' || group === null) return group;
  const { id: _id, options, ...rest } = group as Record<string, unknown>;
  return {
    ...rest,
    options: Array.isArray(options)
      ? options.map((o: unknown) => {
          if (typeof o !== 'object' || o === null) return o;
          const { id: _optionId, ...option } = o as Record<string, unknown>;
          return option;
        })
      : options,
  };
}
