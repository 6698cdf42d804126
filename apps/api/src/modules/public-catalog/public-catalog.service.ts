import { Injectable } from '@nestjs/common';
import etag from 'etag';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  ErrorCode,
  Limits,
  Messages,
  SLUG_PATTERN,
  type PublicCatalogResponse,
} from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { hotQuery } from '../../database/hot-query';
import { PublicCatalogCache, type CachedCatalog } from '../../common/public-catalog-cache';

interface Row {
  store_name: string | null;
  store_phone: string | null;
  /** The products as JSON objects separated by commas, already sorted ('' when none). */
  products: string;
}

/**
 * One SQL statement, whatever the number of stores: the store by its unique slug and at most
 * the plan's 50 items (the first by id), sorted by category then name in Portuguese order with
 * the `catalog_pt` collation (migration CatalogCollation: the rules of `ptCollator`; ties by id)
 * and written as the answer's JSON by PostgreSQL: `to_json` escapes text as JSON.stringify does,
 * and float8 → text gives the shortest exact form, as JavaScript prints `price_cents / 100`.
 * Node neither parses 50 rows nor sorts nor re-serialises them (issue 13: the uncached public
 * GET's cost was row parsing, collator calls and serialisation).
 */
const PUBLIC_CATALOG_SQL = `
  SELECT s.name AS store_name, u.phone AS store_phone,
         (SELECT coalesce(string_agg(
                   '{"id":"' || i.id || '","name":' || to_json(i.name)::text
                   || ',"price":' || (i.price_cents::float8 / 100)::text
                   || ',"category":' || to_json(i.category)::text || '}',
                   ',' ORDER BY i.category COLLATE catalog_pt, i.name COLLATE catalog_pt, i.id), '')
            FROM (SELECT id, name, price_cents, category FROM catalog_items
                   WHERE store_id = s.id
                   ORDER BY id
                   LIMIT ${Limits.maxCatalogItems}) i) AS products
    FROM stores s
    JOIN users u ON u.id = s.owner_id
   WHERE s.slug = $1`;

const STORE_BY_SLUG_SQL = 'SELECT id, access_count FROM stores WHERE slug = $1';

/** The customer's view of a store (PRODUCT_SPEC.md §2 "/{slug}"): nothing private. */
@Injectable()
export class PublicCatalogService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: PublicCatalogCache,
  ) {}

  /**
   * The serialized answer of `bySlug` with its weak ETag (as Express computes it), served from
   * the micro-cache when fresh (see PublicCatalogCache). An unknown slug is remembered for a few
   * seconds (negative cache), so repeated requests for it make no query.
   *
   * @throws DomainError(NotFound) → 404 for an unknown or malformed slug.
   */
  async serialized(slug: string): Promise<CachedCatalog> {
    const hit = this.cache.get(slug);
    if (hit) return hit;
    if (!SLUG_PATTERN.test(slug) || this.cache.isUnknown(slug))
      throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    const rows = await hotQuery<Row>(this.dataSource, 'public_catalog', PUBLIC_CATALOG_SQL, [slug]);
    const first = rows[0];
    if (!first) {
      this.cache.rememberUnknown(slug);
      throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    }
    const store = JSON.stringify({ name: first.store_name, phone: first.store_phone });
    // Encoded once: the same bytes are hashed for the ETag and written to every client.
    const body = Buffer.from(`{"products":[${first.products}],"store":${store}}`);
    const answer = { body, etag: etag(body, { weak: true }) };
    this.cache.set(slug, answer);
    return answer;
  }

  /**
   * `GET /public-catalog/{slug}` → `{products: [{id, name, price (reais), category}], store:
   * {name, phone}}`, parsed from `serialized`. Shown whatever the subscription status
   * (CONTRACT.md §3).
   *
   * @throws DomainError(NotFound) → 404 for an unknown or malformed slug.
   */
  async bySlug(slug: string): Promise<PublicCatalogResponse> {
    return JSON.parse((await this.serialized(slug)).body.toString()) as PublicCatalogResponse;
  }

  /**
   * The store named by `slug`: its id from the cache, or from one indexed query that also reads
   * its access total (`accessCount`, set only then). `needsTotal(id)` forces the query when the
   * caller does not know the total of a cached id. The negative cache answers unknown slugs.
   * Used by the access counter.
   *
   * @throws DomainError(NotFound) → 404 for an unknown or malformed slug.
   */
  async storeRef(
    slug: string,
    needsTotal: (id: string) => boolean,
  ): Promise<{ id: string; accessCount?: number }> {
    if (!SLUG_PATTERN.test(slug) || this.cache.isUnknown(slug))
      throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    const known = this.cache.storeId(slug);
    if (known !== undefined && !needsTotal(known)) return { id: known };
    const rows = await hotQuery<{ id: string; access_count: string }>(
      this.dataSource,
      'store_by_slug',
      STORE_BY_SLUG_SQL,
      [slug],
    );
    const row = rows[0];
    if (!row) {
      this.cache.rememberUnknown(slug);
      throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    }
    this.cache.rememberStore(slug, row.id);
    return { id: row.id, accessCount: Number(row.access_count) };
  }
}
