import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { appConfig, type AppConfig } from '../../config/app.config';
import {
  acquireProcessingLease,
  insertModelCall,
  releaseProcessingLease,
  selectModelSpend,
} from './catalog.queries';

/** Seconds a seller is told to wait (`Retry-After`) when their previous processing still runs. */
export const PROCESSING_BUSY_RETRY_AFTER_S = 5;

/** One metered model call (tokens as the API's `usage` reported them). */
export interface ModelCallRecord {
  model: string;
  inputTokens: number;
  outputTokens: number;
  maxTokens: number;
  outcome: 'ok' | 'no_tool' | 'error';
}

/** Whether the model may be called for a seller now, and if not, why (for the log). */
export type ModelAllowance =
  { allowed: true } | { allowed: false; reason: 'seller-cap' | 'daily-budget' };

/**
 * Model spend controls: one processing at a time per seller (a lease
 * row, so it holds across replicas), every model call metered in tokens, a per-seller cap on
 * calls per rolling 24 hours and a global token budget per UTC day.
 */
@Injectable()
export class AiSpendService {
  /** Lease length in ms: longer than the slowest processing (model attempts + offline parse). */
  private readonly leaseMs: number;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(appConfig.KEY) private readonly config: AppConfig,
  ) {
    this.leaseMs = 2 * config.anthropic.timeoutMs + config.catalogParseTimeoutMs + 30_000;
  }

  /**
   * Takes the seller's processing lease. Returns the holder id to pass to `release`, or null when
   * another processing of the same seller holds an unexpired lease.
   */
  async acquire(userId: string): Promise<string | null> {
    const holder = randomUUID();
    const taken = await acquireProcessingLease(
      this.dataSource.manager,
      userId,
      holder,
      this.leaseMs,
    );
    return taken ? holder : null;
  }

  /** Releases the lease taken by `acquire` (only if this holder still has it). */
  async release(userId: string, holder: string): Promise<void> {
    await releaseProcessingLease(this.dataSource.manager, userId, holder);
  }

  /**
   * Whether the model may be called for `userId`: false past `AI_SELLER_CALLS_PER_DAY` calls of
   * the seller in the last 24 hours, or past `AI_DAILY_TOKEN_BUDGET` tokens (input + output) of
   * all sellers since 00:00 UTC. Concurrent sellers may overshoot the budget by their calls in flight.
   */
  async allowance(userId: string): Promise<ModelAllowance> {
    const row = await selectModelSpend(this.dataSource.manager, userId);
    if (row.sellerCalls >= this.config.anthropic.sellerCallsPerDay)
      return { allowed: false, reason: 'seller-cap' };
    if (Number(row.dayTokens) >= this.config.anthropic.dailyTokenBudget)
      return { allowed: false, reason: 'daily-budget' };
    return { allowed: true };
  }

  /** Meters one model call of `userId`. */
  async record(userId: string, call: ModelCallRecord): Promise<void> {
    await insertModelCall(this.dataSource.manager, { userId, call });
  }
}
