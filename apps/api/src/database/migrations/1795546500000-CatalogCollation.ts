import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Portuguese order of the public catalogue (category, then name) as a PostgreSQL ICU
 * collation, so the public GET sorts in the database: same rules as `ptCollator` (pt-BR,
 * accents and case ignored — ICU strength 1 —, numbers compared by value: "Item 9" < "Item 10").
 * Written by hand: TypeORM does not model collations.
 */
export class CatalogCollation1795546500000 implements MigrationInterface {
  name = 'CatalogCollation1795546500000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE COLLATION IF NOT EXISTS "catalog_pt" (provider = icu, locale = 'pt-BR-u-kn-true-ks-level1', deterministic = false)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP COLLATION IF EXISTS "catalog_pt"');
  }
}
