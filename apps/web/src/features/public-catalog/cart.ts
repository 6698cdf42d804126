import { toCents } from './money';

/** A catalogue product as the public API sends it. */
export interface Product {
  id: string;
  name: string;
  /** Reais, at most 2 decimals. */
  price: number;
  category: string;
  /** Issue 16 (CONTRACT.md §6): absent from older answers and fixtures. */
  description?: string;
  /** false = "Esgotado": shown greyed, cannot be added or ordered. */
  available?: boolean;
  photoUrl?: string | null;
  /** List thumbnail (WebP 256 × 256). */
  thumbnailUrl?: string | null;
}

/** False for a sold-out ("Esgotado") product, which cannot be added or ordered (issue 16). */
export function isOrderable(product: Pick<Product, 'available'>): boolean {
  return product.available !== false;
}

/** A cart line: the product plus its quantity (PRODUCT_SPEC.md §3). */
export interface CartLine extends Product {
  quantity: number;
}

export type CartAction =
  | { type: 'add'; product: Product }
  | { type: 'decrement'; id: string }
  | { type: 'remove'; id: string }
  | { type: 'clear' }
  | { type: 'restore'; lines: CartLine[] };

/** Highest quantity of one line (a guard against a stuck finger, not a business rule). */
export const MAX_QUANTITY = 999;

/**
 * The cart (PRODUCT_SPEC.md §4): adding a product already in the cart adds 1 to its quantity;
 * decrementing removes 1 and drops the line at 0; clear empties it. Lines keep the order in
 * which they were first added. A sold-out product ("Esgotado", issue 16) is never added.
 */
export function cartReducer(state: CartLine[], action: CartAction): CartLine[] {
  switch (action.type) {
    case 'add': {
      const { product } = action;
      if (!isOrderable(product)) return state;
      const existing = state.find((line) => line.id === product.id);
      if (!existing) return [...state, { ...product, quantity: 1 }];
      if (existing.quantity >= MAX_QUANTITY) return state;
      return state.map((line) =>
        line.id === product.id ? { ...line, quantity: line.quantity + 1 } : line,
      );
    }
    case 'decrement': {
      const existing = state.find((line) => line.id === action.id);
      if (!existing) return state;
      if (existing.quantity <= 1) return state.filter((line) => line.id !== action.id);
      return state.map((line) =>
        line.id === action.id ? { ...line, quantity: line.quantity - 1 } : line,
      );
    }
    case 'remove':
      return state.some((line) => line.id === action.id)
        ? state.filter((line) => line.id !== action.id)
        : state;
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
    case 'add':
      if (!isOrderable(action.product)) return undefined;
      return before.some((line) => line.id === action.product.id) ? 'increased' : 'added';
    case 'decrement': {
      const line = before.find((l) => l.id === action.id);
      if (!line) return undefined;
      return line.quantity <= 1 ? 'removed' : 'reduced';
    }
    case 'remove':
      return before.some((line) => line.id === action.id) ? 'removed' : undefined;
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

/** What is saved per store: product ids and quantities (names and prices come from the API). */
export interface SavedLine {
  id: string;
  quantity: number;
}

export function toSavedLines(lines: readonly CartLine[]): SavedLine[] {
  return lines.map(({ id, quantity }) => ({ id, quantity }));
}

/**
 * Rebuilds the cart from saved lines against the current catalogue: lines whose product no
 * longer exists or is sold out are dropped, name, price and category come from the catalogue, malformed
 * entries and duplicates are ignored, quantities are clamped to 1–MAX_QUANTITY.
 */
export function restoreCart(saved: unknown, products: readonly Product[]): CartLine[] {
  if (!Array.isArray(saved)) return [];
  const byId = new Map(products.map((p) => [p.id, p]));
  const seen = new Set<string>();
  const lines: CartLine[] = [];
  for (const entry of saved as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { id, quantity } = entry as Partial<SavedLine>;
    if (typeof id !== 'string' || seen.has(id)) continue;
    if (typeof quantity !== 'number' || !Number.isFinite(quantity)) continue;
    const product = byId.get(id);
    if (!product || !isOrderable(product)) continue;
    const q = Math.min(MAX_QUANTITY, Math.floor(quantity));
    if (q < 1) continue;
    seen.add(id);
    lines.push({ ...product, quantity: q });
  }
  return lines;
}
