/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type ViteDevServer } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressDir } from './scripts/precompress.ts';

/**
 * The part of server/ssr.ts the dev server uses (typed here by hand: this config is checked by
 * tsconfig.node.json, which does not compile the app's JSX).
 */
interface SsrModule {
  routeOf(url: string): { kind: 'store' | 'bad-slug' | 'other' };
  createSsr(options: {
    apiInternalUrl: string;
    apiPublicUrl: string;
    webUrl: string;
    cacheTtlMs: number;
    template: (path: string) => Promise<string>;
    entry: () => Promise<unknown>;
  }): { handle(req: IncomingMessage, res: ServerResponse): Promise<boolean> };
}

/**
 * `pnpm dev` renders a store's public link `/{slug}` on the server too, with the same
 * code as production (server/ssr.ts and src/entry-server.tsx, loaded through `ssrLoadModule` so
 * edits apply at once) and the API at API_INTERNAL_URL / VITE_API_URL (default
 * http://localhost:3000). Only store paths are taken; everything else stays Vite's.
 */
function serverRenderedCatalogue(): Plugin {
  return {
    name: 'catalogo:ssr-dev',
    apply: 'serve',
    configureServer(server: ViteDevServer) {
      const index = fileURLToPath(new URL('./index.html', import.meta.url));
      const apiUrl = (process.env.VITE_API_URL || 'http://localhost:3000').replace(
        /(?<!\/)\/+$/,
        '',
      );
      let ssr: { handler: ReturnType<SsrModule['createSsr']>; routeOf: SsrModule['routeOf'] };
      const load = async () => {
        if (ssr) return ssr;
        const mod = (await server.ssrLoadModule('/server/ssr.ts')) as unknown as SsrModule;
        const handler = mod.createSsr({
          apiInternalUrl: (process.env.API_INTERNAL_URL || apiUrl).replace(/(?<!\/)\/+$/, ''),
          apiPublicUrl: apiUrl,
          webUrl: (process.env.VITE_PUBLIC_URL || 'http://localhost:5173').replace(
            /(?<!\/)\/+$/,
            '',
          ),
          // Development: draw every request again (edits show at once).
          cacheTtlMs: 0,
          template: (path) => server.transformIndexHtml(path, readFileSync(index, 'utf8')),
          entry: () => server.ssrLoadModule('/src/entry-server.tsx'),
        });
        ssr = { handler, routeOf: mod.routeOf };
        return ssr;
      };
      server.middlewares.use((req: IncomingMessage, res: ServerResponse, next) => {
        void load()
          .then(async ({ handler, routeOf }) => {
            // Dev: only store pages; malformed slugs fall to Vite (its own files live there).
            if (routeOf(req.url ?? '/').kind !== 'store') return next();
            if (!(await handler.handle(req, res))) next();
          })
          .catch((error: unknown) => {
            server.ssrFixStacktrace(error as Error);
            next(error);
          });
      });
    },
  };
}

/**
 * The seller panel's service worker (src/features/alerts/sw/admin-sw.ts → dist/admin-sw.js,
 * Workbox precache manifest injected). It is registered by the admin routes only, with scope
 * `/admin/` (features/alerts/utils/pwa.ts): a store's page never loads it. The web app manifest
 * is static (public/manifest.webmanifest) and linked by the admin routes only, so the plugin
 * neither injects a manifest link nor a registration script into index.html (the same file
 * renders the stores' pages).
 */
function adminServiceWorker(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/features/alerts/sw',
    filename: 'admin-sw.ts',
    injectRegister: null,
    manifest: false,
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
      // The photo cropper and charts are large; 3 MiB keeps every chunk of the panel.
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    },
  });
}

/**
 * `vite build` (client): writes `.br` and `.gz` beside every text file of dist/ once the build is
 * written (scripts/precompress.ts), for the web server and nginx to send as they are.
 */
