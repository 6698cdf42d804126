import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CatalogItemInputDto } from '@catalogo/contracts';
import type { ProcessedItem } from '@catalogo/contracts/core';

/**
 * Keeps the items that pass the contracts' `CatalogItemInputDto` (name 1–120, category 1–60,
 * price in reais > 0, ≤ 100000, 2 decimals), trimmed; drops the rest and exact duplicates.
 * Whatever an engine returns, the seller only ever stages items the API would save.
 */
export function keepValidItems(raw: unknown): ProcessedItem[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<string>();
  const out: ProcessedItem[] = [];
  for (const candidate of raw) {
    if (typeof candidate !== 'object' || candidate === null) continue;
    const { name, price, category } = candidate as Record<string, unknown>;
    const dto = plainToInstance(CatalogItemInputDto, { name, price, category });
    if (validateSync(dto, { whitelist: true, forbidNonWhitelisted: true }).length > 0) continue;
    const key = `${dto.name.toLowerCase()}|${dto.category.toLowerCase()}|${dto.price}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ name: dto.name, price: dto.price, category: dto.category });
  }
  return out;
}
