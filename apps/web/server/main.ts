/**
 * The web app's production server: `node dist-server/main.js`, built by
 * `vite build --ssr server/main.ts`. One small node:http server that
 *  - renders a store's public link `/{slug}` (ssr.ts: HTML with the items, meta tags, JSON-LD,
 *    a snapshot to hydrate; 404 page for unknown or malformed slugs);
 *  - serves the client build's files (sirv: hashed assets immutable for a year, the `.br` or
 *    `.gz` written at build time by content negotiation) — behind nginx it only sees what nginx
 *    does not serve itself;
 *  - answers every other path with the SPA shell (index.html, no-cache); a missing
 *    `/assets/*` file is a 404, never the shell;
 *  - sends nginx's security headers, CSP included, on every answer (security-headers.ts).
 * Request handling: app.ts. Settings: config.ts (PORT, API_INTERNAL_URL, API_PUBLIC_URL,
 * IMAGES_URL, WEB_URL, PUBLIC_CATALOG_CACHE_TTL_MS, WEB_DIST_DIR, TRUST_PROXY). Stops on
 * SIGTERM/SIGINT after open requests end.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as entry from '../src/entry-server';
import { createWebApp } from './app';
import { loadConfig } from './config';

const config = loadConfig(process.env, {
  apiUrl: import.meta.env.VITE_API_URL || 'http://localhost:3000',
  webUrl: import.meta.env.VITE_PUBLIC_URL || undefined,
  distDir: resolve(dirname(fileURLToPath(import.meta.url)), '../dist'),
});

const template = readFileSync(join(config.distDir, 'index.html'), 'utf8');

const server = createServer(createWebApp(config, { template, entry }).listener);
server.keepAliveTimeout = 65_000;

server.listen(config.port, config.host, () => {
  console.log(
    `[web] listening on http://${config.host}:${config.port} (API ${config.apiInternalUrl}, page cache ${config.cacheTtlMs} ms)`,
  );
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
