import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Written by hand: the public catalogue's read model keeps the whole answer of the store's
 * current version and opening period, compressed once (docs/ARCHITECTURE.md "Public catalogue"):
 * its strong ETag, its JSON (`body`, now with `ordering`), gzip and brotli bytes and the period it
 * holds for (`period_from` ≤ now < `period_until`, epoch ms; no end: always open). A view of a
 * current store reads one row and sends those bytes; `body_hash` is no longer kept. Every store is
 * rebuilt on its next view. The three are kept in the row itself (STORAGE MAIN: out of line only
 * when the row cannot fit a page), so a view reads one heap row, not TOAST chunks.
 */
export class PublicCatalogAnswers1795760000000 implements MigrationInterface {
  name = 'PublicCatalogAnswers1795760000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE public_catalogs
        DROP COLUMN body_hash,
        ADD COLUMN etag text, ADD COLUMN gzip bytea, ADD COLUMN br bytea,
        ADD COLUMN period_from bigint, ADD COLUMN period_until bigint,
        ALTER COLUMN body SET STORAGE MAIN, ALTER COLUMN gzip SET STORAGE MAIN,
        ALTER COLUMN br SET STORAGE MAIN`);
    await queryRunner.query('UPDATE public_catalogs SET built_version = NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE public_catalogs
        DROP COLUMN etag, DROP COLUMN gzip, DROP COLUMN br,
        DROP COLUMN period_from, DROP COLUMN period_until,
        ADD COLUMN body_hash text,
        ALTER COLUMN body SET STORAGE EXTENDED`);
    await queryRunner.query('UPDATE public_catalogs SET built_version = NULL');
  }
}
