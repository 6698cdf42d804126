/**
 * The store's cover colour as the
 * public header draws it: the colour as background and whichever of white or black text
 * reads better on it (WCAG 2 contrast ratio), so any colour a seller picks stays legible.
 */

/** Text colours the header may use on a cover colour. */
export const COVER_TEXT_LIGHT = '#ffffff';
export const COVER_TEXT_DARK = '#000000';

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** WCAG 2 relative luminance (0 black – 1 white) of `#rrggbb`; undefined for anything else. */
export function relativeLuminance(hex: string): number | undefined {
  const match = HEX.exec(hex);
  if (!match) return undefined;
  const [r, g, b] = match.slice(1).map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio (1–21) between two `#rrggbb` colours; 1 when either is malformed. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  if (la === undefined || lb === undefined) return 1;
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Header colours for a cover colour: `{background, text}`, text being white or black,
 * whichever contrasts more; undefined for null or a malformed value (the default look).
 */
export function coverColors(
  coverColor: string | null | undefined,
): { background: string; text: string } | undefined {
  if (!coverColor || relativeLuminance(coverColor) === undefined) return undefined;
  const text =
    contrastRatio(coverColor, COVER_TEXT_LIGHT) >= contrastRatio(coverColor, COVER_TEXT_DARK)
      ? COVER_TEXT_LIGHT
      : COVER_TEXT_DARK;
  return { background: coverColor, text };
}
