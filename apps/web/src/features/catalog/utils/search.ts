import type { CatalogItem } from '@catalogo/contracts/core';

/** Lower-cases and strips diacritics: "Açaí Médio" → "acai medio". */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The "Catálogo Existente" search: items whose name or category contains the query, case- and
 * accent-insensitive. An empty query keeps every item.
 */
export function filterCatalogItems<T extends Pick<CatalogItem, 'name' | 'category'>>(
  items: readonly T[],
  query: string,
): T[] {
  const needle = normalizeSearchText(query);
  if (needle === '') return [...items];
  return items.filter(
    (item) =>
      normalizeSearchText(item.name).includes(needle) ||
      normalizeSearchText(item.category).includes(needle),
  );
}
