/**
 * Writes the project's parser corpus (docs/adr/0008-list-parser-package.md): lists of 17 kinds
 * of seller in every format of `FORMATS`, each with the items a seller expects, into corpus/ (this package). The lists
 * come from the segment data in ./segments.ts and fixed seeds, so the files are reproducible;
 * they are committed and the unit test reads the files, not this script. The formats added
 * later (`LATER_FORMATS`) are written after the first ones from a seed of their own, so the
 * earlier lists stay byte for byte as they were. corpus/held-out/ is never written here.
 * Usage: tsx scripts/corpus/generate.ts [out-dir]
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { Item } from '../../src/item';
import { SEGMENTS, type SectionData, type SegmentData, type SizedData } from './segments';

/** Formats of the corpus: how sellers write lists (plus plain headed lists and spreadsheet pastes). */
export const FORMATS = [
  'headings',
  'no-headings',
  'price-first',
  'three-line',
  'one-line',
  'running-text',
  'size-inline',
  'size-table',
  'service-sizes',
  'size-range',
  'quantity-first',
  'correction',
  'weights',
  'sob-consulta',
  'spreadsheet',
] as const;
/**
 * Formats added after the first corpus ("the formats still missed"): a size grid with a column
 * per size ("Porte | P | M | G", tabs), name / code / price blocks, a later correction in running
 * text, thousands without cents ("3.200") and several items per sentence.
 */
export const LATER_FORMATS = [
  'size-grid',
  'three-line-code',
  'running-correction',
  'thousands',
  'sentences',
] as const;
type Format = (typeof FORMATS)[number] | (typeof LATER_FORMATS)[number];

interface Case {
  id: string;
  description: string;
  input: string;
  expected: Item[];
  category_source: 'heading' | 'inferred';
  segment: string;
  formats: string[];
}

interface Product {
  name: string;
  price: number;
  inferred: string;
  heading: string;
}

/** mulberry32: a small seeded generator, so the corpus is the same on every run. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let rand = rng(18);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)];
const between = (lo: number, hi: number): number => lo + Math.floor(rand() * (hi - lo + 1));
function shuffle<T>(xs: readonly T[]): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** "12,9" → 12.9. */
function num(s: string): number {
  return Number(s.trim().replace(',', '.'));
}

/** Products of a "name=price[@label]; …" list. */
function products(items: string, heading: string, inferred: string): Product[] {
  return items.split(';').map((entry) => {
    const [name, rest] = entry.split('=');
    const [price, label] = rest.split('@');
    return { name: name.trim(), price: num(price), inferred: label?.trim() ?? inferred, heading };
  });
}

const sectionProducts = (s: SectionData): Product[] => products(s.items, s.heading, s.inferred);

/** Words kept lower-case in Title Case. */
const SMALL = new Set([
  'de',
  'da',
  'do',
  'das',
  'dos',
  'e',
  'com',
  'sem',
  'a',
  'o',
  'ao',
  'no',
  'na',
  'em',
  'para',
]);

/** Title Case as the fixtures write names and categories. */
function title(s: string): string {
  return s
    .split(' ')
    .map((w, i) =>
      i > 0 && SMALL.has(w.toLowerCase())
        ? w.toLowerCase()
        : /^[a-zà-ú]/i.test(w) && !/\d/.test(w) && w !== w.toUpperCase()
          ? w.charAt(0).toUpperCase() + w.slice(1)
          : w,
    )
    .join(' ');
}

/** A price as sellers write it, in one of several styles. */
function brl(p: number, style: number): string {
  const comma = p.toFixed(2).replace('.', ',');
  const short = Number.isInteger(p) ? String(p) : comma;
  switch (style % 5) {
    case 0:
      return `R$ ${comma}`;
    case 1:
      return `R$${short}`;
    case 2:
      return comma;
    case 3:
      return `R$ ${short}`;
    default:
      return short;
  }
}

/** A heading line in one of several styles. */
function heading(text: string, style: number, emoji: string): string {
  const up = text.toUpperCase();
  switch (style % 7) {
    case 0:
      return `*${up}*`;
    case 1:
      return `${emoji} ${up}`;
    case 2:
      return `${text}:`;
    case 3:
      return `*${emoji} ${up} ${emoji}*`;
    case 4:
      return `--- ${text} ---`;
    case 5:
      return `${up}`;
    default:
      return `_${text}_`;
  }
}

