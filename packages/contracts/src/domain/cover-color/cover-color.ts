/**
 * The store's cover colour (docs/API.md §6 "Catalogue items and store look"): `#rrggbb` only,
 * either case (the API keeps it lower case).
 */

/** `#rrggbb` (six hex digits), the only accepted spelling of a cover colour. */
export const HEX_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** True for a `#rrggbb` colour (either case). */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX_COLOR_PATTERN.test(value);
}
