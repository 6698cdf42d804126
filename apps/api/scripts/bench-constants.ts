/**
 * What `pnpm bench` (scripts/bench.ts) and the servers it starts (scripts/memory-limit-server.ts)
 * share: the seeded stores and their slugs, and the public catalogue's path. No side effects.
 */

/** Stores seeded per kind (plain, with options), numbered 1…STORES. */
export const STORES = 1000;
/** Slug prefix of the plain stores (`loja-0001`…): the product and the yardstick serve them. */
export const PLAIN_PREFIX = 'loja';
/** Slug prefix of the stores whose items hold options (`opcoes-0001`…). */
export const OPTIONS_PREFIX = 'opcoes';
/** Digits of a seeded store's number in its slug, zero-padded (`loja-0001`). */
export const SLUG_DIGITS = 4;
/** Path of the public catalogue GET, followed by the slug. */
export const PUBLIC_CATALOG_PATH = '/public-catalog/';

/** The slug of seeded store `n` (1…STORES): `loja-0001` with the default prefix. */
export const slug = (n: number, prefix: string = PLAIN_PREFIX): string =>
  `${prefix}-${String(n).padStart(SLUG_DIGITS, '0')}`;
