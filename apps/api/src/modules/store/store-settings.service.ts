import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { StoreSettingsDto } from '@catalogo/contracts';
import { ErrorCode, Messages, type StoreSettings } from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { PublicCatalogCache } from '../../common/public-catalog-cache';
import { hotQuery } from '../../database/hot-query';
import {
  fromStoredSettings,
  toStoredSettings,
  type StoredStoreSettings,
} from './store-settings.mapping';

/** The store's settings row (if any), by the seller. */
const BY_OWNER_SQL = `
  SELECT s.id, ss.settings
    FROM stores s LEFT JOIN store_settings ss ON ss.store_id = s.id
   WHERE s.owner_id = $1`;

/** Whole-document upsert of the seller's store settings (one statement). */
const SAVE_SQL = `
  INSERT INTO store_settings (store_id, settings, updated_at)
  SELECT id, $2::jsonb, now() FROM stores WHERE owner_id = $1
  ON CONFLICT (store_id) DO UPDATE SET settings = EXCLUDED.settings, updated_at = now()
  RETURNING store_id`;

const BY_STORE_SQL = 'SELECT settings FROM store_settings WHERE store_id = $1';

/**
 * The store's ordering options (CONTRACT.md §6 "Ordering options", issue 15): read and replace
 * the whole document. Money is reais outside and integer centavos in the database. A store
 * without a row has the contract's defaults.
 */
@Injectable()
export class StoreSettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly publicCache: PublicCatalogCache,
  ) {}

  /**
   * `GET /store/settings`: the seller's settings (reais).
   *
   * @throws DomainError(NotFound) → 404 when the seller has no store.
   */
  async get(ownerId: string): Promise<StoreSettings> {
    const rows = (await this.dataSource.query(BY_OWNER_SQL, [ownerId])) as {
      id: string;
      settings: StoredStoreSettings | null;
    }[];
    if (!rows[0]) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    return fromStoredSettings(rows[0].settings);
  }

  /**
   * `PUT /store/settings`: replaces the whole document (already validated and normalised by
   * `StoreSettingsDto`) and clears the public catalogue's micro-cache, like a catalogue change.
   *
   * @throws DomainError(NotFound) → 404 when the seller has no store.
   */
  async save(ownerId: string, dto: StoreSettingsDto): Promise<StoreSettings> {
    const stored = toStoredSettings(dto);
    const rows = (await this.dataSource.query(SAVE_SQL, [
      ownerId,
      JSON.stringify(stored),
    ])) as unknown[];
    this.publicCache.invalidate();
    if (rows.length === 0) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    return fromStoredSettings(stored);
  }

  /** A store's settings by its id (defaults when it never saved any), for the order rules. */
  async forStore(storeId: string): Promise<StoreSettings> {
    const rows = await hotQuery<{ settings: StoredStoreSettings }>(
      this.dataSource,
      'store_settings_by_store',
      BY_STORE_SQL,
      [storeId],
    );
    return fromStoredSettings(rows[0]?.settings);
  }
}
