// The API's contract types, generated beside its OpenAPI document (`npm run openapi -w api`): one file for the
// site and the console, imported type-only so nothing of it reaches the bundle.
export type * from '../../../api/openapi';

import type { paths } from '../../../api/openapi';

/** The routes under a base path, keyed without it, for a typed client on that base: `Routes<'/api/v1'>`. */
export type Routes<Base extends string> = {
  [P in keyof paths as P extends `${Base}${infer Route}` ? Route : never]: paths[P];
};
