/**
 * `npm run catalogues -w web [-- --check]`: checks every catalogue against English (ids, source texts,
 * placeholders and elements) and writes what the rest of the code reads from them:
 * - src/i18n/message-ids.ts, the ids the code may pass to t(), typed from en.po;
 * - src/i18n/locales/status.json, each language's catalogue and how many of its messages are drafts (the console
 *   shows a language as a draft until none is left).
 * With --check it writes nothing and fails when a catalogue is wrong or a generated file is stale.
 */
import catalogues from './po-catalogue.cjs';

const problems = catalogues.refreshCatalogueFiles({ check: process.argv.includes('--check') });
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
