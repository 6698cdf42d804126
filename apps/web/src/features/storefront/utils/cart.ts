import { toCents } from './money';
import {
  priceOptionChoice,
  type ItemOptionGroup,
  type OptionChoice,
  type OrderLineOption,
} from '@catalogo/contracts/core';
import { chosenOptions, lineKey, livePriceCents, normaliseChoices } from './options';

/** A catalogue product as the public API sends it. */
export interface Product {
  id: string;
  name: string;
  /** Reais, at most 2 decimals. */
  price: number;
  category: string;
  /** Option groups (docs/API.md §6 "Options on an item"); none or empty for a plain item. */
  optionGroups?: readonly ItemOptionGroup[];
  /** docs/API.md §6 "Catalogue items and store look": absent from older answers and fixtures. */
  description?: string;
  /** false = "Esgotado": shown greyed, cannot be added or ordered. */
  available?: boolean;
  photoUrl?: string | null;
  /** List thumbnail (WebP 256 × 256). */
  thumbnailUrl?: string | null;
}

/** False for a sold-out ("Esgotado") product, which cannot be added or ordered. */
export function isOrderable(product: Pick<Product, 'available'>): boolean {
  return product.available !== false;
}

/**
 * A cart line: the product plus its quantity (docs/PRODUCT.md §3). A line with choices
 * also carries its `key` (item id + choices, see `lineKey`), the `choices` sent in the order, the
 * `chosen` options shown under it, and `price` is then the unit price with the options. A plain
 * line has none of these and its key is the item id.
 */
export interface CartLine extends Product {
  quantity: number;
  key?: string;
  choices?: OptionChoice[];
  chosen?: OrderLineOption[];
  /** Set when the choices are no longer valid in the catalogue: edit before ordering. */
  stale?: boolean;
}

/** The key that identifies a line in the cart (the item id for a plain line). */
export const keyOf = (line: CartLine): string => line.key ?? line.id;

export type CartAction =
  | { type: 'add'; product: Product; choices?: OptionChoice[]; quantity?: number }
  | { type: 'increment'; id: string }
  | { type: 'decrement'; id: string }
  | { type: 'remove'; id: string }
  /** The line `id` (a key) edited in the sheet: replaced in place (merged when it meets another). */
  | { type: 'replace'; id: string; product: Product; choices: OptionChoice[]; quantity: number }
  /** The catalogue changed (a refetch): names and prices refreshed, invalid lines flagged. */
  | { type: 'revalidate'; products: readonly Product[] }
  | { type: 'clear' }
  | { type: 'restore'; lines: CartLine[] };

/**
 * A line of `quantity` units of a product with these choices. A product without groups (or with
 * nothing chosen) gives a plain line, equal to the product plus its quantity.
 */
export function buildLine(
  product: Product,
  choices: readonly OptionChoice[] | undefined,
  quantity: number,
): CartLine {
  const canonical = normaliseChoices(choices);
  const priced = priceOptionChoice(product, canonical);
  const stale = !priced.ok;
  if (canonical.length === 0) {
    const line: CartLine = { ...product, quantity };
    if (stale) line.stale = true;
    return line;
  }
  const line: CartLine = {
    ...product,
    price: (priced.ok ? priced.unitPriceCents : livePriceCents(product, canonical)) / 100,
    quantity,
    key: lineKey(product.id, canonical),
    choices: canonical,
    chosen: chosenOptions(product, canonical),
  };
  if (stale) line.stale = true;
  return line;
}

function withQuantity(lines: CartLine[], key: string, quantity: number): CartLine[] {
  return lines.map((line) => (keyOf(line) === key ? { ...line, quantity } : line));
}

/** Highest quantity of one line (a guard against a stuck finger, not a business rule). */
export const MAX_QUANTITY = 999;

/**
 * The cart (docs/PRODUCT.md §4): adding a product already in the cart adds 1 to its quantity;
 * decrementing removes 1 and drops the line at 0; clear empties it. Lines keep the order in
 * which they were first added. A sold-out product ("Esgotado") is never added.
 */
