/** Whole-stack tests: deployment checks (deployment/), browser journeys, each file starting the stacks it needs
 * through support/stack.ts. The global setup builds what is missing once, before any stack starts. */
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  globalSetup: '<rootDir>/support/global-setup.ts',
  testTimeout: 60000,
  // Every stack runs five processes on a shared two-core machine.
  maxWorkers: process.env.JEST_MAX_WORKERS ?? 2,
};
