/**
 * Scoring of the offline parser against the list fixtures (fixtures/catalog-paste, corpus/),
 * following the rules in that folder's README: names are paired after normalisation (case,
 * accents and punctuation dropped; plurals, "500 ml" vs "500ml" and one missing word tolerated;
 * different sizes or numbers never match); a pair is correct when the price is equal to the cent.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Item } from '../src/item';
import { parseCatalogText } from '../src/offline-list-parser';

/** One fixture case as stored on disk. */
export interface FixtureCase {
  id: string;
  description: string;
  input: string;
  expected: Item[];
  category_source: 'heading' | 'inferred';
  /** Kind of seller (project corpus only), e.g. "pizzaria". */
  segment?: string;
  /** Formats the list uses (project corpus only), e.g. ["size-table", "headings"]. */
  formats?: string[];
}

/** Figures for one case. */
export interface CaseResult {
  id: string;
  source: 'heading' | 'inferred';
  segment: string | null;
  formats: string[];
  expected: number;
  returned: number;
  paired: number;
  correct: number;
  precision: number;
  recall: number;
  f1: number;
  categoryMatches: number;
  /** Expected items with no correct returned item (name | price). */
  missed: string[];
  /** Returned items with no correct expected item. */
  extra: string[];
  /** Paired items whose category differs (name: returned ≠ expected). */
  wrongCategory: string[];
}

/** Figures of a group of cases (one format, one segment). */
export interface GroupFigures {
  cases: number;
  f1: number;
  /** Pooled category accuracy of the group's paired items (heading and inferred together). */
  categoryAccuracy: number;
}

/** Mean and pooled figures over all cases. */
export interface EvalReport {
  cases: CaseResult[];
  precision: number;
  recall: number;
  f1: number;
  categoryAccuracy: { heading: number; inferred: number };
  /** Per format tag (a case counts in each of its formats). */
  byFormat: Record<string, GroupFigures>;
  /** Per kind of seller. */
  bySegment: Record<string, GroupFigures>;
}

const STOPWORDS = new Set([
  'de',
  'da',
  'do',
  'das',
  'dos',
  'e',
  'com',
  'em',
  'para',
  'pra',
  'a',
  'o',
  'as',
  'os',
  'no',
  'na',
  'c',
  'p',
  'sem',
]);
const UNITS = 'ml|l|lt|g|gr|kg|mg|m|cm|mm|km|w|v|a|un|pcs|pc';

/** Lower-case, accent-free, punctuation-free name with "500 ml" written "500ml". */
export function normaliseName(name: string): string {
  let s = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  s = s
    .replace(/(\d)[.,](\d)/g, '$1.$2')
    .replace(/[^a-z0-9.]+/g, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ');
  s = s.replace(new RegExp(`(\\d)\\s+(${UNITS})\\b`, 'g'), '$1$2');
  return s.replace(/\s+/g, ' ').trim();
}

/** Singular form of an accent-free word. */
function singular(w: string): string {
  if (w.length <= 3 || !w.endsWith('s')) return w;
  if (w.endsWith('oes') || w.endsWith('aes')) return `${w.slice(0, -3)}ao`;
  if (w.endsWith('eis')) return `${w.slice(0, -3)}el`;
  if (w.endsWith('ais')) return `${w.slice(0, -3)}al`;
  if (w.endsWith('ns')) return `${w.slice(0, -2)}m`;
  if (/[rz]es$/.test(w)) return w.slice(0, -2);
  return w.slice(0, -1);
}

/** Words (singular, no small words) and numbers (with units) of a name. */
export function nameParts(name: string): { words: string[]; numbers: string[] } {
  const tokens = normaliseName(name).split(' ').filter(Boolean);
  return {
    words: tokens.filter((t) => !/\d/.test(t) && !STOPWORDS.has(t)).map(singular),
    numbers: tokens.filter((t) => /\d/.test(t)).sort(),
  };
}

/** Edit distance between two short strings. */
function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cur = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = cur;
    }
  }
  return row[b.length];
}

