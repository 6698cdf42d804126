import { defineConfig } from 'tsup';

// Built twice: CommonJS for the NestJS API (and jest), ESM for the Vite web app. Each rule file
// of src/domain is an entry too, so in the ESM build its code stays a module of its own and the
// web's bundler puts each rule in the chunks of the pages that use it (a rule only the admin uses,
// such as the kitchen ticket, never reaches the public page). Types are emitted for the two
// public entries only. In watch mode (`pnpm dev`) the previous build is kept instead of cleaned,
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
