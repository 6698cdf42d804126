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
}

/**
 * One SQL statement, whatever the number of stores: the store by its unique slug and at most
 * the plan's 50 items through a lateral join. Sorted by category then name in Portuguese order.
 */
const PUBLIC_CATALOG_SQL = `
  SELECT s.name AS store_name, u.phone AS store_phone, i.id, i.name, i.price_cents, i.category
    FROM stores s
    JOIN users u ON u.id = s.owner_id
    LEFT JOIN LATERAL (
      SELECT id, name, price_cents, category FROM catalog_items
       WHERE store_id = s.id
       ORDER BY id
       LIMIT ${Limits.maxCatalogItems}
    ) i ON true
   WHERE s.slug = $1`;

/** The customer's view of a store (PRODUCT_SPEC.md §2 "/{slug}"): nothing private. */
@Injectable()
export class PublicCatalogService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cache: PublicCatalogCache,
  ) {}

  /**
   * The serialized answer of `bySlug` with its weak ETag (as Express computes it), served from
   * the micro-cache when fresh (see PublicCatalogCache).
   *
   * @throws DomainError(NotFound) → 404 for an unknown or malformed slug (never cached).
   */
  async serialized(slug: string): Promise<CachedCatalog> {
    const hit = this.cache.get(slug);
    if (hit) return hit;
    const body = JSON.stringify(await this.bySlug(slug));
    const answer = { body, etag: etag(body, { weak: true }) };
    this.cache.set(slug, answer);
    return answer;
  }

  /**
   * `GET /public-catalog/{slug}` → `{products: [{id, name, price (reais), category}], store:
   * {name, phone}}`. Shown whatever the subscription status (CONTRACT.md §3).
   *
   * @throws DomainError(NotFound) → 404 for an unknown or malformed slug.
   */
  async bySlug(slug: string): Promise<PublicCatalogResponse> {
    if (!SLUG_PATTERN.test(slug)) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    const rows = await hotQuery<Row>(this.dataSource, 'public_catalog', PUBLIC_CATALOG_SQL, [slug]);
    const first = rows[0];
    if (!first) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    const products: PublicCatalogResponse['products'] = [];
    for (const r of rows) {
      if (r.id !== null) {
        products.push({
          id: r.id,
          name: r.name as string,
          price: (r.price_cents as number) / 100,
          category: r.category as string,
        });
      }
    }
    products.sort(
      (a, b) => ptCollator.compare(a.category, b.category) || ptCollator.compare(a.name, b.name),
    );
    return { products, store: { name: first.store_name, phone: first.store_phone } };
  }
}
