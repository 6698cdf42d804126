/**
 * Spreadsheet pastes: tab-separated rows and semicolon CSV, with or without a header row.
 * Finds the name, price and (optional) category columns and turns each row into an item.
 */
import { parseCellPrice } from './prices';
import { isSizeLabel, sizeName, type SizeOption } from './segments';
import { fold, hasLetters } from './text';

/** One row read from a table block. */
export interface TableRow {
  line: number;
  name: string;
  price: number;
  category: string | null;
  /** A table with a column per size ("Sabor | P | M | G"): the row's sizes and prices. */
  sizes?: SizeOption[];
}

/** A run of table lines and the rows read from it. */
export interface TableBlock {
  lines: number[];
  rows: TableRow[];
}

interface Roles {
  name: number;
  price: number;
  category: number;
}

const NAME_HEAD_RE =
  /^(?:produtos?|nome|descricao|descricao do produto|item|itens|mercadoria|artigo|modelo|sabor|servico|produto\/servico)$/;
const PRICE_HEAD_RE = /(?:preco|valor|vlr|price|^r\$|unitario|venda|\(r\$\))/;
const PRICE_PREFERRED_RE = /(?:promo|por|atual|final|oferta|desconto|varejo|unit)/;
const PRICE_OLD_RE = /(?:antigo|de$|original|cheio|custo|atacado)/;
const CATEGORY_HEAD_RE =
  /^(?:categorias?|secao|departamento|depto|grupo|tipo|linha|setor|familia|colecao|segmento)$/;
const UNIT_CELL_RE =
  /^(?:un|und|unid|unidade|pct|pacote|cx|caixa|kg|g|l|lt|ml|dz|fd|fardo|par|pc|pç|m|cento|bandeja|maço|maco|lata|garrafa)\.?$/i;

/** Cell text in lower case without accents. */
function plain(s: string): string {
  return fold(s).toLowerCase().trim();
}

/** Splits a CSV/TSV line into cells, honouring double quotes. */
export function splitCells(line: string, sep: string): string[] {
  if (sep === SPACES) return line.trim().split(/\s{2,}/);
  const out: string[] = [];
  let cur = '';
  let quoted = false;
  for (const ch of line) {
    if (ch === '"') quoted = !quoted;
    else if (ch === sep && !quoted) {
      out.push(cur.trim());
      cur = '';
    } else cur += ch;
  }
  out.push(cur.trim());
  return out;
}

/** Cells of a line aligned with runs of spaces ("Sabor      P     M     G"). */
const SPACES = '  ';

/** Separator used by a line, if it is a table line: tab, or semicolon used like a CSV. */
function separatorOf(line: string): string | null {
  if (line.includes('\t')) return '\t';
  if (/[.!?]\s/.test(line)) return null;
  if (line.includes(';')) return ';';
  return line.includes('|') ? '|' : null;
}

/** True when a row is a header: no price cell and at least one known column title. */
function isHeader(cells: string[]): boolean {
  if (cells.some((c) => parseCellPrice(c) !== null)) return false;
  return cells.some((c) => {
    const p = plain(c);
    return NAME_HEAD_RE.test(p) || PRICE_HEAD_RE.test(p) || CATEGORY_HEAD_RE.test(p);
  });
}

/** Column roles read from a header row. */
function rolesFromHeader(cells: string[]): Roles {
  const heads = cells.map(plain);
  const prices = heads.map((h, i) => (PRICE_HEAD_RE.test(h) ? i : -1)).filter((i) => i >= 0);
  const preferred = prices.find((i) => PRICE_PREFERRED_RE.test(heads[i]));
  const notOld = prices.find((i) => !PRICE_OLD_RE.test(heads[i]));
  return {
    name: heads.findIndex((h) => NAME_HEAD_RE.test(h)),
    price: preferred ?? notOld ?? prices[0] ?? -1,
    category: heads.findIndex((h) => CATEGORY_HEAD_RE.test(h)),
  };
}

