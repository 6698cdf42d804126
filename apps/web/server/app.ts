/**
 * The web server's request handling, apart from its start-up (main.ts) so tests can
 * run it: store pages (ssr.ts), the client build's files (sirv), the SPA shell for every other
 * path, and the security headers of every answer (security-headers.ts: a CSP like nginx's).
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import sirv from 'sirv';
import type { WebServerConfig } from './config';
import { applyHeaders, securityHeaders } from './security-headers';
import { createSsr, type EntryModule } from './ssr';

/**
 * @param config the server's settings (config.ts)
 * @param build the app's index.html and the rendering module
 * @returns the request listener, and the page renderer (its cache) for inspection
 */
export function createWebApp(
  config: WebServerConfig,
  build: { template: string; entry: EntryModule },
): { listener: RequestListener; ssr: ReturnType<typeof createSsr> } {
  const { template, entry } = build;
  const ssr = createSsr({
    apiInternalUrl: config.apiInternalUrl,
    apiPublicUrl: config.apiPublicUrl,
    webUrl: config.webUrl,
    cacheTtlMs: config.cacheTtlMs,
    trustProxy: config.trustProxy,
    template: () => template,
    entry: () => entry,
  });

  // Files are compressed at build time (scripts/precompress.ts): sirv sends the `.br` or `.gz`
  // sibling the client accepts (brotli first), with `Vary: Accept-Encoding`.
  const files = sirv(config.distDir, {
    brotli: true,
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

  const headers = securityHeaders({ apiUrl: config.apiPublicUrl, imagesUrl: config.imagesUrl });

  const listener = (req: IncomingMessage, res: ServerResponse) => {
    applyHeaders(res, headers);
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
  };
  return { listener, ssr };
}
