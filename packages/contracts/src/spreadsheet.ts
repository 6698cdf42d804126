/**
 * Spreadsheet import of the "Adicionar Produtos" card: limits, answer shapes and the
 * Portuguese messages the API answers and the web shows. Browser-safe (exported from
 * `@catalogo/contracts/core`).
 */
import type { ProcessedItem } from './catalog';

/** Limits of an imported spreadsheet. */
export const SpreadsheetLimits = {
  /** Largest file accepted, in bytes (2 MB). */
  maxFileBytes: 2 * 1024 * 1024,
  /** Most rows read (a header row included); more → refused, nothing staged. */
  maxRows: 500,
  /** Most columns read per row. */
  maxColumns: 30,
  /** Rows shown in the column preview. */
  sampleRows: 5,
  /** Extensions the file input offers. */
  accept: '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Which column holds what (0-based indexes; `category` -1 when there is none). */
export interface SpreadsheetColumns {
  name: number;
  price: number;
  category: number;
}

/** Answer of `POST /catalog/spreadsheet/preview`: the columns and the guess, for confirmation. */
export interface SpreadsheetPreview {
  /** Column titles (the header row), or "Coluna A", "Coluna B"… when the sheet has none. */
  columns: string[];
  /** True when the first row is a header (then it is not a product). */
  header: boolean;
  /** The first rows of products, as text, for the preview table. */
  sample: string[][];
  /** Product rows in the sheet (the header excluded). */
  rowCount: number;
  /** The guessed columns (name/produto, preço/valor, categoria/seção). */
  guess: SpreadsheetColumns;
}

/** Answer of `POST /catalog/spreadsheet/items`: the rows as items to review, not yet saved. */
export interface SpreadsheetItems {
  items: ProcessedItem[];
  /** Rows without a usable name or price. */
  skipped: number;
}

/** Portuguese answers of the spreadsheet import. */
export const SpreadsheetMessages = {
  fileRequired: 'Escolha um arquivo .csv ou .xlsx.',
  notSpreadsheet:
    'Esse arquivo não é uma planilha .csv ou .xlsx. No Excel ou no Google Planilhas, use "Salvar como" / "Fazer download" em .xlsx ou .csv.',
  legacyXls: 'Planilhas .xls antigas não são aceitas. Salve como .xlsx ou .csv e envie de novo.',
  tooLarge: 'A planilha passa de 2 MB. Envie só as colunas de produtos, em .csv ou .xlsx.',
  tooManyRows: (max: number): string =>
    `A planilha tem mais de ${max} linhas. Envie no máximo ${max} produtos por vez.`,
  formulas: (cell: string): string =>
    `A planilha tem fórmulas (célula ${cell}). Copie as células e use "Colar especial → Somente valores", salve e envie de novo.`,
  damaged: 'Não conseguimos abrir essa planilha: o arquivo está danificado ou compactado demais.',
  empty: 'A planilha está vazia: não encontramos linhas com produtos.',
  noPrices:
    'Não encontramos uma coluna de preços nessa planilha. Confira se o arquivo tem uma coluna com os valores.',
  invalidColumns: 'Escolha colunas válidas para o nome e o preço dos produtos.',
  noItems: 'Nenhuma linha tem nome e preço válidos nas colunas escolhidas.',
  imported: (n: number): string =>
    n === 1 ? '1 item da planilha foi para a lista.' : `${n} itens da planilha foram para a lista.`,
} as const;
