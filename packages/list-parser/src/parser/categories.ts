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

interface CompiledKey {
  rule: Rule;
  words: string[];
  length: number;
  prefix: boolean;
  anchored: boolean;
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
        const anchored = term.startsWith('^');
        const prefix = term.endsWith('*');
        const text = singularKey(term.replace(/[\^*]/g, ''));
        if (!text) continue;
        const key: CompiledKey = {
          rule,
          words: text.split(' '),
          length: text.length,
          prefix,
          anchored,
        };
        if (prefix) built.prefixed.push(key);
        else {
          const list = built.byFirst.get(key.words[0]) ?? [];
          list.push(key);
          built.byFirst.set(key.words[0], list);
        }
        if (!anchored && !prefix) built.single.add(text);
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
      out.push({ rule: h.key.rule, at: h.at, length: h.key.length });
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
const SINGLE_SEGMENT_SHARE = 0.75;

/**
 * Categories for items without a heading, decided for the list as a whole (issue 18). Each
 * segment scores the number of items that have a keyword in it; an item whose leading keyword
 * fits several segments ("bolinha": a pet toy or a savoury; "shampoo": beauty or hygiene) is read
 * in the segment with the highest score. When one segment holds at least 75 % of the list its items get the segment's own categories ("Rações", "Petiscos"); otherwise (a
 * canteen selling snacks, sweets and drinks) every item gets its segment's label ("Salgados",
 * "Doces", "Bebidas"). Unknown items take the list's main category when it is clear, else "Geral".
 */
export function inferCategories(names: string[]): string[] {
  const hits = names.map((n) => matchHits(n));
  const score = new Map<string, number>();
  for (const h of hits) {
    for (const seg of new Set(h.map((x) => x.rule.segment)))
      score.set(seg, (score.get(seg) ?? 0) + 1);
  }
  const rules = hits.map((h) => {
    const top = h[0];
    if (!top || top.rule.strong) return top?.rule;
    const rivals = h.filter((x) => x.at === top.at && x.length === top.length && !x.rule.strong);
    let best = top;
    for (const x of rivals)
      if ((score.get(x.rule.segment) ?? 0) > (score.get(best.rule.segment) ?? 0)) best = x;
    return best.rule;
  });
  const matched = rules.filter((r): r is Rule => r !== undefined);
  const top = dominant(matched.map((r) => r.segment));
  const single = top !== null && top.share >= SINGLE_SEGMENT_SHARE ? top.value : null;
  const labels = rules.map((r) => (r ? (r.segment === single ? r.fine : r.broad) : null));
  const known = labels.filter((l): l is string => l !== null);
  const main = dominant(known);
  const fallback = main && known.length >= 2 && main.share >= 0.6 ? main.value : 'Geral';
  return labels.map((l) => l ?? fallback);
}
