/** Unit specs (`*.spec.ts`) sit beside the code; integration specs (`*.int-spec.ts`)
 * run against a real Postgres and Redis prepared once per run by test/global-setup.ts. */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/src/**/*.int-spec.ts', '<rootDir>/test/**/*.int-spec.ts'],
  transform: { '^.+\\.(t|j)s$': ['@swc/jest'] },
  // ESM-only packages (Node 20 can require() them, jest cannot) and @fastify/cookie, which import()s one: let swc
  // compile them to CommonJS.
  transformIgnorePatterns: [
    '/node_modules/(?!(content-disposition|openid-client|oauth4webapi|jose|@fastify/cookie|cookie|p-retry|is-network-error)/)',
  ],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: process.env.JEST_MAX_WORKERS ?? 2,
};
