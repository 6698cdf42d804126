import { defineConfig } from 'tsup';

// Built twice: CommonJS for the NestJS API (and jest), ESM for the Vite web app.
export default defineConfig({
  entry: ['src/index.ts', 'src/core.ts'],
  format: ['cjs', 'esm'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['class-validator', 'class-transformer'],
});
