import { ApiError, authenticationRequired, isTransientFailure } from './api-error';
import type { TokenPair, TokenStore } from './token-store';
import { delay } from '../lib/wait';

export const API_BASE_PATH = '/api/v1';
export const API_TIMEOUT_MS = 30_000;
const REFRESH_LOCK_NAME = 'contest-token-refresh';
/** Waits before each new try of a refresh the server could not answer now (429, 5xx, timeout, offline). */
export const REFRESH_RETRY_DELAYS_MS = [1_000, 3_000, 9_000];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Sends the bearer token; without a usable one the call fails locally with 401. */
  auth?: boolean;
  /** Cancels the call (TanStack Query passes one); cancellation is re-thrown as is. */
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  tokens: TokenStore;
  baseUrl?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Serialises refreshes across tabs (Web Locks), so two tabs never spend one refresh token twice. */
  locks?: Pick<LockManager, 'request'> | null;
  refreshRetryDelaysMs?: readonly number[];
}

/** Only these answers to a refresh mean the session is over; anything else says nothing about the token. */
const isSessionEnded = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 403);

const isWorthRetrying = (error: unknown) => error instanceof ApiError && isTransientFailure(error);

/**
 * The site's only door to the API: JSON in and out, bearer tokens, a 30 s timeout, and one refresh-and-retry
 * on 401 with a single refresh shared by every call that needs it (docs/product.md §4, §7, §8).
 */
export class ApiClient {
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetchFn: typeof fetch;
  private readonly locks: Pick<LockManager, 'request'> | null;
  private readonly refreshRetryDelaysMs: readonly number[];
  private refreshInFlight: Promise<string> | null = null;

  constructor(private readonly options: ApiClientOptions) {
    this.baseUrl = options.baseUrl ?? API_BASE_PATH;
    this.timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
    this.fetchFn = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.locks = options.locks ?? null;
    this.refreshRetryDelaysMs = options.refreshRetryDelaysMs ?? REFRESH_RETRY_DELAYS_MS;
  }

  get tokens(): TokenStore {
    return this.options.tokens;
  }

