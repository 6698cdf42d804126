import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Written by hand: the store's read-model `version` (public_catalogs, bumped by triggers in the
 * transaction of every write that changes the public answer) becomes the public catalogue's one
 * domain event (docs/ARCHITECTURE.md "Public catalogue"):
 *  - a write of the store's settings bumps it too (the answer's `ordering` block);
 *  - every change of a version, a new store and a deleted one NOTIFY `catalogo_public_catalog`
 *    with `{store id}:{version}` (`{store id}:` for a deleted store), delivered on commit to every
 *    API process, whose in-memory answers follow (those of an older version are dropped).
 */
export class PublicCatalogVersionEvent1795741000000 implements MigrationInterface {
  name = 'PublicCatalogVersionEvent1795741000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION public_catalogs_bump_settings() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE public_catalogs SET version = version + 1
         WHERE store_id = CASE WHEN TG_OP = 'DELETE' THEN OLD.store_id ELSE NEW.store_id END;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER public_catalogs_bump_settings AFTER INSERT OR UPDATE OR DELETE ON store_settings
        FOR EACH ROW EXECUTE FUNCTION public_catalogs_bump_settings()`);
    await queryRunner.query(`
      CREATE FUNCTION public_catalogs_notify() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalogo_public_catalog', CASE WHEN TG_OP = 'DELETE'
          THEN OLD.store_id::text || ':' ELSE NEW.store_id::text || ':' || NEW.version END);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER public_catalogs_notify_version AFTER UPDATE OF version ON public_catalogs
        FOR EACH ROW WHEN (OLD.version IS DISTINCT FROM NEW.version)
        EXECUTE FUNCTION public_catalogs_notify()`);
    await queryRunner.query(`
      CREATE TRIGGER public_catalogs_notify_row AFTER INSERT OR DELETE ON public_catalogs
        FOR EACH ROW EXECUTE FUNCTION public_catalogs_notify()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER public_catalogs_notify_row ON public_catalogs');
    await queryRunner.query('DROP TRIGGER public_catalogs_notify_version ON public_catalogs');
    await queryRunner.query('DROP FUNCTION public_catalogs_notify()');
    await queryRunner.query('DROP TRIGGER public_catalogs_bump_settings ON store_settings');
    await queryRunner.query('DROP FUNCTION public_catalogs_bump_settings()');
  }
}
