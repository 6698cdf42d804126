/**
 * Unit tests of the parser (src/**\/*.spec.ts): no database, no network.
 * @type {import('jest').Config}
 */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      { tsconfig: { module: 'commonjs', isolatedModules: true, esModuleInterop: true } },
    ],
  },
};
