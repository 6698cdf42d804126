import type { IncomingMessage, ServerResponse } from 'node:http';
import { Injectable } from '@nestjs/common';
import fresh from 'fresh';
import Negotiator from 'negotiator';
import vary from 'vary';
import { ErrorCode, Messages } from '@catalogo/contracts/core';
import { DomainError, STATUS_BY_CODE } from '../../common/domain-error';
import { errorBody } from '../../common/all-exceptions.filter';
import type { CatalogAnswer } from '../../common/public-catalog-cache';
import { AccessCounter } from './access-counter';
import { PublicCatalogService } from './public-catalog.service';
import { PublicRateLimiter } from './public-rate-limit';

/**
 * Browsers always revalidate with the ETag (→ 304); shared caches may keep an answer 30 s.
 * CDNs that honour `CDN-Cache-Control` may also serve it stale 30 s more while refreshing, so a
 * seller's change shows within a minute, and never stale in a customer's own browser.
 */
export const PUBLIC_CATALOG_CACHE_CONTROL = 'public, max-age=0, must-revalidate, s-maxage=30';
export const PUBLIC_CATALOG_CDN_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=30';

const JSON_TYPE = 'application/json; charset=utf-8';
const TOO_MANY_BODY = JSON.stringify(
  errorBody(429, Messages.tooManyRequests, ErrorCode.TooManyRequests),
);

/**
 * The two public paths a catalogue view makes, written straight to the Node response:
 * `GET /public-catalog/{slug}` and `PUT /store/access/{slug}`. Called by the fast path
 * (public-catalog.fast-path.ts) for the usual URLs and by the Nest controllers for any other
 * spelling Express routes to them (trailing slash, upper-case path), so both answer alike.
 * The rate limits run first (429 with `Retry-After`, nothing looked up or counted), then the
 * negative cache, the micro-cache and the database. Error bodies are the global filter's.
 */
@Injectable()
export class PublicPaths {
  constructor(
    private readonly catalogs: PublicCatalogService,
    private readonly counter: AccessCounter,
    private readonly limiter: PublicRateLimiter,
  ) {}

  /**
   * `GET /public-catalog/{slug}` → 200 (weak ETag, 304 on a matching `If-None-Match`), 404 for
   * an unknown slug, 429 past the client's public limit.
   *
   * @param ip the client address (Express's `req.ip`: honours TRUST_PROXY).
   */
  async catalog(
    slug: string,
    ip: string | undefined,
    req: IncomingMessage,
    res: ServerResponse,
  ): Promise<void> {
    const wait = await this.limiter.check(ip);
    if (wait > 0) return tooMany(res, wait);
    let answer: CatalogAnswer;
    try {
      answer = await this.catalogs.serialized(slug);
    } catch (error) {
      return sendError(res, error);
    }
    res.setHeader('Cache-Control', PUBLIC_CATALOG_CACHE_CONTROL);
    res.setHeader('CDN-Cache-Control', PUBLIC_CATALOG_CDN_CACHE_CONTROL);
    res.setHeader('ETag', answer.etag);
    // The store's version: the web server puts it on the page's og:image URL (`og.png?v=…`).
    if (answer.version !== undefined) res.setHeader('X-Catalog-Version', answer.version);
    vary(res, 'Accept-Encoding'); // after CORS's `Vary: Origin`, kept
    if (fresh(req.headers, { etag: answer.etag })) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const coding = answerCoding(req.headers['accept-encoding']);
    if (coding === 'identity') return send(res, 200, answer.body());
    res.setHeader('Content-Encoding', coding);
    send(res, 200, coding === 'br' ? answer.brotli() : answer.gzip());
  }

  /**
   * `PUT /store/access/{slug}` → 200 `{accessCount, lastAccessedAt}`: one view counted (written
   * within a second, see AccessCounter); 404 for an unknown slug and 429 past the client's
   * public limit or its per-slug access limit, neither counted.
   *
   * @param ip the client address (Express's `req.ip`: honours TRUST_PROXY).
   */
  async access(slug: string, ip: string | undefined, res: ServerResponse): Promise<void> {
    const wait = await this.limiter.check(ip, slug);
    if (wait > 0) return tooMany(res, wait);
    let store: { id: string; accessCount?: number };
    try {
      store = await this.catalogs.storeRef(slug, (id) => !this.counter.knows(id));
    } catch (error) {
      return sendError(res, error);
    }
    send(res, 200, JSON.stringify(this.counter.record(store.id, store.accessCount)));
  }
}

/** A content coding of the public catalogue answer. */
export type AnswerCoding = 'br' | 'gzip' | 'identity';

/** Codings the answer exists in, the server's preference first (the smallest first). */
const CODINGS: readonly AnswerCoding[] = ['br', 'gzip', 'identity'];

/** `Negotiator#encoding` with negotiator 1.x's server preference (@types/negotiator is 0.6's). */
type EncodingWithPreference = (
  available: readonly string[],
  options: { preferred: readonly string[] },
) => string | undefined;

/**
 * The coding of the answer to a client (RFC 9110 §12.5.3, q-values included, via `negotiator`):
 * brotli when it takes it (phones' browsers on HTTPS: ~35 % smaller than gzip for a catalogue
 * with options), else gzip (every browser, link-preview robot and the web server's `fetch`), else
 * the JSON as is (a client that sends nothing). Among codings of equal q the smaller wins, whatever
 * the header's order. The answer is the same weak ETag in every coding (same content).
 */
export function answerCoding(header: string | string[] | undefined): AnswerCoding {
  if (typeof header !== 'string' || header === '') return 'identity';
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } });
  const encoding = negotiator.encoding as EncodingWithPreference;
  return (encoding.call(negotiator, CODINGS, { preferred: CODINGS }) ?? 'identity') as AnswerCoding;
}

/** Domain errors → their status and the global filter's body; anything else is rethrown. */
function sendError(res: ServerResponse, error: unknown): void {
  if (!(error instanceof DomainError)) throw error;
  const status = STATUS_BY_CODE[error.code];
  send(res, status, JSON.stringify(errorBody(status, error.messages, error.code)));
}

function tooMany(res: ServerResponse, retryAfterSeconds: number): void {
  res.setHeader('Retry-After', String(retryAfterSeconds));
  send(res, 429, TOO_MANY_BODY);
}

/** Writes a JSON answer: a serialized string, or bytes in parts written in one socket write. */
export function send(res: ServerResponse, status: number, body: string | Buffer[]): void {
  res.statusCode = status;
  res.setHeader('Content-Type', JSON_TYPE);
  if (typeof body === 'string') {
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(body);
    return;
  }
  let length = 0;
  for (const part of body) length += part.length;
  res.setHeader('Content-Length', length);
  res.cork(); // one write to the socket, headers included (`end` uncorks)
  for (let i = 0; i < body.length - 1; i += 1) res.write(body[i]);
  res.end(body[body.length - 1]);
}
