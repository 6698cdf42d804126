// One ESLint flat config for the whole repository (Prettier owns formatting).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import regexp from 'eslint-plugin-regexp';

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
      // journeys (tsconfig.node.json) and its web server (server/tsconfig.json, issue 17).
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
    // Features import from the shared kernel, never from each other (ARCHITECTURE.md "Web").
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../features/*', '../../*/**/features/*', '@/features/*'],
              message:
                'Features must not import from each other; move shared code to lib/ or components/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Regex safety for the whole repository (issue 11, ReDoS): no pattern may backtrack or move
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
