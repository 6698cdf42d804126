import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  ErrorCode,
  Messages,
  aiQuotaState,
  type ProcessCatalogResponse,
} from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { AiQuotaService } from './ai-quota.service';
import { AiSpendService, PROCESSING_BUSY_RETRY_AFTER_S } from './ai-spend.service';
import { CatalogTextParser, type ParserEngine } from './catalog-text-parser';
import { insertProcessingRun, lockAiQuota, selectRunTimes } from './catalog.queries';
import { prepareMenuPhoto } from './menu-photo';
import { MenuPhotoReader } from './menu-photo-reader';

/**
 * `POST /catalog/process` (docs/PRODUCT.md §1, §9; docs/API.md §3–§4): turns pasted text into
 * items within the seller's quota of 15 successful processings per 30-day window.
 * `POST /catalog/process-image` does the same from a photo of the menu, in the same quota.
 */
@Injectable()
export class CatalogProcessingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly parser: CatalogTextParser,
    private readonly quota: AiQuotaService,
    private readonly spend: AiSpendService,
    private readonly photos: MenuPhotoReader,
  ) {}

  /**
   * Parses `text` (≤ 10.000 characters, validated by the DTO). Only a 2xx answer with at least one
   * item is counted (recorded in `ai_processing_runs`); an empty result is answered, not counted.
   * One processing at a time per seller (docs/API.md §7).
   *
   * @throws DomainError(TooManyRequests) → 429 with the spec's message when the window's 15 runs
   *   are used (checked before parsing, and again under a per-seller lock before recording), or
   *   with `Messages.processingInProgress` and `Retry-After: 5` while the seller's previous
   *   processing still runs.
   * @throws DomainError(Unavailable) → 503 "Falha no processamento…" when the offline parse
   *   passes its time limit.
   */
  async process(userId: string, text: string, now = new Date()): Promise<ProcessCatalogResponse> {
    this.assertWithinQuota(await this.quota.runTimes(userId), now);
    return this.whileHoldingLease(userId, async () => {
      const { items, engine } = await this.parser.parse(text, userId);
      await this.countRun(userId, items.length, engine, text.length, now);
      return { items };
    });
  }

  /**
   * Reads the items of a photographed menu (`upload`: the bytes of the multipart file, ≤ 5 MB by
   * the upload interceptor) with the model (vision). Checked in this order: a model is configured,
   * the quota, the photo rules (type by bytes…), one processing at a time; then counted exactly
   * like `process` (recorded with engine "anthropic-vision" and `input_chars` 0).
   *
   * @throws DomainError(Unavailable) → 503 `menuPhotoNeedsAi` without `ANTHROPIC_API_KEY`;
   *   `menuPhotoFailed` when the model fails or the spend caps stop the call.
   * @throws DomainError(TooManyRequests) → 429 as `process` (quota, processing in progress).
   * @throws DomainError 415 / 413 / 400 from the photo rules (`prepareMenuPhoto`).
   */
  async processImage(
    userId: string,
    upload: Buffer,
    now = new Date(),
  ): Promise<ProcessCatalogResponse> {
    if (!this.photos.configured)
      throw new DomainError(ErrorCode.Unavailable, Messages.menuPhotoNeedsAi);
    this.assertWithinQuota(await this.quota.runTimes(userId), now);
    const photo = await prepareMenuPhoto(upload);
    return this.whileHoldingLease(userId, async () => {
      const items = await this.photos.read(photo, userId);
      await this.countRun(userId, items.length, 'anthropic-vision', 0, now);
      return { items };
    });
  }

  /** Runs `work` holding the seller's processing lease (docs/API.md §7). */
  private async whileHoldingLease<T>(userId: string, work: () => Promise<T>): Promise<T> {
    const holder = await this.spend.acquire(userId);
    if (holder === null)
      throw new DomainError(
        ErrorCode.ProcessingInProgress,
        Messages.processingInProgress,
        PROCESSING_BUSY_RETRY_AFTER_S,
      );
    try {
      return await work();
    } finally {
      await this.spend.release(userId, holder);
    }
  }

  /**
   * Records a run that answered items (under the per-seller quota lock, re-checking the quota);
   * a run without items is answered, not counted.
   */
  private async countRun(
    userId: string,
    itemCount: number,
    engine: ParserEngine,
    inputChars: number,
    now: Date,
  ): Promise<void> {
    if (itemCount === 0) return;
    await this.dataSource.transaction(async (manager) => {
      await lockAiQuota(manager, userId);
      this.assertWithinQuota(await selectRunTimes(manager, { userId }), now);
      await insertProcessingRun(manager, { userId, inputChars, itemCount, engine });
    });
  }

  /** @throws DomainError(AiQuotaExceeded) → 429 with `Retry-After` when the window is used up. */
  private assertWithinQuota(runs: Date[], now: Date): void {
    const quota = aiQuotaState(runs, now);
    if (quota.exhausted)
      throw new DomainError(
        ErrorCode.AiQuotaExceeded,
        Messages.processingQuotaReached,
        quota.retryAfterSeconds ?? undefined,
      );
  }
}
