import { DataProvider, fetchUtils } from 'ra-core';

// The real client the console uses. Its CommonJS build assigns module.exports, hence require.
type SimpleRestProvider = (apiUrl: string, httpClient?: typeof fetchUtils.fetchJson) => DataProvider;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const simpleRestProvider: SimpleRestProvider = require('ra-data-simple-rest');

/** What admin/src/dataProvider.ts does in the browser: the bearer token on every call. */
export function consoleDataProvider(api: string, token: string): DataProvider {
  return simpleRestProvider(`${api}/admin`, (url, options = {}) => {
    const headers = new Headers(options.headers as ConstructorParameters<typeof Headers>[0]);
    headers.set('Authorization', `Bearer ${token}`);
    return fetchUtils.fetchJson(url, { ...options, headers });
  });
}