/** One "name price" line in one of several styles. */
function itemLine(name: string, price: number, style: number, n: number): string {
  const written = rand() < 0.25 ? name.toLowerCase() : name;
  switch (style % 8) {
    case 0:
      return `${written} - ${brl(price, 0)}`;
    case 1:
      return `${written} ........ ${brl(price, 2)}`;
    case 2:
      return `• ${written} — ${brl(price, 1)}`;
    case 3:
      return `${written}: ${brl(price, 3)}`;
    case 4:
      return `${n}. ${written} ${brl(price, 0)}`;
    case 5:
      return `▪️ ${written} | ${brl(price, 0)}`;
    case 6:
      return `- ${written} ${brl(price, 4)} reais`;
    default:
      return `${written} ${brl(price, 2)}`;
  }
}

/** A price-first line. */
function priceFirstLine(name: string, price: number, style: number): string {
  switch (style % 4) {
    case 0:
      return `${brl(price, 0)} ${name}`;
    case 1:
      return `${brl(price, 2)} - ${name}`;
    case 2:
      return `💲${brl(price, 1)} ${name}`;
    default:
      return `${brl(price, 3)} | ${name}`;
  }
}

/** Sections of a segment for one list: the first (main) one with more items. */
function chooseSections(
  seg: SegmentData,
  count: number,
): Array<{ section: SectionData; items: Product[] }> {
  const [main, ...rest] = seg.sections;
  const chosen = [main, ...shuffle(rest).slice(0, count - 1)];
  return chosen.map((section, k) => ({
    section,
    items: shuffle(sectionProducts(section)).slice(0, k === 0 ? between(4, 6) : between(2, 4)),
  }));
}

const lines = (xs: Array<string | null | undefined>): string =>
  xs.filter((x) => x != null).join('\n');

/** Greeting and closing noise of a store. */
function opening(seg: SegmentData): string[] {
  const store = pick(seg.stores);
  return rand() < 0.5
    ? [`${pick(seg.emoji)} ${store.toUpperCase()} ${pick(seg.emoji)}`, seg.noise[0], '']
    : [seg.noise[0], ''];
}
function closing(seg: SegmentData): string[] {
  return ['', ...shuffle(seg.noise.slice(1)).slice(0, between(1, 3))];
}

const asExpected = (p: Product, source: 'heading' | 'inferred'): Item => ({
  name: title(p.name),
  price: p.price,
  category: title(source === 'heading' ? p.heading : p.inferred),
});

/** A list of headed sections in one line style. */
function headed(
  seg: SegmentData,
  count: number,
  extra?: (lines: string[], p: Product, k: number) => void,
): { input: string; expected: Item[] } {
  const style = between(0, 7);
  const hstyle = between(0, 6);
  const out = [...opening(seg)];
  const expected: Item[] = [];
  let n = 1;
  for (const { section, items } of chooseSections(seg, count)) {
    out.push(heading(section.heading, hstyle, pick(seg.emoji)));
    items.forEach((p, k) => {
      out.push(itemLine(p.name, p.price, style, n++));
      expected.push(asExpected(p, 'heading'));
      extra?.(out, p, k);
    });
    out.push('');
  }
  out.push(...closing(seg));
  return { input: lines(out), expected };
}

/** Writers of one list per format; null when the segment has no data for it. */
const WRITERS: Record<
  (typeof FORMATS)[number],
  (seg: SegmentData) => Omit<Case, 'id' | 'segment'> | null
