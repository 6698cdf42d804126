/**
 * Offline, deterministic parser for product price lists pasted by small Brazilian sellers
 * (WhatsApp messages, Instagram captions, notes, spreadsheet rows). No network, no model:
 * prices are tokenised, lines are classified as heading / item / price-only / noise, and
 * categories come from headings, a category column or keyword inference.
 */
import { readList } from './parser/engine';

/** One option of an imported group; `price` in reais, added to the item's price. */
export interface ParsedOption {
  name: string;
  price: number;
  available: boolean;
}

/** An option group as CONTRACT.md §6 shapes it (without ids: the server assigns them on save). */
export interface ParsedOptionGroup {
  name: string;
  min: number;
  max: number;
  priceRule: 'sum' | 'highest' | 'average';
  options: ParsedOption[];
}

/** Name of the group a product sold in several sizes gets (CONTRACT.md §6 "Import"). */
export const SIZE_GROUP_NAME = 'Tamanho';

/**
 * One product read from a list. `price` is in reais (> 0, at most 2 decimals), or 0 for a
 * product sold in several sizes: then `optionGroups` holds one required "Tamanho" group
 * (min 1, max 1) whose options carry the price of each size.
 */
export interface ParsedCatalogItem {
  name: string;
  price: number;
  category: string;
  optionGroups?: ParsedOptionGroup[];
}

/**
 * Reads a pasted price list and returns one item per priced product.
 *
 * Handles "Nome - R$ 12,90", dotted leaders, price before the name, prices on the next line,
 * numbered and bulleted lists, *bold* / emoji / "Nome:" headings (a price in the heading applies
 * to the flavours under it), tab and semicolon tables, several sizes on one line, "a partir de",
 * "de X por Y", struck-through prices, instalments and later corrections. A product followed by
 * several sizes ("Pizza Calabresa P 35 / M 45 / G 55", a table with a column per size) becomes
 * one item with a "Tamanho" group (CONTRACT.md §6). Greetings, hours,
 * addresses, phones, Pix keys, fees, minimum orders, coupons and hashtags are dropped. Items
 * without a heading get an inferred category ("Bebidas", "Salgados"...) or "Geral".
 */
export function parseCatalogText(input: string): ParsedCatalogItem[] {
  if (!input || !input.trim()) return [];
  return readList(input).map((item) =>
    item.sizes
      ? {
          name: item.name,
          price: item.price,
          category: item.category,
          optionGroups: [
            {
              name: SIZE_GROUP_NAME,
              min: 1,
              max: 1,
              priceRule: 'sum' as const,
              options: item.sizes.map((o) => ({ name: o.name, price: o.price, available: true })),
            },
          ],
        }
      : { name: item.name, price: item.price, category: item.category },
  );
}