/** Similarity in [0, 1] of two names; 0 means they cannot be paired. */
export function nameSimilarity(a: string, b: string): number {
  const pa = nameParts(a);
  const pb = nameParts(b);
  if (pa.numbers.join(' ') !== pb.numbers.join(' ')) return 0;
  const wa = pa.words.join(' ');
  const wb = pb.words.join(' ');
  if (wa === wb) return 1;
  const sa = new Set(pa.words);
  const sb = new Set(pb.words);
  const onlyA = [...sa].filter((w) => !sb.has(w)).length;
  const onlyB = [...sb].filter((w) => !sa.has(w)).length;
  if ((onlyA === 0 && onlyB <= 1 && sa.size > 0) || (onlyB === 0 && onlyA <= 1 && sb.size > 0))
    return 0.9;
  const longest = Math.max(wa.length, wb.length);
  const ratio = longest === 0 ? 0 : 1 - levenshtein(wa, wb) / longest;
  return ratio >= 0.85 ? ratio * 0.9 : 0;
}

/** Greedy one-to-one pairing of returned and expected items, best name similarity first. */
export function pairItems(got: Item[], expected: Item[]): Array<[number, number]> {
  const cand: Array<{ g: number; e: number; s: number }> = [];
  got.forEach((g, gi) =>
    expected.forEach((e, ei) => {
      const s = nameSimilarity(g.name, e.name);
      if (s > 0)
        cand.push({ g: gi, e: ei, s: s + (Math.abs(g.price - e.price) < 0.005 ? 0.01 : 0) });
    }),
  );
  cand.sort((x, y) => y.s - x.s || x.g - y.g || x.e - y.e);
  const usedG = new Set<number>();
  const usedE = new Set<number>();
  const pairs: Array<[number, number]> = [];
  for (const c of cand) {
    if (usedG.has(c.g) || usedE.has(c.e)) continue;
    usedG.add(c.g);
    usedE.add(c.e);
    pairs.push([c.g, c.e]);
  }
  return pairs;
}

/** Category equality ignoring case and accents. */
export function sameCategory(a: string, b: string): boolean {
  const n = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
  return n(a) === n(b);
}

/** Harmonic mean, 0 when both are 0. */
function f1Of(p: number, r: number): number {
  return p + r === 0 ? 0 : (2 * p * r) / (p + r);
}

/** Scores one case. */
export function scoreCase(fixture: FixtureCase, got: Item[]): CaseResult {
  const expected = fixture.expected;
  const pairs = pairItems(got, expected);
  const correctPairs = pairs.filter(([g, e]) => Math.abs(got[g].price - expected[e].price) < 0.005);
  const correct = correctPairs.length;
  const precision = got.length === 0 ? (expected.length === 0 ? 1 : 0) : correct / got.length;
  const recall = expected.length === 0 ? 1 : correct / expected.length;
  const okG = new Set(correctPairs.map(([g]) => g));
  const okE = new Set(correctPairs.map(([, e]) => e));
  const wrongCategory = pairs
    .filter(([g, e]) => !sameCategory(got[g].category, expected[e].category))
    .map(([g, e]) => `${got[g].name}: ${got[g].category} ≠ ${expected[e].category}`);
  return {
    id: fixture.id,
    source: fixture.category_source,
    segment: fixture.segment ?? null,
    formats: fixture.formats ?? [],
    expected: expected.length,
    returned: got.length,
    paired: pairs.length,
    correct,
    precision,
    recall,
    f1: f1Of(precision, recall),
    categoryMatches: pairs.length - wrongCategory.length,
    missed: expected.filter((_, i) => !okE.has(i)).map((e) => `${e.name} | ${e.price}`),
    extra: got.filter((_, i) => !okG.has(i)).map((g) => `${g.name} | ${g.price}`),
    wrongCategory,
  };
}

/**
 * The items a seller would see one by one: an item with a required single-choice group (the
 * "Tamanho" of an import) counts as one item per option, named "Item Option" and priced
 * item price + option price, so grouped and flat answers are scored by the same rules.
 */
