import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ErrorCode, Messages, SLUG_PATTERN } from '@catalogo/contracts/core';
import { appConfig, type AppConfig } from '../../config/app.config';
import { DomainError } from '../../common/domain-error';
import { WorkQueue } from '../../common/work-queue';
import { MediaService } from '../media/media.service';
import { OG_LOGO_PX, renderOgImage, type OgImageInput } from './og-image';
import { selectOgPreview, selectSellerLink } from './share.queries';

/** A rendered image with the validator clients revalidate with. */
export interface RenderedImage {
  body: Buffer;
  etag: string;
}

/** How many stores' previews stay in memory, at most (about 40 KB each)… */
export const OG_CACHE_MAX_ENTRIES = 256;

/** …and how many bytes of PNG they may hold in all (a preview with a detailed logo weighs more). */
export const OG_CACHE_MAX_BYTES = 16 * 1024 * 1024;

/**
 * Previews rendered at a time per process; the others wait their turn. satori's layout (~30 ms)
 * runs on the event loop and resvg's rasterising on libuv's thread pool, so two keep both busy
 * without letting a crawler's burst of stores queue up dozens of renders at once.
 */
export const OG_RENDER_CONCURRENCY = 2;

interface CachedPreview {
  fingerprint: string;
  image: RenderedImage;
}

/**
 * The store's sharing material (docs/API.md §6 "Sharing"): the short link, and the
 * link-preview image. The preview is cached per slug under a fingerprint of what it draws, so a
 * seller's change (name, colour, logo, items, prices) gives a new image on the next request with no
 * invalidation to wire, at the cost of one small query per request. The cache drops the least
 * recently used store first (popular stores stay), bounded in entries and bytes; renders are
 * bounded by `OG_RENDER_CONCURRENCY`.
 */
@Injectable()
export class ShareService {
  private readonly ogCache = new LRUCache<string, CachedPreview>({
    max: OG_CACHE_MAX_ENTRIES,
    maxSize: OG_CACHE_MAX_BYTES,
    sizeCalculation: (entry) => entry.image.body.length + entry.fingerprint.length,
  });
  private readonly ogRenders = new WorkQueue(OG_RENDER_CONCURRENCY);
  private readonly logger = new Logger(ShareService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
    private readonly media: MediaService,
  ) {}

  /**
   * The logo stored under `key` (the large WebP) as a PNG of at most `px` pixels a side, for
   * satori and pdfkit (neither reads WebP); null without a key, or when the file cannot be read
   * (the image is drawn without it rather than failing).
   */
  async logoPng(key: string | null, px = 384): Promise<Buffer | null> {
    if (!key) return null;
    try {
      const bytes = await this.media.imageBytes(key);
      if (!bytes) return null;
      return await sharp(bytes).resize(px, px, { fit: 'inside' }).png().toBuffer();
    } catch (error) {
      this.logger.warn(`logo ${key} unreadable: ${String(error)}`);
      return null;
    }
  }

  /**
   * The seller's short link and store name, for the QR codes and the poster.
   *
   * @throws DomainError(Conflict) → 409 while the store has no slug yet.
   */
  async sellerLink(
    ownerId: string,
  ): Promise<{ link: string; storeName: string; logoKey: string | null }> {
    const store = await selectSellerLink(this.dataSource.manager, ownerId);
    if (!store?.slug) throw new DomainError(ErrorCode.Conflict, Messages.shareNeedsSlug);
    return {
      link: this.linkFor(store.slug),
      storeName: store.name ?? '',
      logoKey: store.logo_key,
    };
  }

  /** `{WEB_URL}/{slug}`: the address customers open (the web app answers it). */
  linkFor(slug: string): string {
    return `${this.config.webUrl}/${slug}`;
  }

  /**
   * The 1200×630 preview PNG of a store, from the cache when nothing it draws has changed;
   * otherwise rendered once a render slot is free (a request that waited for the same preview
   * takes the one rendered meanwhile).
   *
   * @throws DomainError(NotFound) → 404 for an unknown or malformed slug.
   */
  async ogImage(slug: string): Promise<RenderedImage> {
    if (!SLUG_PATTERN.test(slug)) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    const row = await selectOgPreview(this.dataSource.manager, slug);
    if (!row) throw new DomainError(ErrorCode.NotFound, Messages.storeNotFound);
    const input: OgImageInput = {
      storeName: row.name ?? '',
      coverColor: row.cover_color,
      productCount: Number(row.product_count),
      items: (row.items ?? []).map((item) => ({ name: item.name, priceCents: item.price_cents })),
    };
    // The logo's key names its content (a new upload is a new key): it stands for the bytes.
    const fingerprint = createHash('sha256')
      .update(JSON.stringify({ ...input, logoKey: row.logo_key }))
      .digest('base64url');
    const hit = this.ogCache.get(slug);
    if (hit?.fingerprint === fingerprint) return hit.image;
    return this.ogRenders.run(async () => {
      const rendered = this.ogCache.get(slug);
      if (rendered?.fingerprint === fingerprint) return rendered.image;
      const body = await renderOgImage({
        ...input,
        logoPng: await this.logoPng(row.logo_key, OG_LOGO_PX * 2),
      });
      const image = { body, etag: `"${fingerprint.slice(0, 27)}"` };
      this.ogCache.set(slug, { fingerprint, image });
      return image;
    });
  }
}