> = {
  headings: (seg) => ({
    ...headed(seg, between(2, 4)),
    description: `${seg.id}: sections with headings, one product per line`,
    category_source: 'heading',
    formats: ['headings'],
  }),
  'no-headings': (seg) => {
    const style = between(0, 7);
    const out = [...opening(seg)];
    const expected: Item[] = [];
    let n = 1;
    for (const { items } of chooseSections(seg, between(1, 3))) {
      for (const p of items) {
        out.push(itemLine(p.name, p.price, style, n++));
        expected.push(asExpected(p, 'inferred'));
      }
    }
    out.push(...closing(seg));
    return {
      input: lines(out),
      expected,
      description: `${seg.id}: no headings, the categories are inferred from the whole list`,
      category_source: 'inferred',
      formats: ['no-headings'],
    };
  },
  'price-first': (seg) => {
    const style = between(0, 3);
    const withHeadings = rand() < 0.5;
    const out = [...opening(seg)];
    const expected: Item[] = [];
    for (const { section, items } of chooseSections(seg, between(2, 3))) {
      if (withHeadings) out.push(heading(section.heading, between(0, 6), pick(seg.emoji)));
      for (const p of items) {
        out.push(priceFirstLine(p.name, p.price, style));
        expected.push(asExpected(p, withHeadings ? 'heading' : 'inferred'));
      }
      if (withHeadings) out.push('');
    }
    out.push(...closing(seg));
    return {
      input: lines(out),
      expected,
      description: `${seg.id}: the price comes before the name`,
      category_source: withHeadings ? 'heading' : 'inferred',
      formats: ['price-first', withHeadings ? 'headings' : 'no-headings'],
    };
  },
  'three-line': (seg) => {
    const out = [...opening(seg)];
    const expected: Item[] = [];
    const descriptions = DESCRIPTIONS[seg.id] ?? DESCRIPTIONS.default;
    for (const { section, items } of chooseSections(seg, between(1, 3))) {
      out.push(heading(section.heading, between(0, 6), pick(seg.emoji)), '');
      for (const p of items.slice(0, 4)) {
        out.push(title(p.name), pick(descriptions), brl(p.price, pick([0, 0, 1, 3])), '');
        expected.push(asExpected(p, 'heading'));
      }
    }
    out.push(...closing(seg));
    return {
      input: lines(out),
      expected,
      description: `${seg.id}: blocks of three lines (name / description / price)`,
      category_source: 'heading',
      formats: ['three-line', 'headings'],
    };
  },
  'one-line': (seg) => {
    const sep = pick([' | ', ' • ', ' ; ', ' · ']);
    const labelled = rand() < 0.4;
    const expected: Item[] = [];
    const parts: string[] = [];
    for (const { section, items } of chooseSections(seg, between(2, 3))) {
      const written = items.map(
        (p) =>
          `${rand() < 0.5 ? p.name.toLowerCase() : p.name} ${brl(p.price, pick([1, 2, 3, 4]))}`,
      );
      if (labelled) parts.push(`${section.heading}: ${written.join(', ')}`);
      else parts.push(...written);
      for (const p of items) expected.push(asExpected(p, labelled ? 'heading' : 'inferred'));
    }
    const lead = pick(['Cardápio de hoje: ', 'Preços: ', '', 'Tabela: ']);
    return {
      input: lines([
        pick(seg.noise.slice(0, 1)),
        `${lead}${(labelled ? parts : shuffle(parts)).join(sep)}`,
      ]),
      expected,
      description: `${seg.id}: the whole catalogue on one line, separated by "${sep.trim()}"`,
      category_source: labelled ? 'heading' : 'inferred',
      formats: ['one-line', labelled ? 'headings' : 'no-headings'],
    };
  },
  'running-text': (seg) => {
    const chosen = shuffle(chooseSections(seg, 2).flatMap((s) => s.items)).slice(0, between(2, 4));
    const links = [' a ', ' por ', ' saindo a ', ' no valor de ', ' custando '];
    const written = chosen.map(
      (p) => `${p.name.toLowerCase()}${pick(links)}${brl(p.price, pick([3, 4, 4]))}`,
    );
    const last = written.pop();
    const body = written.length ? `${written.join(', ')} e ${last}` : last;
    const lead = pick([
      'Oi gente!! Hoje temos ',
      'Boa tarde! Tô com ',
      'Pessoal, essa semana tem ',
      'Olá! Temos ',
    ]);
    const tail = pick([
      ' 😋 Encomendas pelo zap!',
      '. Chama no privado 💬',
      '! Corre que acaba rápido',
      '.',
    ]);
    return {
      input: lines([`${lead}${body}${tail}`, ...(rand() < 0.5 ? [seg.noise[1]] : [])]),
      expected: chosen.map((p) => asExpected(p, 'inferred')),
      description: `${seg.id}: running text ("temos X a 35 e Y por 12")`,
      category_source: 'inferred',
      formats: ['running-text', 'no-headings'],
    };
  },
  'size-inline': (seg) => {
    const sized = seg.sized;
    if (!sized) return null;
    const style = between(0, 3);
    const out = [...opening(seg), heading(sized.heading, between(0, 6), pick(seg.emoji))];
    const expected: Item[] = [];
    for (const item of shuffle(sized.items).slice(0, between(3, 4))) {
      out.push(sizedLine(item, sized.sizes, style));
      sized.sizes.forEach((size, k) =>
        expected.push({
          name: `${title(item.name)} ${size}`,
          price: item.prices[k],
          category: title(sized.heading),
        }),
      );
    }
    const other = seg.sections[seg.sections.length - 1];
    out.push('', heading(other.heading, 0, pick(seg.emoji)));
    for (const p of shuffle(sectionProducts(other)).slice(0, 3)) {
      out.push(itemLine(p.name, p.price, 0, 0));
      expected.push(asExpected(p, 'heading'));
    }
    out.push(...closing(seg));
    return {
      input: lines(out),
      expected,
      description: `${seg.id}: a product followed by its sizes and prices on one line ("P 35 / M 45 / G 55")`,
      category_source: 'heading',
      formats: ['size-inline', 'headings'],
    };
  },
  'size-table': (seg) => {
    const sized = seg.sized;
    if (!sized) return null;
    const markdown = rand() < 0.6;
    const items = shuffle(sized.items).slice(0, between(3, 4));
    const rows = [
      [sized.column, ...sized.sizes],
      ...items.map((i) => [title(i.name), ...i.prices.map((p) => brl(p, pick([2, 4])))]),
    ];
    let table: string[];
    if (markdown) {
      table = rows.map((r) => `| ${r.join(' | ')} |`);
      table.splice(1, 0, `|${rows[0].map(() => '---').join('|')}|`);
    } else {
      const width = Math.max(...rows.map((r) => r[0].length)) + 4;
      table = rows.map((r) =>
        `${r[0].padEnd(width)}${r
          .slice(1)
          .map((c) => c.padEnd(8))
          .join('')}`.trimEnd(),
      );
    }
    const expected = items.flatMap((i) =>
      sized.sizes.map((size, k) => ({
        name: `${title(i.name)} ${size}`,
        price: i.prices[k],
        category: title(sized.heading),
      })),
    );
    return {
      input: lines([
        ...opening(seg),
        heading(sized.heading, between(0, 6), pick(seg.emoji)),
        ...table,
        ...closing(seg),
      ]),
      expected,
      description: `${seg.id}: a ${markdown ? 'Markdown' : 'space-aligned'} table with a column per size`,
      category_source: 'heading',
      formats: ['size-table', 'headings'],
    };
  },
  'service-sizes': (seg) => {
    const sized = seg.sized;
    if (!sized || !SERVICE_SEGMENTS.has(seg.id)) return null;
    const out = [...opening(seg), heading(sized.heading, between(0, 6), pick(seg.emoji))];
    const expected: Item[] = [];
    const style = between(0, 2);
    for (const item of sized.items) {
      out.push(serviceLine(item, sized.sizes, style, seg.id));
      sized.sizes.forEach((size, k) =>
        expected.push({
          name: `${title(item.name)} ${size}`,
          price: item.prices[k],
          category: title(sized.heading),
        }),
      );
    }
    const breeds = BREEDS[seg.id];
    if (breeds) {
      out.push('', heading(breeds.heading, 0, pick(seg.emoji)));
      for (const p of products(breeds.items, breeds.heading, breeds.heading)) {
        out.push(itemLine(p.name, p.price, 1, 0));
        expected.push(asExpected(p, 'heading'));
      }
    }
    out.push(...closing(seg));
    return {
      input: lines(out),
      expected,
      description: `${seg.id}: services priced by size${breeds ? ' or breed' : ''}`,
      category_source: 'heading',
      formats: ['service-sizes', 'headings'],
    };
  },
  'size-range': (seg) => {
    const ranges = seg.ranges;
    if (!ranges) return null;
    const out = [...opening(seg), heading(ranges.heading, between(0, 6), pick(seg.emoji))];
    const expected: Item[] = [];
    const style = between(0, 3);
    for (const p of shuffle(products(ranges.items, ranges.heading, ranges.inferred)).slice(0, 4)) {
      const written = rand() < 0.5 ? p.name : p.name.replace(/[()]/g, '');
      out.push(itemLine(written, p.price, style, 0));
      expected.push(asExpected(p, 'heading'));
    }
    const perSize = PER_SIZE[seg.id];
    if (perSize) {
      out.push('', heading(perSize.heading, 0, pick(seg.emoji)));
      for (const item of perSize.items) {
        out.push(sizedLine(item, perSize.sizes, between(0, 3)));
        perSize.sizes.forEach((size, k) =>
          expected.push({
            name: `${title(item.name)} ${size}`,
            price: item.prices[k],
            category: title(perSize.heading),
          }),
        );
      }
    }
    out.push(...closing(seg));
    return {
      input: lines(out),
      expected,
      description: `${seg.id}: a size range sharing one price stays one item; one price per size gives a size each`,
      category_source: 'heading',
      formats: ['size-range', 'headings'],
    };
  },
  'quantity-first': (seg) => {
    const q = seg.quantity;
    if (!q) return null;
    const style = between(0, 3);
    const out = [...opening(seg), heading(q.heading, between(0, 6), pick(seg.emoji))];
    const expected: Item[] = [];
    for (const p of shuffle(products(q.items, q.heading, q.inferred))) {
      out.push(itemLine(p.name, p.price, style, 0));
      expected.push(asExpected(p, 'heading'));
    }
    const other = seg.sections[0];
    out.push('', heading(other.heading, 0, pick(seg.emoji)));
    for (const p of shuffle(sectionProducts(other)).slice(0, 3)) {
      out.push(itemLine(p.name, p.price, style, 0));
      expected.push(asExpected(p, 'heading'));
    }
    out.push(...closing(seg));
    return {
      input: lines(out),
      expected,
      description: `${seg.id}: a quantity before the name ("100 cartões de visita")`,
      category_source: 'heading',
      formats: ['quantity-first', 'headings'],
    };
  },
  correction: (seg) => {
    const list = headed(seg, 2);
    const targets = shuffle(list.expected).slice(0, between(1, 2));
    const out = [list.input, ''];
    for (const e of targets) {
      const old = e.price;
      const price = Math.round((old + between(1, 5) + (rand() < 0.5 ? 0.5 : 0)) * 100) / 100;
      out.push(
        pick([
          `Correção: ${e.name.toLowerCase()} é ${brl(price, 0)}`,
          `*Errata:* ${e.name} passou a ser ${brl(price, 3)}`,
          `Ops, o certo é ${e.name.toLowerCase()} ${brl(price, 2)}`,
          `Obs: ${e.name} agora é ${brl(price, 0)}`,
          `Atualização: novo preço do ${e.name.toLowerCase()} ${brl(price, 1)}`,
        ]),
      );
      e.price = price;
    }
    return {
      input: lines(out),
      expected: list.expected,
      description: `${seg.id}: a later line corrects an earlier price`,
      category_source: 'heading',
      formats: ['correction', 'headings'],
    };
  },
  weights: (seg) => {
    const w = seg.weights;
    if (!w) return null;
    const style = between(0, 4);
    const withHeadings = rand() < 0.6;
    const out = [...opening(seg)];
    if (withHeadings) out.push(heading(w.heading, between(0, 6), pick(seg.emoji)));
    const expected: Item[] = [];
    for (const p of shuffle(products(w.items, w.heading, w.inferred))) {
      out.push(weightLine(p.name, p.price, style));
      expected.push(asExpected(p, withHeadings ? 'heading' : 'inferred'));
    }
    out.push(...closing(seg));
    return {
      input: lines(out),
      expected,
      description: `${seg.id}: prices by weight ("por kg", "/kg", "o kg")`,
      category_source: withHeadings ? 'heading' : 'inferred',
      formats: ['weights', withHeadings ? 'headings' : 'no-headings'],
    };
  },
  'sob-consulta': (seg) => {
    const onRequest = seg.onRequest;
    if (!onRequest) return null;
    const list = headed(seg, 2, (out, _p, k) => {
      if (k === 1) out.push(pick(onRequest));
    });
    return {
      ...list,
      input: `${list.input}\n${onRequest[onRequest.length - 1]}`,
      description: `${seg.id}: "sob consulta" lines among priced ones are not products`,
      category_source: 'heading',
      formats: ['sob-consulta', 'headings'],
    };
  },
  spreadsheet: (seg) => {
    const sep = pick(['\t', ';']);
    const header = pick([
      ['Produto', 'Preço', 'Categoria'],
      ['Nome', 'Valor', 'Seção'],
      ['Categoria', 'Item', 'Preço (R$)'],
    ]);
    const catFirst = header[0] === 'Categoria';
    const rows: string[] = [header.join(sep)];
    const expected: Item[] = [];
    for (const { section, items } of chooseSections(seg, between(2, 3))) {
      for (const p of items) {
        const price = brl(p.price, 2);
        rows.push(
          (catFirst ? [section.heading, p.name, price] : [p.name, price, section.heading]).join(
            sep,
          ),
        );
        expected.push(asExpected(p, 'heading'));
      }
    }
    return {
      input: lines([...(rand() < 0.5 ? [seg.noise[0], ''] : []), ...rows]),
      expected,
      description: `${seg.id}: a spreadsheet pasted with a category column (${sep === '\t' ? 'tabs' : 'semicolons'})`,
      category_source: 'heading',
      formats: ['spreadsheet', 'headings'],
    };
  },
};

