/**
 * Import rules, checked by `npm run lint` (dependency-cruiser). Tests are left out: a spec may reach across
 * domains to set up what it checks.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A file may not come back to itself through its imports.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-circular-folders',
      scope: 'folder',
      severity: 'error',
      comment:
        'Domains (folders) import each other one way only: move the shared piece (a type, a constant, a small ' +
        'file) to the domain that owns it or to common/, or let the lower domain declare an interface the ' +
        'higher one implements (admin/auth/console-account-directory.ts). The API only: the site and the ' +
        'console route between their page folders and the app shell both ways.',
      from: { path: '^api/src/' },
      to: { circular: true },
    },
  ],
  options: {
    exclude: { path: ['node_modules', '\\.(int-)?spec\\.tsx?$', '\\.test\\.tsx?$', '/testing/', '^api/test/'] },
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
  },
};
