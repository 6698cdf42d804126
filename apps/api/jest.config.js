/**
 * Unit tests (src/**\/*.spec.ts) and end-to-end tests (test/**\/*.e2e-spec.ts) in one run.
 * globalSetup starts one embedded PostgreSQL (unless DATABASE_URL is set); each e2e file creates
 * its own fresh database on it.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  setupFiles: ['reflect-metadata'],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }],
  },
};