/** Share of rows whose cell in column `col` satisfies `test`. */
function share(rows: string[][], col: number, test: (c: string) => boolean): number {
  if (rows.length === 0) return 0;
  return rows.filter((r) => col < r.length && test(r[col])).length / rows.length;
}

/** Average number of letters in a column. */
function letters(rows: string[][], col: number): number {
  let n = 0;
  for (const r of rows) n += (r[col] ?? '').replace(/[^\p{L}]/gu, '').length;
  return rows.length ? n / rows.length : 0;
}

/** Column roles guessed from the cells when there is no header. */
function rolesFromCells(rows: string[][]): Roles {
  if (rows.length === 0) return { name: -1, price: -1, category: -1 };
  const width = Math.max(...rows.map((r) => r.length));
  let price = -1;
  let best = 0;
  for (let c = 0; c < width; c++) {
    const decimal = share(rows, c, (x) => parseCellPrice(x) !== null && /[.,]\d|r\$/i.test(x));
    const any = share(rows, c, (x) => parseCellPrice(x) !== null);
    const score = decimal * 2 + any;
    if (any >= 0.6 && score >= best) {
      best = score;
      price = c;
    }
  }
  const text = [...Array(width).keys()].filter(
    (c) =>
      c !== price && share(rows, c, (x) => hasLetters(x, 2) && !UNIT_CELL_RE.test(x.trim())) >= 0.6,
  );
  const distinct = (c: number): number => new Set(rows.map((r) => plain(r[c] ?? ''))).size;
  text.sort((a, b) => distinct(b) - distinct(a) || letters(rows, b) - letters(rows, a));
  const name = text[0] ?? -1;
  const cat = text.find((c) => c !== name && distinct(c) < rows.length);
  return { name, price, category: rows.length > 1 && cat !== undefined ? cat : -1 };
}

/** Columns of a header whose titles are sizes ("P", "M", "G", "300ml", "Broto"), if two or more. */
function sizeColumns(header: string[]): number[] {
  const cols = header.map((c, i) => (c.trim() && isSizeLabel(c.trim()) ? i : -1));
  const found = cols.filter((i) => i >= 0);
  return found.length >= 2 ? found : [];
}

/**
 * "Sabor | P | M | G" (Markdown, tabs, semicolons or aligned with spaces): each row is one item
 * with a size per column (docs/API.md §6 "Import"); a row with a single price stays a plain item.
 */
function readSizeBlock(cells: string[][], idx: number[], found: number[]): TableRow[] {
  const head = cells[0];
  // The first titled column names the product even when its title is a size word ("Copo").
  const first = head.findIndex((c) => c.trim() !== '');
  const named = cells
    .slice(1)
    .filter((r) => hasLetters(r[first] ?? '', 2) && parseCellPrice(r[first] ?? '') === null);
  const cols = named.length > 0 ? found.filter((c) => c !== first) : found;
  const nameCol =
    named.length > 0 ? first : head.findIndex((c, i) => !cols.includes(i) && hasLetters(c, 1));
  const firstText = (r: string[]): number =>
    r.findIndex((c, i) => !cols.includes(i) && hasLetters(c, 2) && parseCellPrice(c) === null);
  const rows: TableRow[] = [];
  cells.slice(1).forEach((r, k) => {
    const col = nameCol >= 0 && hasLetters(r[nameCol] ?? '', 2) ? nameCol : firstText(r);
    const name = col >= 0 ? (r[col] ?? '').trim() : '';
    if (!hasLetters(name, 2)) return;
    const sizes: SizeOption[] = [];
    for (const c of cols) {
      const price = parseCellPrice(r[c] ?? '');
      if (price !== null && price > 0) sizes.push({ name: sizeName(head[c].trim()), price });
    }
    if (sizes.length === 0) return;
    const line = idx[k + 1];
    rows.push(
      sizes.length === 1
        ? { line, name: `${name} ${sizes[0].name}`, price: sizes[0].price, category: null }
        : { line, name, price: 0, category: null, sizes },
    );
  });
  return rows;
}

