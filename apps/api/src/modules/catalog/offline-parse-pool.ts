import * as path from 'node:path';
import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { Piscina } from 'piscina';
import { ErrorCode, Messages } from '@catalogo/contracts/core';
import { DomainError } from '../../common/domain-error';
import type { Item } from '@catalogo/list-parser';

/** Options of the offline parser's worker pool. */
export interface OfflineParsePoolOptions {
  /** Hard limit of one parse, in ms, counted from submission (queue wait included). */
  timeoutMs: number;
  /** Worker entry; the default is `parse-worker` next to this file (`.ts` under ts-jest/tsx, `.js` in dist). */
  filename?: string;
  /** Most worker threads at once (default 2). */
  maxThreads?: number;
}

/** Worker entry next to this module, in the same language as the running code. */
function defaultWorkerFile(): string {
  return path.join(__dirname, `parse-worker${path.extname(__filename)}`);
}

/**
 * Runs the offline parser in worker threads (piscina) with a hard time limit: on
 * timeout the worker running the parse is terminated (piscina replaces it) and the seller gets
 * `Messages.processingFailed`. Under ts-jest or tsx the `.ts` worker is loaded through tsx's
 * CommonJS hook; the built API runs the compiled `.js` worker directly.
 */
export class OfflineParsePool implements OnModuleDestroy {
  private readonly logger = new Logger('OfflineParsePool');
  private readonly pool: Piscina<string, Item[]>;

  constructor(private readonly options: OfflineParsePoolOptions) {
    const filename = options.filename ?? defaultWorkerFile();
    this.pool = new Piscina({
      filename,
      minThreads: 0,
      maxThreads: options.maxThreads ?? 2,
      idleTimeout: 30_000,
      maxQueue: 100,
      // A parse needs a few MB; a runaway one is stopped instead of growing the process.
      resourceLimits: { maxOldGenerationSizeMb: 128 },
      execArgv: filename.endsWith('.ts') ? ['--require', require.resolve('tsx/cjs')] : [],
    });
  }

  /**
   * Parses `text` in a worker.
   *
   * @throws DomainError(Unavailable) → 503 with `Messages.processingFailed` ("Falha no
   *   processamento…") when the parse passes `timeoutMs`, the queue is full or the worker fails.
   */
  async parse(text: string): Promise<Item[]> {
    const started = Date.now();
    try {
      return await this.pool.run(text, { signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (error) {
      const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
      this.logger.warn(
        `offline parse failed after ${Date.now() - started} ms (${text.length} characters): ${reason}`,
      );
      throw new DomainError(ErrorCode.Unavailable, Messages.processingFailed);
    }
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.close({ force: true });
  }
}
