import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CatalogItemInputDto } from '@catalogo/contracts';
import {
  ErrorCode,
  Limits,
  Messages,
  centsToReais,
  reaisToCents,
  type CatalogItem,
} from '@catalogo/contracts/core';
import { ptCollator } from '../../common/collation';
import { PublicCatalogCache } from '../../common/public-catalog-cache';
import { DomainError } from '../../common/domain-error';
import { StoreEntity } from '../store/store.entity';
import { CatalogItemEntity } from './catalog-item.entity';
import { loadOptionGroups, writeOptionGroups } from './option-groups.store';

/** Maps a row to the API shape (price in reais). */
function toItem(row: CatalogItemEntity): CatalogItem {
  return {
    id: row.id,
    name: row.name,
    price: centsToReais(row.priceCents),
    category: row.category,
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
    private readonly publicCache: PublicCatalogCache,
  ) {}

  /** `GET /catalog`: the seller's items with their option groups, by name (case-insensitive). */
  async list(ownerId: string): Promise<CatalogItem[]> {
    const rows = await this.dataSource
      .getRepository(CatalogItemEntity)
      .createQueryBuilder('i')
      .innerJoin(StoreEntity, 's', 's.id = i.store_id')
      .where('s.owner_id = :ownerId', { ownerId })
      .getMany();
    const groups = await loadOptionGroups(
      this.dataSource.manager,
      rows.map((r) => r.id),
    );
    return rows
      .map((row) => ({ ...toItem(row), optionGroups: groups.get(row.id) ?? [] }))
      .sort((a, b) => ptCollator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1));
  }

  /**
   * `POST /catalog/save`: adds a batch, with the items' option groups, in one transaction. The
   * store row is locked so that concurrent saves cannot together pass the plan's 50 items
   * (CONTRACT.md §3).
   *
   * @throws DomainError(PlanLimit) → 403 "Seu plano permite até 50 produtos." (nothing saved).
   */
  async save(ownerId: string, items: CatalogItemInputDto[]): Promise<CatalogItem[]> {
    return this.dataSource
      .transaction(async (manager) => {
        const store = await manager
          .getRepository(StoreEntity)
          .createQueryBuilder('s')
          .setLock('pessimistic_write')
          .where('s.owner_id = :ownerId', { ownerId })
          .getOne();
        if (!store) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
        const existing = await manager
          .getRepository(CatalogItemEntity)
          .count({ where: { storeId: store.id } });
        if (existing + items.length > Limits.maxCatalogItems) {
          throw new DomainError(ErrorCode.PlanLimit, Messages.planItemLimit);
        }
        const saved = await manager.getRepository(CatalogItemEntity).save(
          items.map((item) => ({
            storeId: store.id,
            name: item.name,
            priceCents: reaisToCents(item.price),
            category: item.category,
          })),
        );
        const groups = await writeOptionGroups(
          manager,
          saved.map((row, i) => ({ itemId: row.id, groups: items[i].optionGroups ?? [] })),
          false,
        );
        return saved.map((row) => ({ ...toItem(row), optionGroups: groups.get(row.id) ?? [] }));
      })
      .finally(() => this.publicCache.invalidate());
  }

  /**
   * `PUT /catalog/{id}`: replaces the item's name, price and category and, when `optionGroups` is
   * sent, its whole list of groups (ids sent back kept, the others removed: CONTRACT.md §6), in
   * one transaction (the item's row lock orders concurrent edits).
   *
   * @throws DomainError(NotFound) → 404 when the item is not the caller's (unchanged).
   */
  async update(ownerId: string, id: string, item: CatalogItemInputDto): Promise<CatalogItem> {
    return this.dataSource
      .transaction(async (manager) => {
        const rows: { id: string; name: string; price_cents: number; category: string }[][] =
          await manager.query(
            `UPDATE catalog_items i SET name = $3, price_cents = $4, category = $5, updated_at = now()
               FROM stores s
              WHERE i.id = $2 AND i.store_id = s.id AND s.owner_id = $1
              RETURNING i.id, i.name, i.price_cents, i.category`,
            [ownerId, id, item.name, reaisToCents(item.price), item.category],
          );
        const row = rows[0]?.[0];
        if (!row) throw new DomainError(ErrorCode.NotFound, Messages.itemNotFound);
        const groups =
          item.optionGroups === undefined
            ? await loadOptionGroups(manager, [row.id])
            : await writeOptionGroups(
                manager,
                [{ itemId: row.id, groups: item.optionGroups }],
                true,
              );
        return {
          id: row.id,
          name: row.name,
          price: centsToReais(row.price_cents),
          category: row.category,
          optionGroups: groups.get(row.id) ?? [],
        };
      })
      .finally(() => this.publicCache.invalidate());
  }

  /**
   * `DELETE /catalog/{id}`.
   *
   * @throws DomainError(NotFound) → 404 when the item is not the caller's (unchanged).
   */
  async remove(ownerId: string, id: string): Promise<void> {
    const result: [unknown[], number] = await this.dataSource.query(
      `DELETE FROM catalog_items i USING stores s
        WHERE i.id = $2 AND i.store_id = s.id AND s.owner_id = $1`,
      [ownerId, id],
    );
    this.publicCache.invalidate();
    if (!result[1]) throw new DomainError(ErrorCode.NotFound, Messages.itemNotFound);
  }
}
