import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { StoreSettingsDto } from '@catalogo/contracts';
import { ErrorCode, Messages, type StoreSettings } from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { HotQueries } from '../../database/hot-query';
import { fromStoredSettings, toStoredSettings } from './store-settings.mapping';
import {
  selectSettingsOfOwner,
  selectSettingsOfStore,
  upsertSettingsOfOwner,
} from './store.queries';

/**
 * The store's ordering options (docs/API.md §6 "Ordering options"): read and replace
 * the whole document. Money is reais outside and integer centavos in the database. A store
 * without a row has the contract's defaults.
 */
@Injectable()
export class StoreSettingsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hot: HotQueries,
  ) {}

  /**
   * `GET /store/settings`: the seller's settings (reais).
   *
   * @throws DomainError(NotFound) → 404 when the seller has no store.
   */
  async get(ownerId: string): Promise<StoreSettings> {
    const row = await selectSettingsOfOwner(this.dataSource.manager, ownerId);
    if (!row) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    return fromStoredSettings(row.settings);
  }

  /**
   * `PUT /store/settings`: replaces the whole document (already validated and normalised by
   * `StoreSettingsDto`; without `alerts` the saved alerts are kept, without
   * `payment.pix.expiryMinutes` the saved lifetime); the public catalogue follows through the
   * store version (a trigger).
   *
   * @throws DomainError(NotFound) → 404 when the seller has no store.
   */
  async save(ownerId: string, dto: StoreSettingsDto): Promise<StoreSettings> {
    // A document without `alerts` keeps the saved ones (docs/API.md §8); one without the Pix
    // code's lifetime keeps the saved one too ("Pix online").
    const saved =
      dto.alerts && dto.payment.pix.expiryMinutes !== undefined
        ? undefined
        : (await selectSettingsOfOwner(this.dataSource.manager, ownerId))?.settings;
    const alerts = dto.alerts ?? saved?.alerts;
    const expiryMinutes = dto.payment.pix.expiryMinutes ?? saved?.payment.pix.expiryMinutes;
    const stored = toStoredSettings({
      ...dto,
      alerts,
      payment: { ...dto.payment, pix: { ...dto.payment.pix, expiryMinutes } },
    });
    const storeId = await upsertSettingsOfOwner(this.dataSource.manager, ownerId, stored);
    if (storeId === null) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    return fromStoredSettings(stored);
  }

  /** A store's settings by its id (defaults when it never saved any), for the order rules. */
  async forStore(storeId: string): Promise<StoreSettings> {
    const settings = await selectSettingsOfStore(this.hot, { storeId });
    return fromStoredSettings(settings);
  }
}