export function flattenOptionGroups(items: Item[]): Item[] {
  return items.flatMap((item) => {
    const group = item.optionGroups?.find((g) => g.min >= 1 && g.max === 1);
    if (!group) return [{ name: item.name, price: item.price, category: item.category }];
    return group.options.map((o) => ({
      name: `${item.name} ${o.name}`,
      price: Math.round((item.price + o.price) * 100) / 100,
      category: item.category,
    }));
  });
}

/** Reads every *.json case of a fixture folder, sorted by file name. */
export function loadFixtures(dir: string): FixtureCase[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as FixtureCase);
}

/** Pooled category accuracy over the cases of one source. */
function categoryAccuracy(cases: CaseResult[], source: 'heading' | 'inferred'): number {
  const sel = cases.filter((c) => c.source === source);
  const paired = sel.reduce((n, c) => n + c.paired, 0);
  return paired === 0 ? 1 : sel.reduce((n, c) => n + c.categoryMatches, 0) / paired;
}

/** Runs the parser over every fixture of `dir` and returns per-case and mean figures. */
export function evaluateFixtures(
  dir: string,
  parse: (input: string) => Item[] = parseCatalogText,
): EvalReport {
  const cases = loadFixtures(dir).map((fx) => scoreCase(fx, flattenOptionGroups(parse(fx.input))));
  const mean = (pick: (c: CaseResult) => number): number =>
    cases.length === 0 ? 0 : cases.reduce((n, c) => n + pick(c), 0) / cases.length;
  return {
    cases,
    precision: mean((c) => c.precision),
    recall: mean((c) => c.recall),
    f1: mean((c) => c.f1),
    categoryAccuracy: {
      heading: categoryAccuracy(cases, 'heading'),
      inferred: categoryAccuracy(cases, 'inferred'),
    },
    byFormat: groupFigures(cases, (c) => c.formats),
    bySegment: groupFigures(cases, (c) => (c.segment ? [c.segment] : [])),
  };
}

/** Mean F1 and pooled category accuracy per group key, keys sorted. */
function groupFigures(
  cases: CaseResult[],
  keys: (c: CaseResult) => string[],
): Record<string, GroupFigures> {
  const groups = new Map<string, CaseResult[]>();
  for (const c of cases) for (const k of keys(c)) groups.set(k, [...(groups.get(k) ?? []), c]);
  const out: Record<string, GroupFigures> = {};
  for (const k of [...groups.keys()].sort()) {
    const sel = groups.get(k) ?? [];
    const paired = sel.reduce((n, c) => n + c.paired, 0);
    out[k] = {
      cases: sel.length,
      f1: sel.reduce((n, c) => n + c.f1, 0) / sel.length,
      categoryAccuracy: paired === 0 ? 1 : sel.reduce((n, c) => n + c.categoryMatches, 0) / paired,
    };
  }
  return out;
}

/**
 * The `n` worst cases: lowest F1 first, then most items with a wrong category; cases with
 * F1 1 and every category right are never listed.
 */
export function worstCases(report: EvalReport, n: number): CaseResult[] {
  const wrong = (c: CaseResult): number => c.paired - c.categoryMatches;
  return report.cases
    .filter((c) => c.f1 < 1 || wrong(c) > 0)
    .sort((a, b) => a.f1 - b.f1 || wrong(b) - wrong(a) || a.id.localeCompare(b.id))
    .slice(0, n);
}

