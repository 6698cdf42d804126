/**
 * Small text helpers shared by the offline price-list parser: emoji removal, accent folding,
 * Portuguese singular forms and letter tests. Everything here is pure and allocation-light.
 */

/** Pictographs, flags, skin tones, tags, variation selectors, joiners and keycap marks. */
const EMOJI_RE =
  /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\p{Emoji_Modifier}|[\u{E0020}-\u{E007F}]|\uFE0E|\uFE0F|\u200D|\u20E3/gu;

/** Leading emoji (after optional spaces), used to spot emoji bullets and emoji headings. */
const LEADING_EMOJI_RE = /^\s*[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]/u;

/** Trailing emoji (before optional spaces and markup). */
const TRAILING_EMOJI_RE = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}][\uFE0F\s*_]*$/u;

/** Replaces every emoji by a space (so words around it stay apart). */
export function stripEmoji(s: string): string {
  return s.replace(EMOJI_RE, ' ');
}

/** True when the line starts with an emoji. */
export function startsWithEmoji(s: string): boolean {
  return LEADING_EMOJI_RE.test(s);
}

/** True when the line ends with an emoji. */
export function endsWithEmoji(s: string): boolean {
  return TRAILING_EMOJI_RE.test(s);
}

/** Removes accents and cedillas ("Açaí" → "Acai"). */
export function fold(s: string): string {
  return /^[\t -~]*$/.test(s) ? s : s.normalize('NFD').replace(/\p{M}/gu, '');
}

/** Collapses runs of white space and trims. */
export function collapse(s: string): string {
  return NEEDS_COLLAPSE_RE.test(s) ? s.replace(/\s+/g, ' ').trim() : s;
}

const NEEDS_COLLAPSE_RE = /\s\s|[^\S ]|^\s|\s$/;

/** True when the text holds at least `min` letters. */
export function hasLetters(s: string, min = 1): boolean {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    const letter =
      (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 0xc0 && LETTER_RE.test(s[i]));
    if (letter && ++n >= min) return true;
  }
  return false;
}

const LETTER_RE = /\p{L}/u;

/** True when the text has at least three letters and none of them is lower-case. */
export function isShouting(s: string): boolean {
  if (!hasLetters(s, 3)) return false;
  return s === s.toUpperCase() && s !== s.toLowerCase();
}

/** Lower-case, accent-free, punctuation-free form of a name, used as a comparison key. */
export function keyOf(s: string): string {
  return collapse(
    fold(s)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' '),
  );
}

/** Words whose final "s" is not a plural mark. */
const NOT_PLURAL = new Set([
  'tenis',
  'lapis',
  'pires',
  'onibus',
  'gas',
  'mais',
  'tres',
  'pais',
  'simples',
  'bonus',
  'virus',
  'jeans',
  'atlas',
  'lotus',
  'gratis',
  'ingles',
  'frances',
  'portugues',
  'japones',
  'chines',
  'cuscuz',
  'arroz',
  'noz',
  'paris',
  'ananas',
  'marques',
  'pes',
  'mes',
  'vez',
]);

/** Singular of an accent-free lower-case Portuguese word ("pasteis" → "pastel", "paes" → "pao"). */
export function singular(word: string): string {
  if (word.length <= 3 || NOT_PLURAL.has(word) || !word.endsWith('s')) return word;
  if (word.endsWith('oes') || word.endsWith('aes')) return `${word.slice(0, -3)}ao`;
  if (word.endsWith('eis') && word.length > 4) return `${word.slice(0, -3)}el`;
  if (word.endsWith('ais') && word.length > 4) return `${word.slice(0, -3)}al`;
  if (word.endsWith('ns')) return `${word.slice(0, -2)}m`;
  if (/[rz]es$/.test(word) && word.length > 4) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** Key with every word in singular form, so "Pastéis de Queijo" and "pastel de queijo" meet. */
export function singularKey(s: string): string {
  return keyOf(s)
    .split(' ')
    .map((w) => singular(w))
    .join(' ');
}

/** Number of space-separated words. */
export function wordCount(s: string): number {
  const t = s.trim();
  return t ? t.split(/\s+/).length : 0;
}

/** Wraps a pure one-argument string function with a bounded cache. */
export function memo<T>(fn: (s: string) => T, limit = 4000): (s: string) => T {
  const cache = new Map<string, T>();
  return (s: string): T => {
    const hit = cache.get(s);
    if (hit !== undefined) return hit;
    const out = fn(s);
    if (cache.size >= limit) cache.clear();
    cache.set(s, out);
    return out;
  };
}

/**
 * The spans `/\(([^)]*)\)/g` finds — from an opening parenthesis to the next closing one — in
 * linear time (the regex is quadratic on "((((…" without a closing parenthesis).
 */
function* parenSpans(s: string): Generator<{ start: number; end: number; inner: string }> {
  let from = 0;
  for (;;) {
    const start = s.indexOf('(', from);
    if (start < 0) return;
    const close = s.indexOf(')', start + 1);
    if (close < 0) return;
    yield { start, end: close + 1, inner: s.slice(start + 1, close) };
    from = close + 1;
  }
}

/** `s.replace(/\([^)]*\)/g, by)` in linear time. */
export function replaceParens(s: string, by: string): string {
  let out = '';
  let last = 0;
  for (const span of parenSpans(s)) {
    out += s.slice(last, span.start) + by;
    last = span.end;
  }
  return last === 0 ? s : out + s.slice(last);
}

/** The inside of the first "(…)" holding a "/" or "|" ("(broto / média)"), as `/\(([^)]*[/|][^)]*)\)/` in linear time. */
export function parenWithList(s: string): string | null {
  for (const span of parenSpans(s)) if (/[/|]/.test(span.inner)) return span.inner;
  return null;
}
