import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { OpenAPIObject } from '@nestjs/swagger';
import { buildOpenApiDocument } from './http-app';

const ENVELOPE = '#/components/schemas/ErrorEnvelopeDto';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Response = { content?: Record<string, { schema?: Record<string, unknown> }> };

function operations(document: OpenAPIObject) {
  return Object.entries(document.paths).flatMap(([route, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      name: `${method.toUpperCase()} ${route}`,
      responses: item[method]!.responses as Record<string, Response>,
    })),
  );
}

/** Every `enum` written inline instead of as a named schema ($ref), with where it sits. */
function inlineEnums(node: unknown, at: string, found: string[]): string[] {
  if (Array.isArray(node)) node.forEach((item, index) => inlineEnums(item, `${at}/${index}`, found));
  else if (node && typeof node === 'object') {
    const topLevelSchema = /^\/components\/schemas\/[^/]+$/.test(at);
    // A single value is a constant (a discriminator, `consent: true`), not a choice worth a name.
    const choices = (node as { enum?: unknown[] }).enum;
    if (Array.isArray(choices) && choices.length > 1 && !topLevelSchema) found.push(at);
    for (const [key, value] of Object.entries(node)) inlineEnums(value, `${at}/${key}`, found);
  }
  return found;
}

describe('the OpenAPI document (the contract the site and the console are typed from)', () => {
  let document: OpenAPIObject;
  beforeAll(async () => {
    document = await buildOpenApiDocument();
  });

  it('describes the body of every successful answer (no content: 204; redirects)', () => {
    const undescribed = operations(document)
      .filter(({ responses }) => {
        const successes = Object.keys(responses).filter((status) => /^[23]/.test(status));
        const withBody = successes.filter((status) => /^2/.test(status) && status !== '204');
        const described = (status: string) =>
          Object.values(responses[status].content ?? {}).some((media) => media.schema);
        return successes.length === 0 || !withBody.every(described);
      })
      .map(({ name }) => name);
    expect(undescribed).toEqual([]);
  });

  it('answers every error with the shared envelope', () => {
    const problems = operations(document).flatMap(({ name, responses }) => {
      const errors = Object.keys(responses).filter((status) => /^[45]/.test(status));
      if (!errors.length) return [`${name}: no error response`];
      return errors
        .filter((status) => responses[status].content?.['application/json']?.schema?.$ref !== ENVELOPE)
        .map((status) => `${name} ${status}`);
    });
    expect(problems).toEqual([]);
  });

  it('names every enum (one schema each, for the generated types)', () => {
    expect(inlineEnums(document, '', [])).toEqual([]);
  });

  it('matches the committed api/openapi.json and the generated types of the site and the console', async () => {
    // openapi-typescript is ESM-only, which jest cannot load: the script checks in its own process.
    const api = path.resolve(__dirname, '..');
    const run = promisify(execFile)(
      process.execPath,
      ['-r', './test/drills/support/register-ts.cjs', 'scripts/openapi.ts', '--check'],
      { cwd: api },
    );
    await expect(run).resolves.toBeDefined();
  }, 120_000);
});
