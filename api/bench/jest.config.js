/** Benchmarks (`npm run bench -w api`): the integration harness (own database, own Redis prefix), long
 * timeouts, one file at a time; kept out of `npm test`, and nothing in them asserts a timing. */
module.exports = {
  rootDir: '..',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/bench/**/*.bench.ts'],
  transform: { '^.+\\.(t|j)s$': ['@swc/jest'] },
  // As in jest.config.js: ESM-only packages the in-process API loads (and @fastify/cookie) are compiled to CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!(content-disposition|openid-client|oauth4webapi|jose|@fastify/cookie|cookie|p-retry|is-network-error)/)',
  ],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 60 * 60_000,
  maxWorkers: 1,
};
