import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Checks an answer against the committed OpenAPI document (api/openapi.json, kept current by openapi.spec.ts):
 * the schema of the operation and status it came from. Every test that calls the API through `call()` thus
 * also proves the document describes what the API really sends, which is what the site and the console are
 * typed from.
 */
interface Operation {
  responses: Record<string, { content?: Record<string, { schema?: object }> }>;
}
type Document = { paths: Record<string, Record<string, Operation>>; components: { schemas: object } };

let document: Document | null = null;
let ajv: Ajv | null = null;
const validators = new Map<string, ValidateFunction>();

function load(): { document: Document; ajv: Ajv } {
  document ??= JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'openapi.json'), 'utf8')) as Document;
  if (!ajv) {
    // Not strict: OpenAPI keywords JSON Schema lacks (`example`, `discriminator`) are ignored.
    ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(toJsonSchema({ components: document.components }) as object, 'openapi');
  }
  return { document, ajv };
}

/** The route template an API path answers to; literal segments beat `{param}` ones (`/progress` over `/{id}`). */
function templateOf(paths: string[], pathname: string): string | undefined {
  const segments = pathname.split('/');
  const matching = paths.filter((template) => {
    const parts = template.split('/');
    return parts.length === segments.length && parts.every((part, i) => part.startsWith('{') || part === segments[i]);
  });
  const params = (template: string) => (template.match(/\{/g) ?? []).length;
  return matching.sort((a, b) => params(a) - params(b))[0];
}

/** Throws, naming the operation and what differs, when a JSON answer does not match its declared schema. */
export function assertMatchesContract(method: string, url: string, status: number, body: unknown): void {
  const { pathname } = new URL(url);
  if (!pathname.startsWith('/api/v1/')) return;
  const { document, ajv } = load();
  const template = templateOf(Object.keys(document.paths), pathname);
  const operation = template ? document.paths[template][method.toLowerCase()] : undefined;
  // Routes the API does not serve (404 tests) are not checked here; a status the operation does not declare is
  // an answer the site and the console were not typed for.
  if (!operation) return;
  const response = operation.responses[String(status)];
  if (!response) {
    throw new Error(`${method} ${template} answered ${status}, a status the OpenAPI document does not declare`);
  }
  const schema = response.content?.['application/json']?.schema;
  if (!schema) return;
  const key = `${method} ${template} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(toJsonSchema(schema) as object);
    validators.set(key, validate);
  }
  if (!validate(body)) {
    const problems = (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`);
    throw new Error(`${key}: the answer does not match the OpenAPI document:\n  ${problems.join('\n  ')}`);
  }
}

/**
 * OpenAPI 3.0 to JSON Schema: `nullable: true` becomes "that, or null", and `#/components/…` refs point into
 * the document registered as `openapi`.
 */
function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Record<string, unknown>;
  const converted = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string'
        ? value.replace('#/components/', 'openapi#/components/')
        : toJsonSchema(value),
    ]),
  );
  return nullable === true ? { anyOf: [converted, { type: 'null' }] } : converted;
}
