// One ESLint flat config for the whole repository (Prettier owns formatting).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import regexp from 'eslint-plugin-regexp';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = import.meta.dirname;

/**
 * API module layers, highest first (README "Modules"): a module imports only modules of LOWER
 * layers, never one of its own layer or above, and only through their public files.
 */
const API_LAYERS = [
  ['dashboard', 'analytics', 'share', 'health', 'push', 'customer'],
  ['billing', 'order', 'auth'],
  ['public-catalog', 'catalog', 'email', 'coupon', 'payment'],
  ['user'],
  ['store', 'media'],
];
const API_MODULES = join(root, 'apps/api/src/modules');
/** A module's public files: its Nest module, services and pure row↔DTO mappings. */
const publicFilesOf = (name) => [
  `${API_MODULES}/${name}/**/*.module.ts`,
  `${API_MODULES}/${name}/**/*.service.ts`,
  `${API_MODULES}/${name}/**/*.mapping.ts`,
];
const apiModuleZones = () => {
  const layerOf = new Map(API_LAYERS.flatMap((names, i) => names.map((n) => [n, i])));
  const onDisk = readdirSync(API_MODULES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  const unplaced = onDisk.filter((n) => !layerOf.has(n));
  if (unplaced.length) {
    throw new Error(`eslint.config.mjs: place API module(s) ${unplaced} in API_LAYERS`);
  }
  return onDisk.flatMap((name) => {
    const others = onDisk.filter((n) => n !== name);
    const lower = others.filter((n) => layerOf.get(n) > layerOf.get(name));
    return [
      {
        // Code (not entities): lower modules' public files only; nothing of the same layer or above.
        target: `${API_MODULES}/${name}/**/!(*.entity).ts`,
        from: `${API_MODULES}/{${others.join(',')}}/**`,
        except: lower.flatMap(publicFilesOf),
        message: `API module "${name}" may import only the public files (*.module, *.service, *.mapping) of lower modules (${lower.join(', ') || 'none'}); see README "Modules".`,
      },
      {
        // Entities reference other modules' entities only (TypeORM relations), nothing else.
        target: `${API_MODULES}/${name}/**/*.entity.ts`,
        from: `${API_MODULES}/{${others.join(',')}}/**/!(*.entity).ts`,
        message: 'An entity may import only other entities (relations).',
      },
    ];
  });
};

/** SQL text outside the modules' `*.queries.ts` (README "Data access"). */
const SQL_TEXT = ['Literal[value', 'TemplateElement[value.raw'].map((node) => ({
  selector: `${node}=/^\\s*(SELECT|INSERT INTO|UPDATE|DELETE FROM|WITH)\\s/]`,
  message: 'SQL goes in the module\'s *.queries.ts (README "Data access").',
}));
/** Data access calls outside the modules' `*.queries.ts` (README "Data access"). */
const DATA_ACCESS_CALLS = [
  {
    selector:
      'CallExpression[callee.property.name=/^(query|getRepository|createQueryBuilder|getTreeRepository)$/]',
    message:
      'Reads and writes go through a function of the module\'s *.queries.ts taking the EntityManager or HotQueries (README "Data access").',
  },
  {
    selector: 'Decorator[expression.callee.name="InjectRepository"]',
    message:
      'No injected repositories: call the module\'s *.queries.ts with the EntityManager (README "Data access").',
  },
];

/**
 * Web layers (ARCHITECTURE.md "Web"), one way only: the shared kernel (`components/`, `lib/`,
 * `paths.ts`) → features (`features/<business area>/`) → the app (`app/`: router, route files
 * that compose areas). A feature imports no other feature and nothing of the app; the kernel
 * imports neither. No exemptions.
 */
const WEB_SRC = join(root, 'apps/web/src');
const WEB_FEATURES = join(WEB_SRC, 'features');
const webFeatureZones = () => [
  ...readdirSync(WEB_FEATURES, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map(({ name }) => ({
      target: `${WEB_FEATURES}/${name}/**`,
      from: `${WEB_FEATURES}/!(${name})/**`,
      message:
        'Features must not import from each other; compose them in a route file (src/app/routes/) or move shared code to lib/ or components/.',
    })),
  {
    target: `${WEB_FEATURES}/**`,
    from: `${WEB_SRC}/app/**`,
    message: 'Features must not import the app (router, route files).',
  },
  {
    target: [`${WEB_SRC}/components/**`, `${WEB_SRC}/lib/**`, `${WEB_SRC}/paths.ts`],
    from: [`${WEB_FEATURES}/**`, `${WEB_SRC}/app/**`],
    message: 'The shared kernel (components/, lib/) imports no feature and no app code.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/web/dist-server/**',
      '**/coverage/**',
      '**/.turbo/**',
      '.data/**',
      'artifacts/**',
      'apps/web/e2e/screenshots/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-unsafe-function-type': 'off',
    },
  },
  {
    // NestJS injects by the constructor's parameter types: type-only imports would break it.
    files: ['apps/api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: {
      globals: { ...globals.browser },
      // The web app has three programs: the SPA (tsconfig.json), its tooling and browser
      // journeys (tsconfig.node.json) and its web server (server/tsconfig.json).
      parserOptions: {
        projectService: false,
        project: [
          'apps/web/tsconfig.json',
          'apps/web/tsconfig.node.json',
          'apps/web/server/tsconfig.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Module boundaries, resolved by path so relative imports count too.
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/api/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...apiModuleZones(),
            {
              // The bottom floor (README "Data access"): entities are found by file name.
              target: `${root}/apps/api/src/database/**`,
              from: API_MODULES,
              message:
                'src/database imports no module: the data source finds the entities by file name (*.entity.ts); a module-specific query goes in its *.queries.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webFeatureZones() }] },
  },
  {
    // Data access (README "Data access"): every read and write of a module is a function of its
    // `*.queries.ts` taking the executor (EntityManager or HotQueries); services and controllers
    // call those functions and hold no SQL, repository, query builder or `.query()` call.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['apps/api/src/modules/**/*.queries.ts', 'apps/api/src/**/*.spec.ts'],
    rules: { 'no-restricted-syntax': ['error', ...SQL_TEXT, ...DATA_ACCESS_CALLS] },
  },
  {
    // The storefront's bundles stay small (ARCHITECTURE.md "Web"): no router, query client,
    // Radix or icon library in the store page and the order status page.
    files: ['apps/web/src/features/storefront/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react-router',
                'react-router-dom',
                'react-router/*',
                '@tanstack/react-query',
                '@tanstack/react-query/*',
                '@radix-ui/*',
                'radix-ui',
                'lucide-react',
                'lucide-react/*',
              ],
              message:
                'The public catalogue imports no router, @tanstack/react-query, Radix or lucide-react (bundle size).',
            },
          ],
        },
      ],
    },
  },
  {
    // Regex safety for the whole repository: no pattern may backtrack or move
    // super-linearly on any input, and no alternation may match the same text two ways.
    files: ['**/*.{ts,tsx,mts,js,mjs,cjs}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'certain' }],
      'regexp/no-super-linear-move': ['error', { report: 'certain' }],
      'regexp/no-dupe-disjunctions': [
        'error',
        { report: 'interesting', reportExponentialBacktracking: 'potential' },
      ],
      'regexp/no-misleading-capturing-group': ['error', { reportBacktrackingEnds: true }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node } },
  },
  prettier,
);
