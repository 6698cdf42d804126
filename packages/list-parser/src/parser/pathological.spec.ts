/**
 * Pathological inputs for every rule of the offline parser (ReDoS): each must parse in under
 * 500 ms. Inputs stay within the 10.000 characters `POST /catalog/process` accepts. The bound is
 * a large factor (≈ 40×) above a linear rule's time (13 ms on a quiet machine), so a machine
 * busy with other work cannot fail it, while a super-linear rule (seconds to hours on these
 * inputs) still does; speed itself is measured by `pnpm bench:parser`. The time is the best of
 * up to ten runs, each counting the smaller of its wall time and the process's CPU time: both
 * bound the parser's own work from above, and CI runs this file beside database suites on two
 * cores, where the wall clock also counts the time the scheduler gave to other processes.
 */
import { parseCatalogText } from '../offline-list-parser';
import { capLines, MAX_LINE_CHARS } from './engine';
import { stripMarkup, titleCase } from './names';

const LIMIT_MS = 500;
const MAX_INPUT = 10_000;

/**
 * Best time of up to ten runs of `fn`, in ms (stops at the first run under the limit); a run's
 * time is min(wall time, process CPU time), see the header.
 */
function bestMs(fn: () => unknown): number {
  let best = Infinity;
  for (let run = 0; run < 10 && best >= LIMIT_MS; run++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    fn();
    const wallMs = performance.now() - start;
    const cpu = process.cpuUsage(cpuStart);
    const cpuMs = (cpu.user + cpu.system) / 1000; // cpuUsage is in microseconds
    best = Math.min(best, wallMs, cpuMs);
  }
  return best;
}

/** `unit` repeated to fill the input limit (minus `tail`), then `tail`. */
function fill(unit: string, tail = '', head = ''): string {
  const room = MAX_INPUT - head.length - tail.length;
  return head + unit.repeat(Math.floor(room / unit.length)) + tail;
}

beforeAll(() => {
  parseCatalogText('Coxinha - R$ 6,00\nKibe R$ 7'); // load and compile the parser once
});

// One row per rule or pattern that was (or could become) super-linear; the text names it.
const CASES: Array<[string, string]> = [
  ['hashtag-only line: 60 "#" then " x" (exponential before)', `${'#'.repeat(60)} x`],
  ['hashtag-only line: a run of "#" as long as allowed', fill('#', ' x')],
  ['hashtag-only line: "# " repeated', fill('#a ', ' x!')],
  ['size list in parentheses: "(/" repeated (cubic before)', fill('(/', '', 'abc')],
  ['size list in parentheses: "(|" repeated', fill('(|', '', 'abc')],
  ['size list in a heading: *"(/" repeated*', fill('(/', '*', '*Pizzas ')],
  ['"tamanhos:" declaration with "(/" runs', fill('(/', '', 'Tamanhos: ')],
  ['WhatsApp markup: a long "_" run (quadratic before)', fill('_', ' x', 'a')],
  ['WhatsApp markup: "_" runs between letters', fill('a_', '')],
  ['leaders: ". " runs', fill(' .', ' 5', 'Coxinha')],
  ['leaders: spaces then no leader', fill(' ', 'x', 'a')],
  ['notes in parentheses: " (" repeated', fill(' (', ' R$ 5', 'Bolo')],
  ['parentheses without a closing one', fill('(', ' R$ 5', 'Bolo ')],
  ['thousands without cents: "1.200" groups run together', fill('1.200.', ' x', 'Moto ')],
  ['thousands without cents: "a 1.200 " repeated', fill('a 1.200 ', '', 'iPhone ')],
  [
    'a bare price closing an item before "e": "5 e suco " repeated',
    fill('5 e suco ', ' 7 reais', 'refri '),
  ],
  [
    'correction in running text: priced clauses before "agora é"',
    fill('bolo 1, ', ' o bolo agora é 2', 'bolo de pote '),
  ],
  [
    'correction in running text: commas without prices before "agora é"',
    fill('a, ', ' bolo agora é 2', 'bolo 1 '),
  ],
  [
    'correction in running text: one correction per sentence',
    fill('o bolo agora é 2. ', '', 'bolo 1. '),
  ],
  ['correction lines after many items', fill('Bolo 1\nbolo passou pra 2\nPão 3\n')],
  ['correction naming no earlier item, many times', fill('x agora é 2\n', '', 'bolo 1\n')],
  ['correction: fillers before the name', fill('ah, ', 'bolo agora é 2', 'bolo 1\n')],
  [
    'correction: digits and letters after the last amount',
    fill('1a ', '', 'bolo 1\nbolo agora é '),
  ],
  ['inline label: spaces before a colon', fill(' ', ': x R$ 5')],
  ['inline label: colons', fill(':', ' R$ 5', 'ab')],
  ['title case: opening punctuation runs', fill('("', 'a R$ 5')],
  ['title case: closing punctuation runs', fill(')"', ' R$ 5', 'a')],
  ['e-mail mask: a word of letters then "@"', fill('a', '@', 'R$ 5 ')],
  ['e-mail mask: dotted local part', fill('a.', '@x', 'R$ 5 ')],
  ['old→new price link words', fill(' por', ' x 2', 'de R$ 1')],
  ['old→new price link arrows and slashes', fill('/ ', 'x R$ 2', 'era R$ 1 ')],
  ['correction "onde se lê … leia-se"', fill('a ', 'R$ 5 leia', 'onde se lê ')],
  ['product code prefix: "cod" then ":" runs', fill(':', ' 5 Bolo R$ 5', 'cod ')],
  ['heading with price: "(" and "-" runs before the price', fill('(-', 'R$ 5', 'Bolos ')],
  ['heading with price: "cada" and ")" after the price', fill(' )', ':', 'Bolos R$ 5 cada')],
  ['many prices on one line', fill('R$ 1 ')],
  ['many bare numbers on one line', fill('1 ')],
  ['many prices in parentheses on one line', fill('(R$ 1) ')],
  ['instalments repeated', fill('10x de R$ 1 ')],
  ['a spec word before many numbers', fill('kg 1 ')],
  ['a letter word before a number, then no price', fill('a', ' 5')],
  ['cell price: spaces', fill(' ', 'x', 'Bolo;R$ 5\nPão;')],
  ['table: semicolons', fill(';', '\nBolo;5')],
  ['table: tabs', fill('\t', '\nBolo\t5')],
  ['blank lines then one character', fill('\n', ' x')],
  ['price and name on alternating lines', fill('R$\n1\n')],
  ['short headings on every other line', fill('Bolos\n\nPão R$ 5\n')],
  ['strikethrough: "~" runs', fill('~1', '~')],
  ['a single 10.000-character word', fill('a')],
  ['a single 10.000-character line of words', fill('bolo ')],
  ['emoji runs', fill('😀', ' R$ 5')],
  ['generic label "sabores de" repeated', fill('sabores de ', 'x: a, b R$ 5')],
];

