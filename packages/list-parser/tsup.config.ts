import { defineConfig } from 'tsup';

// Built like @catalogo/contracts: CommonJS for the NestJS API (its worker threads and jest) and
// ESM, with type declarations. Only src/index.ts and what it imports ship: the scoring harness
// (eval/), the scripts and the corpus stay out of dist/. In watch mode (`pnpm dev`) the previous
// build is kept instead of cleaned, so the API's own watcher never sees a dist/ without types.
export default defineConfig((options) => ({
  entry: ['src/index.ts'],
  format: ['cjs', 'esm'],
  dts: true,
  sourcemap: true,
  clean: !options.watch,
  target: 'es2022',
}));
