import { Injectable } from '@nestjs/common';
import etag from 'etag';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  ErrorCode,
  Limits,
  Messages,
  SLUG_PATTERN,
  type ItemOptionGroup,
  type PublicCatalogResponse,
} from '@catalogo/contracts/core';
import { ptCollator } from '../../common/collation';
import { DomainError } from '../../common/domain-error';
import { hotQuery } from '../../database/hot-query';
import { PublicCatalogCache, type CachedCatalog } from '../../common/public-catalog-cache';

interface Row {
  store_name: string | null;
  store_phone: string | null;
  id: string | null;
  name: string | null;
  price_cents: number | null;
  category: string | null;
  /** JSON text of the item's groups in the answer's shape (`catalog_items.option_groups_json`). */
  option_groups: string | null;
}

/**
 * One SQL statement, whatever the number of stores: the store by its unique slug and at most
 * the plan's 50 items through a lateral join, each with its live option groups as the JSON text
 * kept on the item (`option_groups_json`: CONTRACT.md §6 keeps the read at one statement, and
 * aggregating the option rows per request cost ~16 ms of PostgreSQL per 50 × 3 × 10 store). Sorted by
 * category then name in Portuguese order (in `bySlug`). Only the columns of the answer: every byte here is repeated per item.
 */
const PUBLIC_CATALOG_SQL = `
  SELECT s.name AS store_name, u.phone AS store_phone, i.id, i.name, i.price_cents, i.category,
         i.option_groups_json AS option_groups
    FROM stores s
    JOIN users u ON u.id = s.owner_id
    LEFT JOIN LATERAL (
      SELECT id, name, price_cents, category, option_groups_json FROM catalog_items
       WHERE store_id = s.id
       ORDER BY id
       LIMIT ${Limits.maxCatalogItems}
    ) i ON true
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
    // Encoded once: the same bytes are hashed for the ETag and written to every client.
    const body = Buffer.from(JSON.stringify(await this.bySlug(slug)));
    const answer = { body, etag: etag(body, { weak: true }) };
    this.cache.set(slug, answer);
    return answer;
  }

  /**
   * `GET /public-catalog/{slug}` → `{products: [{id, name, price (reais), category}], store:
   * {name, phone}}`. Shown whatever the subscription status (CONTRACT.md §3). Uses and feeds the
   * negative cache.
   *
   * @throws DomainError(NotFound) → 404 for an unknown or malformed slug.
   */
  async bySlug(slug: string): Promise<PublicCatalogResponse> {
    if (!SLUG_PATTERN.test(slug) || this.cache.isUnknown(slug))
      throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    const rows = await hotQuery<Row>(this.dataSource, 'public_catalog', PUBLIC_CATALOG_SQL, [slug]);
    const first = rows[0];
    if (!first) {
      this.cache.rememberUnknown(slug);
      throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    }
    const products: PublicCatalogResponse['products'] = [];
    for (const r of rows) {
      if (r.id !== null) {
        products.push({
          id: r.id,
          name: r.name as string,
          price: (r.price_cents as number) / 100,
          category: r.category as string,
          optionGroups:
            r.option_groups === null || r.option_groups === '[]'
              ? []
              : (JSON.parse(r.option_groups) as ItemOptionGroup[]),
        });
      }
    }
    return {
      products: sortByCategoryThenName(products),
      store: { name: first.store_name, phone: first.store_phone },
    };
  }

  /** Lookups of `storeRef` in flight, by slug: concurrent first views share one query. */
  private readonly lookups = new Map<string, Promise<{ id: string; accessCount: number }>>();

  /**
   * The store named by `slug`: its id from the cache, or from one indexed query that also reads
   * its access total (`accessCount`, set only then). `needsTotal(id)` forces the query when the
   * caller does not know the total of a cached id. The negative cache answers unknown slugs, and
   * concurrent calls for one slug share one query. Used by the access counter.
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
    let lookup = this.lookups.get(slug);
    if (!lookup) {
      lookup = this.lookUp(slug).finally(() => this.lookups.delete(slug));
      this.lookups.set(slug, lookup);
    }
    return lookup;
  }

  private async lookUp(slug: string): Promise<{ id: string; accessCount: number }> {
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

/**
 * The products in Portuguese order of category, then of name (ties keep their order: by id).
 * Same result as one sort comparing category then name with `ptCollator`, with fewer collator
 * calls (each costs about a microsecond on the hot path): the few distinct categories are sorted
 * once, then each category's products among themselves.
 */
export function sortByCategoryThenName<T extends { name: string; category: string }>(
  products: T[],
): T[] {
  const groups = new Map<string, T[]>();
  for (const p of products) {
    const group = groups.get(p.category);
    if (group) group.push(p);
    else groups.set(p.category, [p]);
  }
  // Categories equal for the collator (e.g. "Bebidas" and "bebidas") form one run, stably merged.
  const categories = [...groups.keys()].sort((a, b) => ptCollator.compare(a, b));
  const sorted: T[] = [];
  for (let i = 0; i < categories.length;) {
    let run = groups.get(categories[i]) as T[];
    let j = i + 1;
    for (; j < categories.length && ptCollator.compare(categories[i], categories[j]) === 0; j += 1)
      run = run.concat(groups.get(categories[j]) as T[]);
    if (j - i > 1) run.sort((a, b) => products.indexOf(a) - products.indexOf(b));
    run.sort((a, b) => ptCollator.compare(a.name, b.name));
    for (const p of run) sorted.push(p);
    i = j;
  }
  return sorted;
}
