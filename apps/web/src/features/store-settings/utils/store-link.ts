/**
 * The short link of a store: `VITE_PUBLIC_URL` (docs/API.md §1) or the page's own origin,
 * followed by the slug.
 */
export function publicBaseUrl(): string {
  const configured = import.meta.env.VITE_PUBLIC_URL?.trim();
  const base = configured || (typeof window === 'undefined' ? '' : window.location.origin);
  return base.replace(/(?<!\/)\/+$/, '');
}

/** The base without its protocol, as shown to the seller: "catalogo.app". */
export function publicHost(base = publicBaseUrl()): string {
  return base.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '');
}

/** Full URL of a store's public catalogue. */
export function catalogUrl(slug: string, base = publicBaseUrl()): string {
  return `${base}/${encodeURIComponent(slug)}`;
}
