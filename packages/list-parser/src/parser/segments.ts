/**
 * Splitting one priced line into pieces (name + price): "Nome - R$ 12,90", "R$ 12,90 Nome",
 * several items or sizes on one line, and lists of flavours sharing one price.
 */
import { cleanLabel } from './names';
import { readSuffix, type PriceToken } from './prices';
import { collapse, hasLetters, memo } from './text';

/** A name fragment with its price and the unit written after the price. */
export interface Piece {
  label: string;
  price: number;
  unit: string | null;
}

/** One size of an item read from "P 35 / M 45 / G 55" or a column per size; `price` in reais. */
export interface SizeOption {
  name: string;
  price: number;
}

/** A size as an option name: no parentheses, first letter in capitals ("(média)" → "Média", "300ml"). */
export function sizeName(label: string): string {
  const s = collapse(label.replace(/[()]/g, ' '));
  return /^[a-zà-ú]{3,}/i.test(s) && !/^(?:pp|gg|xg|xgg|exg)$/i.test(s)
    ? s.charAt(0).toUpperCase() + s.slice(1).toLowerCase()
    : s.toUpperCase() === s.toLowerCase() || /^\d/.test(s)
      ? s.toLowerCase()
      : s.toUpperCase();
}

/** Result of splitting a priced line. */
export interface LineSplit {
  pieces: Piece[];
  /** The line holds only a price (and words like "a partir de"); `pieces[0]` has an empty label. */
  priceOnly: boolean;
  /** The price is "cada" (per flavour / per unit). */
  each: boolean;
}

const SIZE_WORD_RE =
  /^(?:p|m|g|gg|pp|xg|xgg|eg|exg|u|pequen[oa]|m[eé]di[oa]|grande|curt[oa]|long[oa]|gigante|broto|fam[ií]lia|mini|individual|inteir[oa]|meia|metade|fatia|copo|pote|tam\.?|tamanho|fatias|peda[cç]os|unidades|un|p[cç]s|sabores|pessoas|1\/2|\d+x\d+|\d+(?:[.,]\d+)?\s?(?:ml|l|lt|litros?|g|gr|kg|cm|m)?)$/i;

/** True when the label is only a size: "P", "500ml", "Tam. M", "Grande". */
export const isSizeLabel = memo((label: string): boolean => {
  const words = collapse(label.replace(/[()]/g, ' ')).split(' ').filter(Boolean);
  return words.length > 0 && words.length <= 3 && words.every((w) => SIZE_WORD_RE.test(w));
});

/** Splits "Calabresa P" into base "Calabresa" and size "P"; null when there is no trailing size. */
export function trailingSize(label: string): { base: string; size: string } | null {
  const words = collapse(label).split(' ');
  let k = words.length;
  if (k > 1 && SIZE_WORD_RE.test(words[k - 1].replace(/[()]/g, ''))) k--;
  if (k === words.length) return null;
  const base = words.slice(0, k).join(' ');
  return hasLetters(base, 2) ? { base, size: words.slice(k).join(' ') } : null;
}

/** True when a name fragment has real words once separators and fillers are gone. */
function hasName(label: string): boolean {
  return hasLetters(cleanLabel(label), 2) || isSizeLabel(cleanLabel(label));
}

/** Pieces for a line whose name comes before each price. */
function nameFirst(text: string, tokens: PriceToken[]): Piece[] {
  const pieces: Piece[] = [];
  let from = 0;
  tokens.forEach((t, k) => {
    const next = tokens[k + 1];
    let suffix = readSuffix(text, t.end);
    // "300ml 10,00 / 500ml 15,00": "/ 500ml" is the next size, not "per 500 ml".
    if (
      next &&
      /^\s*\//.test(text.slice(t.end)) &&
      text.slice(suffix.end, next.start).trim() === ''
    )
      suffix = { unit: null, end: t.end };
    const label = text.slice(from, t.start);
    const bare = pieces.length > 0 && suffix.unit !== null && !cleanLabel(label);
    pieces.push(
      bare
        ? { label: `(${suffix.unit})`, price: t.value, unit: null }
        : { label, price: t.value, unit: suffix.unit },
    );
    from = suffix.end;
  });
  return sizesAfterPrices(pieces, text.slice(from));
}

/** "Nome R$ 10 (P) / R$ 15 (G)": the size written after each price belongs to that price. */
function sizesAfterPrices(pieces: Piece[], trailing: string): Piece[] {
  const sizes = [...pieces.slice(1).map((p) => cleanLabel(p.label)), cleanLabel(trailing)];
  if (pieces.length < 2 || !sizes.every((s) => isSizeLabel(s))) return pieces;
  return pieces.map((p, k) => ({
    label: k === 0 ? `${cleanLabel(p.label)} ${sizes[0]}` : sizes[k],
    price: p.price,
    unit: p.unit,
  }));
}

/** Pieces for a line whose price comes before each name ("R$ 36,90 Cimento 50kg"). */
function priceFirst(text: string, tokens: PriceToken[]): Piece[] {
  return tokens.map((t, i) => {
    const stop = i + 1 < tokens.length ? tokens[i + 1].start : text.length;
    const suffix = readSuffix(text, t.end);
    const bare = !hasLetters(text.slice(suffix.end, stop));
    const use = bare || /^\s*[/(]/.test(text.slice(t.end));
    const from = use ? suffix.end : t.end;
    if (tokens.length > 1 && use && bare && suffix.unit)
      return { label: text.slice(t.end, stop), price: t.value, unit: null };
    return { label: text.slice(from, stop), price: t.value, unit: use ? suffix.unit : null };
  });
}

/** Splits a priced line into pieces; several prices give several pieces when each has a name. */
export function splitLine(text: string, tokens: PriceToken[]): LineSplit {
  const each = /\bcada\b/i.test(text);
  const first = nameFirst(text, tokens);
  if (hasName(first[0].label)) {
    if (first.every((p) => hasName(p.label))) return { pieces: first, priceOnly: false, each };
    const last = first[first.length - 1];
    return {
      pieces: [{ label: first[0].label, price: last.price, unit: first[0].unit }],
      priceOnly: false,
      each,
    };
  }
  const second = priceFirst(text, tokens);
  const named = second.filter((p) => hasName(p.label));
  if (named.length === 0) {
    const last = second[second.length - 1];
    return { pieces: [{ label: '', price: last.price, unit: last.unit }], priceOnly: true, each };
  }
  return { pieces: named.length === second.length ? second : [named[0]], priceOnly: false, each };
}

/** True when the line holds a price and no name. */
export function isPriceOnly(text: string, tokens: PriceToken[]): boolean {
  return tokens.length > 0 && splitLine(text, tokens).priceOnly;
}

const CONJ_RE = /\s+(?:e|ou)\s+/iy;

/** Splits a list of flavours ("Leite ninho, Nutella, morango e paçoca") into names, outside parentheses. */
export function splitList(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let cur = '';
  const flush = (): void => {
    parts.push(cur);
    cur = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    if (ch === ')' && depth > 0) depth--;
    if (depth === 0 && /[,;•|/]/.test(ch)) {
      flush();
      continue;
    }
    CONJ_RE.lastIndex = i;
    const conj = depth === 0 && /\s/.test(ch) ? CONJ_RE.exec(text) : null;
    if (conj) {
      flush();
      i += conj[0].length - 1;
      continue;
    }
    cur += ch;
  }
  flush();
  return parts.map((p) => cleanLabel(p)).filter((p) => hasLetters(p, 2));
}
