/**
 * The web app's production server (issue 17): `node dist-server/main.js`, built by
 * `vite build --ssr server/main.ts`. One small node:http server that
 *  - renders a store's public link `/{slug}` (ssr.ts: HTML with the items, meta tags, JSON-LD,
 *    a snapshot to hydrate; 404 page for unknown or malformed slugs);
 *  - serves the client build's files (sirv: hashed assets immutable for a year, precompressed
 *    `.gz` when present) — behind nginx it only sees what nginx does not serve itself;
 *  - answers every other path with the SPA shell (index.html, no-cache); a missing
 *    `/assets/*` file is a 404, never the shell.
 * Settings: config.ts (PORT, API_INTERNAL_URL, API_PUBLIC_URL, WEB_URL,
 * PUBLIC_CATALOG_CACHE_TTL_MS, WEB_DIST_DIR, TRUST_PROXY). Stops on SIGTERM/SIGINT after open
 * requests end.
 */
import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import * as entry from '../src/entry-server';
import { loadConfig } from './config';
import { createSsr } from './ssr';

const config = loadConfig(process.env, {
  apiUrl: import.meta.env.VITE_API_URL || 'http://localhost:3000',
  webUrl: import.meta.env.VITE_PUBLIC_URL || undefined,
  distDir: resolve(dirname(fileURLToPath(import.meta.url)), '../dist'),
});

const template = readFileSync(join(config.distDir, 'index.html'), 'utf8');

const ssr = createSsr({
  apiInternalUrl: config.apiInternalUrl,
  apiPublicUrl: config.apiPublicUrl,
  webUrl: config.webUrl,
  cacheTtlMs: config.cacheTtlMs,
  trustProxy: config.trustProxy,
  template: () => template,
  entry: () => entry,
});

const files = sirv(config.distDir, {
  gzip: true,
  etag: true,
  dotfiles: false,
  setHeaders(res, pathname) {
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
  },
});

function sendShell(res: ServerResponse, head: boolean): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(head ? undefined : template);
}

const server = createServer((req, res) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  const path = (req.url ?? '/').split('?')[0]!;
  if (path === '/healthz') {
    res.end('ok');
    return;
  }
  files(req, res, () => {
    ssr.handle(req, res).then(
      (handled) => {
        if (handled) return;
        if (path.startsWith('/assets/') || (req.method !== 'GET' && req.method !== 'HEAD')) {
          res.statusCode = req.method === 'GET' || req.method === 'HEAD' ? 404 : 405;
          res.end();
          return;
        }
        sendShell(res, req.method === 'HEAD');
      },
      (error: unknown) => {
        console.error('[web] rendering failed', error);
        if (!res.headersSent) sendShell(res, req.method === 'HEAD');
        else res.destroy();
      },
    );
  });
});
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
