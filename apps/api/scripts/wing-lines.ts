/**
 * The public catalogue's wing and its size, a target of `pnpm bench` (docs/BENCHMARKS.md):
 *
 *   pnpm --filter @catalogo/api wing   (prints each file's lines and the total; exits 1 when over)
 *
 * The wing is every non-test `.ts` file under `src/modules/public-catalog/`, plus every file under
 * `src/common/` that files of that module import and no other file does. Importers are found in
 * every non-test `.ts` file under `src/` by their relative `from '…'` (and `import '…'`,
 * `import('…')`) specifiers, resolved against the importing file. Lines are counted as `wc -l`
 * counts them (newlines). No side effects when imported.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

/** Target: the wing's lines of non-test TypeScript, at most. */
export const WING_MAX_LINES = 700;

/** The API's source folder, which `wingFiles` reads by default. */
export const API_SRC = path.join(__dirname, '../src');

const MODULE_DIR = 'modules/public-catalog';
const COMMON_DIR = 'common';
const TEST_FILE = /\.(spec|e2e-spec|medium-spec|test)\.ts$/;
/** Relative specifiers of `from '…'`, `import '…'` and `import('…')`. */
const RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*(?:\(\s*)?)['"](\.{1,2}\/[^'"]*)['"]/g;

/** One file of the wing: its path relative to the source folder and its line count. */
export interface WingFile {
  file: string;
  lines: number;
}

/** Non-test `.ts` files under `dir`, recursively, as absolute paths, sorted. */
function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !TEST_FILE.test(f))
    .map((f) => path.join(dir, f))
    .sort();
}

/** The source file a relative specifier names (`./x`, `./x.js`, `./x/index`), or null. */
function resolveImport(from: string, specifier: string, known: Set<string>): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    base.replace(/\.[cm]?js$/, '.ts'),
    `${base}.ts`,
    path.join(base, 'index.ts'),
  ];
  return candidates.find((c) => known.has(c)) ?? null;
}

/** Lines of a file as `wc -l` counts them. */
const countLines = (file: string): number =>
  fs.readFileSync(file, 'utf8').match(/\n/g)?.length ?? 0;

/**
 * The wing's files (module files first, then the common files only the module imports), each with
 * its lines. `src` defaults to the API's source folder.
 */
export function wingFiles(src: string = API_SRC): WingFile[] {
  const all = sourceFiles(src);
  const known = new Set(all);
  const importers = new Map<string, Set<string>>();
  for (const file of all)
    for (const match of fs.readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const target = resolveImport(file, match[1]!, known);
      if (target && target !== file) {
        const set = importers.get(target) ?? new Set<string>();
        set.add(file);
        importers.set(target, set);
      }
    }
  const moduleDir = path.join(src, MODULE_DIR) + path.sep;
  const commonDir = path.join(src, COMMON_DIR) + path.sep;
  const inModule = (f: string): boolean => f.startsWith(moduleDir);
  const onlyByModule = (f: string): boolean => {
    const by = importers.get(f);
    return by !== undefined && by.size > 0 && [...by].every(inModule);
  };
  return [
    ...all.filter(inModule),
    ...all.filter((f) => f.startsWith(commonDir) && onlyByModule(f)),
  ].map((f) => ({ file: path.relative(src, f), lines: countLines(f) }));
}

/** The wing's lines of non-test TypeScript (the sum over `wingFiles`). */
export function wingLines(src: string = API_SRC): number {
  return wingFiles(src).reduce((n, f) => n + f.lines, 0);
}

if (require.main === module) {
  const files = wingFiles();
  for (const f of files) console.log(`${String(f.lines).padStart(5)}  src/${f.file}`);
  const total = files.reduce((n, f) => n + f.lines, 0);
  const met = total <= WING_MAX_LINES;
  console.log(
    `${String(total).padStart(5)}  public catalogue wing (target ≤ ${WING_MAX_LINES}): ${met ? 'MET' : 'FAILED'}`,
  );
  if (!met) process.exitCode = 1;
}
