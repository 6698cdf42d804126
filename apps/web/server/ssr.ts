/**
 * The server side of a store's public link `/{slug}`, shared
 * by the production web server (main.ts) and Vite's dev server (vite.config.ts). It reads the
 * catalogue from the API (`GET {apiInternalUrl}/public-catalog/{slug}`: the API stays the only
 * reader of the database), renders the page with src/entry-server.tsx into the app's
 * index.html, and keeps the result per slug (page-cache.ts): one render per catalogue answer,
 * identified by the API's ETag, revalidated with `If-None-Match` once the cache TTL has passed.
 *
 * Paths: `/{slug}` (one segment, optional trailing slash, not one of the app's own routes) is a
 * store page. A segment that is not a valid slug (dots, encoded characters, capitals…) is
 * answered 404 with the 404 page without asking the API (drawn once, then served from memory):
 * never a file. Every other path is not ours (the caller serves files or the SPA shell).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import proxyAddr from 'proxy-addr';
import { isWellFormedSlug } from '@catalogo/contracts/core';
import type * as EntryServer from '../src/entry-server';
import { APP_SEGMENTS } from '../src/lib/public-route';
import { PageCache, type CachedPage } from './page-cache';

export type EntryModule = typeof EntryServer;

/** How long (ms) the API may take to answer before the SPA shell is served instead. */
export const API_TIMEOUT_MS = 5_000;

export interface SsrOptions {
  /** Base URL the server reaches the API at (API_INTERNAL_URL), no trailing slash. */
  apiInternalUrl: string;
  /** Public base URL of the API (og:image), no trailing slash. */
  apiPublicUrl: string;
  /** Public origin of the web app (og:url, canonical), no trailing slash. */
  webUrl: string;
  /** PUBLIC_CATALOG_CACHE_TTL_MS: how long (ms) a rendered page is served as is. */
  cacheTtlMs: number;
  /** The app's index.html (built, or transformed by Vite in development). */
  template: (path: string) => Promise<string> | string;
  /** The rendering module (built, or loaded through Vite's `ssrLoadModule` in development). */
  entry: () => Promise<EntryModule> | EntryModule;
  /**
   * Which hops in front of this server may name the client in `X-Forwarded-For` (TRUST_PROXY,
   * see config.ts); default none: the client is the socket's peer.
   */
  trustProxy?: TrustProxy;
}

/** `proxy-addr`'s trust test: is the hop at `address`, `hop` steps from this server, trusted? */
export type TrustProxy = (address: string, hop: number) => boolean;

const NO_PROXY: TrustProxy = () => false;

/** What a path is to the web server. */
export type Route = { kind: 'store'; slug: string } | { kind: 'bad-slug' } | { kind: 'other' };

/**
 * Classifies a request path (`req.url`, query allowed): a store page, a one-segment path that can
 * never be a store (→ 404), or anything else (files, the app's own routes, deeper paths).
 */
export function routeOf(url: string): Route {
  const path = url.split('?')[0]!.split('#')[0]!;
  const match = /^\/([^/]+)\/?$/.exec(path);
  if (!match) return { kind: 'other' };
  const segment = match[1]!;
  if (APP_SEGMENTS.has(segment)) return { kind: 'other' };
  // Raw segment only: an encoded character (%2e, %2f…) or a dot is never a slug.
  if (!isWellFormedSlug(segment)) return { kind: 'bad-slug' };
  return { kind: 'store', slug: segment };
}

/** Puts a rendered page into the app's index.html: head tags, the markup and its snapshot. */
export function fillTemplate(
  template: string,
  page: { head: string; body: string; snapshot: string },
): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root) || !template.includes('</head>')) {
    throw new Error('index.html has no <div id="root"></div> or </head>');
  }
  // The shell's own title and description give way to the page's.
  const head = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '');
  return head
    .replace('</head>', () => `${page.head}</head>`)
    .replace(root, () => `<div id="root">${page.body}</div>${page.snapshot}`);
}

/**
 * A rendered page ready to send: its UTF-8 bytes, gzip and brotli copies (compressed once per
 * render, not per request) and strong ETag (`etag`, else a hash of the HTML); `sourceEtag` is the
 * API's ETag it was drawn from.
 */
export function toCachedPage(
  status: number,
  html: string,
  renderedAt: number,
  sourceEtag?: string,
  etag?: string,
): CachedPage {
  const bytes = Buffer.from(html, 'utf8');
  return {
    status,
    html: bytes,
    gzip: gzipSync(bytes, { level: 6 }),
    // Quality 5: a few ms per render (one per slug per catalogue version and opening period), and
    // for a page whose snapshot holds a catalogue with options about a third smaller than gzip.
    br: brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    etag: etag ?? `"${createHash('sha1').update(bytes).digest('base64url')}"`,
    sourceEtag,
    renderedAt,
  } satisfies CachedPage;
}

/**
 * The strong ETag of a store page drawn from the API's catalogue answer `sourceEtag` (weak or
 * strong) into `template` with these public URLs: the same for every render of that answer, in
 * every process of the same build, so browsers keep getting 304 until the catalogue's version
 * or opening period changes (or a new build ships another index.html).
 */
export function pageEtag(
  sourceEtag: string,
  template: string,
  urls: { webUrl: string; apiPublicUrl: string },
): string {
  const hash = createHash('sha1')
    .update(`${sourceEtag}\n${urls.webUrl}\n${urls.apiPublicUrl}\n`)
    .update(template)
    .digest('base64url');
  return `"${hash}"`;
}

