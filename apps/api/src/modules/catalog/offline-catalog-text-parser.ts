import { Injectable } from '@nestjs/common';
import { CatalogTextParser, type ParseOutcome } from './catalog-text-parser';
import { parseCatalogText } from './offline-list-parser';
import { keepValidItems } from './valid-items';

/** The deterministic offline engine (no key set, and the fallback of the Anthropic engine). */
@Injectable()
export class OfflineCatalogTextParser extends CatalogTextParser {
  async parse(text: string): Promise<ParseOutcome> {
    return { items: keepValidItems(parseCatalogText(text)), engine: 'offline' };
  }
}
