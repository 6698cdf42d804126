/**
 * Category inference for lists without headings: keyword rules give each item a fine label
 * ("Refrigerantes") and a broad one ("Bebidas"). A list from one kind of shop keeps the fine
 * labels; a mixed list (a canteen selling snacks, sweets and drinks) uses the broad ones.
 */
import { LEXICON } from './lexicon';
import { singularKey } from './text';

/** A category of the lexicon with its segment's label, as one keyword hit names it. */
export interface Rule {
  /** The category a seller of the segment uses ("Refrigerantes"). */
  fine: string;
  /** The segment's label, used when a list mixes segments ("Bebidas"). */
  broad: string;
  /** Segment id in the lexicon. */
  segment: string;
  /** Modifier words that decide the category wherever they appear ("personalizado"). */
  strong?: boolean;
}

/** Name of the category a list gets when none of its items is known (no segment detected). */
export const UNKNOWN_CATEGORY = 'Geral';

interface CompiledKey {
  rule: Rule;
  words: string[];
  length: number;
  prefix: boolean;
  anchored: boolean;
  /** "~" terms: a flavour or a word that names the product only in its own kind of shop. */
  weak: boolean;
}

interface KeyIndex {
  /** Keys by their first word. */
  byFirst: Map<string, CompiledKey[]>;
  /** Keys whose last word is a prefix ("personalizad*"). */
  prefixed: CompiledKey[];
  /** Whole keys, for `isProductNoun`. */
  single: Set<string>;
}

let index: KeyIndex | null = null;

/** Turns the lexicon into accent-free singular keys indexed by first word, once. */
function compile(): KeyIndex {
  if (index) return index;
  const built: KeyIndex = { byFirst: new Map(), prefixed: [], single: new Set() };
  const rules = new Map<string, Rule>();
  for (const segment of LEXICON) {
    for (const category of segment.categories) {
      for (const raw of category.terms) {
        const strong = raw.startsWith('!');
        const id = `${segment.id}|${category.name}|${strong}`;
        const rule = rules.get(id) ?? {
          fine: category.name,
          broad: segment.label,
          segment: segment.id,
          ...(strong ? { strong: true } : {}),
        };
        rules.set(id, rule);
        const term = raw.replace(/^!/, '');
        const weak = term.startsWith('~');
        const anchored = term.includes('^');
        const prefix = term.endsWith('*');
        const text = singularKey(term.replace(/[\^*~]/g, ''));
        if (!text) continue;
        const key: CompiledKey = {
          rule,
          words: text.split(' '),
          length: text.length,
          prefix,
          anchored,
          weak,
        };
        if (prefix) built.prefixed.push(key);
        else {
          const list = built.byFirst.get(key.words[0]) ?? [];
          list.push(key);
          built.byFirst.set(key.words[0], list);
        }
        if (!anchored && !prefix && !weak) built.single.add(text);
      }
    }
  }
  index = built;
  return built;
}

/** True when `key` matches the name's words starting at word `at`. */
function matchesAt(key: CompiledKey, words: string[], at: number): boolean {
  if (key.anchored && at !== 0) return false;
  const n = key.words.length;
  if (at + n > words.length) return false;
  for (let j = 0; j < n; j++) {
    const w = words[at + j];
    const k = key.words[j];
    if (key.prefix && j === n - 1 ? !w.startsWith(k) : w !== k) return false;
  }
  return true;
}

/** A keyword hit: the category and the word where its keyword starts. */
export interface Hit {
  rule: Rule;
  at: number;
  /** Length of the matched keyword (accent-free characters). */
  length: number;
  /** The keyword is a "~" term: it counts only where its segment is named by other items. */
  weak: boolean;
}

/** Every category a name's keywords point to, best first: strong words, then the earliest and longest. */
export function matchRules(name: string): Rule[] {
  return matchHits(name).map((h) => h.rule);
}

/** Like `matchRules`, with the position of each hit (one per rule, its best). */
export function matchHits(name: string): Hit[] {
  const { byFirst, prefixed } = compile();
  const words = singularKey(name).split(' ');
  const hits: Array<{ key: CompiledKey; at: number }> = [];
  for (let at = 0; at < words.length; at++) {
    for (const key of [...(byFirst.get(words[at]) ?? []), ...prefixed]) {
      if (matchesAt(key, words, at)) hits.push({ key, at });
    }
  }
  // Stable: among equal hits the lexicon's order decides.
  hits.sort((x, y) =>
    better(x.key, x.at, y.key, y.at) ? -1 : better(y.key, y.at, x.key, x.at) ? 1 : 0,
  );
  const out: Hit[] = [];
  for (const h of hits)
    if (!out.some((o) => o.rule === h.key.rule))
      out.push({ rule: h.key.rule, at: h.at, length: h.key.length, weak: h.key.weak });
  return out;
}

