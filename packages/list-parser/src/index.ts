/**
 * @catalogo/list-parser: the offline list parser of Catálogo. Pure functions,
 * no I/O: the API runs `parseCatalogText` in worker threads with a time limit and reuses the
 * cell helpers for spreadsheet imports. The scoring harness, benchmark and corpus live beside
 * `src/` and are not shipped.
 */
export { parseCatalogText } from './offline-list-parser';
export {
  SIZE_GROUP_NAME,
  sizeGroup,
  type Item,
  type ItemOption,
  type ItemOptionGroup,
} from './item';

// Helpers the spreadsheet import shares with the text parser (one rule for both inputs).
export { inferCategories } from './parser/categories';
export { headingCategory } from './parser/classify';
export { finishName } from './parser/names';
export { parseCellPrice } from './parser/prices';
export { guessColumns } from './parser/table';
