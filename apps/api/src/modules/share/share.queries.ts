import type { EntityManager } from 'typeorm';

/**
 * Raw SQL of the share module (README "Data access"): it reads the store module's `stores` and
 * the catalogue's `catalog_items` by name (no entity import across modules, see README
 * "Modules"). Each function takes the `EntityManager`, so it runs in the caller's transaction.
 */

/** The seller's store as the QR codes and the poster need it. */
export interface SellerLinkRow {
  name: string | null;
  /** Null until the seller picks one. */
  slug: string | null;
  logo_key: string | null;
}

/** The seller's store name, slug and logo key, or null when the seller has no store. */
export async function selectSellerLink(
  db: EntityManager,
  ownerId: string,
): Promise<SellerLinkRow | null> {
  const rows = (await db.query('SELECT name, slug, logo_key FROM stores WHERE owner_id = $1', [
    ownerId,
  ])) as SellerLinkRow[];
  return rows[0] ?? null;
}

/** What the link-preview image of a store draws. */
export interface OgRow {
  name: string | null;
  cover_color: string | null;
  logo_key: string | null;
  /** The store's item count (bigint as text). */
  product_count: string;
  /** The first four available items (price in centavos), null when there is none. */
  items: { name: string; price_cents: number }[] | null;
}

/**
 * One statement: the store by slug, its item count and the first four available items (oldest
 * first: the seller's list order).
 */
const OG_SQL = `
  SELECT s.name, s.cover_color, s.logo_key,
         (SELECT count(*) FROM catalog_items c WHERE c.store_id = s.id) AS product_count,
         (SELECT json_agg(json_build_object('name', f.name, 'price_cents', f.price_cents))
            FROM (SELECT name, price_cents FROM catalog_items
                   WHERE store_id = s.id AND available
                   ORDER BY created_at, id LIMIT 4) f) AS items
    FROM stores s
   WHERE s.slug = $1`;

/** The preview's data of the store `slug` (see `OgRow`), or null for an unknown slug. */
export async function selectOgPreview(db: EntityManager, slug: string): Promise<OgRow | null> {
  const rows = (await db.query(OG_SQL, [slug])) as OgRow[];
  return rows[0] ?? null;
}
