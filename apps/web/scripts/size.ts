/**
 * Bundle budgets of a store's public link `/{slug}` (the page customers open on cheap phones and
 * slow networks) and of the customer's order status page `/{slug}/pedido/{token}`:
 * everything the browser downloads before the page is interactive, gzip, each within budget.
 *
 *   pnpm build && pnpm --filter @catalogo/web size      (exit 1 above budget)
 *
 * File names are hashed, so the list comes from Vite's manifest (dist/.vite/manifest.json):
 * the boot entry (index.html → src/main.tsx) and its static imports, then the public
 * catalogue's dynamic entry (src/features/storefront/store.tsx, built into the `catalogue`
 * chunk: vite.config.ts `lightPageChunks`) and its static imports, with their CSS — exactly
 * what src/main.tsx loads for `/{slug}`. The full app's chunks
 * (src/app/) are not counted: that page never downloads them. Sizes are gzip level 9, as
 * size-limit's file plugin measures (size-limit 14 itself needs Node 22; we run Node 20).
 *
 * Options: --dist <dir> (default dist), --json (machine-readable output).
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET = { js: 100 * 1024, css: 15 * 1024 } as const;
/** A light page's dynamic entry: its source, or the name of the chunk that holds it. */
export interface PageEntry {
  source: string;
  chunk: string;
}
export const PUBLIC_ENTRY: PageEntry = {
  source: 'src/features/storefront/store.tsx',
  chunk: 'catalogue',
};
/** The customer's order status page `/{slug}/pedido/{token}`: the same budget. */
export const ORDER_STATUS_ENTRY: PageEntry = {
  source: 'src/features/storefront/order.tsx',
  chunk: 'order',
};

interface ManifestChunk {
  file: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The JS and CSS files of a light page's first load (the boot entry, then `pageEntry`: the
 * `/{slug}` catalogue by default), from the manifest.
 */
export function publicFirstLoad(
  manifest: Manifest,
  pageEntry: PageEntry = PUBLIC_ENTRY,
): { js: string[]; css: string[] } {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('no entry in the Vite manifest');
  // The page's module keeps its source as key, or lives in a named chunk (a code-splitting group).
  const page = manifest[entry]!.dynamicImports?.find(
    (key) => key === pageEntry.source || manifest[key]?.name === pageEntry.chunk,
  );
  if (!page) {
    throw new Error(`the boot entry no longer loads ${pageEntry.source}: update scripts/size.ts`);
  }
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entry);
  visit(page);
  return { js: [...js], css: [...css] };
}

const gzipSize = (path: string): number => gzipSync(readFileSync(path), { level: 9 }).length;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(2)} KB`;

function main(): number {
  const args = process.argv.slice(2);
  const here = dirname(fileURLToPath(import.meta.url));
  const distArg = args.includes('--dist') ? args[args.indexOf('--dist') + 1] : undefined;
  const dist = resolve(here, '..', distArg ?? 'dist');
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`${manifestPath} is missing: build first (pnpm --filter @catalogo/web build)`);
    return 1;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const measure = (list: string[]) =>
    list
      .map((file) => ({ file, gzip: gzipSize(join(dist, file)) }))
      .sort((a, b) => b.gzip - a.gzip);
  const total = (rows: { gzip: number }[]) => rows.reduce((sum, r) => sum + r.gzip, 0);
  const pages = (
    [
      ['/{slug}', PUBLIC_ENTRY],
      ['/{slug}/pedido/{token}', ORDER_STATUS_ENTRY],
    ] as const
  ).map(([page, pageEntry]) => {
    const files = publicFirstLoad(manifest, pageEntry);
    const js = measure(files.js);
    const css = measure(files.css);
    return {
      page,
      js: { total: total(js), limit: BUDGET.js, files: js },
      css: { total: total(css), limit: BUDGET.css, files: css },
    };
  });
  const within = (p: (typeof pages)[number]) =>
    p.js.total <= BUDGET.js && p.css.total <= BUDGET.css;
  const ok = pages.every(within);

  if (args.includes('--json')) {
    // The catalogue's figures stay at the top level, as before; every page under `pages`.
    console.log(JSON.stringify({ ok, ...pages[0]!, pages }, null, 2));
    return ok ? 0 : 1;
  }
  for (const result of pages) {
    console.log(`${result.page} first load (gzip):`);
    for (const [kind, r] of [
      ['JavaScript', result.js],
      ['CSS', result.css],
    ] as const) {
      const pass = r.total <= r.limit;
      console.log(`\n  ${kind}: ${kb(r.total)} of ${kb(r.limit)} ${pass ? '✓' : '✗ OVER BUDGET'}`);
      for (const row of r.files) console.log(`    ${kb(row.gzip).padStart(10)}  ${row.file}`);
    }
    console.log('');
  }
  console.log(ok ? 'Within budget.' : 'Over budget.');
  return ok ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