  /** A JSON call by path under the base path; the typed calls (openapi-fetch, `api-call.ts`) use `fetch`. */
  async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const request = new Request(`${this.baseUrl}${path}`, {
      method: options.method ?? 'GET',
      headers: options.body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
    const response = await this.fetch(request, options.auth);
    return (response.status === 204 ? undefined : await response.json()) as T;
  }

  /**
   * Sends a request built elsewhere (openapi-fetch builds the typed calls' URL and body) with the client's
   * rules, and answers only a success: every failure throws an ApiError. With `auth` it carries the bearer
   * token and, when the token is refused, refreshes once and tries once more. A `file` answer (a certificate's
   * PDF) may be of any type when it succeeds; its refusals are JSON like any other.
   */
  async fetch(request: Request, auth = false, answer: 'json' | 'file' = 'json'): Promise<Response> {
    if (!auth) return this.send(request, null, answer);

    let token = await this.usableAccessToken();
    try {
      // A clone: a request's body can be sent only once, and the retry needs it again.
      return await this.send(request.clone(), token, answer);
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      // The token was refused (revoked, or the server's clock disagrees): refresh once, retry once.
      token = await this.refresh(token);
      return this.send(request, token, answer);
    }
  }

  /**
   * Exchanges the refresh token for a new pair. Concurrent callers share one exchange; `staleAccessToken` is
   * the token the caller found wanting, so a pair renewed meanwhile (here or in another tab) is used as is.
   */
  refresh(staleAccessToken: string | null = this.tokens.accessToken): Promise<string> {
    this.refreshInFlight ??= this.refreshOnce(staleAccessToken).finally(() => {
      this.refreshInFlight = null;
    });
    return this.refreshInFlight;
  }

  private async usableAccessToken(): Promise<string> {
    if (!this.tokens.isAuthenticated()) throw authenticationRequired();
    const token = this.tokens.accessToken as string;
    return this.tokens.accessTokenNeedsRefresh() ? this.refresh(token) : token;
  }

  private async refreshOnce(staleAccessToken: string | null): Promise<string> {
    const exchange = () => this.exchangeRefreshToken(staleAccessToken);
    return this.locks ? await this.locks.request(REFRESH_LOCK_NAME, exchange) : exchange();
  }

  private async exchangeRefreshToken(staleAccessToken: string | null): Promise<string> {
    const current = this.tokens.accessToken;
    if (current && current !== staleAccessToken && !this.tokens.accessTokenNeedsRefresh()) return current;

    const refreshToken = this.tokens.refreshToken;
    if (!refreshToken) {
      this.tokens.clear();
      throw authenticationRequired();
    }
    const pair = await this.sendRefresh(refreshToken);
    this.tokens.save(pair);
    return pair.accessToken;
  }

  /**
   * Only the server refusing the refresh token (401, 403) ends the session. A rate limit (many people share
   * one mobile carrier's address), an outage or a timeout keeps the tokens and is tried again after a pause;
   * the refresh lock is held meanwhile, so other tabs wait for this attempt instead of racing it.
   */
  private async sendRefresh(refreshToken: string): Promise<TokenPair> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.request<TokenPair>('/auth/token/refresh', { method: 'POST', body: { refreshToken } });
      } catch (error) {
        if (isSessionEnded(error)) {
          this.tokens.clear();
          throw authenticationRequired();
        }
        if (!isWorthRetrying(error) || attempt >= this.refreshRetryDelaysMs.length) throw error;
        await delay(this.refreshRetryDelaysMs[attempt]);
      }
    }
  }

  private async send(request: Request, token: string | null, answer: 'json' | 'file' = 'json'): Promise<Response> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.timeoutMs);
    const callerSignal = request.signal;
    const forwardAbort = () => controller.abort(callerSignal.reason);
    callerSignal.addEventListener('abort', forwardAbort, { once: true });

    const headers = new Headers(request.headers);
    if (answer === 'json') headers.set('Accept', 'application/json');
    if (token) headers.set('Authorization', `Bearer ${token}`);

    try {
      const response = await this.fetchFn(new Request(request, { headers, signal: controller.signal }));
      if (answer === 'json' || !response.ok) await checkResponse(response);
      return response;
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if (timedOut) throw new ApiError(408, 'timeout', 'Request timeout');
      if (callerSignal.aborted) throw error;
      const message = (error as { message?: unknown } | null)?.message;
      throw new ApiError(0, 'network_error', typeof message === 'string' && message ? message : 'Network error');
    } finally {
      clearTimeout(timer);
      callerSignal.removeEventListener('abort', forwardAbort);
    }
  }
}

/** Throws what the screens must not take as data: the API's refusal as an ApiError, or a body that is not JSON. */
async function checkResponse(response: Response): Promise<void> {
  if (response.status === 204) return;
  const isJson = /^application\/(.+\+)?json\b/i.test(response.headers.get('content-type') ?? '');
  let body: unknown = undefined;
  if (isJson) {
    try {
      // A clone: the caller reads the body itself.
      body = await response.clone().json();
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      body = undefined;
    }
  }
  if (body === undefined) {
    // An HTML error page from a proxy, or a truncated body: never hand it to the screens as data.
    throw new ApiError(
      response.status,
      'invalid_response',
      response.ok ? 'The server sent an unexpected response' : `Request failed with status ${response.status}`,
    );
  }
  if (!response.ok) {
    const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown } }).error;
    throw new ApiError(
      response.status,
      typeof error?.code === 'string' ? error.code : 'http_error',
      typeof error?.message === 'string' && error.message
        ? error.message
        : `Request failed with status ${response.status}`,
      error?.details ?? null,
    );
  }
}
