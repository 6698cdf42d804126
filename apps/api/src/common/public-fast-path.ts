import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import proxyaddr from 'proxy-addr';
import { Messages } from '@catalogo/contracts/core';
import { errorBody } from './all-exceptions.filter';
import { send } from './raw-response';

/** A connect-style middleware (helmet and cors are). */
export type RawMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
) => void;

/** Express's compiled "trust proxy" test (`app.get('trust proxy fn')`). */
export type TrustProxy = (addr: string, hop: number) => boolean;

/** A hot path: `{method} {prefix}{slug}[?query]`, answered by `serve`. */
export interface FastRoute {
  method: 'GET' | 'PUT';
  prefix: string;
  serve(slug: string, ip: string | undefined, req: IncomingMessage, res: ServerResponse): unknown;
}

/**
 * The customer's hot paths (`GET /public-catalog/{slug}`, `PUT /store/access/{slug}`: one path
 * segment, any query), answered at the HTTP server before Express and Nest's router
 * (docs/adr/0024-public-catalogue-fast-path.md). Not a second implementation: the same `serve`
 * answers the Nest routes; `middlewares` (request id, helmet's headers, CORS, built once in
 * `configureApp`) run first, and the client address is taken as Express would (`trust proxy`).
 * Every other request goes to Express unchanged.
 */
export function installPublicFastPath(
  server: Server,
  routes: FastRoute[],
  middlewares: RawMiddleware[],
  trustProxy: TrustProxy,
  logError: (error: unknown, req: IncomingMessage) => void,
): void {
  const downstream = server.listeners('request') as ((...args: unknown[]) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    for (const route of routes) {
      const slug = req.method === route.method ? slugOf(req.url, route.prefix) : null;
      if (slug === null) continue;
      const fail = (error: unknown): void => {
        logError(error, req);
        if (!res.headersSent)
          send(res, 500, JSON.stringify(errorBody(500, Messages.internalError)));
      };
      let i = 0;
      const next = (err?: unknown): void => {
        if (err) return fail(err);
        const middleware = middlewares[i++];
        if (middleware) return middleware(req, res, next);
        Promise.resolve(route.serve(slug, proxyaddr(req, trustProxy), req, res)).catch(fail);
      };
      return next();
    }
    for (const listener of downstream) listener.call(server, req, res);
  });
}

/**
 * The decoded slug of `{prefix}{slug}[?query]`, or null for any other path. A segment that is
 * not valid percent-encoding is also null: Express answers it (400), as for any other route.
 */
function slugOf(url: string | undefined, prefix: string): string | null {
  if (!url || !url.startsWith(prefix)) return null;
  const end = url.indexOf('?');
  const raw = url.slice(prefix.length, end === -1 ? undefined : end);
  if (raw === '' || raw.includes('/')) return null;
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}