/** "3200" → "3.200": thousands grouped with dots and no cents, as sellers write big prices. */
function thousands(p: number): string {
  return Math.round(p).toLocaleString('pt-BR', { useGrouping: true });
}

/** A product code line under a name ("cód. 4521", "Ref: 80412"). */
function codeLine(): string {
  const n = between(1000, 99999);
  return pick([`cód. ${n}`, `Cód: ${n}`, `Ref. ${n}`, `código ${n}`, `COD ${n}`]);
}

/** Writers of the later formats; null when the segment has no data for one. */
const LATER_WRITERS: Record<
  (typeof LATER_FORMATS)[number],
  (seg: SegmentData) => Omit<Case, 'id' | 'segment'> | null
> = {
  'size-grid': (seg) => {
    const sized = seg.sized;
    if (!sized) return null;
    const style = between(0, 2);
    const column = seg.id === 'petshop' ? 'Porte' : sized.column;
    const items = shuffle(sized.items).slice(0, between(3, 4));
    const rows = [
      [column, ...sized.sizes],
      ...items.map((i) => [
        rand() < 0.3 ? i.name.toLowerCase() : i.name,
        ...i.prices.map((p) => brl(p, pick([2, 4]))),
      ]),
    ];
    const grid = rows.map((r) =>
      style === 0 ? r.join(' | ') : style === 1 ? `| ${r.join(' | ')} |` : r.join('\t'),
    );
    const expected = items.flatMap((i) =>
      sized.sizes.map((size, k) => ({
        name: `${title(i.name)} ${size}`,
        price: i.prices[k],
        category: title(sized.heading),
      })),
    );
    return {
      input: lines([
        ...opening(seg),
        heading(sized.heading, between(0, 6), pick(seg.emoji)),
        ...grid,
        ...closing(seg),
      ]),
      expected,
      description: `${seg.id}: a grid with a column per size ("${column} | ${sized.sizes.join(' | ')}"), ${['pipes', 'pipes at both ends', 'tabs'][style]}, no Markdown rule`,
      category_source: 'heading',
      formats: ['size-grid', 'headings'],
    };
  },
  'three-line-code': (seg) => {
    const withHeadings = rand() < 0.5;
    const out = [...opening(seg)];
    const expected: Item[] = [];
    for (const { section, items } of chooseSections(seg, between(1, 2))) {
      if (withHeadings) out.push(heading(section.heading, between(0, 6), pick(seg.emoji)), '');
      for (const p of items.slice(0, 4)) {
        out.push(title(p.name), codeLine(), brl(p.price, pick([0, 0, 1, 3])), '');
        expected.push(asExpected(p, withHeadings ? 'heading' : 'inferred'));
      }
    }
    out.push(...closing(seg));
    return {
      input: lines(out),
      expected,
      description: `${seg.id}: blocks of three lines (name / product code / price)`,
      category_source: withHeadings ? 'heading' : 'inferred',
      formats: ['three-line-code', withHeadings ? 'headings' : 'no-headings'],
    };
  },
  'running-correction': (seg) => {
    const chosen = shuffle(chooseSections(seg, 2).flatMap((s) => s.items)).slice(0, between(3, 4));
    const links = [' a ', ' por ', ' saindo a ', ' custando '];
    const written = chosen.map(
      (p) => `${p.name.toLowerCase()}${pick(links)}${brl(p.price, pick([3, 4, 4]))}`,
    );
    const last = written.pop();
    const lead = pick(['Oi gente!! Hoje temos ', 'Boa tarde! Tô com ', 'Olá! Temos ']);
    const expected = chosen.map((p) => asExpected(p, 'inferred'));
    const target = pick(expected);
    const price = target.price + between(1, 4) + (rand() < 0.3 ? 0.5 : 0);
    const name = target.name.toLowerCase();
    const of = /a$/.test(name.split(' ')[0]) ? 'da' : 'do';
    const correction = pick([
      `${name} agora é ${brl(price, 4)}`,
      `mudou o preço ${of} ${name}: agora ${brl(price, 3)}`,
      `${name} passou pra ${brl(price, 4)}`,
      `corrigindo: ${name} é ${brl(price, 2)}`,
    ]);
    target.price = price;
    return {
      input: `${lead}${written.join(', ')} e ${last}${pick(['. Ah, ', '. ', ' … ', '\nah '])}${correction}${pick(['', ' viu', '!'])}`,
      expected,
      description: `${seg.id}: running text, then a later sentence corrects one price ("… agora é 12")`,
      category_source: 'inferred',
      formats: ['running-correction', 'no-headings'],
    };
  },
  thousands: (seg) => {
    const big = THOUSANDS[seg.id];
    if (!big) return null;
    const style = between(0, 3);
    const small = shuffle(sectionProducts(big.small)).slice(0, between(1, 3));
    const listed = shuffle([
      ...shuffle(products(big.items, big.inferred, big.inferred)).slice(0, between(3, 5)),
      ...small,
    ]);
    const out = [...opening(seg)];
    for (const p of listed) {
      const price = p.price >= 1000 ? thousands(p.price) : brl(p.price, 4);
      out.push(
        [
          `${p.name} ${price}`,
          `${p.name} - ${price}`,
          `${p.name}: ${price}`,
          `${p.name} ..... ${price}`,
        ][style],
      );
    }
    out.push(...closing(seg));
    return {
      input: lines(out),
      expected: listed.map((p) => asExpected(p, 'inferred')),
      description: `${seg.id}: prices in thousands without cents or "R$" ("3.200")`,
      category_source: 'inferred',
      formats: ['thousands', 'no-headings'],
    };
  },
  sentences: (seg) => {
    const [first, second] = chooseSections(seg, 2);
    const one = first.items.slice(0, between(2, 3));
    const two = (second ?? first).items.slice(0, 2);
    const linked = one.map(
      (p) => `${p.name.toLowerCase()}${pick([' a ', ' por '])}${brl(p.price, 4)}`,
    );
    const tail = linked.pop();
    const sentence1 = `${pick(['hoje tem ', 'Bom dia! Hoje temos ', 'pessoal, hoje tem '])}${linked.join(', ')} e ${tail}`;
    const sentence2 = `${two.map((p) => `${p.name.toLowerCase()} ${brl(p.price, 4)}`).join(' e ')} reais`;
    const items = two === one ? one : [...one, ...two];
    return {
      input: `${sentence1}. ${sentence2}`,
      expected: items.map((p) => asExpected(p, 'inferred')),
      description: `${seg.id}: several items in each sentence ("kibe a 6 e pastel a 8. refri 5 e suco 7 reais")`,
      category_source: 'inferred',
      formats: ['sentences', 'no-headings'],
    };
  },
};

