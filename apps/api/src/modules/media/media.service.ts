import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  ErrorCode,
  Limits,
  Messages,
  type ItemPhotoResponse,
  type StoreLogoResponse,
  type StoreLook,
} from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { ImageStorage } from './image-storage';
import {
  ITEM_PHOTO_SIZES,
  STORE_LOGO_SIZES,
  processImage,
  type ProcessedImage,
} from './image-processor';
import {
  clearOwnItemPhoto,
  clearOwnStoreLogo,
  lockStoreLogoBytes,
  selectOwnItemStoreId,
  selectOwnLook,
  selectReferencedKeys,
  selectStoreIdOfOwner,
  setItemPhoto,
  setStoreLogo,
  sumItemPhotoBytes,
  updateOwnCoverColor,
  type LookRow,
} from './media.queries';

const WEBP = 'image/webp';

/** Where the new files go and what the row will hold. */
interface NewFiles {
  keys: [string, string];
  bytes: number;
}

/**
 * Item photos, the store logo and the cover colour. Files are
 * written before the row points at them and old files deleted after it no longer does, so a
 * stored URL never points at a missing file; a failure in between leaves at worst an orphan
 * file, never a broken image. Every query is scoped by the owner: another seller's item → 404.
 */
@Injectable()
export class MediaService {
  private readonly logger = new Logger('Media');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly storage: ImageStorage,
  ) {}

  /**
   * `PUT /catalog/{id}/photo`: checks and re-encodes the upload (see `processImage`), stores the
   * detail and thumbnail WebP files, points the item at them and deletes the previous ones.
   *
   * @throws DomainError(NotFound) → 404 when the item is not the caller's (checked first);
   *   the errors of `processImage` (400/415); DomainError(ImageQuotaExceeded) → 403
   *   `storeImageQuotaReached` when the store would keep more than 25 MB of images.
   */
  async setItemPhoto(ownerId: string, itemId: string, upload: Buffer): Promise<ItemPhotoResponse> {
    const storeId = await selectOwnItemStoreId(this.dataSource.manager, ownerId, itemId);
    if (!storeId) throw new DomainError(ErrorCode.NotFound, Messages.itemNotFound);
    const images = await processImage(upload, ITEM_PHOTO_SIZES);
    const files = await this.write(`${storeId}/items/${itemId}/`, images);
    await this.swap(files, async (manager) => {
      const usedByOthers = await this.lockStoreAndCountBytes(manager, storeId, { itemId });
      this.checkQuota(usedByOthers, files.bytes);
      const row = await setItemPhoto(manager, {
        itemId,
        photoKey: files.keys[0],
        thumbKey: files.keys[1],
        bytes: files.bytes,
      });
      // Deleted while the image was being processed.
      if (!row) throw new DomainError(ErrorCode.NotFound, Messages.itemNotFound);
      return [row.photo_key, row.photo_thumb_key];
    });
    return {
      photoUrl: this.storage.urlOf(files.keys[0]),
      thumbnailUrl: this.storage.urlOf(files.keys[1]),
    };
  }

  /**
   * `DELETE /catalog/{id}/photo`: the item has no photo any more and its files are deleted.
   * Idempotent (an item without photo answers the same).
   *
   * @throws DomainError(NotFound) → 404 when the item is not the caller's.
   */
  async deleteItemPhoto(ownerId: string, itemId: string): Promise<void> {
    const row = await clearOwnItemPhoto(this.dataSource.manager, ownerId, itemId);
    if (!row) throw new DomainError(ErrorCode.NotFound, Messages.itemNotFound);
    await this.deleteQuietly([row.photo_key, row.photo_thumb_key]);
  }

  /**
   * `PUT /store/logo`: like `setItemPhoto` for the store's logo (512 and 128 px, never cropped).
   *
   * @throws the errors of `processImage`; DomainError(ImageQuotaExceeded) → 403 over the store's 25 MB;
   *   DomainError(NotFound) → 404 when the seller has no store.
   */
  async setLogo(ownerId: string, upload: Buffer): Promise<StoreLogoResponse> {
    const storeId = await this.storeIdOf(ownerId);
    const images = await processImage(upload, STORE_LOGO_SIZES);
    const files = await this.write(`${storeId}/logo/`, images);
    await this.swap(files, async (manager) => {
      const usedByOthers = await this.lockStoreAndCountBytes(manager, storeId, { logo: true });
      this.checkQuota(usedByOthers, files.bytes);
      const row = await setStoreLogo(manager, {
        storeId,
        logoKey: files.keys[0],
        thumbKey: files.keys[1],
        bytes: files.bytes,
      });
      return row ? [row.logo_key, row.logo_thumb_key] : [];
    });
    return {
      logoUrl: this.storage.urlOf(files.keys[0]),
      logoThumbnailUrl: this.storage.urlOf(files.keys[1]),
    };
  }

  /**
   * `DELETE /store/logo`: removes the logo and deletes its files (idempotent).
   *
   * @throws DomainError(NotFound) → 404 when the seller has no store.
   */
  async deleteLogo(ownerId: string): Promise<void> {
    const row = await clearOwnStoreLogo(this.dataSource.manager, ownerId);
    if (!row) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    await this.deleteQuietly([row.logo_key, row.logo_thumb_key]);
  }

  /**
   * `GET /store/look`: logo URLs and cover colour.
   *
   * @throws DomainError(NotFound) → 404 when the seller has no store.
   */
  async look(ownerId: string): Promise<StoreLook> {
    const row = await selectOwnLook(this.dataSource.manager, ownerId);
    if (!row) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    return this.toLook(row);
  }

  /**
   * `PUT /store/look {coverColor}`: sets (`#rrggbb`, stored lower-case) or clears the colour.
   *
   * @throws DomainError(NotFound) → 404 when the seller has no store.
   */
  async setCoverColor(ownerId: string, coverColor: string | null): Promise<StoreLook> {
    const row = await updateOwnCoverColor(
      this.dataSource.manager,
      ownerId,
      coverColor?.toLowerCase() ?? null,
    );
    if (!row) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    return this.toLook(row);
  }

  /** The stored image's bytes (a WebP made by this service), or null when there is none. */
  async imageBytes(key: string): Promise<Buffer | null> {
    return this.storage.get(key);
  }

  /** Absolute URL of a stored key, or null. */
  urlOf(key: string | null): string | null {
    return key === null ? null : this.storage.urlOf(key);
  }

  /** Deletes the files of a deleted item (or anything no row points at any more); logs failures. */
  async deleteQuietly(keys: readonly (string | null)[]): Promise<void> {
    const present = keys.filter((k): k is string => k !== null);
    if (present.length === 0) return;
    try {
      await this.storage.delete(present);
    } catch (error) {
      this.logger.warn({ err: error, keys: present }, 'could not delete image files (orphans)');
    }
  }

  private toLook(row: LookRow): StoreLook {
    return {
      logoUrl: this.urlOf(row.logo_key),
      logoThumbnailUrl: this.urlOf(row.logo_thumb_key),
      coverColor: row.cover_color,
    };
  }

  private async storeIdOf(ownerId: string): Promise<string> {
    const storeId = await selectStoreIdOfOwner(this.dataSource.manager, ownerId);
    if (!storeId) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    return storeId;
  }

  private async write(prefix: string, images: ProcessedImage[]): Promise<NewFiles> {
    const keys = images.map((i) => prefix + i.fileName) as [string, string];
    await Promise.all(images.map((image, n) => this.storage.put(keys[n], image.body, WEBP)));
    return { keys, bytes: images.reduce((sum, i) => sum + i.body.length, 0) };
  }

  /**
   * Runs `update` (which points the row at `files` and answers the keys it pointed at before) in
   * a transaction, then deletes the old files; if it fails, deletes the new files instead
   * (unless they are the old ones: the same image uploaded again has the same names).
   */
  private async swap(
    files: NewFiles,
    update: (manager: EntityManager) => Promise<(string | null)[]>,
  ): Promise<void> {
    let old: (string | null)[];
    try {
      old = await this.dataSource.transaction(update);
    } catch (error) {
      const current = await this.referenced(files.keys);
      await this.deleteQuietly(files.keys.filter((k) => !current.has(k)));
      throw error;
    }
    await this.deleteQuietly(old.filter((k) => k !== null && !files.keys.includes(k)));
  }

  /** Which of `keys` a row still points at. */
  private async referenced(keys: readonly string[]): Promise<Set<string>> {
    return new Set(await selectReferencedKeys(this.dataSource.manager, keys));
  }

  /**
   * Locks the store row (serializing its uploads and item saves) and answers the bytes of its
   * images other than the one being replaced (the item's photo or the logo).
   */
  private async lockStoreAndCountBytes(
    manager: EntityManager,
    storeId: string,
    replacing: { itemId?: string; logo?: boolean },
  ): Promise<number> {
    const logoBytes = await lockStoreLogoBytes(manager, storeId);
    const itemBytes = await sumItemPhotoBytes(manager, storeId, replacing.itemId ?? null);
    const logo = replacing.logo ? 0 : (logoBytes ?? 0);
    return logo + Number(itemBytes ?? 0);
  }

  private checkQuota(usedByOthers: number, newBytes: number): void {
    if (usedByOthers + newBytes > Limits.storeImageMaxBytes) {
      throw new DomainError(ErrorCode.ImageQuotaExceeded, Messages.storeImageQuotaReached);
    }
  }
}
