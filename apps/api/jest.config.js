/** What every project shares: Node, reflect-metadata (Nest decorators), ts-jest. */
const shared = {
  testEnvironment: 'node',
  rootDir: '.',
  setupFiles: ['reflect-metadata'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
};

/**
 * Three jest projects, all run by `pnpm test`:
 * - `unit` (src/**\/*.spec.ts): no database, no global setup — `pnpm test:unit` runs in seconds.
 * - `e2e` (test/**\/*.e2e-spec.ts): globalSetup starts one embedded PostgreSQL (unless
 *   DATABASE_URL is set); each file creates its own fresh database on it (`pnpm test:e2e`).
 * - `medium` (test/medium/**\/*.medium-spec.ts): the services on a real PostgreSQL, no HTTP;
 *   each file builds a Nest testing module with only the modules under test on its own fresh
 *   database (test/support/services.ts), on the e2e server when both run, else on one started
 *   by its own globalSetup — `jest --selectProjects medium`.
 * @type {import('jest').Config}
 */
module.exports = {
  maxWorkers: 2,
  // Hang guards, not speed checks: a machine busy with other work may take several times the
  // usual figure (docs/adr/0022-tests-real-dependencies-no-timings.md).
  testTimeout: 120_000,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/src/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
      testTimeout: 120_000,
    },
    {
      ...shared,
      displayName: 'medium',
      testMatch: ['<rootDir>/test/medium/**/*.medium-spec.ts'],
      // After e2e: when both run, the e2e project's server is set up first and shared.
      globalSetup: '<rootDir>/test/support/medium-global-setup.ts',
      globalTeardown: '<rootDir>/test/support/medium-global-teardown.ts',
    },
  ],
};