function precompressed(): Plugin {
  let outDir = '';
  return {
    name: 'catalogo:precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every other plugin's output (the admin service worker included).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompressDir(outDir);
      },
    },
  };
}

/**
 * @catalogo/contracts is bundled from its TypeScript sources (the package's `.` and `./core`
 * entries, src/index.ts and src/core.ts), not from its dist/: tsup's ESM build merges every
 * module both entries share (messages, limits, errors, settings, push, payment, …) into one
 * chunk file, and a bundler places a whole module in one chunk, so a light page that needs
 * `Messages` would also carry the panel's settings and push constants (~3.5 KB gzip). From the
 * sources each file is a module of its own. Same code (the API and jest keep the dist/ build;
 * types still come from dist/, so `pnpm --filter @catalogo/contracts build` stays a
 * prerequisite of the typecheck); the decorators of the DTO classes follow the package's
 * tsconfig.json (`experimentalDecorators`).
 */
const CONTRACTS_SOURCE = [
  {
    find: /^@catalogo\/contracts\/core$/,
    replacement: fileURLToPath(new URL('../../packages/contracts/src/core.ts', import.meta.url)),
  },
  {
    find: /^@catalogo\/contracts$/,
    replacement: fileURLToPath(new URL('../../packages/contracts/src/index.ts', import.meta.url)),
  },
];

/** The light pages' modules (src/main.tsx loads them by path; scripts/size.ts counts them). */
const BOOT_MODULE = fileURLToPath(new URL('./src/main.tsx', import.meta.url));
const CATALOGUE_MODULE = fileURLToPath(
  new URL('./src/features/storefront/store.tsx', import.meta.url),
);
const ORDER_MODULE = fileURLToPath(new URL('./src/features/storefront/order.tsx', import.meta.url));

/** The part of Rolldown's module graph the chunk groups read (its `ModuleInfo`). */
interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { code: string | null; importedIds: readonly string[]; exports: readonly string[] } | null;
}

/**
 * @catalogo/contracts' entry files (`.` and `./core`, sources: see `CONTRACTS_SOURCE`): they
 * re-export the package's modules, and a module that imports a few names from them needs only
 * the modules that define those names.
 */
const CONTRACTS_BARREL = /[\\/]packages[\\/]contracts[\\/]src[\\/](?:index|core)\.ts$/;
const CONTRACTS_IMPORT =
  /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']@catalogo\/contracts(?:\/core)?["']|import\s*\*\s*as\s+\w+\s+from\s*["']@catalogo\/contracts(?:\/core)?["']/g;

/** The names `code` imports from @catalogo/contracts, or `'all'` (a namespace import). */
function contractsNames(code: string): Set<string> | 'all' {
  const names = new Set<string>();
  for (const match of code.matchAll(CONTRACTS_IMPORT)) {
    if (match[1] === undefined) return 'all';
    for (const part of match[1].split(',')) {
      // `name` or `name as alias`: the first word.
      const name = /^\s*([\w$]+)/.exec(part)?.[1];
      if (name) names.add(name);
    }
  }
  return names;
}

/**
 * `from` and every module it imports statically, directly or not; through a contracts barrel
 * only to the modules that export a name the importing module uses (the bundle keeps no other).
 */
function staticClosure(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string): void => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    for (const imported of info?.importedIds ?? []) {
      if (!CONTRACTS_BARREL.test(imported)) {
        visit(imported);
        continue;
      }
      const names = contractsNames(info?.code ?? '');
      if (names === 'all') {
        visit(imported);
        continue;
      }
      visitBarrel(imported, names);
    }
  };
  // A barrel itself (its own code is tree-shaken per name), then only the modules that export a
  // name used, through the barrels it re-exports (`.` re-exports `./core`).
  const visitBarrel = (barrel: string, names: Set<string>): void => {
    seen.add(barrel);
    for (const module of graph.getModuleInfo(barrel)?.importedIds ?? []) {
      if (CONTRACTS_BARREL.test(module)) {
        visitBarrel(module, names);
        continue;
      }
      const exports = graph.getModuleInfo(module)?.exports ?? [];
      if (exports.some((name) => names.has(name))) visit(module);
    }
  };
  visit(from);
  return seen;
}

