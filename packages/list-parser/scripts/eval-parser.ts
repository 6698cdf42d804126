/**
 * Scores the offline list parser on a folder of list fixtures.
 * Usage: pnpm eval:parser [--cases DIR] [--worst N] [--verbose]   (from the repository root, or
 *        `pnpm --filter @catalogo/list-parser eval:parser …`, or tsx scripts/eval-parser.ts …)
 *   --cases DIR  folder of *.json cases in the fixtures' format (default: the shared fixtures,
 *                packages/list-parser/fixtures/catalog-paste; the project corpus is
 *                packages/list-parser/corpus); a bare folder argument is accepted too. A relative
 *                DIR is read from the folder pnpm was started in.
 *   --worst N    how many worst cases to detail (default 10).
 * Prints one row per case, per-format and per-segment figures (when the cases carry them), the
 * worst cases with their misses, then mean precision / recall / F1 and category accuracy for
 * `heading` and `inferred` cases; exits 1 when F1 < 0.90 or heading accuracy < 0.90.
 */
import * as path from 'node:path';
import { parseArgs } from 'node:util';
import { evaluateFixtures, worstCases, type GroupFigures } from '../eval/parser-eval';

const MIN_F1 = 0.9;
const MIN_HEADING_ACCURACY = 0.9;

/** Fixed-width number. */
function pct(n: number): string {
  return n.toFixed(3);
}

/** Prints one table of group figures. */
function printGroups(title: string, groups: Record<string, GroupFigures>): void {
  const keys = Object.keys(groups);
  if (keys.length === 0) return;
  console.log(`\n${title.padEnd(20)} cases  F1     cat`);
  for (const k of keys) {
    const g = groups[k];
    console.log(
      `${k.padEnd(20)} ${String(g.cases).padStart(5)}  ${pct(g.f1)}  ${pct(g.categoryAccuracy)}`,
    );
  }
}

/** Prints the report and returns the process exit code. */
function main(): number {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      cases: { type: 'string' },
      worst: { type: 'string', default: '10' },
      verbose: { type: 'boolean', short: 'v', default: false },
    },
  });
  const given = values.cases ?? positionals[0];
  // pnpm runs package scripts in the package's folder; INIT_CWD is where the command was typed.
  const dir = given
    ? path.resolve(process.env.INIT_CWD ?? process.cwd(), given)
    : path.resolve(__dirname, '../fixtures/catalog-paste');
  const report = evaluateFixtures(dir);
  console.log(`fixtures: ${dir}\n`);
  console.log(`${'case'.padEnd(40)} ${'src'.padEnd(8)} exp  got  ok   P      R      F1     cat`);
  for (const c of report.cases) {
    const cat = c.paired === 0 ? '-' : `${c.categoryMatches}/${c.paired}`;
    console.log(
      `${c.id.padEnd(40)} ${c.source.padEnd(8)} ${String(c.expected).padStart(3)}  ${String(c.returned).padStart(3)}  ${String(c.correct).padStart(3)}  ${pct(c.precision)}  ${pct(c.recall)}  ${pct(c.f1)}  ${cat}`,
    );
    if (values.verbose) {
      for (const m of c.missed) console.log(`    missed: ${m}`);
      for (const e of c.extra) console.log(`    extra:  ${e}`);
      for (const w of c.wrongCategory) console.log(`    category: ${w}`);
    }
  }
  printGroups('format', report.byFormat);
  printGroups('segment', report.bySegment);
  const worst = worstCases(report, Number(values.worst));
  if (worst.length > 0) console.log(`\nworst ${worst.length} cases:`);
  for (const c of worst) {
    console.log(`  ${c.id}  F1 ${pct(c.f1)}  category ${c.categoryMatches}/${c.paired}`);
    for (const m of c.missed) console.log(`    missed: ${m}`);
    for (const e of c.extra) console.log(`    extra:  ${e}`);
    for (const w of c.wrongCategory) console.log(`    category: ${w}`);
  }
  console.log('');
  console.log(
    `cases ${report.cases.length}  items ${report.cases.reduce((n, c) => n + c.expected, 0)}`,
  );
  console.log(
    `mean precision ${pct(report.precision)}  recall ${pct(report.recall)}  F1 ${pct(report.f1)}`,
  );
  console.log(
    `category accuracy  heading ${pct(report.categoryAccuracy.heading)}  inferred ${pct(report.categoryAccuracy.inferred)}`,
  );
  const ok = report.f1 >= MIN_F1 && report.categoryAccuracy.heading >= MIN_HEADING_ACCURACY;
  console.log(
    ok ? 'PASS' : `FAIL (need F1 ≥ ${MIN_F1} and heading accuracy ≥ ${MIN_HEADING_ACCURACY})`,
  );
  return ok ? 0 : 1;
}

process.exit(main());
