import { defineConfig } from 'tsup';

// Built twice: CommonJS for the NestJS API (and jest), ESM for ESM consumers (the web app's own
// build bundles the sources instead, apps/web/vite.config.ts). Each rule file of src/domain is an
// entry too, so in the ESM build its code stays a module of its own. Types are emitted for the two
// public entries only (the web's typecheck reads them). In watch mode (`pnpm dev`) the previous build is kept instead of cleaned,
// so the API's own watcher never sees a dist/ without its type declarations.
export default defineConfig((options) => ({
  entry: ['src/index.ts', 'src/core.ts', 'src/domain/*/*.ts', '!src/domain/**/*.spec.ts'],
  format: ['cjs', 'esm'],
  dts: { entry: ['src/index.ts', 'src/core.ts'] },
  sourcemap: true,
  clean: !options.watch,
  target: 'es2022',
  external: ['class-validator', 'class-transformer'],
}));
