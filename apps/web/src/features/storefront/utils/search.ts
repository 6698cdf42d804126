import type { Product } from './cart';

/** Lower-case, accents removed, punctuation as spaces: "Pão-de-Queijo" → "pao de queijo". */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The distinct categories, in catalogue order (the API sorts by category, then name). */
export function categoriesOf(products: readonly Product[]): string[] {
  return [...new Set(products.map((p) => p.category))];
}

/**
 * Products matching the query (case- and accent-insensitive; every word must appear in the name
 * or the category) and the category (undefined: all).
 */
export function filterProducts(
  products: readonly Product[],
  query: string,
  category?: string,
): Product[] {
  const words = normalizeText(query).split(' ').filter(Boolean);
  return products.filter((product) => {
    if (category !== undefined && product.category !== category) return false;
    if (words.length === 0) return true;
    const haystack = normalizeText(`${product.name} ${product.category}`);
    return words.every((word) => haystack.includes(word));
  });
}
