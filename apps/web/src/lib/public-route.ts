import { paths } from '@/paths';

/** First segments of the app's own routes (/signup, /admin, …), taken from paths.ts. */
export const APP_SEGMENTS: ReadonlySet<string> = new Set(
  (Object.values(paths) as unknown[])
    .filter((value): value is string => typeof value === 'string')
    .map((path) => /^\/([^/:?#]+)$/.exec(path)?.[1])
    .filter((segment): segment is string => segment !== undefined),
);

/**
 * The store slug when `pathname` is a public catalogue link (`/{slug}`: one segment, optional
 * trailing slash, not one of the app's routes), else undefined. The boot module uses it to
 * load the light public catalogue app instead of the full app (same answer as the router's
 * `/:slug` route, which comes after every named route).
 */
export function publicCatalogSlug(pathname: string): string | undefined {
  const match = /^\/([^/]+)\/?$/.exec(pathname);
  if (!match) return undefined;
  let segment: string;
  try {
    segment = decodeURIComponent(match[1]!);
  } catch {
    return undefined;
  }
  if (segment === '' || segment.includes('/') || APP_SEGMENTS.has(segment)) return undefined;
  return segment;
}

/**
 * The store slug and order token when `pathname` is a customer's status page
 * (`/{slug}/pedido/{token}`), else undefined. The boot module loads the light status
 * page for it, as it does the light catalogue for `/{slug}`.
 */
export function publicOrderRoute(pathname: string): { slug: string; token: string } | undefined {
  const match = /^\/([^/]+)\/pedido\/([^/]+)\/?$/.exec(pathname);
  if (!match) return undefined;
  const slug = publicCatalogSlug(`/${match[1]!}`);
  let token: string;
  try {
    token = decodeURIComponent(match[2]!);
  } catch {
    return undefined;
  }
  if (slug === undefined || token === '' || token.includes('/')) return undefined;
  return { slug, token };
}
