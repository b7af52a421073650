// The API's contract types, generated beside its OpenAPI document (`npm run openapi -w api`): one file for the
// site and the console, imported type-only so nothing of it reaches the bundle.
export type * from '../../../api/openapi';
// The site's helper for a typed client on a base path: `Routes<'/api/v1/admin'>`.
export type { Routes } from '../../../web/src/api/schema';

import type { components } from '../../../api/openapi';

/** A schema of the API's document by name: `useRecordContext<Schema<'EntryDetailDto'>>()`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
