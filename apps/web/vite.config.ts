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

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    serverRenderedCatalogue(),
    ...(command === 'build' && !isSsrBuild ? adminServiceWorker() : []),
    precompressed(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    target: 'es2020',
    // dist/.vite/manifest.json: the size check (.size-limit.mjs) follows it from the entry to
    // the chunks a store's public link loads.
    manifest: !isSsrBuild,
    // The server build needs no copy of public/ (the client build has it).
    copyPublicDir: !isSsrBuild,
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
