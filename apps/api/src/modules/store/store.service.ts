import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { StoreEntity } from './store.entity';

/** The seller's store: name, slug, access counters. */
@Injectable()
export class StoreService {
  /**
   * Creates the empty store of a new seller inside the caller's transaction (registration
   * creates the user and the store together).
   */
  async createEmptyStore(manager: EntityManager, ownerId: string): Promise<StoreEntity> {
    return manager.getRepository(StoreEntity).save({ ownerId, name: null, slug: null });
  }
}