/**
 * Products of a few segments priced in thousands (written "3.200"), with a section of cheaper
 * products of the same shop to mix in. Models and packages as such shops list them.
 */
const THOUSANDS: Record<string, { inferred: string; items: string; small: SectionData }> = {
  celular: {
    inferred: 'Aparelhos',
    items:
      'iPhone 14 128GB=4100; iPhone XR 64GB=1290; Galaxy S23 FE 128GB=2750; Galaxy A54 128GB=1699; Moto Edge 40=2199; Xiaomi 13T 256GB=2890',
    small: {
      heading: 'Acessórios',
      inferred: 'Acessórios',
      items: 'Película de vidro 3D=25; Capinha anti-impacto=35; Carregador turbo USB-C=59,9',
    },
  },
  grafica: {
    inferred: 'Gráfica',
    items:
      '5000 panfletos A5=1250; 10000 panfletos A4=2890; 5000 cartões de visita=1100; 2000 folders A4=1980',
    small: {
      heading: 'Impressões',
      inferred: 'Gráfica',
      items: 'Banner 60x90=65; Encadernação espiral=8; Plastificação A4=5',
    },
  },
  festas: {
    inferred: 'Decoração',
    items:
      'Decoração provençal completa=1200; Decoração de casamento=3500; Decoração de 15 anos=2800; Arco de balões desconstruído=1050',
    small: {
      heading: 'Balões',
      inferred: 'Decoração',
      items: 'Painel redondo=90; Cilindros (trio)=120',
    },
  },
};

