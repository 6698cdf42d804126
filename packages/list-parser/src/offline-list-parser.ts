/**
 * Offline, deterministic parser for product price lists pasted by small Brazilian sellers
 * (WhatsApp messages, Instagram captions, notes, spreadsheet rows). No network, no model:
 * prices are tokenised, lines are classified as heading / item / price-only / noise, and
 * categories come from headings, a category column or keyword inference.
 */
import type { Item } from './item';
import { readList } from './parser/engine';

/**
 * Reads a pasted price list and returns one item per priced product.
 *
 * Handles "Nome - R$ 12,90", dotted leaders, price before the name, prices on the next line,
 * numbered and bulleted lists, *bold* / emoji / "Nome:" headings (a price in the heading applies
 * to the flavours under it), tab and semicolon tables, several sizes on one line, "a partir de",
 * "de X por Y", struck-through prices, instalments and later corrections. A product followed by
 * several sizes ("Pizza Calabresa P 35 / M 45 / G 55", a table with a column per size) becomes
 * one item with a "Tamanho" group (docs/API.md §6). Greetings, hours,
 * addresses, phones, Pix keys, fees, minimum orders, coupons and hashtags are dropped. Items
 * without a heading get an inferred category ("Bebidas", "Salgados"...) or "Geral".
 * Never throws; prices are in reais.
 */
export function parseCatalogText(input: string): Item[] {
  if (!input || !input.trim()) return [];
  return readList(input);
}