/** A page's codings, the server's preference first (the smallest first). */
const CODINGS = ['br', 'gzip', 'identity'] as const;
type PageCoding = (typeof CODINGS)[number];

/** `Negotiator#encoding` with negotiator 1.x's server preference (@types/negotiator is 0.6's). */
type EncodingWithPreference = (
  available: readonly string[],
  options: { preferred: readonly string[] },
) => string | undefined;

/**
 * The coding of a page for an `Accept-Encoding` header (RFC 9110 §12.5.3, q-values honoured, via
 * `negotiator`): brotli when the client takes it (browsers on HTTPS), else gzip, else as is;
 * among codings of equal q the smaller wins, whatever the header's order.
 */
export function pageCoding(header: string | string[] | undefined): PageCoding {
  if (typeof header !== 'string' || header === '') return 'identity';
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } });
  const encoding = negotiator.encoding as EncodingWithPreference;
  return (encoding.call(negotiator, CODINGS, { preferred: CODINGS }) ?? 'identity') as PageCoding;
}

/** Sends a page: brotli or gzip when the client takes it, 304 on a matching If-None-Match. */
export function sendPage(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
  res.statusCode = page.status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // Browsers revalidate every time (cheap: 304); the page follows the catalogue closely.
  res.setHeader('Cache-Control', 'no-cache');
  res.setHeader('ETag', page.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (page.status === 200 && req.headers['if-none-match'] === page.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const coding = pageCoding(req.headers['accept-encoding']);
  const body = coding === 'br' ? page.br : coding === 'gzip' ? page.gzip : page.html;
  if (coding !== 'identity') res.setHeader('Content-Encoding', coding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The `/{slug}` renderer: `handle(req, res)` answers store pages (and bad slugs) and returns
 * true, or returns false for paths that are not its own. The SPA shell answers when the API
 * fails (the browser app then shows its own error and retry), and is not kept.
 */
export function createSsr(options: SsrOptions) {
  const shell = async (path: string) => toCachedPage(200, await options.template(path), Date.now());

  const produce = async (
    slug: string,
    previous: CachedPage | undefined,
    clientAddress: string | undefined,
  ) => {
    const path = `/${slug}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    // The API's per-client public limit then counts the customer whose view missed, not this
    // server (when the API trusts this server as a proxy hop: its TRUST_PROXY).
    if (clientAddress) headers['X-Forwarded-For'] = clientAddress;
    // The page drawn from this catalogue answer is still right while the API's ETag holds:
    // the catalogue is a pure function of (version, opening period), and the ETag changes with
    // either (docs/API.md §3).
    const held = previous?.status === 200 ? previous.sourceEtag : undefined;
    if (held !== undefined) headers['If-None-Match'] = held;
    let response: Response;
    try {
      response = await fetch(`${options.apiInternalUrl}/public-catalog/${slug}`, {
        headers,
        signal: AbortSignal.timeout(API_TIMEOUT_MS),
      });
    } catch {
      return { page: await shell(path), cache: false };
    }
    const sourceEtag = response.headers.get('etag') ?? undefined;
    if (
      held !== undefined &&
      (response.status === 304 || (response.status === 200 && sourceEtag === held))
    ) {
      await response.body?.cancel();
      return { page: previous!, cache: true };
    }
    const entry = await options.entry();
    const renderedAt = Date.now();
    if (response.status === 404) {
      await response.body?.cancel();
      const html = fillTemplate(
        await options.template(path),
        entry.renderNotFoundPage(slug, renderedAt),
      );
      return { page: toCachedPage(404, html, renderedAt), cache: true };
    }
    if (!response.ok) {
      await response.body?.cancel();
      return { page: await shell(path), cache: false };
    }
    const catalog = (await response.json()) as EntryServer.CatalogPageInput['catalog'];
    const rendered = entry.renderCatalogPage({
      slug,
      catalog,
      renderedAt,
      webUrl: options.webUrl,
      apiUrl: options.apiPublicUrl,
      version: response.headers.get('x-catalog-version') ?? undefined,
    });
    const template = await options.template(path);
    const html = fillTemplate(template, rendered);
    const etag =
      sourceEtag === undefined
        ? undefined
        : pageEtag(sourceEtag, template, {
            webUrl: options.webUrl,
            apiPublicUrl: options.apiPublicUrl,
          });
    return { page: toCachedPage(200, html, renderedAt, sourceEtag, etag), cache: true };
  };

  const cache = new PageCache(produce, options.cacheTtlMs);
  const trustProxy = options.trustProxy ?? NO_PROXY;

  // The 404 of a path that can never be a store is the same page for every such path: drawn once
  // and kept (with a TTL of 0, the dev server's, drawn each time so edits show).
  let badPathPage: Promise<CachedPage> | undefined;
  const renderBadPath = async () => {
    const entry = await options.entry();
    const html = fillTemplate(await options.template('/'), entry.renderBadPathPage());
    return toCachedPage(404, html, Date.now());
  };
  const badPath = (): Promise<CachedPage> => {
    if (options.cacheTtlMs <= 0) return renderBadPath();
    badPathPage ??= renderBadPath().catch((error: unknown) => {
      badPathPage = undefined; // a failure is not kept
      throw error;
    });
    return badPathPage;
  };

  return {
    cache,
    async handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const route = routeOf(req.url ?? '/');
      if (route.kind === 'other') return false;
      if (route.kind === 'bad-slug') {
        sendPage(req, res, await badPath());
        return true;
      }
      sendPage(req, res, await cache.get(route.slug, proxyAddr(req, trustProxy)));
      return true;
    },
  };
}