/** Reads the rows of one block; an empty list means it is not a usable table. */
function readBlock(lines: string[], idx: number[], sep: string): TableRow[] {
  const cells = idx.map((i) => splitCells(lines[i], sep));
  const cols = sizeColumns(cells[0]);
  if (cols.length > 0 && cells[0].every((c) => parseCellPrice(c) === null)) {
    const rows = readSizeBlock(cells, idx, cols);
    if (rows.length > 0 || sep === SPACES) return rows;
  }
  if (sep === SPACES) return [];
  const header = isHeader(cells[0]);
  const body = header ? cells.slice(1) : cells;
  const bodyIdx = header ? idx.slice(1) : idx;
  let roles = header ? rolesFromHeader(cells[0]) : rolesFromCells(body);
  if (roles.name < 0 || roles.price < 0)
    roles = { ...rolesFromCells(body), category: roles.category };
  if (roles.name < 0 || roles.price < 0) return [];
  const rows: TableRow[] = [];
  body.forEach((r, k) => {
    const price = parseCellPrice(r[roles.price] ?? '');
    const name = (r[roles.name] ?? '').trim();
    if (price === null || !hasLetters(name, 2)) return;
    const cat = roles.category >= 0 ? (r[roles.category] ?? '').trim() : '';
    rows.push({ line: bodyIdx[k], name, price, category: hasLetters(cat, 2) ? cat : null });
  });
  return rows;
}

/** A header aligned with spaces whose columns after the first are sizes ("Sabor    P    M    G"). */
function alignedSizeHeader(line: string): boolean {
  if (!/\S\s{2,}\S/.test(line)) return false;
  const cells = splitCells(line, SPACES);
  return cells.length >= 3 && sizeColumns(cells).length >= 2 && !/\d[.,]\d/.test(line);
}

/** Finds table blocks: runs of lines with tabs, or of two or more lines with the same number of semicolons. */
export function findTables(lines: string[]): TableBlock[] {
  const blocks: TableBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const sep = separatorOf(lines[i]) ?? (alignedSizeHeader(lines[i]) ? SPACES : null);
    if (!sep) {
      i++;
      continue;
    }
    if (sep === SPACES) {
      const width = splitCells(lines[i], SPACES).length;
      const idx = [i];
      let j = i + 1;
      while (j < lines.length && splitCells(lines[j], SPACES).length === width) idx.push(j++);
      const rows = idx.length >= 2 ? readBlock(lines, idx, SPACES) : [];
      if (rows.length > 0) blocks.push({ lines: idx, rows });
      i = j;
      continue;
    }
    const count = lines[i].split(sep).length;
    const idx = [i];
    let j = i + 1;
    while (
      j < lines.length &&
      separatorOf(lines[j]) === sep &&
      (sep === '\t' || lines[j].split(sep).length === count)
    ) {
      idx.push(j++);
    }
    if (sep === '\t' || idx.length >= 2) {
      const rows = readBlock(lines, idx, sep);
      if (rows.length > 0) blocks.push({ lines: idx, rows });
    }
    i = j;
  }
  return blocks;
}

/**
 * The columns of a spreadsheet's rows: whether the first row is a header and
 * which columns hold the name (nome/produto), the price (preço/valor) and the category
 * (categoria/seção), from the titles when there are, else from the cells. -1 when not found.
 */
export function guessColumns(rows: string[][]): {
  header: boolean;
  name: number;
  price: number;
  category: number;
} {
  if (rows.length === 0) return { header: false, name: -1, price: -1, category: -1 };
  const header = isHeader(rows[0]);
  const body = header ? rows.slice(1) : rows;
  let roles = header ? rolesFromHeader(rows[0]) : rolesFromCells(body);
  if (roles.name < 0 || roles.price < 0) {
    const cells = rolesFromCells(body);
    roles = {
      name: roles.name >= 0 ? roles.name : cells.name,
      price: roles.price >= 0 ? roles.price : cells.price,
      category: roles.category >= 0 ? roles.category : header ? -1 : cells.category,
    };
  }
  return { header, ...roles };
}