describe('pathological inputs: each rule answers in under 500 ms', () => {
  it.each(CASES)('%s', (_name, text) => {
    expect(text.length).toBeLessThanOrEqual(MAX_INPUT);
    expect(bestMs(() => parseCatalogText(text))).toBeLessThan(LIMIT_MS);
  });

  // Every character class the patterns use, repeated over one line, with and without a
  // rejecting tail: a net for rules without their own row above.
  const ATOMS = [
    '#',
    '(/',
    '(|',
    '_',
    ' ',
    '.',
    '-',
    ':',
    'R$',
    '1',
    '1,',
    '1.',
    '(',
    ')',
    '@',
    '|',
    '/',
    '*',
    '~',
    ',',
    ';',
    '=',
    '>',
    '…',
    '·',
    'é',
    '\t',
    'a ',
    'a: ',
    '- ',
    '# ',
    '_a_ ',
    'leia-se ',
    'cod ',
    'tamanho ',
    'a(b/c) ',
    '*a* ',
    'R$1,00 ',
    'de 1 por ',
    '10x ',
  ];
  it.each(
    ATOMS.flatMap((atom) => [
      [atom, ' x!'],
      [atom, ''],
    ]),
  )('atom %j repeated, then %j', (atom, tail) => {
    const text = fill(atom, tail);
    expect(bestMs(() => parseCatalogText(text))).toBeLessThan(LIMIT_MS);
  });

  it('the markup and title-case helpers stay linear on their own', () => {
    const underscores = `a${'_'.repeat(MAX_INPUT)}b`;
    expect(bestMs(() => stripMarkup(underscores))).toBeLessThan(LIMIT_MS);
    const punct = `${'('.repeat(MAX_INPUT / 2)}a${')'.repeat(MAX_INPUT / 2)}`;
    expect(bestMs(() => titleCase(punct))).toBeLessThan(LIMIT_MS);
  });
});

describe('line length cap', () => {
  it('cuts lines longer than the cap at white space and keeps every character', () => {
    const line = Array.from({ length: 300 }, (_, i) => `Bolo${i} R$ ${i + 1}`).join(' ');
    const pieces = capLines([line, 'curta']);
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.every((p) => p.length <= MAX_LINE_CHARS)).toBe(true);
    expect(pieces.join('')).toBe(`${line}curta`);
    expect(pieces.slice(1, -1).every((p) => p.startsWith(' '))).toBe(true);
  });

  it('prefers to cut after an item separator', () => {
    const line = `${'a'.repeat(300)} • ${'b '.repeat(200)}`;
    expect(capLines([line])[0]).toBe(`${'a'.repeat(300)} •`);
  });

  it('cuts a line without white space at the cap', () => {
    const pieces = capLines(['x'.repeat(MAX_LINE_CHARS * 2 + 1)]);
    expect(pieces.map((p) => p.length)).toEqual([MAX_LINE_CHARS, MAX_LINE_CHARS, 1]);
  });

  it('still reads the items of a whole list pasted on one long line', () => {
    const line = Array.from(
      { length: 100 },
      (_, i) => `Bolo ${i + 1} sabor - R$ ${i + 10},00`,
    ).join(' • ');
    expect(line.length).toBeGreaterThan(MAX_LINE_CHARS);
    const items = parseCatalogText(line);
    expect(items.length).toBe(100);
    expect(items[99]).toEqual({ name: 'Bolo 100 sabor', price: 109, category: 'Bolos' });
  });
});
