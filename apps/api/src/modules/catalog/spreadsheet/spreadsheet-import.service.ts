import { Injectable } from '@nestjs/common';
import {
  ErrorCode,
  Limits,
  SpreadsheetLimits,
  SpreadsheetMessages,
  type ProcessedItem,
  type SpreadsheetColumns,
  type SpreadsheetItems,
  type SpreadsheetPreview,
} from '@catalogo/contracts/core';
import { DomainError } from '../../../common/domain-error';
import {
  finishName,
  guessColumns,
  headingCategory,
  inferCategories,
  parseCellPrice,
} from '@catalogo/list-parser';
import { keepValidItems } from '../valid-items';
import { columnLetter, readSpreadsheet } from './spreadsheet-reader';

/** Rows of a sheet and its guessed layout. */
interface Sheet {
  rows: string[][];
  width: number;
  header: boolean;
  guess: SpreadsheetColumns;
}

/**
 * Spreadsheet import of the "Adicionar Produtos" card, on the server so the file
 * limits (size, rows, formulas, zip bombs) hold for every client and the XLSX library never
 * reaches a browser: `preview` answers the columns and a guess to confirm, `items` turns the rows
 * into items to review with the confirmed columns (nothing is saved).
 */
@Injectable()
export class SpreadsheetImportService {
  /** Reads a file and guesses its columns. @throws DomainError as `readSpreadsheet`. */
  private async sheet(buffer: Buffer): Promise<Sheet> {
    const rows = await readSpreadsheet(buffer);
    const width = Math.max(...rows.map((r) => r.length));
    if (width < 2)
      throw new DomainError(ErrorCode.UnsupportedMediaType, SpreadsheetMessages.notSpreadsheet);
    const g = guessColumns(rows);
    const body = g.header ? rows.length - 1 : rows.length;
    if (body === 0) throw new DomainError(ErrorCode.Validation, SpreadsheetMessages.empty);
    const priced = rows
      .slice(g.header ? 1 : 0)
      .some((r) => r.some((c) => parseCellPrice(c) !== null));
    if (!priced) throw new DomainError(ErrorCode.Validation, SpreadsheetMessages.noPrices);
    return {
      rows,
      width,
      header: g.header,
      guess: { name: g.name, price: g.price, category: g.category },
    };
  }

  /**
   * `POST /catalog/spreadsheet/preview`: column titles, the first rows and the guessed columns.
   * @throws DomainError 400/413/415 with a Portuguese message (see `readSpreadsheet`).
   */
  async preview(buffer: Buffer): Promise<SpreadsheetPreview> {
    const { rows, width, header, guess } = await this.sheet(buffer);
    const columns = Array.from({ length: width }, (_, i) =>
      header && rows[0][i]?.trim() ? rows[0][i].trim() : `Coluna ${columnLetter(i)}`,
    );
    const body = header ? rows.slice(1) : rows;
    return {
      columns,
      header,
      sample: body
        .slice(0, SpreadsheetLimits.sampleRows)
        .map((r) => Array.from({ length: width }, (_, i) => r[i] ?? '')),
      rowCount: body.length,
      guess,
    };
  }

  /**
   * `POST /catalog/spreadsheet/items`: each row with a name and a price in the confirmed columns
   * becomes an item (name as typed, case fixed only when all capitals or all lower case, see
   * `finishName`; price in reais; the category column as a heading, or a
   * category inferred from the names when there is no category column); the rest is counted in
   * `skipped`. Items pass the same checks as a pasted list (`keepValidItems`).
   *
   * @throws DomainError 400 for columns outside the sheet or equal, or when no row has a name
   *   and a price; 400/413/415 as `readSpreadsheet`.
   */
  async items(buffer: Buffer, columns: SpreadsheetColumns): Promise<SpreadsheetItems> {
    const { rows, width, header } = await this.sheet(buffer);
    const { name, price, category } = columns;
    const inside = (c: number): boolean => Number.isInteger(c) && c >= 0 && c < width;
    if (
      !inside(name) ||
      !inside(price) ||
      name === price ||
      (category !== -1 && (!inside(category) || category === name || category === price))
    )
      throw new DomainError(ErrorCode.Validation, SpreadsheetMessages.invalidColumns);
    const body = header ? rows.slice(1) : rows;
    const drafts: Array<{ name: string; price: number; category: string | null }> = [];
    for (const row of body) {
      const value = parseCellPrice(row[price] ?? '');
      const label = finishName(row[name] ?? '', null);
      if (value === null || !/\p{L}.*\p{L}/u.test(label)) continue;
      const cat = category >= 0 ? headingCategory(row[category] ?? '') : '';
      drafts.push({ name: label, price: value, category: /\p{L}/u.test(cat) ? cat : null });
    }
    const open = drafts.filter((d) => d.category === null);
    const inferred = inferCategories(open.map((d) => d.name));
    open.forEach((d, k) => (d.category = inferred[k] ?? Limits.defaultCategory));
    const items: ProcessedItem[] = keepValidItems(drafts);
    if (items.length === 0)
      throw new DomainError(ErrorCode.Validation, SpreadsheetMessages.noItems);
    return { items, skipped: body.length - items.length };
  }
}
