import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `orders.idempotency_body_hash`: the SHA-256 (hex) of the canonical body of the request that
 * created an order with an `Idempotency-Key`, so the key replayed with another body is refused
 * (422) instead of answering the first order. Orders saved before it keep NULL, which the
 * service treats as matching (the replay answers as before). Written by hand (one nullable
 * column, what `migration:generate` writes for the entity); `migration:check` agrees.
 */
export class IdempotencyBodyHash1795570000000 implements MigrationInterface {
  name = 'IdempotencyBodyHash1795570000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "orders" ADD "idempotency_body_hash" text');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "orders" DROP COLUMN "idempotency_body_hash"');
  }
}
