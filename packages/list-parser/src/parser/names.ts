/**
 * Item names: strips list markers, codes, leaders and filler words, removes notes in
 * parentheses and keeps the name as the seller typed it; a name typed all in capitals or all in
 * lower case gets its accents, obvious typos and Title Case fixed (units keep their case).
 */
import { ABBREVIATIONS, PRODUCT_WORDS } from './vocab';
import { collapse, fold, isShouting, memo } from './text';

/** Portuguese small words that stay lower-case inside a name. */
const SMALL = new Set([
  'de',
  'da',
  'do',
  'das',
  'dos',
  'e',
  'com',
  'sem',
  'em',
  'para',
  'pra',
  'por',
  'a',
  'o',
  'as',
  'os',
  'no',
  'na',
  'nos',
  'nas',
  'ao',
  'aos',
  'à',
  'às',
  'ou',
  'x',
  'c/',
  's/',
  'p/',
  'del',
  'di',
]);

/** Upper-case words kept as written when the whole name was typed in capitals. */
const ACRONYMS = new Set([
  'LED',
  'USB',
  'PVC',
  'HD',
  'TV',
  'LCD',
  'CP',
  'II',
  'III',
  'IV',
  'AC',
  'IPA',
  'APA',
  'UV',
  'FPS',
  'PP',
  'P',
  'M',
  'G',
  'GG',
  'XG',
  'XGG',
  'EG',
  'EXG',
  'PET',
  'MDF',
  'EVA',
  'ABS',
  'DVD',
  'CD',
  'GPS',
  'SD',
  'SSD',
  'HDMI',
  'RGB',
  'BT',
  'FM',
  'PS4',
  'PS5',
  'MTB',
  'BMX',
  'UHT',
  'XL',
  'XXL',
  'BBQ',
  'CPU',
  'PC',
  'TNT',
  'NFC',
  'MP3',
  '4K',
  '3D',
  'A4',
]);

/** Units written after a number and how they are spelled. */
const UNIT_CASE: Readonly<Record<string, string>> = {
  ml: 'ml',
  l: 'L',
  lt: 'L',
  g: 'g',
  gr: 'g',
  kg: 'kg',
  mg: 'mg',
  m: 'm',
  cm: 'cm',
  mm: 'mm',
  km: 'km',
  w: 'W',
  kw: 'kW',
  v: 'V',
  a: 'A',
  mah: 'mAh',
  gb: 'GB',
  tb: 'TB',
  mb: 'MB',
  hz: 'Hz',
  k: 'k',
  cv: 'cv',
  un: 'un',
  pç: 'pç',
  pçs: 'pçs',
  '': '',
};

const NOTE_PAREN_RE =
  /%|\babv\b|\bibu\b|\bleve\b|\bpague\b|qualquer|promo|oferta|m[ií]nimo|gr[aá]tis|escolh|consult|encomenda|aprox|\bserve|\bcada\b|juros|\bpix\b|vista|dispon[ií]vel|esgotad|\bnov[oa]\b|\bsabor(?:es)?\b|\bop[cç]|\bobs\b|r\$|\bat[eé]\b|\bpessoas\b|\bfatias\b|\bfrete\b|\bentrega\b|\bfit\b|\bvegan|\bsem gl/i;

const HEAD_FILLER_RE = /^(?:(?:tem|temos|tenho|e|ou|mais|tamb[eé]m|tb|al[eé]m disso)\s+)+/i;
/**
 * A sentence before the first product of running text ("Oi gente!! Hoje temos bolo…", "Boa
 * tarde! Tô com …"): a greeting or time word, then a verb of selling; everything up to the verb goes.
 */
