import { defineConfig } from 'tsup';

// Built twice: CommonJS for the NestJS API (and jest), ESM for the Vite web app. In watch mode
// (`pnpm dev`) the previous build is kept instead of cleaned, so the API's own watcher never sees
// a dist/ without its type declarations.
export default defineConfig((options) => ({
  entry: ['src/index.ts', 'src/core.ts'],
  format: ['cjs', 'esm'],
  dts: true,
  sourcemap: true,
  clean: !options.watch,
  target: 'es2022',
  external: ['class-validator', 'class-transformer'],
}));
