import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ErrorCode, Limits, Messages, type ProcessCatalogResponse } from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import { AiProcessingRunEntity } from './ai-processing-run.entity';
import { currentQuotaWindow } from './ai-quota';
import { AiQuotaService } from './ai-quota.service';
import { AiSpendService, PROCESSING_BUSY_RETRY_AFTER_S } from './ai-spend.service';
import { CatalogTextParser } from './catalog-text-parser';
import { lockAiQuota } from './catalog.queries';

/**
 * `POST /catalog/process` (PRODUCT_SPEC.md §1, §9; CONTRACT.md §3–§4): turns pasted text into
 * items within the seller's quota of 15 successful processings per 30-day window.
 */
@Injectable()
export class CatalogProcessingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly parser: CatalogTextParser,
    private readonly quota: AiQuotaService,
    private readonly spend: AiSpendService,
  ) {}

  /**
   * Parses `text` (≤ 10.000 characters, validated by the DTO). Only a 2xx answer with at least one
   * item is counted (recorded in `ai_processing_runs`); an empty result is answered, not counted.
   * One processing at a time per seller (CONTRACT.md §7).
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
    const holder = await this.spend.acquire(userId);
    if (holder === null)
      throw new DomainError(
        ErrorCode.ProcessingInProgress,
        Messages.processingInProgress,
        PROCESSING_BUSY_RETRY_AFTER_S,
      );
    try {
      return await this.parseAndCount(userId, text, now);
    } finally {
      await this.spend.release(userId, holder);
    }
  }

  /** Parses, then records the run when it answered items (under the per-seller quota lock). */
  private async parseAndCount(
    userId: string,
    text: string,
    now: Date,
  ): Promise<ProcessCatalogResponse> {
    const { items, engine } = await this.parser.parse(text, userId);
    if (items.length === 0) return { items };
    await this.dataSource.transaction(async (manager) => {
      await lockAiQuota(manager, userId);
      const runs = await manager.getRepository(AiProcessingRunEntity).find({
        where: { userId },
        select: { createdAt: true },
        order: { createdAt: 'ASC' },
      });
      this.assertWithinQuota(
        runs.map((r) => r.createdAt),
        now,
      );
      await manager
        .getRepository(AiProcessingRunEntity)
        .insert({ userId, inputChars: text.length, itemCount: items.length, engine });
    });
    return { items };
  }

  private assertWithinQuota(runs: Date[], now: Date): void {
    const { start, used } = currentQuotaWindow(runs, now);
    if (start && used >= Limits.aiProcessingsPerWindow) {
      const renewsAt = start.getTime() + Limits.aiProcessingWindowDays * 86_400_000;
      const retryAfter = Math.max(1, Math.ceil((renewsAt - now.getTime()) / 1000));
      throw new DomainError(ErrorCode.AiQuotaExceeded, Messages.processingQuotaReached, retryAfter);
    }
  }
}
