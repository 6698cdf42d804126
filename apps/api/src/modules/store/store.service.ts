import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { ErrorCode, Messages } from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { isUniqueViolation } from '../../common/postgres-errors';
import { PublicCatalogCache } from '../../common/public-catalog-cache';
import { StoreEntity } from './store.entity';

/** The seller's store: name, slug, access counters. */
@Injectable()
export class StoreService {
  constructor(
    @InjectRepository(StoreEntity) private readonly stores: Repository<StoreEntity>,
    private readonly publicCache: PublicCatalogCache,
  ) {}

  /**
   * Creates the empty store of a new seller inside the caller's transaction (registration
   * creates the user and the store together).
   */
  async createEmptyStore(manager: EntityManager, ownerId: string): Promise<StoreEntity> {
    return manager.getRepository(StoreEntity).save({ ownerId, name: null, slug: null });
  }

  /** Sets the store name (1–80 characters, already validated and trimmed). */
  async updateName(ownerId: string, name: string): Promise<void> {
    const result = await this.stores.update({ ownerId }, { name });
    this.publicCache.invalidate();
    if (!result.affected) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
  }

  /**
   * Sets the store slug (CONTRACT.md §3; shape and reserved words already validated). The old
   * slug is freed at once. Uniqueness is enforced by the database's unique index.
   *
   * @throws DomainError(Conflict) → 409 when another store has the slug.
   */
  async updateSlug(ownerId: string, slug: string): Promise<void> {
    try {
      const result = await this.stores.update({ ownerId }, { slug });
      this.publicCache.invalidate();
      if (!result.affected) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError(ErrorCode.Conflict, Messages.slugTaken);
      throw error;
    }
  }
}
