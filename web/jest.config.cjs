/** Unit specs (`*.spec.ts`) beside the code they test, run in Node against real local HTTP servers. */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  // The build's catalogues (vite.config.ts) as the specs read them.
  moduleNameMapper: { '^virtual:(catalogues|consent-notices)$': '<rootDir>/src/i18n/testing/catalogues.ts' },
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
};
