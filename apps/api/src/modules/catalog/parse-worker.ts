/**
 * Worker-thread entry of the offline parser: `OfflineParsePool` runs
 * `parseCatalogText` (@catalogo/list-parser) here so a slow input can never hold the API's event loop.
 */
import { parseCatalogText, type Item } from '@catalogo/list-parser';

/** Parses one pasted list (the task is the text itself). */
export default function parseTask(text: string): Item[] {
  return parseCatalogText(text);
}
