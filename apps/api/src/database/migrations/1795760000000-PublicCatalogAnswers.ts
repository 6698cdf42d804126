import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Limits } from '@catalogo/contracts/core';

/**
 * `public_catalog_source` as this migration creates it: a row per item. PublicCatalogSourceDocument
 * replaces it, and restores it on the way down.
 */
export const SOURCE_ROWS_FUNCTION = `
      CREATE FUNCTION public_catalog_source(p_store uuid) RETURNS TABLE (store text, item text)
      LANGUAGE sql STABLE SET search_path FROM CURRENT AS $$
        SELECT CASE WHEN i.pos IS NULL OR i.pos = 1 THEN json_build_object('name', s.name,
                 'phone', u.phone, 'logo_key', s.logo_key, 'logo_thumb_key', s.logo_thumb_key,
                 'cover_color', s.cover_color, 'settings', ss.settings)::text END,
               CASE WHEN i.id IS NOT NULL THEN to_json(i)::text END
          FROM stores s
          JOIN users u ON u.id = s.owner_id
          LEFT JOIN store_settings ss ON ss.store_id = s.id
          LEFT JOIN LATERAL (
            SELECT id, name, price_cents, category, option_groups_json, description, available,
                   photo_key, photo_thumb_key, row_number() OVER (ORDER BY id) AS pos
              FROM catalog_items WHERE store_id = s.id ORDER BY id LIMIT ${Limits.maxCatalogItems}
          ) i ON true
         WHERE s.id = p_store
      $$`;

/**
 * Written by hand: the public catalogue's read model keeps the whole answer of the store's
 * current version and opening period, compressed once (docs/ARCHITECTURE.md "Public catalogue"):
 * its strong ETag, its JSON (`body`, now with `ordering`), gzip and brotli bytes and the period it
 * holds for (`period_from` ≤ now < `period_until`, epoch ms; no end: always open). A view of a
 * current store reads one row and sends those bytes; `body_hash` is no longer kept. Every store is
 * rebuilt on its next view. The compressed bytes stay in the row itself (STORAGE MAIN: out of
 * line only when the row cannot fit a page); the JSON is kept uncompressed (EXTERNAL), so no view
 * inflates it.
 *
 * `public_catalog_source(store)` reads a stale answer's source in the caller's snapshot: the store's
 * fields and settings, the owner's phone (`store`, JSON, first row) and at most the plan's items by
 * id (`item`, JSON per row). A function, and not joins in the read statement, so that a view of a
 * current answer (nearly every view) plans, locks and starts none of those tables: it is called
 * only for a stale one (`SET search_path` keeps it from being inlined).
 */
export class PublicCatalogAnswers1795760000000 implements MigrationInterface {
  name = 'PublicCatalogAnswers1795760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE public_catalogs
        DROP COLUMN body_hash,
        ADD COLUMN etag text, ADD COLUMN gzip bytea, ADD COLUMN br bytea,
        ADD COLUMN period_from bigint, ADD COLUMN period_until bigint,
        ALTER COLUMN body SET STORAGE EXTERNAL, ALTER COLUMN gzip SET STORAGE MAIN,
        ALTER COLUMN br SET STORAGE MAIN`);
    await queryRunner.query('UPDATE public_catalogs SET built_version = NULL');
    await queryRunner.query(SOURCE_ROWS_FUNCTION);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION public_catalog_source(uuid)');
    await queryRunner.query(`
      ALTER TABLE public_catalogs
        DROP COLUMN etag, DROP COLUMN gzip, DROP COLUMN br,
        DROP COLUMN period_from, DROP COLUMN period_until,
        ADD COLUMN body_hash text,
        ALTER COLUMN body SET STORAGE EXTENDED`);
    await queryRunner.query('UPDATE public_catalogs SET built_version = NULL');
  }
}
