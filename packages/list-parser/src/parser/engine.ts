/**
 * The line-by-line reader: keeps the current section (heading, heading price, highlight), a
 * name waiting for its price on the next line and the product word of the conversation, and
 * turns lines into item drafts; `finish` merges repeats and corrections and fills categories.
 */
import { sizeGroup, type Item } from '../item';
import { inferCategories, isProductNoun, matchHits } from './categories';
import {
  correctionClause,
  headingCategory,
  headingKind,
  inlineCategory,
  isFeeTableHeading,
  isGenericLabel,
  isNoise,
  isNote,
  looksLikeHeading,
  sellingNoun,
  stripCorrectionWords,
  type HeadingKind,
} from './classify';
import { cleanLabel, finishName, stripMarkup } from './names';
import { dropStrikethrough, findPrices, maskLine, selectPrices, type PriceToken } from './prices';
import {
  isPriceOnly,
  isSizeLabel,
  sizeName,
  splitLine,
  type SizeOption,
  splitList,
  trailingSize,
  type Piece,
} from './segments';
import { findTables, type TableRow } from './table';
import {
  collapse,
  endsWithEmoji,
  fold,
  hasLetters,
  isShouting,
  keyOf,
  parenWithList,
  replaceParens,
  singularKey,
  startsWithEmoji,
  stripEmoji,
  wordCount,
} from './text';

/** One input line, cleaned and tokenised. */
interface Prepared {
  text: string;
  tokens: PriceToken[];
  emojiLead: boolean;
  decorated: boolean;
  blank: boolean;
  /** The line belongs to a table block (read from its cells, not as text). */
  table?: boolean;
}

/** An item before categories are settled. */
interface Draft {
  name: string;
  key: string;
  price: number;
  category: string | null;
  highlight: boolean;
  /** Product word of the conversation, used to infer the category of a bare flavour. */
  hint: string | null;
  /** Sizes with their own prices (then `price` is 0). */
  sizes: SizeOption[] | null;
}

/** The section opened by the last heading. */
interface Section {
  kind: HeadingKind | 'none';
  category: string | null;
  noun: string | null;
  price: number | null;
  priceOpen: boolean;
  items: number;
}

const NO_SECTION: Section = {
  kind: 'none',
  category: null,
  noun: null,
  price: null,
  priceOpen: false,
  items: 0,
};

const ASCII_RE = /^[\t -~]*$/;

