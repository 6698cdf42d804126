/**
 * Benchmarks the offline list parser on a realistic 200-line list (headings, dotted leaders,
 * price-first lines, bullets, numbered "cada" lines, P/M/G sizes, "de/por" prices, noise).
 * Target: a median under 20 ms of CPU per parse of the 200-line list; exits 1 when missed.
 * (A timing is a bench's business, not a unit test's: see
 * docs/adr/0022-tests-real-dependencies-no-timings.md.) Usage: tsx scripts/bench-parser.ts [runs] [lines]
 */
import { buildBenchmarkList, timingStats } from '../eval/parser-eval';
import { parseCatalogText } from '../src/offline-list-parser';

/** Median CPU time (ms) one parse of the 200-line list may take. */
const TARGET_CPU_MEDIAN_MS = 20;

/** Runs the benchmark and prints median and p95 milliseconds per parse. */
function main(): void {
  const runs = Number(process.argv[2] ?? 200);
  const lines = Number(process.argv[3] ?? 200);
  const text = buildBenchmarkList(lines);
  for (let i = 0; i < 20; i++) parseCatalogText(text);
  const wall: number[] = [];
  const cpu: number[] = [];
  let items = 0;
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = process.hrtime.bigint();
    items = parseCatalogText(text).length;
    wall.push(Number(process.hrtime.bigint() - t0) / 1e6);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const w = timingStats(wall);
  const c = timingStats(cpu);
  console.log(`list: ${text.split('\n').length} lines, ${items} items; ${runs} runs`);
  console.log(`wall: median ${w.median.toFixed(3)} ms  p95 ${w.p95.toFixed(3)} ms per parse`);
  console.log(`cpu:  median ${c.median.toFixed(3)} ms  p95 ${c.p95.toFixed(3)} ms per parse`);
  if (lines === 200 && c.median >= TARGET_CPU_MEDIAN_MS) {
    console.error(`TARGET FAILED: cpu median ≥ ${TARGET_CPU_MEDIAN_MS} ms on 200 lines`);
    process.exitCode = 1;
  }
}

main();
