import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Written by hand: the read model keeps each store's slug beside its answer
 * (docs/ARCHITECTURE.md "Public catalogue"), so a public view reads ONE indexed row of
 * `public_catalogs` by slug, without a join to `stores`. The store triggers keep it equal to
 * `stores.slug` in the write's own transaction: the row is added with it, and a slug change
 * already bumps the version (migration PublicCatalogReadModel), now setting the slug too. Unique
 * like `stores.slug`; null while the seller has chosen none.
 */
export class PublicCatalogSlug1795860000000 implements MigrationInterface {
  name = 'PublicCatalogSlug1795860000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE public_catalogs ADD COLUMN slug text');
    await queryRunner.query(
      'UPDATE public_catalogs pc SET slug = s.slug FROM stores s WHERE s.id = pc.store_id',
    );
    await queryRunner.query(
      'CREATE UNIQUE INDEX public_catalogs_slug_key ON public_catalogs (slug)',
    );
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION public_catalogs_add_store() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO public_catalogs (store_id, slug) VALUES (NEW.id, NEW.slug)
          ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION public_catalogs_bump_store() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE public_catalogs SET version = version + 1, slug = NEW.slug WHERE store_id = NEW.id;
        RETURN NULL;
      END $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION public_catalogs_bump_store() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE public_catalogs SET version = version + 1 WHERE store_id = NEW.id;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION public_catalogs_add_store() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO public_catalogs (store_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    await queryRunner.query('DROP INDEX public_catalogs_slug_key');
    await queryRunner.query('ALTER TABLE public_catalogs DROP COLUMN slug');
  }
}
