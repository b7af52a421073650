/** `npm run bench` (root) → `npm run bench -w tests`: the whole-stack benchmarks, one file, in order; kept out
 * of `npm test` (its files are *.bench.ts). The global setup builds what is stale, as for the browser tests. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- jest reads CommonJS configs
const base = require('../jest.config.js');

module.exports = {
  ...base,
  rootDir: '..',
  testMatch: ['<rootDir>/bench/**/*.bench.ts'],
  testTimeout: 120 * 60_000,
  maxWorkers: 1,
};
