import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import proxyaddr from 'proxy-addr';
import { Messages } from '@catalogo/contracts/core';
import { errorBody } from '../../common/all-exceptions.filter';
import { send, type PublicPaths } from './public-paths';

/** A connect-style middleware (pino-http, helmet and cors all are). */
export type RawMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
) => void;

/** Express's compiled "trust proxy" test (`app.get('trust proxy fn')`). */
export type TrustProxy = (addr: string, hop: number) => boolean;

const CATALOG_PREFIX = '/public-catalog/';
const ACCESS_PREFIX = '/store/access/';

/**
 * The customer's hot paths, answered at the HTTP server before Express and Nest's router (issue
 * "The customer's side": ≥ 80 % of a hand-written node:http server):
 * exactly `GET /public-catalog/{slug}` and `PUT /store/access/{slug}` (one path segment, any
 * query). It is not a second implementation: it runs the middlewares the app runs for every
 * route (request log and id, helmet, CORS, built once in `configureApp`), takes the client
 * address as Express would (`trust proxy`), and answers through the same `PublicPaths` the Nest
 * controllers use. Every other request (other methods, deeper paths such as
 * `/public-catalog/{slug}/orders`, other spellings) goes to Express unchanged.
 */
export function installPublicFastPath(
  server: Server,
  paths: PublicPaths,
  middlewares: RawMiddleware[],
  trustProxy: TrustProxy,
  logError: (error: unknown, req: IncomingMessage) => void,
): void {
  const downstream = server.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url;
    let slug: string | null = null;
    let isAccess = false;
    if (req.method === 'GET') slug = slugOf(url, CATALOG_PREFIX);
    else if (req.method === 'PUT') {
      slug = slugOf(url, ACCESS_PREFIX);
      isAccess = true;
    }
    if (slug === null) {
      for (const listener of downstream) listener.call(server, req, res);
      return;
    }
    const name = slug;
    runMiddlewares(middlewares, req, res, () => {
      const ip = proxyaddr(req, trustProxy);
      const answer = isAccess ? paths.access(name, ip, res) : paths.catalog(name, ip, req, res);
      answer.catch((error: unknown) => {
        logError(error, req);
        if (!res.headersSent)
          send(res, 500, JSON.stringify(errorBody(500, Messages.internalError)));
      });
    });
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

function runMiddlewares(
  list: RawMiddleware[],
  req: IncomingMessage,
  res: ServerResponse,
  done: () => void,
): void {
  let i = 0;
  const next = (err?: unknown): void => {
    if (err) {
      send(res, 500, JSON.stringify(errorBody(500, Messages.internalError)));
      return;
    }
    const mw = list[i++];
    if (mw) mw(req, res, next);
    else done();
  };
  next();
}
