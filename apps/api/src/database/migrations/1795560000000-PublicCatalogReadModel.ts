import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Written by hand: `public_catalogs` keeps, per store,
 * the public catalogue answer as JSON text (everything but the time-dependent `ordering` block),
 * rebuilt lazily by the API (`PublicCatalogService`) after a write. Triggers bump `version` on
 * every write that changes what the text holds, whatever the write path: items (any column,
 * including `option_groups_json`, which option edits rewrite in the same transaction), the
 * store's name, slug, owner and look, and the owner's phone. The API stores a rebuilt text only
 * `WHERE version = <the version read with the data>`, so a write during a rebuild is never lost.
 * Not an entity: read and written with raw SQL only (`public-catalog.queries.ts`); the schema
 * drift check ignores tables without an entity.
 */
export class PublicCatalogReadModel1795560000000 implements MigrationInterface {
  name = 'PublicCatalogReadModel1795560000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE public_catalogs (
        store_id uuid PRIMARY KEY REFERENCES stores (id) ON DELETE CASCADE,
        version bigint NOT NULL DEFAULT 1,
        built_version bigint,
        built_for text,
        body text,
        body_hash text
      )`);
    await queryRunner.query('INSERT INTO public_catalogs (store_id) SELECT id FROM stores');
    await queryRunner.query(`
      CREATE FUNCTION public_catalogs_add_store() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO public_catalogs (store_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER public_catalogs_add_store AFTER INSERT ON stores
        FOR EACH ROW EXECUTE FUNCTION public_catalogs_add_store()`);
    await queryRunner.query(`
      CREATE FUNCTION public_catalogs_bump_store() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE public_catalogs SET version = version + 1 WHERE store_id = NEW.id;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER public_catalogs_bump_store AFTER UPDATE ON stores
        FOR EACH ROW WHEN (
          OLD.name IS DISTINCT FROM NEW.name OR OLD.slug IS DISTINCT FROM NEW.slug
          OR OLD.owner_id IS DISTINCT FROM NEW.owner_id OR OLD.logo_key IS DISTINCT FROM NEW.logo_key
          OR OLD.logo_thumb_key IS DISTINCT FROM NEW.logo_thumb_key
          OR OLD.cover_color IS DISTINCT FROM NEW.cover_color)
        EXECUTE FUNCTION public_catalogs_bump_store()`);
    await queryRunner.query(`
      CREATE FUNCTION public_catalogs_bump_owner() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE public_catalogs SET version = version + 1
         WHERE store_id IN (SELECT id FROM stores WHERE owner_id = NEW.id);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER public_catalogs_bump_owner AFTER UPDATE OF phone ON users
        FOR EACH ROW WHEN (OLD.phone IS DISTINCT FROM NEW.phone)
        EXECUTE FUNCTION public_catalogs_bump_owner()`);
    // Items: one bump per store per statement (a save of 50 items is one statement), reading the
    // statement's transition table; PostgreSQL allows one event per trigger with transition tables.
    await queryRunner.query(`
      CREATE FUNCTION public_catalogs_bump_items() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE public_catalogs SET version = version + 1
         WHERE store_id IN (SELECT DISTINCT store_id FROM changed_items);
        RETURN NULL;
      END $$`);
    for (const [event, table] of [
      ['INSERT', 'NEW'],
      ['UPDATE', 'NEW'],
      ['DELETE', 'OLD'],
    ])
      await queryRunner.query(`
        CREATE TRIGGER public_catalogs_bump_items_${event.toLowerCase()} AFTER ${event} ON catalog_items
          REFERENCING ${table} TABLE AS changed_items
          FOR EACH STATEMENT EXECUTE FUNCTION public_catalogs_bump_items()`);
    // An UPDATE that moves an item to another store (none does today) also bumps the old store.
    await queryRunner.query(`
      CREATE FUNCTION public_catalogs_bump_items_moved() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE public_catalogs SET version = version + 1 WHERE store_id = OLD.store_id;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER public_catalogs_bump_items_moved AFTER UPDATE OF store_id ON catalog_items
        FOR EACH ROW WHEN (OLD.store_id IS DISTINCT FROM NEW.store_id)
        EXECUTE FUNCTION public_catalogs_bump_items_moved()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ['insert', 'update', 'delete'])
      await queryRunner.query(`DROP TRIGGER public_catalogs_bump_items_${event} ON catalog_items`);
    await queryRunner.query('DROP TRIGGER public_catalogs_bump_items_moved ON catalog_items');
    await queryRunner.query('DROP TRIGGER public_catalogs_bump_owner ON users');
    await queryRunner.query('DROP TRIGGER public_catalogs_bump_store ON stores');
    await queryRunner.query('DROP TRIGGER public_catalogs_add_store ON stores');
    for (const fn of [
      'public_catalogs_bump_items_moved',
      'public_catalogs_bump_items',
      'public_catalogs_bump_owner',
      'public_catalogs_bump_store',
      'public_catalogs_add_store',
    ])
      await queryRunner.query(`DROP FUNCTION ${fn}()`);
    await queryRunner.query('DROP TABLE public_catalogs');
  }
}
