import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import fresh from 'fresh';
import { Messages } from '@catalogo/contracts/core';
import { DomainError, STATUS_BY_CODE } from '../../common/domain-error';
import { errorBody } from '../../common/all-exceptions.filter';
import {
  PUBLIC_CATALOG_CACHE_CONTROL,
  PUBLIC_CATALOG_CDN_CACHE_CONTROL,
} from './public-catalog.controller';
import type { PublicCatalogService } from './public-catalog.service';

/** A connect-style middleware (pino-http, helmet and cors all are). */
export type RawMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
) => void;

const PREFIX = '/public-catalog/';

/**
 * The customer's hot path, `GET /public-catalog/{slug}`, answered at the HTTP server before
 * Express and Nest's router (issue "The customer's side", API budget: ≥ 80 % of a hand-written
 * node:http server's throughput). It is not a second implementation: it runs the same
 * middlewares the app runs for every route (request log and id, helmet, CORS, built once in
 * `configureApp`), the same `PublicCatalogService` (with its micro-cache) and the same error
 * body and ETag rules as Express (weak ETag, 304 through `fresh`). Every other request goes to Express unchanged.
 * `PublicCatalogController` stays for the OpenAPI document and as the same route's definition.
 */
export function installPublicCatalogFastPath(
  server: Server,
  catalogs: PublicCatalogService,
  middlewares: RawMiddleware[],
  logError: (error: unknown, req: IncomingMessage) => void,
): void {
  const downstream = server.listeners('request') as ((
    req: IncomingMessage,
    res: ServerResponse,
  ) => void)[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const slug = req.method === 'GET' ? slugOf(req.url) : null;
    if (slug === null) {
      for (const listener of downstream) listener.call(server, req, res);
      return;
    }
    runMiddlewares(middlewares, req, res, () => {
      answer(catalogs, slug, req, res).catch((error: unknown) => {
        logError(error, req);
        if (!res.headersSent)
          send(res, 500, JSON.stringify(errorBody(500, Messages.internalError)));
      });
    });
  });
}

/** The slug of `/public-catalog/{slug}[?query]`, or null for any other path. */
function slugOf(url: string | undefined): string | null {
  if (!url || !url.startsWith(PREFIX)) return null;
  const end = url.indexOf('?');
  const raw = url.slice(PREFIX.length, end === -1 ? undefined : end);
  if (raw === '' || raw.includes('/')) return null;
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

async function answer(
  catalogs: PublicCatalogService,
  slug: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  let body: string;
  let tag: string;
  try {
    ({ body, etag: tag } = await catalogs.serialized(slug));
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const status = STATUS_BY_CODE[error.code];
    send(res, status, JSON.stringify(errorBody(status, error.messages, error.code)));
    return;
  }
  res.setHeader('Cache-Control', PUBLIC_CATALOG_CACHE_CONTROL);
  res.setHeader('CDN-Cache-Control', PUBLIC_CATALOG_CDN_CACHE_CONTROL);
  res.setHeader('ETag', tag);
  if (fresh(req.headers, { etag: tag })) {
    res.statusCode = 304;
    res.end();
    return;
  }
  send(res, 200, body);
}

function send(res: ServerResponse, status: number, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}
