/**
 * Rendered `/{slug}` pages, one per slug: the page drawn from the catalogue answer the API last
 * sent for that slug, identified by that answer's ETag (`sourceEtag`). The public catalogue is a
 * pure function of the store's version and its opening period, and its ETag changes exactly when
 * one of them does (docs/API.md §3), so a page is rendered and compressed once per (version,
 * period) and never just because time passed.
 *
 * A page is served as is for `ttlMs` (the API's PUBLIC_CATALOG_CACHE_TTL_MS: the same lifetime
 * as the public catalogue's micro-cache, so a seller's change shows on the page exactly when it
 * shows in the JSON); after that the producer asks the API with `If-None-Match: <sourceEtag>`:
 * a 304 keeps the page (no render, no compression) for another `ttlMs`, a 200 (new version or
 * new opening period) brings a new page. Concurrent misses of one slug share one API call and
 * one render. Held in `lru-cache` (the least recently asked slug goes first past `maxEntries`).
 */
import { LRUCache } from 'lru-cache';

/** One rendered answer, with its bytes ready for plain, gzip and brotli clients. */
export interface CachedPage {
  status: number;
  html: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Strong ETag of the page (for browsers' revalidation). */
  etag: string;
  /** The API's ETag of the catalogue it was drawn from (undefined: not revalidatable). */
  sourceEtag?: string;
  /** Epoch ms of rendering. */
  renderedAt: number;
}

/**
 * Produces the page of a slug; `previous` is the last page of that slug (for a conditional
 * request). Resolves with a new page, or `previous` itself when the API answered 304. Pages that
 * must not be kept (the API failed) come with `cache: false`.
 */
export type PageProducer = (
  slug: string,
  previous: CachedPage | undefined,
  clientAddress: string | undefined,
) => Promise<{ page: CachedPage; cache: boolean }>;

/** A page not to keep, carried to every request waiting on the same miss (lru-cache then drops the slug). */
class UnkeptPage extends Error {
  constructor(readonly page: CachedPage) {
    super('page not kept');
  }
}

interface FetchContext {
  clientAddress: string | undefined;
}

export class PageCache {
  private readonly pages?: LRUCache<string, CachedPage, FetchContext>;

  /**
   * @param ttlMs how long (ms) a page is served without asking the API again; 0 = nothing is
   *   kept, every request renders (the dev server, so edits show).
   * @param maxEntries slugs kept at most (the least recently asked is dropped first).
   * @param now a monotonic clock (ms, positive), replaceable in tests.
   */
  constructor(
    private readonly produce: PageProducer,
    ttlMs: number,
    maxEntries = 1_000,
    now: () => number = () => performance.now(),
  ) {
    if (ttlMs <= 0) return;
    this.pages = new LRUCache<string, CachedPage, FetchContext>({
      max: maxEntries,
      ttl: ttlMs,
      // Read the clock on each look-up (lru-cache otherwise reuses it for 1 ms).
      ttlResolution: 0,
      perf: { now },
      // A stale page stays until it is revalidated: its ETag makes the API call conditional.
      allowStale: false,
      fetchMethod: async (slug, previous, { context }) => {
        const { page, cache } = await this.produce(slug, previous, context.clientAddress);
        if (!cache) throw new UnkeptPage(page);
        return page;
      },
    });
  }

  /**
   * The page of `slug`: from memory while fresh, else revalidated or rendered on behalf of
   * `clientAddress` (the customer whose request missed; concurrent misses share the first's).
   */
  async get(slug: string, clientAddress?: string): Promise<CachedPage> {
    if (!this.pages) return (await this.produce(slug, undefined, clientAddress)).page;
    try {
      // fetchMethod always resolves with a page or throws: never undefined.
      return (await this.pages.fetch(slug, { context: { clientAddress } }))!;
    } catch (error) {
      if (error instanceof UnkeptPage) return error.page;
      throw error;
    }
  }
}