/** A line holding only a product code ("cód. 4521", "Cód: 94230", "Ref. 5818", "código 30981"). */
const PRODUCT_CODE_LINE_RE = /^(?:c[oó]d(?:igo)?|ref|sku)\b[.:#nº° ]*\d{2,}[a-z]?$/i;

/** A line of hashtags only ("#bolo #docinhos"): tokens split by spaces, each "#" and 1+ more characters. */
const HASHTAGS_ONLY_RE = /^\s*(?:#\S+\s+)*#\S+\s*$/;

/**
 * "Label: rest" as `/^\s*([^:]{2,40}?):\s*(.*)$/s` splits it — the label runs to the first colon
 * and keeps leading white space only when it needs it to reach 2 characters — in linear time.
 * Returns `[, label, rest]` like a match, or null.
 */
function splitInlineLabel(s: string): [string, string, string] | null {
  const colon = s.indexOf(':');
  if (colon < 0) return null;
  let start = Math.min(s.length - s.trimStart().length, colon);
  if (colon - start < 2) start = Math.max(0, colon - 2);
  if (colon - start < 2 || colon - start > 40) return null;
  return [s, s.slice(start, colon), s.slice(colon + 1).trimStart()];
}

/**
 * Longest line the reader handles, in characters. A product line is well under 200
 * characters; longer ones (a whole list pasted on one line) are cut into pieces of at most this
 * size at white space, so no per-line work can grow with the whole 10.000-character input.
 */
export const MAX_LINE_CHARS = 500;

/** Characters that separate items written on one line ("Coxinha 6 • Kibe 7 | Esfiha 5"). */
const INLINE_SEPARATORS = ['•', '|', ';', '·', '▪'];

/** Where to cut a line longer than the cap: after the last item separator, else at the last space. */
function cutAt(line: string): number {
  const window = line.slice(0, MAX_LINE_CHARS);
  const sep = Math.max(...INLINE_SEPARATORS.map((c) => window.lastIndexOf(c)));
  if (sep >= MAX_LINE_CHARS / 2) return sep + 1;
  const space = window.lastIndexOf(' ');
  return space > 0 ? space : MAX_LINE_CHARS;
}

/**
 * Splits every line longer than `MAX_LINE_CHARS` into lines of at most that size: after the last
 * item separator in the second half of the window, else at the last space, else at the cap.
 */
export function capLines(lines: string[]): string[] {
  const out: string[] = [];
  for (let line of lines) {
    while (line.length > MAX_LINE_CHARS) {
      const at = cutAt(line);
      out.push(line.slice(0, at));
      line = line.slice(at);
    }
    out.push(line);
  }
  return out;
}

/** Cleans one raw line: strikethrough, keycap numbers, emoji, spacing; then finds its prices. */
export function prepareLine(raw: string): Prepared {
  const ascii = ASCII_RE.test(raw);
  let s = ascii ? raw : raw.normalize('NFC').replace(/[\u00A0\u2007\u202F]/g, ' ');
  if (!ascii && s.includes('\u20E3')) s = s.replace(/(\d)\uFE0F?\u20E3/gu, '$1. ');
  s = dropStrikethrough(s);
  const emojiLead = !ascii && startsWithEmoji(s);
  const decorated = emojiLead && endsWithEmoji(s);
  const text = collapse((ascii ? s : stripEmoji(s)).replace(/\t/g, ' '));
  const blank = !/[\p{L}\d]/u.test(text);
  const masked = maskLine(text);
  const choice = selectPrices(masked, blank ? [] : findPrices(masked));
  return { text: blankOut(text, choice.dropped), tokens: choice.kept, emojiLead, decorated, blank };
}

/** Blanks out prices that were written but do not count (old, instalment, denied), keeping offsets. */
function blankOut(text: string, dropped: PriceToken[]): string {
  let out = text;
  for (const t of dropped)
    out = out.slice(0, t.start) + ' '.repeat(t.end - t.start) + out.slice(t.end);
  return out;
}

/** Singular form of a displayed word ("Pizzas" → "Pizza", "Pães" → "Pão"). */
function singularWord(word: string): string {
  const f = fold(word).toLowerCase();
  if (f.length <= 3 || !f.endsWith('s')) return word;
  if (/[ãõ]es$/i.test(word)) return `${word.slice(0, -3)}ão`;
  if (/[eé]is$/i.test(word)) return `${word.slice(0, -3)}el`;
  if (/ns$/i.test(word)) return `${word.slice(0, -2)}m`;
  if (/[rz]es$/i.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** The product word of a heading: its first word in singular ("Açaí no Copo" → "Açaí"). */
function headingNoun(category: string): string | null {
  const first = category.split(' ')[0];
  return first && hasLetters(first, 3) ? singularWord(first) : null;
}

/** True when a name is a bare flavour ("Oreo", "Ninho com morango") rather than a product of its own. */
function isFlavourName(name: string): boolean {
  const hit = matchHits(name)[0];
  return hit === undefined || hit.weak || hit.rule.segment === 'hortifruti';
}

/** Sizes only pizzas come in ("Broto", "Família"): the product word of a flavour sold in them. */
const PIZZA_SIZE_RE = /^(?:broto|brotinho|fam[ií]lia|gigante|big)$/i;

/** "pizza" for a flavour sold as "Broto / Média / Grande", else "". */
function sizesHint(sizes: SizeOption[] | null): string {
  return sizes?.some((o) => PIZZA_SIZE_RE.test(o.name)) ? 'pizza' : '';
}

/** True for a short plain line ("Frutas", "Bolos caseiros") right before an item line, after a blank. */
function plainHeadingCandidate(lines: Prepared[], i: number): boolean {
  const line = lines[i];
  const prev = lines[i - 1];
  const next = lines[i + 1];
  if (
    line.blank ||
    line.tokens.length > 0 ||
    (prev !== undefined && !prev.blank && prev.tokens.length === 0)
  )
    return false;
  if (
    next === undefined ||
    (!next.table && (next.blank || next.tokens.length === 0 || isPriceOnly(next.text, next.tokens)))
  )
    return false;
  const t = replaceParens(line.text, ' ');
  if (/[\d.!?,;|–—]|\s-\s/.test(t) || wordCount(t) > 4 || !hasLetters(t, 3) || isNote(t))
    return false;
  return !/^[-•·▪*]\s/.test(t) && !DESCRIPTION_START_RE.test(fold(t));
}

/** First words of a description line rather than a heading ("com batata", "acompanha arroz"). */
const DESCRIPTION_START_RE =
  /^(?:com|sem|de|e|para|pra|acompanha|acompanham|contem|serve|servem|inclui|obs|feito|feita|recheio|recheado|recheada|sabor|sabores|opcao|opcoes|escolha|tamanhos?)\b/i;

/** Plain headings of a text: every candidate when there are two or more, else one not on the first line. */
function findPlainHeadings(lines: Prepared[]): Set<number> {
  const found: number[] = [];
  lines.forEach((_, i) => {
    if (plainHeadingCandidate(lines, i)) found.push(i);
  });
  const firstContent = lines.findIndex((l) => !l.blank);
  if (found.length === 1 && found[0] === firstContent) return new Set();
  return new Set(found);
}

/** Cuts a long label to start at the last mention of the product ("oi, fiz bolo hj bolo de ninho" → "bolo de ninho"). */
function fromLastMention(label: string, noun: string): string {
  const words = collapse(label).split(' ');
  const keys = words.map((w) => keyOf(w));
  const target = keyOf(noun).split(' ');
  for (let i = words.length - target.length; i > 0; i--) {
    if (target.every((t, j) => keys[i + j] === t)) return words.slice(i).join(' ');
  }
  return label;
}

/** Sizes of a declaration like "P (4 fatias) • M (6 fatias) • G" or "broto / média / grande"; null if not all are sizes. */
function sizeList(text: string): string[] | null {
  const parts = splitList(replaceParens(text, ' '));
  return parts.length >= 2 && parts.every((p) => isSizeLabel(p)) ? parts : null;
}

/** The product word of a generic heading ("Sabores de trufa" → "trufa"). */
function genericNoun(text: string): string | null {
  const m = /\b(?:de|do|da|dos|das)\s+([\p{L}-]{3,})\s*(?::\s*)?$/iu.exec(
    cleanLabel(replaceParens(stripMarkup(text), ' ')),
  );
  return m ? singularWord(m[1].toLowerCase()) : null;
}

/** Reads a whole pasted text into items. */
export class ListReader {
  private readonly drafts: Draft[] = [];
  private section: Section = { ...NO_SECTION };
  private pending: string | null = null;
  private noun: string | null = null;
  /** The product word came from a priced item on its line, not from a sentence about it. */
  private nounIsItem = false;
  /** Sizes declared once ("Tamanhos: P / M / G", "Pizzas (broto / média / grande)") for lines with bare prices. */
  private sizes: string[] | null = null;
  private seenHeading = false;

  private readonly plainHeadings: Set<number>;
  /** Content words of each draft's key, computed once for `findCorrected`. */
  private readonly wordsOf = new WeakMap<Draft, Set<string>>();

  constructor(private readonly lines: Prepared[]) {
    this.plainHeadings = findPlainHeadings(lines);
  }

  /** Runs over every line; table rows come from `tableRows` instead of the text. */
  read(tableRows: Map<number, TableRow | null>): Item[] {
    this.lines.forEach((line, i) => {
      if (tableRows.has(i)) {
        const row = tableRows.get(i);
        if (row) this.addTableRow(row);
        this.pending = null;
        return;
      }
      this.readLine(line, i);
    });
    return this.finish();
  }

  /** Dispatches one line by its class. */
  private readLine(line: Prepared, i: number): void {
    if (line.blank) {
      this.pending = null;
      if (this.section.items > 0) this.section.priceOpen = false;
      if (this.section.kind === 'noise' && this.section.items > 0) this.section = { ...NO_SECTION };
      return;
    }
    if (HASHTAGS_ONLY_RE.test(line.text)) return;
    // "kibe passou pra 15", "o de chocolate agora é 12 viu": the amount is a price only after
    // the correction words, which `prepareLine` does not read as a price link.
    if (line.tokens.length === 0) {
      const clause = correctionClause(line.text, []);
      const pieces = clause ? correctionPieces(line.text.slice(0, clause.end)) : null;
      if (pieces) this.readCorrection(pieces, false);
      else this.readPriceless(line, i);
    } else this.readPriced(line, i);
  }

  /** A line without price: heading, flavours under a heading price, a name awaiting its price or noise. */
  private readPriceless(line: Prepared, i: number): void {
    const next = this.lines[i + 1];
    const after = this.lines[i + 2];
    const nameForNext = next !== undefined && !next.blank && isPriceOnly(next.text, next.tokens);
    const flavoursAfter =
      nameForNext &&
      after !== undefined &&
      !after.blank &&
      after.tokens.length === 0 &&
      !isNote(after.text) &&
      !looksLikeHeading(after.text, after.emojiLead);
    if (
      (looksLikeHeading(line.text, line.emojiLead) && (!nameForNext || flavoursAfter)) ||
      this.plainHeadings.has(i)
    ) {
      const itemsBelow = next !== undefined && next.tokens.length > 0;
      this.openSection(line.text, line.decorated && !itemsBelow, null);
      return;
    }
    if (isFeeTableHeading(line.text)) {
      this.section = { ...NO_SECTION, kind: 'noise' };
      return;
    }
    if (this.section.price !== null && this.section.priceOpen && !isNote(line.text)) {
      this.addFlavours(line.text, this.section.price);
      return;
    }
    this.noteContext(line.text);
    const declared =
      /^\s*tamanhos?\s*(?::\s*)?(\S.*)$/i.exec(stripMarkup(line.text))?.[1] ??
      parenWithList(line.text);
    if (declared !== null) this.sizes = sizeList(declared) ?? this.sizes;
    if (isNote(line.text) || !hasLetters(line.text, 2) || wordCount(line.text) > 10) return;
    const description = (line.text.match(/,/g) ?? []).length >= 2;
    if (this.pending === null && !description) this.pending = line.text;
  }

  /** A line with a price: a price for the previous name, a heading with a price, or items. */
  private readPriced(line: Prepared, i: number): void {
    const clause = correctionClause(
      line.text,
      line.tokens.map((t) => t.end),
    );
    const pieces = clause ? correctionPieces(line.text.slice(clause.start, clause.end)) : null;
    if (clause && pieces) {
      this.readWithCorrection(line, i, clause, pieces);
      return;
    }
    const split = splitLine(line.text, line.tokens);
    if (split.priceOnly) {
      this.readPriceOnly(split.pieces[0]);
      return;
    }
    const before = this.pending;
    this.pending = null;
    if (this.isHeadingWithPrice(line, i, split.each)) {
      const head = line.text.slice(0, line.tokens[0].start);
      this.openSection(head, line.decorated, line.tokens[0].value);
      return;
    }
    const known = this.noun;
    this.noteContext(line.text.slice(0, line.tokens[0].start));
    // "Temos cheiro-verde a 2,50, abobrinha a 3": the product word is itself an item with a
    // price, so the names after it are products of their own, not its flavours ("de coco" is).
    this.nounIsItem =
      this.noun !== known && this.noun !== null
        ? keyOf(cleanLabel(split.pieces[0].label)).includes(keyOf(this.noun))
        : this.nounIsItem && this.noun === known;
    this.addPieces(this.withDeclaredSizes(split.pieces, line.tokens), split.each, before);
  }

  /** Remembers the product of sentences like "to vendendo geladinho" or "fiz bolo de pote". */
  private noteContext(text: string): void {
    const noun = sellingNoun(text, isProductNoun);
    if (noun) this.noun = noun.replace(/^\S+/, (w) => singularWord(w));
  }

  /** "Mussarela – 25 / 40 / 55" under "(broto / média / grande)": one item per declared size. */
  private withDeclaredSizes(pieces: Piece[], tokens: PriceToken[]): Piece[] {
    const sizes = this.sizes;
    if (!sizes || pieces.length !== 1 || tokens.length !== sizes.length) return pieces;
    const label = cleanLabel(pieces[0].label);
    return tokens.map((t, k) => ({
      label: k === 0 ? `${label} ${sizes[k]}` : sizes[k],
      price: t.value,
      unit: null,
    }));
  }

  /** A lone price: belongs to the name on the line before, or to the heading just opened. */
  private readPriceOnly(piece: Piece): void {
    if (this.pending !== null) {
      this.addPieces([{ label: this.pending, price: piece.price, unit: piece.unit }], false, null);
      this.pending = null;
    } else if (this.section.category !== null && this.section.items === 0) {
      this.section.price = piece.price;
      this.section.priceOpen = true;
    }
  }

  /** "*ESFIHAS – R$ 6,00 cada*" or "*ADICIONAIS* (R$ 3,00 cada)" followed by names without price. */
  private isHeadingWithPrice(line: Prepared, i: number, each: boolean): boolean {
    if (line.tokens.length !== 1) return false;
    const head = line.text.slice(0, line.tokens[0].start);
    const headClean = collapse(stripMarkup(head).replace(/(?<![(\-–—:|])[(\-–—:|]+\s*$/, ''));
    if (!hasLetters(headClean, 3)) return false;
    const after = line.text.slice(line.tokens[0].end);
    const styled =
      /^\s*\*/.test(head) ||
      isShouting(headClean) ||
      /:\s*(?:\(\s*)?$/.test(head) ||
      /^\s*(?:cada\s*)?(?:\)\s*)?:\s*$/.test(after);
    const shared = each || /\(\s*$/.test(head) || /s$/i.test(fold(headClean));
    const next = this.lines[i + 1];
    const namesFollow =
      next !== undefined &&
      !next.blank &&
      next.tokens.length === 0 &&
      !isNote(next.text) &&
      !looksLikeHeading(next.text, next.emojiLead);
    return styled && shared && namesFollow;
  }

  /** Starts a new section from a heading line. */
  private openSection(text: string, decorated: boolean, price: number | null): void {
    const kind = headingKind(text, !this.seenHeading && this.drafts.length === 0, decorated);
    this.seenHeading = true;
    this.pending = null;
    const declared = parenWithList(text);
    if (declared !== null) this.sizes = sizeList(declared) ?? this.sizes;
    const named = kind === 'category' || kind === 'highlight';
    const category = named ? headingCategory(text) : null;
    this.section = {
      kind,
      category: category && hasLetters(category, 2) ? category : null,
      noun: category ? headingNoun(category) : genericNoun(text),
      price,
      priceOpen: price !== null,
      items: 0,
    };
  }

  /** One item per flavour of a line listed under a heading price. */
  private addFlavours(text: string, price: number): void {
    const m = /^([^:]{2,30}):(.+)$/.exec(text);
    const body = m && isGenericLabel(m[1]) ? m[2].trimStart() : text;
    for (const part of splitList(body)) {
      const hint = this.section.category === null ? this.section.noun : null;
      if (wordCount(part) <= 6 && !isNote(part))
        this.addDraft(finishName(part, null), price, null, hint);
    }
  }

  /** Handles "Label: ..." in the first piece: a category ("Bebidas: ..."), a list label ("Sabores:") or a name before its description. */
  private takeInlineLabel(pieces: Piece[]): string | null {
    const m = splitInlineLabel(pieces[0].label);
    // "Progressiva: curto R$ 150 | médio R$ 200": the label is the product sold in sizes.
    if (
      m &&
      pieces.length > 1 &&
      isSizeLabel(cleanLabel(m[2])) &&
      pieces.slice(1).every((p) => isSizeLabel(cleanLabel(p.label)))
    ) {
      pieces[0] = { ...pieces[0], label: `${m[1]} ${m[2]}` };
      return null;
    }
    if (!m || !hasLetters(cleanLabel(m[2]), 2) || /\d\s*$/.test(m[1])) return null;
    if (
      pieces.length === 1 &&
      /,/.test(m[2]) &&
      !isGenericLabel(m[1]) &&
      hasLetters(cleanLabel(m[1]), 2)
    ) {
      pieces[0] = { ...pieces[0], label: m[1] };
      return null;
    }
    if (isGenericLabel(m[1])) {
      pieces[0] = { ...pieces[0], label: m[2] };
      return null;
    }
    const cat =
      inlineCategory(m[1]) ??
      (wordCount(cleanLabel(m[1])) <= 2 ? inlineCategory(`${m[1]}s`) : null);
    if (cat) pieces[0] = { ...pieces[0], label: m[2] };
    return cat;
  }

  /** Adds the pieces of one line: flavour lists, size variants and plain items. `above` is a name on the line before. */
  private addPieces(pieces: Piece[], each: boolean, above: string | null): void {
    const inline = this.takeInlineLabel(pieces);
    if (pieces.length === 1) {
      const label = cleanLabel(pieces[0].label);
      const parts =
        each && /[,;/•]|\s(?:e|ou)\s/i.test(replaceParens(label, '')) ? splitList(label) : [];
      if (parts.length > 1) {
        for (const p of parts) this.addPiece(p, pieces[0].price, null, inline, false);
        return;
      }
    }
    if (this.addSizeGroup(pieces, above, inline)) return;
    let base: string | null = null;
    for (const piece of pieces) {
      let label = cleanLabel(piece.label);
      const split = /^(.*?\S)\s*[-–—:]\s+(\S.*)$/.exec(label);
      if (split && isSizeLabel(split[2])) label = `${split[1]} ${split[2]}`;
      if (isNoise(label)) continue;
      let name = label;
      if (isSizeLabel(label)) {
        const prefix = base ?? (above ? cleanLabel(above) : null) ?? this.section.noun ?? this.noun;
        if (prefix) name = `${prefix} ${label}`;
      } else {
        base = trailingSize(label)?.base ?? label;
      }
      this.addPiece(name, piece.price, piece.unit, inline, pieces.length > 1);
    }
  }

  /**
   * "Calabresa P 35 / M 45 / G 55", "300ml R$ 14 | 500ml R$ 18" under "Açaí": one product in
   * several sizes becomes one item with its sizes (docs/API.md §6 "Import"). True when it did.
   */
  private addSizeGroup(pieces: Piece[], above: string | null, inline: string | null): boolean {
    if (pieces.length < 2) return false;
    const labels = pieces.map((p) => {
      const label = cleanLabel(p.label);
      const split = /^(.*?\S)\s*[-–—:]\s+(\S.*)$/.exec(label);
      return split && isSizeLabel(split[2]) ? `${split[1]} ${split[2]}` : label;
    });
    if (!labels.slice(1).every((l) => isSizeLabel(l))) return false;
    let base: string | null;
    let first: string;
    if (isSizeLabel(labels[0])) {
      base = (above ? cleanLabel(above) : null) ?? this.section.noun ?? this.noun;
      first = labels[0];
    } else if (pieces[0].unit && isSizeLabel(pieces[0].unit)) {
      // "Chopp R$ 10 (300ml) / R$ 15 (500ml)": the first size was read as the price's unit.
      base = labels[0];
      first = pieces[0].unit;
    } else {
      const split = trailingSize(labels[0]);
      if (!split) return false;
      base = split.base;
      first = split.size;
    }
    if (!base || isNoise(base)) return false;
    const sizes = [first, ...labels.slice(1)].map((l, k) => ({
      name: sizeName(l),
      price: pieces[k].price,
    }));
    if (new Set(sizes.map((o) => keyOf(o.name))).size !== sizes.length) return false;
    const name = finishName(base, null);
    if (!hasLetters(name, 2)) return false;
    this.addDraft(name, 0, inline, null, sizes);
    return true;
  }

  /** Finishes one name (context product word, `finishName`'s case rule) and records it. */
  private addPiece(
    label: string,
    price: number,
    unit: string | null,
    inline: string | null,
    multi: boolean,
  ): void {
    let name = label;
    let hint: string | null = null;
    const noun = this.noun;
    if (noun && wordCount(name) > 5) name = fromLastMention(name, noun);
    if (
      noun &&
      this.section.category === null &&
      inline === null &&
      !isSizeLabel(name) &&
      // "o de chocolate" is always a flavour of the product in talk, whatever "chocolate" is alone.
      (isFlavourName(name) || /^de\s/i.test(name)) &&
      (!this.nounIsItem || /^de\s/i.test(name))
    ) {
      hint = noun;
      const flavour = /^de\s/i.test(name);
      const own = keyOf(name).includes(keyOf(noun));
      if (!own && (multi || flavour || wordCount(name) <= 4))
        name = `${noun} ${flavour ? '' : 'de '}${name}`;
    }
    if (wordCount(name) > 14 || /\?/.test(name) || isNoise(name)) return;
    const finished = finishName(name, unit);
    if (hasLetters(finished, 2)) this.addDraft(finished, price, inline, hint);
  }

  /** Records a draft in the current section (nothing inside a fee or contact section). */
  private addDraft(
    name: string,
    price: number,
    inline: string | null,
    hint: string | null = null,
    sizes: SizeOption[] | null = null,
  ): void {
    this.section.items++;
    if (this.section.kind === 'noise' && inline === null) return;
    this.drafts.push({
      name,
      key: singularKey(name),
      price,
      category: inline ?? this.section.category,
      highlight: inline === null && this.section.kind === 'highlight',
      hint,
      sizes,
    });
  }

  /** A spreadsheet row: its category column, else the current heading. */
  private addTableRow(row: TableRow): void {
    const name = finishName(row.name, null);
    if (!hasLetters(name, 2) || isNoise(name)) return;
    const category = row.category ? headingCategory(row.category) : null;
    if (row.sizes && row.sizes.length >= 2) this.addDraft(name, 0, category, null, row.sizes);
    else this.addDraft(name, row.price, category);
  }

  /**
   * A line holding a correction clause (`correctionClause`) and its `pieces`: the items before
   * the clause are read as items, the clause corrects earlier items, and what follows its
   * sentence is read again. When no price comes before the clause, it starts the line.
   */
  private readWithCorrection(
    line: Prepared,
    i: number,
    clause: { start: number; end: number },
    pieces: Piece[],
  ): void {
    const start = clause.start;
    if (start > 0) this.readPart(line.text.slice(0, start), i);
    // Inside running text ("… por 9. ah o de chocolate agora é 12") a correction never adds an item.
    this.readCorrection(pieces, start > 0);
    if (clause.end < line.text.length) this.readPart(line.text.slice(clause.end), i);
  }

  /** Reads a part of a priced line (before or after a correction clause) as a line of its own. */
  private readPart(text: string, i: number): void {
    const part = prepareLine(text);
    if (!part.blank && part.tokens.length > 0) this.readPriced(part, i);
  }

  /**
   * "Correção: o X-Bacon é R$ 24,00", "ah o de chocolate agora é 12", "kibe passou pra 15":
   * sets the price of the earlier item the correction names (`findCorrected`). A correction that
   * names no earlier item adds it as an item when it has a line of its own, and is dropped when
   * it sits in running text (`running`). `pieces` come from `correctionPieces`.
   */
  private readCorrection(pieces: Piece[], running: boolean): void {
    for (const piece of pieces) {
      const label = correctionLabel(piece.label);
      const target = this.findCorrected(singularKey(finishName(label, piece.unit)));
      if (target) target.price = piece.price;
      else if (!running && hasLetters(label, 2) && !isNoise(label))
        this.addPiece(label, piece.price, piece.unit, null, false);
    }
  }

  /**
   * The earlier item a correction names, by the parser's own name keys (accents, case and plurals
   * folded): the latest draft with that very key; else the draft whose words hold all the
   * correction's words or are all held by them ("o de chocolate" → "Bolo de Pote de Chocolate",
   * "pastel de carne grande" → "Pastel de Carne"), small words ("de", "o") ignored, fewest
   * words apart, the latest on a tie. A number or size ("500ml") must be on both sides.
   */
  private findCorrected(key: string): Draft | null {
    if (!key) return null;
    for (let i = this.drafts.length - 1; i >= 0; i--)
      if (this.drafts[i].key === key) return this.drafts[i];
    const words = new Set(contentWords(key));
    if (words.size === 0) return null;
    let best: Draft | null = null;
    let bestApart = Infinity;
    for (let i = this.drafts.length - 1; i >= 0; i--) {
      const d = this.drafts[i];
      let own = this.wordsOf.get(d);
      if (!own) this.wordsOf.set(d, (own = new Set(contentWords(d.key))));
      if (own.size === 0 || Math.abs(own.size - words.size) >= bestApart) continue;
      const inOwn = [...words].every((w) => own.has(w));
      const inWords = [...own].every((w) => words.has(w));
      if (!inOwn && !inWords) continue;
      const apart = Math.abs(own.size - words.size);
      if (apart < bestApart) {
        best = d;
        bestApart = apart;
      }
    }
    return best;
  }

  /** Merges highlights and repeats, applies later corrections, fills categories, drops duplicates. */
  private finish(): Item[] {
    const merged = mergeRepeats(this.drafts);
    const open = merged.filter((d) => d.category === null);
    const inferred = inferCategories(open.map((d) => `${d.hint ?? sizesHint(d.sizes)} ${d.name}`));
    open.forEach((d, k) => (d.category = inferred[k]));
    const seen = new Set<string>();
    const out: Item[] = [];
    for (const d of merged) {
      const category = d.category ?? 'Geral';
      const sizes = d.sizes ? d.sizes.map((o) => `${keyOf(o.name)}=${o.price}`).join(',') : '';
      const id = `${keyOf(d.name)}|${keyOf(category)}|${d.price}|${sizes}`;
      if (seen.has(id)) continue;
      seen.add(id);
      out.push(
        d.sizes
          ? { name: d.name, price: 0, category, optionGroups: [sizeGroup(d.sizes)] }
          : { name: d.name, price: d.price, category },
      );
    }
    return out;
  }
}

/** Words of a key without small words and articles ("o de chocolate" → ["chocolate"]). */
function contentWords(key: string): string[] {
  return key.split(' ').filter((w) => w !== '' && !LOOSE_STOP.has(w) && !ARTICLES.has(w));
}

const ARTICLES = new Set(['o', 'a', 'os', 'as', 'um', 'uma']);

/** Interjections and fillers around the name in a correction ("ah, o de chocolate é", "viu"). */
const CORRECTION_FILLER_RE =
  /^(?:(?:a+h+|ai|ei|eh|opa|ops|gente|pessoal|galera|lembrando|lembrem|ok|entao|então|e|s[oó]|viu|o|a|os|as|pre[cç]o|valor)(?:\s+|[,!.:]+\s*|$))+/i;

/** The last digit of a text and what follows it (no digit): "… é 12 viu" → "12". */
const AFTER_LAST_AMOUNT_RE = /(\d)\D*$/;

/** A verb or preposition between a corrected name and its new price ("é 12", "pra 15", "fica R$ 8"). */
const CORRECTION_LINK_RE =
  /\s(?:[eé]|pra|para|por|fica|custa|sai|t[aá]|est[aá])\s+(?=(?:R\$\s*)?\d)/giu;

/**
 * The "name price" pieces of a correction clause once its correction words are gone
 * ("ah o de chocolate agora é 12 viu" → "ah o de chocolate" 12); null when it holds no price.
 */
function correctionPieces(text: string): Piece[] | null {
  const stripped = stripCorrectionWords(text);
  let line = prepareLine(stripped);
  // "o de chocolate é 12 viu": a bare amount is a price when it ends the line after a name, so
  // the words after it ("viu", "tá bom") go and the verb before it ("é", "pra") becomes a dash.
  if (line.tokens.length === 0)
    line = prepareLine(
      stripped.replace(AFTER_LAST_AMOUNT_RE, '$1').replace(CORRECTION_LINK_RE, ' - '),
    );
  if (line.tokens.length === 0) return null;
  return splitLine(line.text, line.tokens).pieces;
}

/** The name a correction clause points at, without fillers and articles. */
function correctionLabel(raw: string): string {
  return cleanLabel(cleanLabel(raw).replace(CORRECTION_FILLER_RE, ''));
}

/** Key without small words, so "Pastel de carne" and "Pastel carne" meet. */
function looseKey(key: string): string {
  return key
    .split(' ')
    .filter((w) => !LOOSE_STOP.has(w))
    .join(' ');
}

const LOOSE_STOP = new Set(['de', 'da', 'do', 'das', 'dos', 'com', 'e', 'c', 'no', 'na']);

/**
 * Repeats of one product: a copy in a highlight section (or before any heading) gives way to the
 * copy in its real section; a later repeat in the same section, or outside any section, is a
 * correction and its price wins.
 */
function mergeRepeats(drafts: Draft[]): Draft[] {
  const regular = new Set(drafts.filter((d) => !d.highlight).map((d) => looseKey(d.key)));
  const kept = drafts.filter((d) => !(d.highlight && regular.has(looseKey(d.key))));
  const sameSection = new Map<string, Draft>();
  const firstPlaced = new Map<string, Draft>();
  const out: Draft[] = [];
  for (const d of kept) {
    const id = `${d.key}|${d.category ?? ''}`;
    const earlier =
      sameSection.get(id) ?? (d.category === null ? firstPlaced.get(d.key) : undefined);
    if (earlier) {
      earlier.price = d.price;
      earlier.sizes = d.sizes;
      continue;
    }
    sameSection.set(id, d);
    if (d.category !== null && !firstPlaced.has(d.key)) firstPlaced.set(d.key, d);
    out.push(d);
  }
  return out.filter((d) => d.category !== null || !firstPlaced.has(d.key));
}

/** Separators between the items of a whole catalogue written on one line. */
const ONE_LINE_SEPARATOR_RE = /[|•·▪;]/;

/** A section label opening a part of a one-line list ("Bebidas: coca 6, suco 8"). */
const PART_LABEL_RE = /^\s*([\p{L}][\p{L} ]{1,40}?)\s*:\s*(?=\S)/u;

/**
 * A whole catalogue on one line ("Coxinha 6 | Kibe 7 • Bebidas: coca 6, suco 8") becomes one
 * line per part, a part's "Label:" its own heading line, so each part reads like a short list.
 * Lines are left alone when fewer than two parts name a product with a price, or when the parts
 * after the first are only sizes ("300ml R$ 14 | 500ml R$ 18": one product in several sizes).
 */
export function splitOneLineList(line: string): string[] {
  if (line.length < 20 || !/[|•·▪;]/.test(line)) return [line];
  const parts = line
    .split(ONE_LINE_SEPARATOR_RE)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length < 2) return [line];
  const named = parts.filter((p) => {
    const prepared = prepareLine(p);
    if (prepared.tokens.length === 0) return false;
    const label = cleanLabel(p.slice(0, prepared.tokens[0].start));
    return hasLetters(label, 3) && !isSizeLabel(label);
  });
  if (named.length < 2 || named.length < parts.length / 2) return [line];
  const out: string[] = [];
  for (const part of parts) {
    let rest = part;
    for (let m = PART_LABEL_RE.exec(rest); m; m = PART_LABEL_RE.exec(rest)) {
      out.push(`${m[1]}:`);
      rest = rest.slice(m[0].length);
    }
    out.push(rest);
  }
  return out;
}

/** Parses a pasted list: table blocks first, then every other line in order. */
export function readList(input: string): Item[] {
  // "Cód: 94230" between a name and its price goes, so the name sits right above its price.
  const capped = capLines(
    input
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .filter((l) => !PRODUCT_CODE_LINE_RE.test(l.trim())),
  );
  const raw = capped.some((l) => l.length >= 20 && /[|•·▪;]/.test(l))
    ? capped.flatMap(splitOneLineList)
    : capped;
  const tableRows = new Map<number, TableRow | null>();
  for (const block of findTables(raw)) {
    for (const i of block.lines) tableRows.set(i, null);
    for (const row of block.rows) tableRows.set(row.line, row);
  }
  const lines = raw.map((l, i) =>
    tableRows.has(i)
      ? { text: '', tokens: [], emojiLead: false, decorated: false, blank: true, table: true }
      : prepareLine(l),
  );
  return new ListReader(lines).read(tableRows);
}
