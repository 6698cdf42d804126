import type { ProcessedItem } from '@catalogo/contracts/core';

/**
 * Which engine produced a processing's items (recorded in `ai_processing_runs.engine`):
 * "anthropic-vision" is a menu photo read by the model.
 */
export type ParserEngine = 'anthropic' | 'anthropic-vision' | 'offline';

/** The outcome of turning pasted text into items. */
export interface ParseOutcome {
  items: ProcessedItem[];
  engine: ParserEngine;
}

/**
 * Port: turns a pasted product list into catalogue items (ARCHITECTURE.md "Third parties sit
 * behind a small port"). Chosen at start: Anthropic when `ANTHROPIC_API_KEY` is set, else the
 * offline parser. Implementations never throw for a model failure: they fall back offline.
 */
export abstract class CatalogTextParser {
  /** `userId` is the seller the call is made for (metering and caps of the model engine). */
  abstract parse(text: string, userId?: string): Promise<ParseOutcome>;
}
