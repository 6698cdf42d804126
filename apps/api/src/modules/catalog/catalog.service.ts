import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { CatalogItemInputDto, UpdateCatalogItemDto } from '@catalogo/contracts';
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
import { MediaService } from '../media/media.service';
import { CatalogItemEntity } from './catalog-item.entity';

/** Maps a row to the API shape (price in reais; photo keys → absolute URLs). */
function toItem(row: CatalogItemEntity, urlOf: (key: string | null) => string | null): CatalogItem {
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
    private readonly publicCache: PublicCatalogCache,
    private readonly media: MediaService,
  ) {}

  private readonly urlOf = (key: string | null): string | null => this.media.urlOf(key);

  /** `GET /catalog`: the seller's items, by name (case-insensitive). */
  async list(ownerId: string): Promise<CatalogItem[]> {
    const rows = await this.dataSource
      .getRepository(CatalogItemEntity)
      .createQueryBuilder('i')
      .innerJoin(StoreEntity, 's', 's.id = i.store_id')
      .where('s.owner_id = :ownerId', { ownerId })
      .getMany();
    return rows
      .map((row) => toItem(row, this.urlOf))
      .sort((a, b) => ptCollator.compare(a.name, b.name) || (a.id < b.id ? -1 : 1));
  }

  /**
   * `POST /catalog/save`: adds a batch in one transaction. The store row is locked so that
   * concurrent saves cannot together pass the plan's 50 items (CONTRACT.md §3).
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
            description: item.description ?? '',
          })),
        );
        return saved.map((row) => toItem(row, this.urlOf));
      })
      .finally(() => this.publicCache.invalidate());
  }

  /**
   * `PUT /catalog/{id}`: replaces the item's name, price and category, and its description and
   * availability when sent (kept when omitted).
   *
   * @throws DomainError(NotFound) → 404 when the item is not the caller's (unchanged).
   */
  async update(ownerId: string, id: string, item: UpdateCatalogItemDto): Promise<CatalogItem> {
    const rows: {
      id: string;
      name: string;
      price_cents: number;
      category: string;
      description: string;
      available: boolean;
      photo_key: string | null;
      photo_thumb_key: string | null;
    }[][] = await this.dataSource.query(
      `UPDATE catalog_items i SET name = $3, price_cents = $4, category = $5,
              description = COALESCE($6::text, i.description),
              available = COALESCE($7::boolean, i.available), updated_at = now()
         FROM stores s
        WHERE i.id = $2 AND i.store_id = s.id AND s.owner_id = $1
        RETURNING i.id, i.name, i.price_cents, i.category, i.description, i.available,
                  i.photo_key, i.photo_thumb_key`,
      [
        ownerId,
        id,
        item.name,
        reaisToCents(item.price),
        item.category,
        item.description ?? null,
        item.available ?? null,
      ],
    );
    this.publicCache.invalidate();
    const row = rows[0]?.[0];
    if (!row) throw new DomainError(ErrorCode.NotFound, Messages.itemNotFound);
    return {
      id: row.id,
      name: row.name,
      price: centsToReais(row.price_cents),
      category: row.category,
      description: row.description,
      available: row.available,
      photoUrl: this.urlOf(row.photo_key),
      thumbnailUrl: this.urlOf(row.photo_thumb_key),
    };
  }

  /**
   * `DELETE /catalog/{id}`; the item's photo files are deleted too (issue 16).
   *
   * @throws DomainError(NotFound) → 404 when the item is not the caller's (unchanged).
   */
  async remove(ownerId: string, id: string): Promise<void> {
    const result: [{ photo_key: string | null; photo_thumb_key: string | null }[], number] =
      await this.dataSource.query(
        `DELETE FROM catalog_items i USING stores s
          WHERE i.id = $2 AND i.store_id = s.id AND s.owner_id = $1
          RETURNING i.photo_key, i.photo_thumb_key`,
        [ownerId, id],
      );
    this.publicCache.invalidate();
    if (!result[1]) throw new DomainError(ErrorCode.NotFound, Messages.itemNotFound);
    const row = result[0][0];
    if (row) await this.media.deleteQuietly([row.photo_key, row.photo_thumb_key]);
  }
}