const BENCH_SECTIONS: Array<{ heading: string; items: string[] }> = [
  {
    heading: '*🍔 LANCHES*',
    items: [
      'X-Salada',
      'X-Bacon',
      'X-Tudo',
      'Misto quente',
      'Bauru',
      'X-Frango',
      'X-Egg',
      'Cachorro-quente',
    ],
  },
  {
    heading: '🍕 PIZZAS SALGADAS',
    items: [
      'Calabresa',
      'Mussarela',
      'Portuguesa',
      'Frango com catupiry',
      'Marguerita',
      'Quatro queijos',
      'Atum',
      'Bacon',
    ],
  },
  {
    heading: 'SALGADOS',
    items: [
      'Coxinha de frango',
      'Kibe',
      'Esfiha de carne',
      'Enroladinho de salsicha',
      'Risoles de queijo',
      'Empada de palmito',
      'Pastel de carne',
      'Bolinha de queijo',
    ],
  },
  {
    heading: 'Doces:',
    items: [
      'Brigadeiro gourmet',
      'Bolo de pote ninho',
      'Pudim (fatia)',
      'Brownie',
      'Torta de limão',
      'Mousse de maracujá',
      'Beijinho',
      'Palha italiana',
    ],
  },
  {
    heading: '*🥤 BEBIDAS*',
    items: [
      'Coca-Cola lata',
      'Guaraná 2L',
      'Suco natural 500ml',
      'Água sem gás',
      'Cerveja long neck',
      'Energético 250ml',
      'Chá gelado',
      'Refrigerante 600ml',
    ],
  },
  {
    heading: '🐶 RAÇÕES',
    items: [
      'Ração Golden adulto 15kg',
      'Ração Premier gatos 7,5kg',
      'Sachê Whiskas 85g',
      'Ração Pedigree filhote 1kg',
    ],
  },
  {
    heading: 'HORTIFRUTI',
    items: ['Banana prata dz', 'Tomate kg', 'Alface crespa un', 'Cheiro-verde maço'],
  },
  {
    heading: '✨ SEMIJOIAS ✨',
    items: ['Brinco argola cravejada', 'Colar ponto de luz', 'Anel solitário', 'Pulseira riviera'],
  },
];

/** Writes a price in the Brazilian style ("12,90"). */
function brl(n: number): string {
  return n.toFixed(2).replace('.', ',');
}

/** One item line in one of several common styles. */
function benchLine(name: string, price: number, style: number): string {
  switch (style % 9) {
    case 0:
      return `${name} - R$ ${brl(price)}`;
    case 1:
      return `${name} ........ ${brl(price)}`;
    case 2:
      return `R$ ${brl(price)} ${name}`;
    case 3:
      return `• ${name} — R$${brl(price)}`;
    case 4:
      return `${(style % 9) + 1}. ${name} – R$ ${brl(price)} cada`;
    case 5:
      return `${name} P ${brl(price)} / M ${brl(price + 8)} / G ${brl(price + 15)}`;
    case 6:
      return `${name} de R$ ${brl(price + 3)} por R$ ${brl(price)}`;
    case 7:
      return `${name}\nR$ ${brl(price)}`;
    default:
      return `💎 ${name} | ${Math.round(price)} reais`;
  }
}

/** A realistic pasted list of `lines` lines: greeting, headings, mixed item styles, noise. */
export function buildBenchmarkList(lines = 200): string {
  const out: string[] = ['Boa noite, pessoal!! 😋 Segue o cardápio atualizado 👇', ''];
  const tail = [
    '🛵 Taxa de entrega: R$ 5,00',
    '⏰ Terça a domingo, das 18h às 23h',
    '📲 Pedidos: (11) 98765-4321',
    '#delivery #lanches',
  ];
  let n = 0;
  while (out.length < lines - tail.length - 2) {
    const section = BENCH_SECTIONS[n % BENCH_SECTIONS.length];
    out.push(section.heading);
    section.items.forEach((item, k) =>
      out.push(...benchLine(item, 5 + ((n * 7 + k * 3) % 40) + 0.9, n + k).split('\n')),
    );
    out.push('');
    n++;
  }
  return [...out.slice(0, lines - tail.length), ...tail].join('\n');
}

/** Median and 95th percentile of a list of timings. */
export function timingStats(samples: number[]): { median: number; p95: number } {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number): number => s[Math.min(s.length - 1, Math.floor(q * (s.length - 1)))];
  return { median: at(0.5), p95: at(0.95) };
}
