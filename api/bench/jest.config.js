/** Benchmarks (`npm run bench -w api`): the integration harness (own database, own Redis prefix), long
 * timeouts, one file at a time; kept out of `npm test`, and nothing in them asserts a timing. */
module.exports = {
  rootDir: '..',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/bench/**/*.bench.ts'],
  transform: { '^.+\\.(t|j)s$': ['@swc/jest'] },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60 * 60_000,
  maxWorkers: 1,
};
