/**
 * The web server's settings, read from the environment and checked at start: a bad
 * value stops the server with a message naming the variable. Defaults suit a local production
 * build (`pnpm --filter @catalogo/web build && pnpm --filter @catalogo/web start`).
 */

import proxyAddr from 'proxy-addr';
import type { TrustProxy } from './ssr';

export interface WebServerConfig {
  host: string;
  port: number;
  /** Where the server reaches the API (inside the cluster / compose network). */
  apiInternalUrl: string;
  /** The API's public URL (og:image); default: the VITE_API_URL the app was built with. */
  apiPublicUrl: string;
  /** The web app's public origin (og:url, canonical); default: VITE_PUBLIC_URL, else this server. */
  webUrl: string;
  /** Milliseconds a rendered page is served as is (the API's PUBLIC_CATALOG_CACHE_TTL_MS). */
  cacheTtlMs: number;
  /**
   * IMAGES_URL: where browsers load product photos and logos from (S3_PUBLIC_URL, a CDN); default
   * the API's public URL (local image storage). Its origin goes into the CSP's `img-src`.
   */
  imagesUrl: string;
  /** The client build (index.html, assets/, .vite/manifest.json). */
  distDir: string;
  /** TRUST_PROXY: which hops in front may name the client (see `trustProxy`). */
  trustProxy: TrustProxy;
}

/**
 * TRUST_PROXY, as the API reads it (Express's "trust proxy"): unset or `false`, the client is the
 * socket's peer; `true`, the left-most `X-Forwarded-For` address; a number n, the address n hops
 * back (1 behind the nginx of docker-compose, 2 behind an ingress and that nginx); else a
 * comma-separated list of trusted addresses, subnets or `loopback` / `linklocal` / `uniquelocal`.
 * The client found is forwarded to the API, whose per-client public limit then counts customers,
 * not this server.
 *
 * @throws Error naming the variable for an address list `proxy-addr` cannot read
 */
export function trustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false') return () => false;
  if (text === 'true') return () => true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops;
  }
  try {
    return proxyAddr.compile(text.split(',').map((part) => part.trim()));
  } catch {
    throw new Error(
      `TRUST_PROXY must be true, false, a hop count or addresses / subnets, got "${value}"`,
    );
  }
}

function url(name: string, value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return value.replace(/(?<!\/)\/+$/, '');
}

function integer(name: string, value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^\d+$/.test(value.trim()) || Number(value) > max) {
    throw new Error(`${name} must be a whole number from 0 to ${max}, got "${value}"`);
  }
  return Number(value);
}

/**
 * @param env the environment (process.env)
 * @param defaults what the build knows: the API URL it was built with, the public web URL, the
 *   client build's folder
 * @throws Error naming the variable when one is invalid
 */
export function loadConfig(
  env: NodeJS.ProcessEnv,
  defaults: { apiUrl: string; webUrl?: string; distDir: string },
): WebServerConfig {
  const port = integer('PORT', env.PORT, 3001, 65_535);
  const apiPublicUrl = url('API_PUBLIC_URL', env.API_PUBLIC_URL || defaults.apiUrl);
  return {
    host: env.HOST || '0.0.0.0',
    port,
    apiInternalUrl: url('API_INTERNAL_URL', env.API_INTERNAL_URL || apiPublicUrl),
    apiPublicUrl,
    webUrl: url('WEB_URL', env.WEB_URL || defaults.webUrl || `http://localhost:${port}`),
    cacheTtlMs: integer(
      'PUBLIC_CATALOG_CACHE_TTL_MS',
      env.PUBLIC_CATALOG_CACHE_TTL_MS,
      2_000,
      3_600_000,
    ),
    imagesUrl: url('IMAGES_URL', env.IMAGES_URL || apiPublicUrl),
    distDir: env.WEB_DIST_DIR || defaults.distDir,
    trustProxy: trustProxy(env.TRUST_PROXY),
  };
}
