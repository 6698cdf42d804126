import { formatOrderMoney } from '@catalogo/contracts/core';

/**
 * Characters the shipped font (Inter, Latin subset) has no glyph for: pictographs (emoji),
 * their joiners and variation selectors, and bidirectional controls. They are dropped from the
 * images and the poster rather than drawn as empty boxes; HTML keeps them (escaped).
 */
const UNDRAWABLE =
  /\p{Extended_Pictographic}|\u200d|\ufe0e|\ufe0f|[\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** The text as the images draw it: undrawable characters removed, spaces collapsed, trimmed. */
export function drawableText(text: string): string {
  return text.replace(UNDRAWABLE, '').replace(/\s+/g, ' ').trim();
}

/** "32 produtos · Peça pelo WhatsApp" (docs/API.md §6 "Sharing"); "1 produto" in the singular. */
export function catalogueSummary(productCount: number): string {
  const products = productCount === 1 ? '1 produto' : `${productCount} produtos`;
  return `${products} · Peça pelo WhatsApp`;
}

/** A price in centavos as the images show it: "R$ 35,00". */
export function priceLabel(cents: number): string {
  return formatOrderMoney(cents);
}