/** The category whose keyword best names the item, or null. */
export function matchRule(name: string): Rule | null {
  return matchRules(name)[0] ?? null;
}

/** Ordering between two keyword hits. */
function better(a: CompiledKey, atA: number, b: CompiledKey, atB: number): boolean {
  const sa = a.rule.strong === true;
  const sb = b.rule.strong === true;
  if (sa !== sb) return sa;
  if (atA !== atB) return atA < atB;
  return a.length > b.length;
}

/** True when the word or phrase (any form) names a kind of product, e.g. "geladinhos" or "bolo de pote". */
export function isProductNoun(word: string): boolean {
  const text = singularKey(word);
  return text.length > 0 && compile().single.has(text);
}

/** Most common value and its share. */
function dominant(values: string[]): { value: string; share: number } | null {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let top: string | null = null;
  let n = 0;
  for (const [v, c] of counts) {
    if (c > n) {
      top = v;
      n = c;
    }
  }
  return top === null ? null : { value: top, share: n / values.length };
}

/** Share of a list a segment must hold for its own categories ("Rações", "Cervejas") to be used. */
const SINGLE_SEGMENT_SHARE = 0.7;

/** The hit an item is read by, given the list's segment scores and its one-kind segment. */
function chooseHit(h: Hit[], score: Map<string, number>, single: string | null): Hit | undefined {
  // A flavour ("calabresa", "ninho") names a product only where its kind of shop is named.
  const usable = h.filter((x) => !x.weak || (score.get(x.rule.segment) ?? 0) > 0);
  const top = usable[0];
  if (!top || top.rule.strong) return top;
  // In a one-kind shop an item is read as that shop's product when any of its words says so
  // ("Shampoo antipulgas" in a pet shop, "Hambúrguer artesanal" in a snack bar).
  if (single !== null) {
    const own = usable.find((x) => x.rule.segment === single);
    if (own) return own;
  }
  // The same keyword in several segments ("bolinha": a pet toy or a savoury) is read in the
  // segment that names most of the list; on a tie the lexicon's order decides.
  let best = top;
  for (const x of usable)
    if (
      x.at === top.at &&
      x.length === top.length &&
      !x.rule.strong &&
      (score.get(x.rule.segment) ?? 0) > (score.get(best.rule.segment) ?? 0)
    )
      best = x;
  return best;
}

/**
 * Categories for items without a heading, decided for the list as a whole (see
 * docs/adr/0008-list-parser-package.md). First the store's segment: each segment of the lexicon scores
 * the items that have a (non-"~") keyword in it; when one segment holds at least 70 % of the
 * recognised items the list is a one-kind shop and its items get that segment's own categories
 * ("Rações", "Petiscos", "Perfumaria"), any item with a word of that segment being read in it;
 * otherwise (a canteen selling snacks, sweets and drinks) each item gets its segment's label
 * ("Salgados", "Doces", "Bebidas"), an ambiguous leading keyword being read in the segment
 * that names most of the list. An item no keyword names falls back to the list's most common
 * category, so no category is made up; only a list with no known item at all gets "Geral".
 * Deterministic: the same names always give the same categories.
 */
export function inferCategories(names: string[]): string[] {
  const hits = names.map((n) => matchHits(n));
  const score = new Map<string, number>();
  for (const h of hits) {
    for (const seg of new Set(h.filter((x) => !x.weak).map((x) => x.rule.segment)))
      score.set(seg, (score.get(seg) ?? 0) + 1);
  }
  const firstPass = hits.map((h) => chooseHit(h, score, null)?.rule);
  const matched = firstPass.filter((r): r is Rule => r !== undefined);
  const top = dominant(matched.map((r) => r.segment));
  const single = top !== null && top.share >= SINGLE_SEGMENT_SHARE ? top.value : null;
  const rules = single === null ? firstPass : hits.map((h) => chooseHit(h, score, single)?.rule);
  const labels = rules.map((r) => (r ? (r.segment === single ? r.fine : r.broad) : null));
  const known = labels.filter((l): l is string => l !== null);
  const fallback = dominant(known)?.value ?? UNKNOWN_CATEGORY;
  return labels.map((l) => l ?? fallback);
}