/** Segments whose sized products are services (priced by size of the pet or the hair). */
const SERVICE_SEGMENTS = new Set(['petshop', 'salao']);

/** Services priced by breed, as a headed list. */
const BREEDS: Record<string, { heading: string; items: string }> = {
  petshop: {
    heading: 'Tosa na Tesoura',
    items: 'Shih-tzu=70; Poodle=80; Yorkshire=65; Lhasa apso=75; Spitz alemão=85',
  },
};

/** One price per size next to the size ranges (moda). */
const PER_SIZE: Record<string, { heading: string; sizes: string[]; items: SizedData[] }> = {
  moda: {
    heading: 'Fitness',
    sizes: ['P', 'M', 'G', 'GG'],
    items: [
      { name: 'Legging suplex', prices: [45, 45, 49, 52] },
      { name: 'Top nadador', prices: [35, 35, 38, 40] },
    ],
  },
};

/** Short descriptions for three-line blocks. */
const DESCRIPTIONS: Record<string, string[]> = {
  default: [
    'Produto de ótima qualidade',
    'Pronta entrega',
    'Feito com muito carinho ✨',
    'Últimas unidades!',
  ],
  lanchonete: [
    'Pão brioche, carne 150g, queijo e salada',
    'Acompanha maionese da casa',
    'Serve bem 2 pessoas',
  ],
  pizzaria: [
    'Molho artesanal, mussarela e orégano',
    'Massa de fermentação natural',
    '8 fatias, serve 3 pessoas',
  ],
  doceria: ['Massa fofinha com recheio cremoso', 'Feito com chocolate nobre 🍫', 'Serve 15 fatias'],
  moda: [
    'Tecido leve e confortável',
    'Disponível em 3 cores',
    'Modelagem soltinha, veste do P ao G',
  ],
  cosmeticos: [
    'Fixação de até 12 horas',
    'Fragrância floral frutada',
    'Para todos os tipos de pele',
  ],
  petshop: [
    'Para cães adultos de porte médio',
    'Sabor carne, rico em proteínas',
    'Lavável e resistente',
  ],
  salao: [
    'Com profissional especializada',
    'Duração aproximada de 1 hora',
    'Produtos profissionais',
  ],
  festas: ['Inclui montagem e desmontagem', 'Ideal para festas infantis', 'Cores à sua escolha'],
  celular: [
    'Garantia de 90 dias',
    'Peça original, pronta em 1 hora',
    'Compatível com todos os modelos',
  ],
};

