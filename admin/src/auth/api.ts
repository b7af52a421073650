import { fetchUtils, HttpError } from 'react-admin';
import createClient from 'openapi-fetch';
import type { components, Routes } from '../api/schema';
import { clearSession, type ConsoleSession, readSession, saveSession, type SessionResponse } from './session';

export const API_URL = '/api/v1';
export const ADMIN_API_URL = `${API_URL}/admin`;

/** Refresh a little before the access token runs out, so requests rarely meet a 401. */
const REFRESH_MARGIN_MS = 60_000;

let refreshing: Promise<ConsoleSession | null> | null = null;

/** Trades the refresh token for new tokens; concurrent callers share one request (tokens rotate on use). */
export function refreshSession(): Promise<ConsoleSession | null> {
  refreshing ??= (async () => {
    const session = readSession();
    if (!session) return null;
    try {
      const response = await fetch(`${ADMIN_API_URL}/auth/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken: session.refreshToken }),
      });
      if (!response.ok) {
        clearSession();
        return null;
      }
      return saveSession((await response.json()) as SessionResponse);
    } catch {
      return null; // offline: keep the session, the next call tries again
    }
  })().finally(() => (refreshing = null));
  return refreshing;
}

async function currentToken(): Promise<string | null> {
  const session = readSession();
  if (!session) return null;
  if (session.expiresAt - Date.now() > REFRESH_MARGIN_MS) return session.accessToken;
  return (await refreshSession())?.accessToken ?? null;
}

function withToken(options: fetchUtils.Options, token: string | null): fetchUtils.Options {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return { ...options, headers };
}

/** The API's own message from its error shape `{"error":{"code","message","details"}}`, if the body has one. */
export function apiMessage(body: unknown): string | undefined {
  const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * fetchJson reads `body.message`, which the API's error shape nests under `error`: without this every
 * refusal would show as its status text ("Conflict") instead of what the API says went wrong.
 */
async function fetchJson(url: string, options: fetchUtils.Options) {
  try {
    return await fetchUtils.fetchJson(url, options);
  } catch (error) {
    const message = error instanceof HttpError ? apiMessage(error.body) : undefined;
    throw message ? new HttpError(message, (error as HttpError).status, (error as HttpError).body) : error;
  }
}

/** fetchJson with the console's bearer token; on a 401 it refreshes once and tries again. */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await fetchJson(url, withToken(options, await currentToken()));
  } catch (error) {
    if (!(error instanceof HttpError) || error.status !== 401 || !readSession()) throw error;
    const session = await refreshSession();
    if (!session) throw error;
    return fetchJson(url, withToken(options, session.accessToken));
  }
}

/**
 * openapi-fetch's transport for the typed calls: the data provider's own client (bearer token, one refresh on
 * a 401, the API's message on a refusal), so a typed call fails exactly as a list or a form does.
 */
async function consoleFetch(request: Request): Promise<Response> {
  const { status, headers, body } = await httpClient(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body ? await request.text() : undefined,
  });
  return new Response(status === 204 ? null : body, { status, headers });
}

/**
 * Calls outside the data provider's resources (actions, previews, the dashboard), typed by the API's document
 * (openapi-fetch): `answer(consoleApi.POST('/rounds/{id}/close', { params: { path: { id } }, body }))` answers
 * what that operation answers.
 */
export const consoleApi = createClient<Routes<'/api/v1/admin'>>({ baseUrl: ADMIN_API_URL, fetch: consoleFetch });

/** The answer of a typed call: a failure never gets here, the transport throws it as an HttpError. */
export async function answer<Data>(call: Promise<{ data?: Data }>): Promise<Data> {
  return (await call).data as Data;
}

/** What POST /admin/media/{images,films} answers. */
export type MediaUpload = components['schemas']['MediaUploadDto'];

/** Uploads an image or a film for the site; a refusal (size, type) throws with the API's message. */
export async function uploadMedia(kind: MediaUpload['kind'], file: File): Promise<MediaUpload> {
  const body = new FormData();
  body.append('file', file);
  // FormData: fetchUtils leaves the multipart Content-Type (with its boundary) to the browser.
  const { json } = await httpClient(`${ADMIN_API_URL}/media/${kind === 'image' ? 'images' : 'films'}`, {
    method: 'POST',
    body,
  });
  return json as MediaUpload;
}

/** Downloads a file the API streams (CSV exports) with the bearer token, then hands it to the browser. */
export async function download(path: string, fallbackName: string): Promise<void> {
  let token = await currentToken();
  let response = await fetch(`${ADMIN_API_URL}${path}`, { headers: { Authorization: `Bearer ${token ?? ''}` } });
  if (response.status === 401) {
    token = (await refreshSession())?.accessToken ?? null;
    response = await fetch(`${ADMIN_API_URL}${path}`, { headers: { Authorization: `Bearer ${token ?? ''}` } });
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new Error(apiMessage(body) ?? `The export failed (${response.status})`);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
