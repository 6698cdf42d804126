import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ErrorCode, Messages } from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { isUniqueViolation } from '../../common/postgres-errors';
import type { StoreEntity } from './store.entity';
import {
  deleteFreedSlug,
  insertEmptyStore,
  lockSlug,
  lockStoreSlugOfOwner,
  selectQuarantinedSlug,
  setStoreSlug,
  updateStoreName,
} from './store.queries';

/** Days a freed slug stays reserved for the store that freed it. */
export const SLUG_QUARANTINE_DAYS = 30;

/** The seller's store: name, slug, access counters. */
@Injectable()
export class StoreService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Creates the empty store of a new seller inside the caller's transaction (registration
   * creates the user and the store together).
   */
  async createEmptyStore(manager: EntityManager, ownerId: string): Promise<StoreEntity> {
    return insertEmptyStore(manager, { ownerId });
  }

  /** Sets the store name (1–80 characters, already validated and trimmed). */
  async updateName(ownerId: string, name: string): Promise<void> {
    if (!(await updateStoreName(this.dataSource.manager, { ownerId, name })))
      throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
  }

  /**
   * Sets the store slug (docs/API.md §3; shape and reserved words already validated). A slug
   * another store gave up less than 30 days ago (`SLUG_QUARANTINE_DAYS`, kept in `freed_slugs`
   * by a trigger) is refused so it cannot receive that store's customers; the store that freed
   * it may take it back. Uniqueness is enforced by the database's unique index; an advisory lock
   * per slug orders a claim after a concurrent release of the same slug.
   *
   * @throws DomainError(SlugTaken) → 409 `slugTaken` when another store has the slug or freed it
   *   less than 30 days ago; DomainError(NotFound) → 404 when the seller has no store.
   */
  async updateSlug(ownerId: string, slug: string): Promise<void> {
    try {
      await this.dataSource.transaction(async (manager) => {
        const store = await lockStoreSlugOfOwner(manager, ownerId);
        if (!store) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
        if (store.slug === slug) return;
        // Lock both slugs (sorted, no deadlock): a claim waits for a release of the same slug.
        for (const s of [slug, store.slug].filter((x): x is string => x !== null).sort()) {
          await lockSlug(manager, s);
        }
        const freed = await selectQuarantinedSlug(manager, slug, SLUG_QUARANTINE_DAYS);
        if (freed && freed.store_id !== store.id) {
          throw new DomainError(ErrorCode.SlugTaken, Messages.slugTaken);
        }
        await deleteFreedSlug(manager, slug);
        await setStoreSlug(manager, store.id, slug);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError(ErrorCode.SlugTaken, Messages.slugTaken);
      throw error;
    }
  }
}
