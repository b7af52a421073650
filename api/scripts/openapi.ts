/**
 * Writes the API's OpenAPI document to api/openapi.json and its TypeScript types (openapi-typescript) beside
 * it, to api/openapi.d.ts, which the site and the console import (type-only, through their `src/api/schema.ts`);
 * `--check` writes nothing and fails when a committed file differs from what the API
 * would generate now. Run through `npm run openapi -w api` / `npm run openapi:check -w api`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildOpenApiDocument } from '../src/http-app';

const ROOT = path.resolve(__dirname, '..', '..');
const HEADER = '// Generated from the API by `npm run openapi -w api` (openapi-typescript). Do not edit.\n\n';
/** The committed files and what they should hold, relative to the repository root. */
async function generatedFiles(): Promise<Record<string, string>> {
  const document = await buildOpenApiDocument();
  // ESM-only: Node 20.19+ loads it with require(), which is what this compiles to.
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const types = HEADER + astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
  return {
    'api/openapi.json': `${JSON.stringify(document, null, 2)}\n`,
    'api/openapi.d.ts': types,
  };
}

async function main(check: boolean): Promise<void> {
  const files = await generatedFiles();
  const stale: string[] = [];
  for (const [file, content] of Object.entries(files)) {
    const target = path.join(ROOT, file);
    const current = await readFile(target, 'utf8').catch(() => null);
    if (current === content) continue;
    stale.push(file);
    if (!check) await writeFile(target, content);
  }
  if (check && stale.length) {
    console.error(`Out of date with the API: ${stale.join(', ')}. Run \`npm run openapi -w api\` and commit.`);
    process.exitCode = 1;
  } else if (!check) {
    console.log(stale.length ? `Wrote ${stale.join(', ')}` : 'Already up to date');
  }
}

if (require.main === module) {
  main(process.argv.includes('--check')).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
