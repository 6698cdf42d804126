/**
 * Scores the offline list parser on the list fixtures (apps/api/test/fixtures/catalog-paste,
 * or another folder of the same format given as the first argument).
 * Usage: tsx scripts/eval-parser.ts [fixture-dir]
 * Prints one row per case, then mean precision / recall / F1 and category accuracy for
 * `heading` and `inferred` cases; exits 1 when F1 < 0.90 or heading accuracy < 0.90.
 */
import * as path from 'node:path';
import { evaluateFixtures } from '../src/modules/catalog/parser-eval';

const MIN_F1 = 0.9;
const MIN_HEADING_ACCURACY = 0.9;

/** Fixed-width number. */
function pct(n: number): string {
  return n.toFixed(3);
}

/** Prints the report and returns the process exit code. */
function main(): number {
  const dir = process.argv[2]
    ? path.resolve(process.argv[2])
    : path.resolve(__dirname, '../test/fixtures/catalog-paste');
  const report = evaluateFixtures(dir);
  const verbose = process.argv.includes('--verbose') || process.argv.includes('-v');
  console.log(`fixtures: ${dir}\n`);
  console.log(`${'case'.padEnd(40)} ${'src'.padEnd(8)} exp  got  ok   P      R      F1     cat`);
  for (const c of report.cases) {
    const cat = c.paired === 0 ? '-' : `${c.categoryMatches}/${c.paired}`;
    console.log(
      `${c.id.padEnd(40)} ${c.source.padEnd(8)} ${String(c.expected).padStart(3)}  ${String(c.returned).padStart(3)}  ${String(c.correct).padStart(3)}  ${pct(c.precision)}  ${pct(c.recall)}  ${pct(c.f1)}  ${cat}`,
    );
    if (verbose || c.f1 < 1 || c.wrongCategory.length > 0) {
      for (const m of c.missed) console.log(`    missed: ${m}`);
      for (const e of c.extra) console.log(`    extra:  ${e}`);
      for (const w of c.wrongCategory) console.log(`    category: ${w}`);
    }
  }
  console.log('');
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