/**
 * Chunks of the light pages' first load (docs/BENCHMARKS.md "Lighthouse"): every script costs a
 * request and its response headers (the CSP alone is ~0.5 KB), so instead of Rolldown's dozen
 * small shared chunks a store's link `/{slug}` loads four files (and Rolldown's runtime, which no
 * group can take): the boot entry (src/main.tsx), `boot-deps` (what the boot module imports),
 * `public` (React and what the catalogue shares with the order status page) and `catalogue`
 * (src/features/storefront/store.tsx and the rest of the page). The order status page loads
 * `order` instead of `catalogue`. The groups are disjoint and
 * follow the static import graph, so no page downloads another page's code; lazy parts (the item
 * sheet, the cart) and the full app keep Rolldown's own chunks.
 */
function lightPageChunks() {
  type Closures = Record<'boot' | 'catalogue' | 'order', Set<string>>;
  const cache = new WeakMap<ModuleGraph, Closures>();
  const closures = (graph: ModuleGraph): Closures => {
    let found = cache.get(graph);
    if (!found) {
      found = {
        boot: staticClosure(graph, BOOT_MODULE),
        catalogue: staticClosure(graph, CATALOGUE_MODULE),
        order: staticClosure(graph, ORDER_MODULE),
      };
      cache.set(graph, found);
    }
    return found;
  };
  return {
    groups: [
      {
        debugName: 'boot-deps',
        priority: 3,
        name: (id: string, graph: ModuleGraph) =>
          id !== BOOT_MODULE && closures(graph).boot.has(id) ? 'boot-deps' : null,
      },
      {
        debugName: 'public',
        priority: 2,
        name: (id: string, graph: ModuleGraph) => {
          const { boot, catalogue, order } = closures(graph);
          return !boot.has(id) && catalogue.has(id) && order.has(id) ? 'public' : null;
        },
      },
      {
        debugName: 'page',
        priority: 1,
        name: (id: string, graph: ModuleGraph) => {
          const { boot, catalogue, order } = closures(graph);
          if (boot.has(id) || catalogue.has(id) === order.has(id)) return null;
          return catalogue.has(id) ? 'catalogue' : 'order';
        },
      },
    ],
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    serverRenderedCatalogue(),
    ...(command === 'build' && !isSsrBuild ? adminServiceWorker() : []),
    precompressed(),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...CONTRACTS_SOURCE,
    ],
  },
  build: {
    target: 'es2020',
    // dist/.vite/manifest.json: the size check (.size-limit.mjs) follows it from the entry to
    // the chunks a store's public link loads.
    manifest: !isSsrBuild,
    // The server build needs no copy of public/ (the client build has it).
    copyPublicDir: !isSsrBuild,
    // `<link rel="modulepreload">` is native in every browser the build targets but Safari < 17,
    // which then fetches a chunk's imports as it meets them: no polyfill in the boot script.
    modulePreload: { polyfill: false },
    rolldownOptions: isSsrBuild ? undefined : { output: { codeSplitting: lightPageChunks() } },
  },
  // `vite build --ssr server/main.ts --outDir dist-server`: the web server as one file (every
  // dependency bundled), so its image needs only Node and the two builds.
  ssr: command === 'build' ? { noExternal: true, target: 'node' } : undefined,
  server: { port: 5173, strictPort: true },
  preview: { port: 4173 },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // A hang guard, not a speed check: on a machine busy with other work a form test takes
    // several seconds (timings belong in benches; docs/adr/0022-tests-real-dependencies-no-timings.md).
    testTimeout: 30_000,
  },
}));
