/**
 * Store slug rules (docs/API.md §3): 3–40 characters of a–z, 0–9 and "-", no leading or
 * trailing hyphen, and not a reserved word (every SPA route, API root and similar).
 */
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;

/** Words no store may take as its slug. */
// prettier-ignore
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'admin', 'signin', 'signup', 'signout', 'login', 'logout', 'register', 'checkout', 'membership',
  'confirm-email', 'catalog', 'public-catalog', 'store', 'user', 'users', 'auth', 'email',
  'esqueci-senha', 'redefinir-senha',
  'stripe', 'short-link', 'health', 'docs', 'api', 'assets', 'www', 'static', 'public', 'app',
  'local-checkout', 'webhook', 'webhooks', 'billing', 'help', 'support', 'about', 'terms',
  'privacy', 'settings', 'dashboard', 'account', 'favicon-ico', 'robots-txt', 'sitemap',
  'index', 'home', 'null', 'undefined', 'catalogo', 'pedido', 'pedidos', 'loja', 'lojas',
  'uploads',
]);

/** True when `slug` has the right shape (not checking reserved words). */
export function isWellFormedSlug(slug: unknown): slug is string {
  return typeof slug === 'string' && SLUG_PATTERN.test(slug);
}

/** True when `slug` is reserved. */
export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug);
}

/** Suggests a slug from free text: "Doces da Ána!" → "doces-da-ana". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|(?<!-)-+$/g, '')
    .slice(0, 40)
    .replace(/(?<!-)-+$/g, '');
}