const SENTENCE_LEAD_RE =
  /^[^\d]{0,60}?(?<![\p{L}])(?:oi|ol[aá]|gente|pessoal|galera|bom dia|boa tarde|boa noite|hoje|semana|amanh[aã]|agora)(?![\p{L}])[^\d]{0,40}?(?<![\p{L}])(?:temos|tem|tenho|t[ôo] com|estou com|estamos com|t[ôo] vendendo|estou vendendo|vendendo|saiu|saindo|chegou|chegaram)\s+/iu;
const ARTICLE_BEFORE_DE_RE = /^(?:o|a|os|as|um|uma)\s+(?=de\s)/i;
const TAIL_FILLER_RE =
  /(?:^| )(?:a\s+partir\s+de|apartir\s+de|a\s+partir|desde|por\s+apenas|por\s+s[oó]|por|apenas|somente|s[oó]|t[aá]|est[aá]|[eé]|sai\s+a|sai\s+por|sai|saindo\s+a|saindo\s+por|saindo|fica|custa|custando|valor|pre[cç]o|no\s+valor\s+de|de|a|à|r\$)\s*$/i;
const LEAD_SEP_RE = /^[\s\-–—:=|>.…_·•▪,;/\\+!?)\]]+/;
const TRAIL_SEP_CHARS = ' \t-–—:=|>.…_·•▪,;/\\+!?([';
const NUMBERING_RE = /^\s*(?:\d{1,3}\s*[.)º°](?!\d)|\d{1,3}\s*[-–—]|\(\d{1,3}\)|#\d{1,3})\s+/;
const BULLET_RE = /^\s*(?:[-–—•·▪►▸▹>+=●○◦■□✓✔➤➔→]|\*(?=\s))+\s*/;
/** Dotted or dashed leaders with the spaces around them ("Coxinha ...... 6"); linear. */
const LEADER_RE = /(?:(?<!\s)\s+)?(?:\.{2,}|…+|_{2,}|·{2,}|-{3,})\s*/g;
const CODE_RE = /^(?:c[oó]d(?:igo)?|ref|sku)\.?\s*(?:[:#nº°]+\s*)?\d+[a-z]?\s*(?:[-|–—:]\s*)?/i;
const TRAILING_UNIT_RE =
  /^(?:kg|kilo|quilo|dz|d[uú]zia|ma[cç]o|bandeja|fatia|peda[cç]o|pacote|pct|pote|cento|un|und|unid|unidade|litro)\.?$/i;
const UNIT_ARTICLE_RE = /^(?:o|a|por|\/)$/i;

/** Drops separators and spaces at the end of a fragment ("Coxinha – ", "Nome ....."). */
function trimTrailingSeparators(s: string): string {
  let end = s.length;
  while (end > 0 && TRAIL_SEP_CHARS.includes(s[end - 1])) end--;
  return s.slice(0, end);
}

/** Removes a leading list marker: "1. ", "1) ", "01 - ", "- ", "• ", "* ". */
export function stripListMarker(s: string): string {
  let out = s;
  for (let i = 0; i < 3; i++) {
    const next = out.replace(NUMBERING_RE, '').replace(BULLET_RE, '');
    if (next === out) break;
    out = next;
  }
  return out;
}

/** Removes WhatsApp markup characters (*bold*, _italic_, ~strike~, `code`). */
export function stripMarkup(s: string): string {
  return s.replace(/[*~`]/g, ' ').replace(/(^|\s)_+|(?<!_)_+(\s|$)/g, ' ');
}

/** Strips separators, leaders and filler words around a name fragment; '' when nothing is left (cached). */
export const cleanLabel = memo(cleanLabelUncached);

/** The work behind `cleanLabel`. */
function cleanLabelUncached(raw: string): string {
  let s = collapse(stripListMarker(stripMarkup(raw)));
  s = s.replace(SENTENCE_LEAD_RE, '');
  s = s.replace(LEADER_RE, ' ');
  s = s.replace(CODE_RE, '').replace(/\|/g, ' ');
  for (let i = 0; i < 4; i++) {
    const before = s;
    s = trimTrailingSeparators(s.replace(LEAD_SEP_RE, ''));
    s = s.replace(HEAD_FILLER_RE, '').replace(ARTICLE_BEFORE_DE_RE, '').replace(TAIL_FILLER_RE, '');
    s = collapse(s.replace(CODE_RE, ''));
    if (s === before) break;
  }
  return collapse(s);
}

/** Strips markup, list markers, leaders and separators at both ends (no filler words). */
export function trimEdges(raw: string): string {
  let s = stripListMarker(stripMarkup(raw)).replace(LEADER_RE, ' ');
  s = trimTrailingSeparators(s.replace(LEAD_SEP_RE, ''));
  return collapse(s);
}

/** Drops notes in parentheses ("(6,5% ABV)", "(leve 2 pague 1)"), keeping "(kg)" or "(saco 20kg)". */
export function removeNoteParens(s: string): string {
  return collapse(
    s.replace(/(?:(?<!\s)\s+)?\(([^()]*)\)?/g, (m, inner: string) => {
      const words = inner.trim().split(/\s+/).length;
      if (NOTE_PAREN_RE.test(inner) || (inner.includes(',') && words >= 3) || !inner.trim())
        return ' ';
      return m;
    }),
  );
}

/** Takes a trailing unit word ("Maçã gala kg", "Cheiro-verde maço") off the name. */
export function takeTrailingUnit(s: string): { name: string; unit: string | null } {
  const words = s.split(' ');
  const last = words[words.length - 1];
  if (words.length < 2 || !TRAILING_UNIT_RE.test(last)) return { name: s, unit: null };
  let keep = words.length - 1;
  if (keep > 1 && UNIT_ARTICLE_RE.test(words[keep - 1])) keep--;
  if (/\d$/.test(words[keep - 1]) || /^(?:de|do|da|com|sem|em|no|na)$/i.test(words[keep - 1]))
    return { name: s, unit: null };
  const word = last.replace(/\.$/, '');
  const w = fold(word).toLowerCase();
  let unit: string;
  if (['un', 'und', 'unid', 'unidade'].includes(w)) unit = 'un';
  else if (w === 'dz' || w === 'duzia') unit = 'dúzia';
  else if (w === 'kilo' || w === 'quilo') unit = 'kg';
  else if (w === 'pct') unit = 'pacote';
  else unit = word.toLowerCase();
  return { name: words.slice(0, keep).join(' '), unit };
}

/** Folded word → correctly written word. */
const KNOWN = new Map<string, string>();
/** Folded word with one inner letter missing → correctly written word ('' when ambiguous). */
const ONE_MISSING = new Map<string, string>();

/** Fills the word maps once. */
function buildVocabulary(): void {
  if (KNOWN.size > 0) return;
  for (const w of PRODUCT_WORDS) KNOWN.set(fold(w).toLowerCase(), w.toLowerCase());
  for (const [key, word] of KNOWN) {
    if (key.length < 6) continue;
    for (let i = 0; i < key.length - 1; i++) {
      const variant = key.slice(0, i) + key.slice(i + 1);
      if (KNOWN.has(variant)) continue;
      const prev = ONE_MISSING.get(variant);
      ONE_MISSING.set(variant, prev === undefined || prev === word ? word : '');
    }
  }
}

/** Writes `word` with the letter case of `model` (upper, capitalised or lower). */
function withCaseOf(model: string, word: string): string {
  if (model.length > 1 && model === model.toUpperCase()) return word.toUpperCase();
  if (model[0] !== model[0].toLowerCase()) return word[0].toUpperCase() + word.slice(1);
  return word;
}

/** Correct spelling of one word, or the word itself (cached). */
const correctWord = memo(correctWordUncached);

/** The work behind `correctWord`. */
function correctWordUncached(word: string): string {
  const lower = word.toLowerCase();
  const key = fold(lower);
  if (key !== lower) return word; // accents the seller typed are kept ("crème" stays)
  const abbr = ABBREVIATIONS[key];
  if (abbr) return withCaseOf(word, abbr);
  const known = KNOWN.get(key);
  if (known) return known === lower ? word : withCaseOf(word, known);
  if (key.length < 5) return word;
  const fixed = ONE_MISSING.get(key);
  return fixed ? withCaseOf(word, fixed) : word;
}

/**
 * Restores accents and fixes one-missing-letter typos in every word of a name; a word the seller
 * typed with accents is left as typed.
 */
export function repairWords(s: string): string {
  buildVocabulary();
  return s.replace(/[\p{L}]+(?:-[\p{L}]+)*/gu, (w) => correctWord(w));
}

/** Title-cases a word made of a number and a unit ("2,5MM" → "2,5mm", "32a" → "32A"). */
function caseNumberWord(core: string): string {
  const dims = /^(\d+(?:[.,]\d+)?)((?:x\d+(?:[.,]\d+)?)+)([a-zµ]*)$/i.exec(core);
  if (dims) return `${dims[1]}${dims[2].toLowerCase()}${dims[3].toLowerCase()}`;
  const m = /^(\d+(?:[.,/]\d+)*)([a-zçµ]*)$/i.exec(core);
  if (!m) return core;
  const unit = UNIT_CASE[m[2].toLowerCase()];
  return unit === undefined ? core : `${m[1]}${unit}`;
}

/** Capitalises each hyphen part ("cheiro-verde" → "Cheiro-Verde", "roll-on" → "Roll-on"). */
function capitalise(word: string): string {
  const lower = word.toLowerCase();
  const apos = /^(d)['’](\p{L})(.*)$/u.exec(lower);
  if (apos) return `d'${apos[2].toUpperCase()}${apos[3]}`;
  return lower
    .split('-')
    .map((p, i) => (i > 0 && p.length <= 2 ? p : p.charAt(0).toUpperCase() + p.slice(1)))
    .join('-');
}

/** Case for one word (cached by word and flags). */
function caseWord(core: string, first: boolean, inParen: boolean, shouting: boolean): string {
  return caseWordCached(`${first ? 1 : 0}${inParen ? 1 : 0}${shouting ? 1 : 0}${core}`);
}

const caseWordCached = memo((k: string) =>
  caseWordUncached(k.slice(3), k[0] === '1', k[1] === '1', k[2] === '1'),
);

/** Case for one word, given its position, whether it sits in parentheses and the name's style. */
function caseWordUncached(
  core: string,
  first: boolean,
  inParen: boolean,
  shouting: boolean,
): string {
  if (/\d/.test(core)) return caseNumberWord(core);
  const lower = core.toLowerCase();
  const letters = core.replace(/[^\p{L}]/gu, '');
  const allCaps =
    letters.length > 0 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
  if (shouting && ACRONYMS.has(core)) return core;
  if (
    !shouting &&
    allCaps &&
    letters.length <= 5 &&
    !(SMALL.has(lower) && letters.length <= 2 && lower !== 'p')
  ) {
    return core;
  }
  if (inParen) return lower;
  if (!first && SMALL.has(lower)) return lower;
  if (!shouting && /\p{Lu}/u.test(core.slice(1)) && !allCaps) return core;
  return capitalise(core);
}

const LEAD_PUNCT = '("\'“';
const TRAIL_PUNCT = ')"\'”,.;:!?';

/**
 * A token's opening punctuation, core and closing punctuation, as
 * `/^([("'“]*)(.*?)([)"'”,.;:!?]*)$/u` splits it, in linear time.
 */
function splitPunctuation(token: string): [string, string, string] {
  let lead = 0;
  while (lead < token.length && LEAD_PUNCT.includes(token[lead])) lead++;
  let trail = token.length;
  while (trail > lead && TRAIL_PUNCT.includes(token[trail - 1])) trail--;
  return [token.slice(0, lead), token.slice(lead, trail), token.slice(trail)];
}

/**
 * Units written apart from their number ("300 ml", "2 L", "1 KG"), with their usual case. Not
 * "a", "m" or "k": after a number those are more often a word or a size ("de 2 a 4", "2 M").
 */
const SPACED_UNITS: ReadonlySet<string> = new Set(
  Object.keys(UNIT_CASE).filter((u) => u !== '' && u !== 'a' && u !== 'm' && u !== 'k'),
);

/** True for a bare number ("300", "2,5"). */
const isNumber = (core: string): boolean => /^\d+(?:[.,]\d+)?$/.test(core);

/** The unit's usual case when `core` is a unit written after the number `previous`, else null. */
function spacedUnit(core: string, previous: string | undefined): string | null {
  if (previous === undefined || !isNumber(previous)) return null;
  const lower = core.toLowerCase();
  return SPACED_UNITS.has(lower) ? UNIT_CASE[lower] : null;
}

/**
 * Title Case the way sellers write names: small words lower-case, units ("300 ml", "2 L") and
 * acronyms kept.
 */
export function titleCase(s: string): string {
  const shouting = isShouting(s);
  let inParen = false;
  let previous: string | undefined;
  return collapse(s)
    .split(' ')
    .map((token, i) => {
      const [lead, core, trail] = splitPunctuation(token);
      if (lead.includes('(')) inParen = true;
      const unit = lead === '' ? spacedUnit(core, previous) : null;
      const out = lead + (unit ?? caseWord(core, i === 0, inParen, shouting)) + trail;
      if (trail.includes(')')) inParen = false;
      previous = trail === '' ? core : undefined;
      return out;
    })
    .join(' ');
}

/**
 * How a name was typed: `upper` (all capitals), `lower` (all lower case) or `mixed`. Numbers with
 * their units ("300ml", "300 ML") do not count; a name without cased letters is `mixed`.
 */
export function typedCase(s: string): 'upper' | 'lower' | 'mixed' {
  const tokens = collapse(s).split(' ');
  let letters = '';
  tokens.forEach((token, i) => {
    const core = splitPunctuation(token)[1];
    if (/\d/.test(core) || spacedUnit(core, splitPunctuation(tokens[i - 1] ?? '')[1]) !== null)
      return;
    letters += core.replace(/[^\p{L}]/gu, '');
  });
  const upper = letters.toUpperCase();
  const lower = letters.toLowerCase();
  if (upper === lower) return 'mixed';
  if (letters === upper) return 'upper';
  return letters === lower ? 'lower' : 'mixed';
}

/**
 * The seller's name with its case fixed only when it was typed all in capitals or all in lower
 * case (then Title Case, accents restored, typos fixed); a name in mixed case is kept as typed
 * ("Açaí 300 ml", "Crème Brûlée", "Pastel de Feira (Carne)"). Spaces are collapsed either way.
 */
export function caseAsTyped(s: string): string {
  const name = collapse(s);
  return typedCase(name) === 'mixed' ? name : titleCase(repairWords(name));
}

/**
 * Full name pipeline for one item (a pasted line or a spreadsheet cell): list markers, codes,
 * leaders and notes in parentheses dropped, then the case rule of `caseAsTyped` (kept as typed
 * unless all capitals or all lower case); `unit` comes from a suffix after the price.
 */
export function finishName(label: string, unit: string | null): string {
  let s = removeNoteParens(cleanLabel(label));
  const trailing = takeTrailingUnit(s);
  s = cleanLabel(trailing.name);
  const u = unit ?? trailing.unit;
  s = caseAsTyped(s);
  if (
    u &&
    s &&
    !fold(s)
      .toLowerCase()
      .includes(`(${fold(u).toLowerCase()})`)
  )
    s = `${s} (${u})`;
  return collapse(s);
}