/** "Name P 35 / M 45 / G 55" and its variants. */
function sizedLine(item: SizedData, sizes: string[], style: number): string {
  const name = rand() < 0.3 ? item.name.toLowerCase() : item.name;
  const pairs = sizes.map((s, k) => [s, item.prices[k]] as const);
  switch (style % 4) {
    case 0:
      return `${name} ${pairs.map(([s, p]) => `${s} ${brl(p, 2)}`).join(' / ')}`;
    case 1:
      return `${name}: ${pairs.map(([s, p]) => `${s} ${brl(p, 3)}`).join(' | ')}`;
    case 2:
      return `${name} - ${pairs.map(([s, p]) => `${s} ${brl(p, 0)}`).join(' • ')}`;
    default:
      return `${name} ${pairs.map(([s, p]) => `${brl(p, 0)} (${s})`).join(' / ')}`;
  }
}

/** "Banho porte P 40 / M 50 / G 70", "Escova cabelo curto R$ 40 | médio R$ 50 | longo R$ 65". */
function serviceLine(item: SizedData, sizes: string[], style: number, segment: string): string {
  const word = segment === 'petshop' ? 'porte' : 'cabelo';
  const pairs = sizes.map(
    (s, k) => [segment === 'salao' ? s.toLowerCase() : s, item.prices[k]] as const,
  );
  switch (style % 3) {
    case 0:
      return `${item.name} ${word} ${pairs.map(([s, p]) => `${s} ${brl(p, 4)}`).join(' / ')}`;
    case 1:
      return `${item.name} — ${pairs.map(([s, p]) => `${s}: ${brl(p, 3)}`).join(' | ')}`;
    default:
      return `${item.name} (${word} ${pairs[0][0]}) ${brl(pairs[0][1], 0)} / (${pairs[1][0]}) ${brl(pairs[1][1], 0)} / (${pairs[2][0]}) ${brl(pairs[2][1], 0)}`;
  }
}

