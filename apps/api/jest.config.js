/** What both projects share: Node, reflect-metadata (Nest decorators), ts-jest. */
const shared = {
  testEnvironment: 'node',
  rootDir: '.',
  setupFiles: ['reflect-metadata'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
};

/**
 * Two jest projects, both run by `pnpm test`:
 * - `unit` (src/**\/*.spec.ts): no database, no global setup — `pnpm test:unit` runs in seconds.
 * - `e2e` (test/**\/*.e2e-spec.ts): globalSetup starts one embedded PostgreSQL (unless
 *   DATABASE_URL is set); each file creates its own fresh database on it (`pnpm test:e2e`).
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
  ],
};
