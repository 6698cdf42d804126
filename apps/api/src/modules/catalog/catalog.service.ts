import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CatalogItemInputDto, UpdateCatalogItemDto } from '@catalogo/contracts';
import {
  ErrorCode,
  Messages,
  centsToReais,
  exceedsPlanItems,
  reaisToCents,
  type CatalogItem,
} from '@catalogo/contracts/core';
import { ptCollator } from '../../common/collation';
import { DomainError } from '../../common/domain-error';
import { MediaService } from '../media/media.service';
import type { CatalogItemEntity } from './catalog-item.entity';
import {
  countItemsOfStore,
  deleteOwnItem,
  insertItems,
  lockStoreOfOwner,
  selectItemsOfOwner,
  updateOwnItem,
} from './catalog.queries';
import { loadOptionGroups, writeOptionGroups } from './option-groups.queries';

/** Maps a row to the API shape (price in reais; photo keys → absolute URLs), groups aside. */
function toItem(
  row: CatalogItemEntity,
  urlOf: (key: string | null) => string | null,
): Omit<CatalogItem, 'optionGroups'> {
  return {
    id: row.id,
    name: row.name,
    price: centsToReais(row.priceCents),
    category: row.category,
    // A freshly saved entity lacks the columns left to their defaults.
    description: row.description ?? '',
    available: row.available ?? true,
    photoUrl: urlOf(row.photoKey ?? null),
    thumbnailUrl: urlOf(row.photoThumbKey ?? null),
  };
}

/**
 * The seller's catalogue items. Every query is scoped by the owner's store, so another seller's
 * item is never read or changed: it simply does not exist for the caller (404).
 */
@Injectable()
export class CatalogService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly media: MediaService,
  ) {}

  private readonly urlOf = (key: string | null): string | null => this.media.urlOf(key);

  /** `GET /catalog`: the seller's items with their option groups, by name (case-insensitive). */
  async list(ownerId: string): Promise<CatalogItem[]> {
    const rows = await selectItemsOfOwner(this.dataSource.manager, { ownerId });
    const groups = await loadOptionGroups(
      this.dataSource.manager,
      rows.map((r) => r.id),
    );
    return rows
      .map((row) => ({ ...toItem(row, this.urlOf), optionGroups: groups.get(row.id) ?? [] }))
      .sort((a, b) => ptCollator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1));
  }

  /**
   * `POST /catalog/save`: adds a batch, with the items' option groups, in one transaction. The
   * store row is locked so that concurrent saves cannot together pass the plan's 50 items
   * (docs/API.md §3).
   *
   * @throws DomainError(PlanItemLimit) → 403 "Seu plano permite até 50 produtos." (nothing saved).
   */
  async save(ownerId: string, items: CatalogItemInputDto[]): Promise<CatalogItem[]> {
    return this.dataSource.transaction(async (manager) => {
      const storeId = await lockStoreOfOwner(manager, ownerId);
      if (!storeId) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
      const existing = await countItemsOfStore(manager, { storeId });
      if (exceedsPlanItems(existing, items.length)) {
        throw new DomainError(ErrorCode.PlanItemLimit, Messages.planItemLimit);
      }
      const saved = await insertItems(manager, {
        items: items.map((item) => ({
          storeId,
          name: item.name,
          priceCents: reaisToCents(item.price),
          category: item.category,
          description: item.description ?? '',
        })),
      });
      const groups = await writeOptionGroups(
        manager,
        saved.map((row, i) => ({ itemId: row.id, groups: items[i].optionGroups ?? [] })),
        false,
      );
      return saved.map((row) => ({
        ...toItem(row, this.urlOf),
        optionGroups: groups.get(row.id) ?? [],
      }));
    });
  }

  /**
   * `PUT /catalog/{id}`: replaces the item's name, price and category, its description and
   * availability when sent (kept when omitted) and, when `optionGroups` is sent, its whole list
   * of groups (ids sent back kept, the others removed: docs/API.md §6), in one transaction (the
   * item's row lock orders concurrent edits).
   *
   * @throws DomainError(NotFound) → 404 when the item is not the caller's (unchanged).
   */
  async update(ownerId: string, id: string, item: UpdateCatalogItemDto): Promise<CatalogItem> {
    return this.dataSource.transaction(async (manager) => {
      const row = await updateOwnItem(manager, ownerId, id, {
        name: item.name,
        priceCents: reaisToCents(item.price),
        category: item.category,
        description: item.description ?? null,
        available: item.available ?? null,
      });
      if (!row) throw new DomainError(ErrorCode.NotFound, Messages.itemNotFound);
      const groups =
        item.optionGroups === undefined
          ? await loadOptionGroups(manager, [row.id])
          : await writeOptionGroups(manager, [{ itemId: row.id, groups: item.optionGroups }], true);
      return {
        id: row.id,
        name: row.name,
        price: centsToReais(row.price_cents),
        category: row.category,
        description: row.description,
        available: row.available,
        photoUrl: this.urlOf(row.photo_key),
        thumbnailUrl: this.urlOf(row.photo_thumb_key),
        optionGroups: groups.get(row.id) ?? [],
      };
    });
  }

  /**
   * `DELETE /catalog/{id}`; the item's photo files are deleted too.
   *
   * @throws DomainError(NotFound) → 404 when the item is not the caller's (unchanged).
   */
  async remove(ownerId: string, id: string): Promise<void> {
    const row = await deleteOwnItem(this.dataSource.manager, ownerId, id);
    if (!row) throw new DomainError(ErrorCode.NotFound, Messages.itemNotFound);
    await this.media.deleteQuietly([row.photo_key, row.photo_thumb_key]);
  }
}