export function cartReducer(state: CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case 'add': {
      const { product } = action;
      if (!isOrderable(product)) return state;
      const adding = Math.max(1, Math.floor(action.quantity ?? 1));
      const key = lineKey(product.id, action.choices);
      const existing = state.find((line) => keyOf(line) === key);
      if (!existing)
        return [...state, buildLine(product, action.choices, Math.min(MAX_QUANTITY, adding))];
      if (existing.quantity >= MAX_QUANTITY) return state;
      return withQuantity(state, key, Math.min(MAX_QUANTITY, existing.quantity + adding));
    }
    case 'increment': {
      const existing = state.find((line) => keyOf(line) === action.id);
      if (!existing || existing.quantity >= MAX_QUANTITY) return state;
      return withQuantity(state, action.id, existing.quantity + 1);
    }
    case 'decrement': {
      const existing = state.find((line) => keyOf(line) === action.id);
      if (!existing) return state;
      if (existing.quantity <= 1) return state.filter((line) => keyOf(line) !== action.id);
      return withQuantity(state, action.id, existing.quantity - 1);
    }
    case 'remove':
      return state.some((line) => keyOf(line) === action.id)
        ? state.filter((line) => keyOf(line) !== action.id)
        : state;
    case 'replace': {
      const index = state.findIndex((line) => keyOf(line) === action.id);
      if (index < 0) return state;
      const quantity = Math.min(MAX_QUANTITY, Math.max(1, Math.floor(action.quantity)));
      const line = buildLine(action.product, action.choices, quantity);
      const key = keyOf(line);
      const other = state.findIndex((l, i) => i !== index && keyOf(l) === key);
      if (other < 0) return state.map((l, i) => (i === index ? line : l));
      // The edit made it equal to another line: one line with both quantities, at the first place.
      const merged = {
        ...line,
        quantity: Math.min(MAX_QUANTITY, quantity + state[other]!.quantity),
      };
      const first = Math.min(index, other);
      return state
        .map((l, i) => (i === first ? merged : l))
        .filter((_, i) => i !== Math.max(index, other));
    }
    case 'revalidate':
      return restoreCart(toSavedLines(state), action.products);
    case 'clear':
      return state.length === 0 ? state : [];
    case 'restore':
      return action.lines;
  }
}

/** The toast text of an action, given the cart before it (spec §8 cart toasts). */
export function cartActionMessage(
  before: CartLine[],
  action: CartAction,
): 'added' | 'increased' | 'reduced' | 'removed' | 'cleared' | undefined {
  switch (action.type) {
    case 'add': {
      if (!isOrderable(action.product)) return undefined;
      const key = lineKey(action.product.id, action.choices);
      return before.some((line) => keyOf(line) === key) ? 'increased' : 'added';
    }
    case 'increment':
      return before.some((line) => keyOf(line) === action.id) ? 'increased' : undefined;
    case 'decrement': {
      const line = before.find((l) => keyOf(l) === action.id);
      if (!line) return undefined;
      return line.quantity <= 1 ? 'removed' : 'reduced';
    }
    case 'remove':
      return before.some((line) => keyOf(line) === action.id) ? 'removed' : undefined;
    case 'replace':
    case 'revalidate':
      return undefined;
    case 'clear':
      return 'cleared';
    case 'restore':
      return undefined;
  }
}

export function lineTotalCents(line: CartLine): number {
  return toCents(line.price) * line.quantity;
}

/** Cart total in centavos (exact). */
export function cartTotalCents(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

/** Cart total in reais. */
export function cartTotal(lines: readonly CartLine[]): number {
  return cartTotalCents(lines) / 100;
}

/** Number of units in the cart. */
export function cartCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * What is saved per store: product ids, quantities and choices (names and prices come from the
 * API). A plain line saves no `options`.
 */
export interface SavedLine {
  id: string;
  quantity: number;
  options?: OptionChoice[];
}

export function toSavedLines(lines: readonly CartLine[]): SavedLine[] {
  return lines.map(({ id, quantity, choices }) =>
    choices && choices.length > 0 ? { id, quantity, options: choices } : { id, quantity },
  );
}

/** Saved choices as typed data, or undefined when malformed. */
function readChoices(value: unknown): OptionChoice[] | undefined {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return undefined;
  const out: OptionChoice[] = [];
  for (const entry of value as unknown[]) {
    if (!entry || typeof entry !== 'object') return undefined;
    const { groupId, optionIds } = entry as Partial<OptionChoice>;
    if (typeof groupId !== 'string' || !Array.isArray(optionIds)) return undefined;
    if (!optionIds.every((id): id is string => typeof id === 'string')) return undefined;
    out.push({ groupId, optionIds });
  }
  return out;
}

/**
 * Rebuilds the cart from saved lines against the current catalogue: lines whose product no
 * longer exists or is sold out are dropped, name, price and category come from the catalogue
 * (the unit price with the choices too), malformed entries and duplicates are ignored,
 * quantities are clamped to 1–MAX_QUANTITY. A line whose choices are no longer valid (an option
 * removed or unavailable, a required group added) is kept with `stale` set, to be edited.
 */
export function restoreCart(saved: unknown, products: readonly Product[]): CartLine[] {
  if (!Array.isArray(saved)) return [];
  const byId = new Map(products.map((p) => [p.id, p]));
  const seen = new Set<string>();
  const lines: CartLine[] = [];
  for (const entry of saved as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { id, quantity, options } = entry as Partial<SavedLine>;
    if (typeof id !== 'string') continue;
    const choices = readChoices(options);
    if (!choices) continue;
    const key = lineKey(id, choices);
    if (seen.has(key)) continue;
    if (typeof quantity !== 'number' || !Number.isFinite(quantity)) continue;
    const product = byId.get(id);
    if (!product || !isOrderable(product)) continue;
    const q = Math.min(MAX_QUANTITY, Math.floor(quantity));
    if (q < 1) continue;
    seen.add(key);
    lines.push(buildLine(product, choices, q));
  }
  return lines;
}
