import createClient from 'openapi-fetch';
import { API_BASE_PATH } from './api-client';
import { apiClient } from './index';
import type { Routes } from './schema';

// The site's API routes, typed from the generated OpenAPI document (`npm run openapi -w api`).
type SiteRoutes = Routes<typeof API_BASE_PATH>;

/**
 * Typed calls (openapi-fetch): the path parameters, query and body a route takes and the answer it gives come
 * from the API's own document; the site's one client sends them (timeout, errors, and for `signedInApi` the
 * bearer token with its refresh). `answer(publicApi.GET('/entries/{id}', { params: { path: { id } } }))`
 * answers a PublicEntryDto.
 */
export const publicApi = createClient<SiteRoutes>({
  baseUrl: API_BASE_PATH,
  fetch: (request) => apiClient.fetch(request),
});
export const signedInApi = createClient<SiteRoutes>({
  baseUrl: API_BASE_PATH,
  fetch: (request) => apiClient.fetch(request, true),
});

/** The answer of a typed call: a failure never gets here, the client throws it as an ApiError. */
export async function answer<Data>(call: Promise<{ data?: Data }>): Promise<Data> {
  return (await call).data as Data;
}
