/**
 * Lets a plain `node` child process run the API's TypeScript sources (`node -r register-ts.cjs src/worker.ts`),
 * compiled on load with swc and the same settings as jest (api/.swcrc), so drills exercise the current code
 * without depending on a fresh `npm run build`.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload module */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

const options = JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', '.swcrc'), 'utf8'));
delete options.$schema;

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...options, filename, swcrc: false });
  module._compile(code, filename);
};
