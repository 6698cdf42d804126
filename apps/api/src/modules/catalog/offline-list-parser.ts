/**
 * Offline, deterministic parser for product price lists pasted by small Brazilian sellers
 * (WhatsApp messages, Instagram captions, notes, spreadsheet rows). No network, no model:
 * prices are tokenised, lines are classified as heading / item / price-only / noise, and
 * categories come from headings, a category column or keyword inference.
 */
import { readList } from './parser/engine';

/** One product read from a list. `price` is in reais (> 0, at most 2 decimals). */
export interface ParsedCatalogItem {
  name: string;
  price: number;
  category: string;
}

/**
 * Reads a pasted price list and returns one item per priced product.
 *
 * Handles "Nome - R$ 12,90", dotted leaders, price before the name, prices on the next line,
 * numbered and bulleted lists, *bold* / emoji / "Nome:" headings (a price in the heading applies
 * to the flavours under it), tab and semicolon tables, several sizes on one line, "a partir de",
 * "de X por Y", struck-through prices, instalments and later corrections. Greetings, hours,
 * addresses, phones, Pix keys, fees, minimum orders, coupons and hashtags are dropped. Items
 * without a heading get an inferred category ("Bebidas", "Salgados"...) or "Geral".
 */
export function parseCatalogText(input: string): ParsedCatalogItem[] {
  if (!input || !input.trim()) return [];
  return readList(input).map((item) => ({
    name: item.name,
    price: item.price,
    category: item.category,
  }));
}
