import { Logger } from '@nestjs/common';
import * as ExcelJS from 'exceljs';
import { parse as parseCsv } from 'csv-parse/sync';
import { ErrorCode, SpreadsheetLimits, SpreadsheetMessages } from '@catalogo/contracts/core';
import { DomainError } from '../../../common/domain-error';
import { assertSafeZip, ZipRefused } from './zip-guard';

const logger = new Logger('SpreadsheetReader');

/** Column letters of a 0-based index ("A", "B", … "AA"). */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    out = String.fromCharCode(65 + r) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** Refusal with one of the import's Portuguese messages (400 unless told). */
function refuse(message: string, code: ErrorCode = ErrorCode.Validation): DomainError {
  return new DomainError(code, message);
}

/** Text of a CSV file: UTF-8 (BOM dropped), else Windows-1252 (Excel pt-BR's "CSV"). */
function decodeText(buffer: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(buffer);
  } catch {
    return new TextDecoder('windows-1252').decode(buffer);
  }
}

/** True when bytes look like text (no NUL and few control characters). */
function looksLikeText(buffer: Buffer): boolean {
  const head = buffer.subarray(0, 4096);
  let control = 0;
  for (const b of head) {
    if (b === 0) return false;
    if (b < 9 || (b > 13 && b < 32)) control++;
  }
  return control <= head.length / 100;
}

/** The delimiter a CSV uses: the one of ";", ",", tab that splits its first lines most evenly. */
function guessDelimiter(text: string): string {
  const lines = text.split(/\r?\n/, 6).filter((l) => l.trim() !== '');
  let best = ',';
  let bestScore = -1;
  for (const d of [';', ',', '\t']) {
    const counts = lines.map((l) => l.split(d).length - 1);
    const min = Math.min(...counts);
    const score = min > 0 ? min * 10 - (Math.max(...counts) - min) : -1;
    if (score > bestScore) {
      bestScore = score;
      best = d;
    }
  }
  return best;
}

/** Trims cells, drops empty rows and caps the row width. */
function tidy(rows: string[][]): string[][] {
  return rows
    .map((r) => r.slice(0, SpreadsheetLimits.maxColumns).map((c) => c.trim()))
    .filter((r) => r.some((c) => c !== ''));
}

/** Reads a CSV: every cell as text; a cell that starts with "=" is a formula. */
function readCsv(buffer: Buffer): string[][] {
  const text = decodeText(buffer);
  let rows: string[][];
  try {
    rows = parseCsv(text, {
      delimiter: guessDelimiter(text),
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      to_line: SpreadsheetLimits.maxRows + 2,
    }) as string[][];
  } catch {
    throw refuse(SpreadsheetMessages.notSpreadsheet, ErrorCode.UnsupportedMediaType);
  }
  const out = tidy(rows);
  if (out.length > SpreadsheetLimits.maxRows)
    throw refuse(SpreadsheetMessages.tooManyRows(SpreadsheetLimits.maxRows));
  out.forEach((r, i) =>
    r.forEach((c, j) => {
      if (/^=[A-Za-z(]/.test(c))
        throw refuse(SpreadsheetMessages.formulas(`${columnLetter(j)}${i + 1}`));
    }),
  );
  return out;
}

/** Text of one ExcelJS cell value; formulas are refused by the caller. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'VERDADEIRO' : 'FALSO';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((t) => t.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  return '';
}

/** True for a cell holding a formula (own or shared). */
function isFormula(value: ExcelJS.CellValue): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    !(value instanceof Date) &&
    ('formula' in value || 'sharedFormula' in value)
  );
}

/**
 * Reads the first worksheet of an .xlsx with ExcelJS's whole-file reader (`xlsx.load`), which
 * reads every part before putting the workbook together, so the order of the zip's entries does
 * not matter. (ExcelJS's streaming `WorkbookReader` refused at random a workbook whose
 * `xl/workbook.xml` comes after the sheet, as SheetJS writes them.) The file is at most 2 MB and
 * its archive is checked first by `assertSafeZip` (≤ 40 MB inflated), so holding it is bounded.
 */
async function readXlsx(buffer: Buffer): Promise<string[][]> {
  try {
    await assertSafeZip(buffer);
  } catch (error) {
    if (error instanceof ZipRefused) {
      logger.warn(`xlsx refused: ${error.message}`);
      throw refuse(SpreadsheetMessages.damaged);
    }
    throw error;
  }
  const workbook = new ExcelJS.Workbook();
  try {
    // ExcelJS's type wants its own Buffer interface; a Node Buffer is what it reads.
    await workbook.xlsx.load(buffer as unknown as ExcelJS.Buffer, {
      ignoreNodes: ['dataValidations', 'conditionalFormatting', 'hyperlinks', 'drawing', 'picture'],
    });
  } catch (error) {
    logger.warn(`xlsx unreadable: ${error instanceof Error ? error.message : String(error)}`);
    throw refuse(SpreadsheetMessages.damaged);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) {
    logger.warn('xlsx unreadable: no worksheet');
    throw refuse(SpreadsheetMessages.damaged);
  }
  if (sheet.actualRowCount > SpreadsheetLimits.maxRows + 1)
    throw refuse(SpreadsheetMessages.tooManyRows(SpreadsheetLimits.maxRows));
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    const values = Array.isArray(row.values) ? row.values : [];
    for (let col = 1; col < values.length && col <= SpreadsheetLimits.maxColumns; col++) {
      const value = values[col] as ExcelJS.CellValue;
      if (isFormula(value))
        throw refuse(SpreadsheetMessages.formulas(`${columnLetter(col - 1)}${row.number}`));
      cells[col - 1] = cellText(value);
    }
    rows.push(Array.from(cells, (c) => c ?? ''));
  });
  const out = tidy(rows);
  if (out.length > SpreadsheetLimits.maxRows)
    throw refuse(SpreadsheetMessages.tooManyRows(SpreadsheetLimits.maxRows));
  return out;
}

/**
 * Reads an uploaded spreadsheet into rows of text cells, the type told by the bytes,
 * not the name: an .xlsx is a zip (checked against zip bombs, then read whole by ExcelJS, first
 * worksheet only); text is a CSV (";", "," or tab, UTF-8 or Windows-1252).
 *
 * @throws DomainError 415 not a spreadsheet (or an old .xls); 413 over 2 MB; 400 with a
 *   Portuguese message for formulas, more than 500 rows, a damaged or bomb archive, or no rows.
 */
export async function readSpreadsheet(buffer: Buffer): Promise<string[][]> {
  if (buffer.length === 0) throw refuse(SpreadsheetMessages.empty);
  if (buffer.length > SpreadsheetLimits.maxFileBytes)
    throw refuse(SpreadsheetMessages.tooLarge, ErrorCode.PayloadTooLarge);
  let rows: string[][];
  if (buffer.subarray(0, 4).equals(ZIP_MAGIC)) rows = await readXlsx(buffer);
  else if (buffer.subarray(0, 4).equals(OLE_MAGIC))
    throw refuse(SpreadsheetMessages.legacyXls, ErrorCode.UnsupportedMediaType);
  else if (looksLikeText(buffer)) rows = readCsv(buffer);
  else throw refuse(SpreadsheetMessages.notSpreadsheet, ErrorCode.UnsupportedMediaType);
  if (rows.length === 0) throw refuse(SpreadsheetMessages.empty);
  return rows;
}
