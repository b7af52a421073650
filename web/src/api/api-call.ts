import type { RequestOptions } from './api-client';
import { apiClient } from './index';
import type { Answer, Method, Query, RequestBody, Routes } from './schema';

// The site's API routes, typed from the generated OpenAPI document (`npm run openapi -w api`).
type SiteRoutes = Routes<'/api/v1'>;
type Operation<R extends keyof SiteRoutes, M extends Method> = SiteRoutes[R][M];

/**
 * A call through the site's one client (tokens, refresh, timeout, errors), typed by its route: the path
 * parameters, query and body it takes and the answer it gives come from the API's own document.
 * `callApi('get', '/entries/{id}', { path: { id } })` answers a PublicEntryDto.
 */
export function callApi<R extends keyof SiteRoutes, M extends Method>(
  method: M,
  route: R,
  init: Pick<RequestOptions, 'auth' | 'signal'> & {
    path?: Record<string, string | number>;
    query?: Query<Operation<R, M>>;
    body?: RequestBody<Operation<R, M>>;
  } = {},
): Promise<Answer<Operation<R, M>>> {
  const path = route.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(init.path?.[name])));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(init.query ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  return apiClient.request(query.size ? `${path}?${query}` : path, {
    method: method.toUpperCase() as RequestOptions['method'],
    body: init.body,
    auth: init.auth,
    signal: init.signal,
  });
}
