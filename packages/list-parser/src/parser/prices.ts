/**
 * Price tokenising: finds the amounts in one line of a pasted list, tells prices apart from
 * sizes, weights, percentages, dates, phones and instalments, and picks the price that counts.
 */
import { fold } from './text';

/** One amount found in a line. `start`/`end` are offsets in the line (including "R$"). */
export interface PriceToken {
  start: number;
  end: number;
  value: number;
  /** Written with "R$" or followed by "reais". */
  currency: boolean;
}

/** Unit text written right after a price ("/kg", "a fatia", "cada"). */
export interface PriceSuffix {
  /** Label for the item name ("kg", "100g", "fatia"); null for per-unit words. */
  unit: string | null;
  /** Offset right after the suffix. */
  end: number;
}

const MAX_PRICE = 100000;

/** Things that contain digits but never a price, each with a cheap test telling when to look. */
const MASKS: Array<[RegExp, RegExp]> = [
  [/http|www\./i, /(?:https?:\/\/|www\.)\S+/gi],
  [/@/, /(?<![\w.+-])[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g],
  [/@/, /@[\w.]+/g],
  [/#/, /#[\p{L}\d_]+/gu],
  [/\d\//, /\b\d{2}\.?\d{3}\.?\d{3}\/\d{4}-?\d{2}\b/g],
  [/\d-\d/, /\b\d{3}\.\d{3}\.\d{3}-\d{2}\b/g],
  [/\d-\d/, /\b\d{5}-\d{3}\b/g],
  [
    /\d{4}[-\s]\d{4}/,
    /(?:\+?55\s*)?(?:\(\s*\d{2}\s*\)\s*|\b\d{2}\s+)?\b(?:9\s?)?\d{4}[-\s]\d{4}\b/g,
  ],
  [/\d{9}/, /\b\d{9,}\b/g],
  [/\d\/\d/, /\b\d{1,2}\/\d{1,2}(?:\/\d{2,4})?\b/g],
  [/\d\/\d/, /\b\d{1,2}\/\d{4}\b/g],
  [/\d\s?[hH]/, /\b\d{1,2}\s?[hH]\s?\d{0,2}(?![A-Za-z\u00c0-\u024f\d])/g],
  [/\d:\d/, /\b\d{1,2}:\d{2}\b/g],
];

/** "1.200", "12.500": a whole number of reais with "." between thousands. */
const THOUSANDS_RE = /^\d{1,3}(?:\.\d{3})+$/;

/** Amount candidates: optional currency sign, then digits with . or , groups. */
const NUM_RE = /(?:(R\$|\$)\s*)?(\d+(?:[.,]\d+)*)/gi;

const REAIS_RE = /^\s*(?:reais|real|conto|contos|pila|pilas)(?![\p{L}])/iu;
const ATTACHED_NOT_PRICE_RE = /^(?:%|x|[º°ª"”'´`]|h(?![\p{L}])|hs(?![\p{L}])|min(?![\p{L}]))/iu;
const SPACED_NOT_PRICE_RE = /^\s*(?:%|x\s*\d)/i;
const ATTACHED_UNIT_RE =
  /^(?:ml|l|lt|lts|g|gr|grs|kg|kgs|mg|m|cm|mm|km|m2|m²|m³|w|kw|v|a|mah|gb|tb|mb|k|cv|hp|btu|pol|un|und|p|pç|pçs|pcs)(?![\p{L}])/iu;
const SPACED_UNIT_RE =
  /^\s+(?:ml|litros?|lts?|l|gramas?|g|gr|kg|quilos?|kilos?|mg|metros?|m|cm|mm|km|watts?|w|volts?|v|gb|tb|mah|polegadas|pol|pessoas?|fatias?|peda[cç]os|unidades|unidade|unid|un|und|p[cç]s|pe[cç]as|itens|dias?|horas?|hrs?|meses|m[eê]s|anos?|semanas?|minutos?|min|marchas|lugares|portas|gavetas|cores|sabores|tamanhos|caixinhas|tags|velocidades|camadas|andares|folhas|p[aá]ginas|vezes|sacos?|caixas?|latas?|garrafas?|potes?|pacotes?|kits?|pares|docinhos|salgadinhos|convidados|pontos)(?![\p{L}])/iu;

/** Words after which a bare integer is a number in the name, not a price. */
const SPEC_WORDS = new Set([
  'aro',
  'tam',
  'tamanho',
  'n',
  'nº',
  'numero',
  'num',
  'opcao',
  'campanha',
  'cod',
  'codigo',
  'ref',
  'lote',
  'mesa',
  'dia',
  'dias',
  'ate',
  'tel',
  'ramal',
  'apto',
  'ap',
  'casa',
  'bloco',
  'sala',
  'andar',
  'loja',
  'box',
  'rua',
  'nr',
  'edicao',
  'volume',
  'vol',
  'serie',
  'top',
  'com',
  'c',
  'de',
  'x',
  'leve',
  'pague',
  'modelo',
  'mod',
  'versao',
  'kit',
  'pack',
  'combo',
  'fase',
  'idade',
  'geracao',
  'iphone',
  'galaxy',
  'playstation',
  'ps',
  'xbox',
  'windows',
  'fifa',
  'parte',
  'cap',
  'capitulo',
  'semana',
  'quadra',
  'lt',
  'km',
  'br',
  'sp',
  'rj',
  'mg',
  'pr',
  'ano',
  'anos',
  'mais',
  'cerca',
  'aprox',
  'aproximadamente',
  'numeracao',
  'nro',
  'para',
  'pra',
  'em',
  'dos',
  'das',
  'as',
  'a',
  'e',
  'ou',
]);

/** Blanks out phones, dates, times, documents, e-mails, links, handles and hashtags. */
export function maskLine(line: string): string {
  let out = line;
  for (const [when, re] of MASKS) {
    if (when.test(out)) out = out.replace(re, (m) => ' '.repeat(m.length));
  }
  return out;
}

/** Reads "1.234,56", "1,249.00", "12,9", "29.90", "R$ 1.200" as a number of reais. */
export function parseAmount(raw: string, currency: boolean): number | null {
  let n: number | null = null;
  if (/^\d{1,3}(?:\.\d{3})+,\d{1,2}$/.test(raw))
    n = Number(raw.replace(/\./g, '').replace(',', '.'));
  else if (/^\d{1,3}(?:,\d{3})+\.\d{1,2}$/.test(raw)) n = Number(raw.replace(/,/g, ''));
  else if (/^\d{1,3}(?:\.\d{3})+$/.test(raw)) n = currency ? Number(raw.replace(/\./g, '')) : null;
  else if (/^\d{1,3}(?:,\d{3})+$/.test(raw)) n = currency ? Number(raw.replace(/,/g, '')) : null;
  else if (/^\d+,\d{1,2}$/.test(raw)) n = Number(raw.replace(',', '.'));
  else if (/^\d+\.\d{1,2}$/.test(raw)) n = Number(raw);
  else if (/^\d+$/.test(raw)) n = Number(raw);
  if (n === null || !Number.isFinite(n) || n <= 0 || n > MAX_PRICE) return null;
  return Math.round(n * 100) / 100;
}

/** Parses a whole table cell as a price ("R$ 3,79", "18.9", "1099.00", "12"); null otherwise. */
export function parseCellPrice(cell: string): number | null {
  const m = /^\s*(?:R?\$\s*)?(\d+(?:[.,]\d+)*)\s*(?:reais\s*)?$/i.exec(cell);
  if (!m) return null;
  const raw = m[1];
  if (/^\d+\.\d$/.test(raw)) return parseAmount(`${raw}0`, true);
  return parseAmount(raw, true);
}

/** True when the character before a bare number glues it to a word, a date or a phone. */
function gluedBefore(masked: string, at: number): boolean {
  const prev = masked.charAt(at - 1);
  const prev2 = masked.charAt(at - 2);
  if (/[\p{L}\d_]/u.test(prev)) return true;
  if ('/.,:'.includes(prev) && prev && /\d/.test(prev2)) return true;
  return prev === '-' && /[\p{L}\d]/u.test(prev2);
}

/** True when the text right after a bare number makes it a size, weight, count or time. */
function unitAfter(after: string, decimals: number): boolean {
  if (ATTACHED_NOT_PRICE_RE.test(after) || SPACED_NOT_PRICE_RE.test(after)) return true;
  if (ATTACHED_UNIT_RE.test(after)) return true;
  return decimals !== 2 && SPACED_UNIT_RE.test(after);
}

/** Reads a per-unit note after a price: "/kg", "o kg", "/ 100g", "(100g)", "a fatia", "cada", "un". */
export function readSuffix(text: string, from: number): PriceSuffix {
  const rest = text.slice(from);
  const weight =
    /^\s*(?:\/\s*|\(\s*|(?:o|a|por|p\/|cada)\s+)?(\d+(?:[.,]\d+)?\s*(?:g|gr|grs|gramas|ml|kg|l|lt|litros?))(?![\p{L}])\s*\)?/iu.exec(
      rest,
    );
  if (weight)
    return { unit: weight[1].replace(/\s+/g, '').toLowerCase(), end: from + weight[0].length };
  const word =
    /^\s*(?:\/\s*|\(\s*|(?:o|a|por|p\/|cada|pela|pelo)\s+)?(kg|kilo|quilo|dz|d[uú]zia|ma[cç]o|bandeja|fatia|peda[cç]o|pacote|pct|pote|litro|metro|cento|par|por[cç][aã]o|un|und|unid|unidade|p[cç]|pe[cç]a|cada)(?![\p{L}])\.?\s*\)?/iu.exec(
      rest,
    );
  if (!word) return { unit: null, end: from };
  return { unit: unitLabel(word[1]), end: from + word[0].length };
}

/** Canonical label of a unit word for the item name; null for "each" words. */
export function unitLabel(word: string): string | null {
  const w = fold(word).toLowerCase();
  if (w === 'kg' || w === 'kilo' || w === 'quilo') return 'kg';
  if (w === 'dz' || w === 'duzia') return 'dúzia';
  if (w === 'maco') return 'maço';
  if (w === 'pct' || w === 'pacote') return 'pacote';
  if (w === 'pedaco') return 'pedaço';
  if (w === 'porcao') return 'porção';
  if (['bandeja', 'fatia', 'pote', 'litro', 'metro', 'cento', 'par'].includes(w)) return w;
  return null;
}

/** Words of running text right before a price ("bolo a 35", "pudim por 12", "no valor de 8"). */
const PRICE_LINK_RE =
  /(?:^|\s)(?:a|por|no valor de|saindo a|saindo por|custando|custa|sai a|sai por|fica)\s*$/i;

/** Decides whether a bare integer is a price: last thing on the line and not after a spec word. */
function integerIsPrice(masked: string, numStart: number, numEnd: number): boolean {
  const suffix = readSuffix(masked, numEnd);
  const rest = masked.slice(suffix.end);
  // Running text: "bolo de cenoura a 35 😋 Encomendas…", "pudim por 12. Chama no privado".
  // Only the last characters are read, so a line of many numbers stays linear.
  const near = masked.slice(Math.max(0, numStart - 24), numStart);
  if (
    PRICE_LINK_RE.test(near) &&
    /\p{L}{3}/u.test(masked.slice(Math.max(0, numStart - 60), numStart - 12))
  )
    return true;
  const head = masked.slice(0, numStart);
  const last = /^[\s.!?,;:)\]*_~\-–—]*$/.test(rest);
  const listed = /^\s*(?:[/|;•·▪]|,\s|\s[-–—]\s|\se\s)(?!\d)/.test(rest);
  if (!last && !listed) return false;
  if (!last && !/[\p{L}\d]/u.test(head)) return false;
  const before = /(?<![\p{L}º°])([\p{L}º°]+)\.?\s*$/u.exec(head);
  return !(before && SPEC_WORDS.has(fold(before[1]).toLowerCase()));
}

/** Count of digits after the decimal separator (0 for integers). */
function decimalsOf(raw: string): number {
  const m = /[.,](\d{1,2})$/.exec(raw);
  return m && !/^\d{1,3}(?:[.,]\d{3})+$/.test(raw) ? m[1].length : 0;
}

/** Builds a token for one regex match, or null when the number is not a price. */
function tokenFor(masked: string, m: RegExpExecArray): PriceToken | null {
  const raw = m[2];
  let currency = Boolean(m[1]);
  const numEnd = m.index + m[0].length;
  const numStart = numEnd - raw.length;
  if (!currency && gluedBefore(masked, numStart)) return null;
  const reais = REAIS_RE.exec(masked.slice(numEnd));
  if (reais) currency = true;
  // "iPhone 13 3.200": thousands without cents and without "R$" are read like a bare integer
  // (a price only when it ends the line after a name, see `integerIsPrice`).
  const thousands = !currency && THOUSANDS_RE.test(raw);
  const value = parseAmount(thousands ? raw.replace(/\./g, '') : raw, currency);
  if (value === null) return null;
  const start = m.index;
  const end = numEnd + (reais ? reais[0].length : 0);
  if (currency) return { start, end, value, currency };
  const decimals = decimalsOf(raw);
  if (unitAfter(masked.slice(numEnd), decimals)) return null;
  if (/^\d+\.\d$/.test(raw)) return null;
  if (decimals === 0 && !integerIsPrice(masked, numStart, numEnd)) return null;
  // "(bandeja 30)", "(caixa com 12)": a count in a packaging note, not a price.
  if (
    decimals === 0 &&
    /\(\s*\p{L}+(?:\s+(?:com|c\/|de))?\s*$/u.test(
      masked.slice(Math.max(0, numStart - 30), numStart),
    ) &&
    /^\s*\)/.test(masked.slice(numEnd))
  )
    return null;
  return { start, end, value, currency };
}

/** All price-like amounts of a line, in order, read on its masked copy. */
export function findPrices(masked: string): PriceToken[] {
  const out: PriceToken[] = [];
  NUM_RE.lastIndex = 0;
  for (let m = NUM_RE.exec(masked); m; m = NUM_RE.exec(masked)) {
    const t = tokenFor(masked, m);
    if (t) out.push(t);
  }
  return out;
}

const INSTALMENT_BEFORE_RE =
  /(?:\b\d{1,2}\s*x|parcelas?|vezes|entrada|sinal)\s*(?:sem juros\s*)?(?:de\s*)?(?:apenas\s*|s[oó]\s*)?$/i;
const NOT_BEFORE_RE = /\bn[aã]o\s+(?:[eé]\s+|era\s+|mais\s+|custa\s+|sai\s+)?(?:por\s+)?$/i;
const OLD_BEFORE_RE = /(?:^|[^\p{L}])(?:de|era|antes|l[eê]|custava|saia)\s*(?::\s*)?$/iu;
// Separators, then link words or arrows ("de 10 por 8", "10 → 8"). Written so that each
// character has one way to match (no super-linear backtracking): "leia-se" is
// "leia" "-" "se", and "/" or "|" alone after the separators is its own branch.
const OLD_NEW_LINK_RE =
  /^[\s,;.:/|]*(?:[/|]\s*|(?:(?:por|agora|apenas|s[oó]|leia|se|passa|passou|mudou|para|a|sai|saindo|[eé]|mas)\s*(?::\s*)?|[→>➡=\-–—]\s*)(?:(?:por|agora|apenas|s[oó]|leia|se|passa|passou|mudou|para|a|sai|saindo|[eé]|mas)\s*(?::\s*)?|[→>➡=\-–—/|]\s*)*)$/iu;
const CASH_AFTER_RE = /^\s*(?:[àa]\s+vista|no\s+dinheiro)/i;

/** Paren depth at each token's start, in one pass over the line (linear). */
function depthsAt(s: string, tokens: readonly PriceToken[]): number[] {
  const out: number[] = [];
  let d = 0;
  let i = 0;
  for (const t of tokens) {
    for (; i < t.start; i++) {
      if (s[i] === '(') d++;
      else if (s[i] === ')' && d > 0) d--;
    }
    out.push(d);
  }
  return out;
}

/** Drops instalment amounts ("10x de R$ 21,90") and prices denied with "não". */
function dropInstalments(masked: string, tokens: PriceToken[]): PriceToken[] {
  return tokens.filter((t) => {
    const before = masked.slice(Math.max(0, t.start - 40), t.start);
    return !INSTALMENT_BEFORE_RE.test(before) && !NOT_BEFORE_RE.test(before);
  });
}

/** Drops old prices: "de R$ X por R$ Y", "era X agora Y", "onde se lê X leia-se Y". */
function dropOldPrices(masked: string, tokens: PriceToken[]): PriceToken[] {
  return tokens.filter((t, i) => {
    const next = tokens[i + 1];
    if (!next) return true;
    const before = masked.slice(Math.max(0, t.start - 30), t.start);
    const between = masked.slice(t.end, next.start);
    return !(OLD_BEFORE_RE.test(before) && OLD_NEW_LINK_RE.test(between));
  });
}

/** Prices that count, and prices written but overridden (old, instalment, denied, in parentheses). */
export interface PriceChoice {
  kept: PriceToken[];
  dropped: PriceToken[];
}

/**
 * True when the text before a bare amount is a name of its own: letters, and either cents in
 * the amount ("…, farinha 1kg 5,29") or a list continuation (", torta holandesa 80").
 */
function ownName(between: string, t: PriceToken): boolean {
  if (!/\p{L}{3}/u.test(between)) return false;
  return !Number.isInteger(t.value) || /^\s*(?:[,;]|e\s)/.test(between);
}

/** An item separator ("|", ";", "•", ", name") right after a bare number: it closes an item of a one-line list. */
const CLOSES_ITEM_RE = /^\s*(?:[|;•·▪]\s*\S|,\s*\p{L}|e\s+\p{L}{3})/u;

/**
 * Keeps the prices that matter: no bare numbers next to R$ (unless a bare number closes an item
 * of a one-line list, "Coxinha 6 | Kibe R$ 7", follows a price word, "pudim por 12", or ends the
 * line after a name of its own, "…, torta holandesa 80"), no instalments, no old prices.
 */
export function selectPrices(masked: string, found: PriceToken[]): PriceChoice {
  const base = found.some((t) => t.currency)
    ? found.filter(
        (t, k) =>
          t.currency ||
          CLOSES_ITEM_RE.test(masked.slice(readSuffix(masked, t.end).end)) ||
          PRICE_LINK_RE.test(masked.slice(Math.max(0, t.start - 20), t.start)) ||
          (/^[\s.!)]*$/.test(masked.slice(readSuffix(masked, t.end).end)) &&
            ownName(masked.slice(k > 0 ? found[k - 1].end : 0, t.start), t)),
      )
    : found;
  let tokens = dropOldPrices(masked, dropInstalments(masked, base));
  if (tokens.length > 1) {
    const depths = depthsAt(masked, tokens);
    const outside = tokens.filter((_, k) => depths[k] === 0);
    if (outside.length > 0) tokens = outside;
  }
  if (tokens.length > 1) {
    const cash = tokens.filter((t) => CASH_AFTER_RE.test(masked.slice(t.end)));
    if (cash.length > 0) tokens = cash;
  }
  return { kept: tokens, dropped: base.filter((t) => !tokens.includes(t)) };
}

/** Removes struck-through text: "~R$ 15,00~" and characters with a combining long stroke. */
export function dropStrikethrough(line: string): string {
  if (!line.includes('~') && !line.includes('\u0336')) return line;
  return line
    .replace(/.\u0336/gu, '')
    .replace(/\u0336/g, '')
    .replace(/~([^~]{1,60})~/g, (m, inner: string) =>
      /\d/.test(inner) ? ' '.repeat(m.length) : inner,
    );
}