/** "Picanha kg R$ 69,90", "Alcatra R$ 44,90/kg", "Cupim ..... 32,90 o kg". */
function weightLine(name: string, price: number, style: number): string {
  const bare = name.replace(' (kg)', '');
  switch (style % 5) {
    case 0:
      return `${bare} kg ${brl(price, 0)}`;
    case 1:
      return `${bare} ${brl(price, 0)}/kg`;
    case 2:
      return `${bare} ..... ${brl(price, 2)} o kg`;
    case 3:
      return `${bare} (kg) ${brl(price, 3)}`;
    default:
      return `${bare} por kg: ${brl(price, 0)}`;
  }
}

/** The formats the parser lost the most on: written three times per segment. */
const HARD_FORMATS = new Set<Format>([
  'size-inline',
  'size-table',
  'service-sizes',
  'size-range',
  'quantity-first',
  'weights',
  'size-grid',
  'thousands',
]);

/**
 * Builds every case: each format each segment has data for (the hard ones in three variants),
 * then the later formats from their own seed, numbered after the first ones.
 */
export function buildCorpus(): Case[] {
  const cases: Case[] = [];
  const write = (
    formats: readonly Format[],
    writers: Partial<Record<Format, (seg: SegmentData) => Omit<Case, 'id' | 'segment'> | null>>,
  ): void => {
    for (const seg of SEGMENTS) {
      for (const format of formats) {
        for (let variant = 0; variant < (HARD_FORMATS.has(format) ? 3 : 1); variant++) {
          const written = writers[format]?.(seg);
          if (!written) break;
          const id = `${String(cases.length + 1).padStart(3, '0')}-${seg.id}-${format}`;
          cases.push({ id, segment: seg.id, ...written });
        }
      }
    }
  };
  rand = rng(18);
  write(FORMATS, WRITERS);
  rand = rng(37);
  write(LATER_FORMATS, LATER_WRITERS);
  return cases;
}

/** Writes the corpus files (and removes stale ones; corpus/held-out/ is a folder and stays). */
function main(): void {
  const dir = path.resolve(process.argv[2] ?? path.join(__dirname, '../../corpus'));
  fs.mkdirSync(dir, { recursive: true });
  for (const f of fs.readdirSync(dir)) if (f.endsWith('.json')) fs.unlinkSync(path.join(dir, f));
  const cases = buildCorpus();
  for (const c of cases)
    fs.writeFileSync(path.join(dir, `${c.id}.json`), `${JSON.stringify(c, null, 2)}\n`);
  console.log(`${cases.length} cases written to ${dir}`);
}

if (require.main === module) main();
