/**
 * The web server's settings (issue 17), read from the environment and checked at start: a bad
 * value stops the server with a message naming the variable. Defaults suit a local production
 * build (`pnpm --filter @catalogo/web build && pnpm --filter @catalogo/web start`).
 */

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
  /** The client build (index.html, assets/, .vite/manifest.json). */
  distDir: string;
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
    distDir: env.WEB_DIST_DIR || defaults.distDir,
  };
}
