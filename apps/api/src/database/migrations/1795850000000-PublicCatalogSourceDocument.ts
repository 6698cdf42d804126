import type { MigrationInterface, QueryRunner } from 'typeorm';
import { Limits } from '@catalogo/contracts/core';
import { SOURCE_ROWS_FUNCTION } from './1795760000000-PublicCatalogAnswers';

/**
 * Written by hand: `public_catalog_source(store)` returns a stale answer's whole source as ONE
 * JSON document, `{store, items}`, instead of a row per item (docs/ARCHITECTURE.md "Public
 * catalogue"). The read statement then calls it from a `CASE` on the stored answer's freshness,
 * in its one result row: a view of a current answer (nearly every view) starts no subquery, no
 * function scan and no source table. Still in the caller's snapshot; `SET search_path` keeps it
 * from being inlined.
 *
 * `store`: name, owner's phone, logo keys, cover colour and settings document (centavos).
 * `items`: at most the plan's items, by id, each with its option groups as stored (JSON in the
 * answer's shape), `[]` for a store without items.
 */
export class PublicCatalogSourceDocument1795850000000 implements MigrationInterface {
  name = 'PublicCatalogSourceDocument1795850000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION public_catalog_source(uuid)');
    await queryRunner.query(`
      CREATE FUNCTION public_catalog_source(p_store uuid) RETURNS text
      LANGUAGE sql STABLE SET search_path FROM CURRENT AS $$
        SELECT json_build_object(
                 'store', json_build_object('name', s.name, 'phone', u.phone,
                   'logo_key', s.logo_key, 'logo_thumb_key', s.logo_thumb_key,
                   'cover_color', s.cover_color, 'settings', ss.settings),
                 'items', COALESCE((
                   SELECT json_agg(i ORDER BY i.id) FROM (
                     SELECT id, name, price_cents, category,
                            option_groups_json::json AS option_groups, description, available,
                            photo_key, photo_thumb_key
                       FROM catalog_items WHERE store_id = s.id
                      ORDER BY id LIMIT ${Limits.maxCatalogItems}) i), '[]'::json))::text
          FROM stores s
          JOIN users u ON u.id = s.owner_id
          LEFT JOIN store_settings ss ON ss.store_id = s.id
         WHERE s.id = p_store
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION public_catalog_source(uuid)');
    await queryRunner.query(SOURCE_ROWS_FUNCTION);
  }
}
