import { Injectable } from '@nestjs/common';
import { CatalogTextParser, type ParseOutcome } from './catalog-text-parser';
import { OfflineParsePool } from './offline-parse-pool';
import { keepValidItems } from './valid-items';

/**
 * The deterministic offline engine (no key set, the fallback of the Anthropic engine, and the
 * answer past the model caps). Parses in a worker thread with a hard time limit.
 */
@Injectable()
export class OfflineCatalogTextParser extends CatalogTextParser {
  constructor(private readonly pool: OfflineParsePool) {
    super();
  }

  /** @throws DomainError(Unavailable) → 503 "Falha no processamento…" when the worker times out. */
  async parse(text: string): Promise<ParseOutcome> {
    return { items: keepValidItems(await this.pool.parse(text)), engine: 'offline' };
  }
}
