/**
 * Rendered `/{slug}` pages kept per slug. An entry is served as is for `ttlMs` (the
 * API's PUBLIC_CATALOG_CACHE_TTL_MS: the same lifetime as the public catalogue's micro-cache, so
 * a seller's change shows on the page exactly when it shows in the JSON); after that the
 * catalogue is asked again with the API's ETag, and a 304 keeps the rendered page without
 * rendering again. Concurrent misses of one slug share one API call and one render.
 */

/** One rendered answer, with its bytes ready for plain, gzip and brotli clients. */
export interface CachedPage {
  status: number;
  html: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** Strong ETag of the HTML (for browsers' revalidation). */
  etag: string;
  /** The API's ETag of the catalogue it was drawn from (undefined: not revalidatable). */
  sourceEtag?: string;
  /** Epoch ms of rendering. */
  renderedAt: number;
}

interface Entry {
  page: CachedPage;
  /** Epoch ms until which the page is served without asking the API. */
  freshUntil: number;
}

/**
 * Produces the page of a slug; `previous` is the last page of that slug (for a conditional
 * request). Resolves with a new page, or `previous` again when the API answered 304. Pages that
 * must not be kept (the API failed) come with `cache: false`.
 */
export type PageProducer = (
  slug: string,
  previous: CachedPage | undefined,
  clientAddress: string | undefined,
) => Promise<{ page: CachedPage; cache: boolean }>;

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Map<string, Promise<CachedPage>>();

  /**
   * @param ttlMs how long (ms) a page is served without asking the API again; 0 = always ask.
   * @param maxEntries slugs kept at most (the oldest is dropped first).
   * @param now the clock (ms), replaceable in tests.
   */
  constructor(
    private readonly produce: PageProducer,
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The page of `slug`: from memory while fresh, else revalidated or rendered on behalf of
   * `clientAddress` (the customer whose request missed; concurrent misses share the first's).
   */
  get(slug: string, clientAddress?: string): Promise<CachedPage> {
    const entry = this.entries.get(slug);
    if (entry && entry.freshUntil > this.now()) return Promise.resolve(entry.page);
    let pending = this.inFlight.get(slug);
    if (!pending) {
      pending = this.refresh(slug, entry?.page, clientAddress).finally(() =>
        this.inFlight.delete(slug),
      );
      this.inFlight.set(slug, pending);
    }
    return pending;
  }

  private async refresh(
    slug: string,
    previous: CachedPage | undefined,
    clientAddress: string | undefined,
  ): Promise<CachedPage> {
    const { page, cache } = await this.produce(slug, previous, clientAddress);
    if (cache && this.ttlMs > 0) {
      this.entries.delete(slug);
      this.entries.set(slug, { page, freshUntil: this.now() + this.ttlMs });
      if (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
    } else if (!cache) this.entries.delete(slug);
    return page;
  }
}
