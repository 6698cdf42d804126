/**
 * Worker-thread entry of the offline parser (issue 11): `OfflineParsePool` runs
 * `parseCatalogText` here so a slow input can never hold the API's event loop.
 */
import { parseCatalogText, type ParsedCatalogItem } from './offline-list-parser';

/** Parses one pasted list (the task is the text itself). */
export default function parseTask(text: string): ParsedCatalogItem[] {
  return parseCatalogText(text);
}
