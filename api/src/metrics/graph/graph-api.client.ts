import { GraphApiError, GraphErrorBody } from './graph-errors';
import { GraphUsage, parseUsage } from './graph-usage';
import { observeGraphCall } from '../../observability/metric-families';

export interface GraphClientOptions {
  /** e.g. https://graph.facebook.com/v25.0 (no trailing slash). */
  baseUrl: string;
  accessToken: string;
  /** Per call; the site's client timeout is 30 s too (docs/product.md §7). */
  timeoutMs?: number;
}

export interface GraphResponse<T> {
  body: T;
  usage: GraphUsage | null;
}

/**
 * A minimal Graph API client: GET (and POST, for accepting Collab invitations) with the token in the Authorization header (never in a URL that could
 * reach a log), the usage headers read on every answer, and every failure turned into a classified
 * GraphApiError. It never follows a `paging.next` URL as given: callers rebuild the next request from
 * the cursor, so the token only ever goes to the configured host.
 */
export class GraphApiClient {
  /** Calls made, for the cycle's bookkeeping and the benchmarks. */
  calls = 0;
  /** Usage from the most recent answer that carried it. */
  lastUsage: GraphUsage | null = null;

  constructor(private readonly options: GraphClientOptions) {}

  get<T>(path: string, query: Record<string, string | number>, signal?: AbortSignal): Promise<GraphResponse<T>> {
    return observeGraphCall(this.request<T>('GET', path, query, signal));
  }

  /** Graph POSTs take their parameters in the query string, as Meta documents them. */
  post<T>(path: string, query: Record<string, string | number>, signal?: AbortSignal): Promise<GraphResponse<T>> {
    return observeGraphCall(this.request<T>('POST', path, query, signal));
  }

  private async request<T>(
    method: 'GET' | 'POST',
    path: string,
    query: Record<string, string | number>,
    signal?: AbortSignal,
  ): Promise<GraphResponse<T>> {
    const url = new URL(`${this.options.baseUrl}/${path.replace(/^\/+/, '')}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, String(value));
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 30_000);
    this.calls += 1;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${this.options.accessToken}`, accept: 'application/json' },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error;
      throw new GraphApiError('transient', `Graph API unreachable: ${(error as Error).message}`, null);
    }
    const usage = parseUsage(response.headers);
    if (usage) this.lastUsage = usage;
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      if (signal?.aborted) throw signal.reason ?? error;
      throw new GraphApiError('transient', `Graph API answer cut short: ${(error as Error).message}`, response.status);
    }
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // A proxy's HTML error page, for one: classified by its status below.
    }
    const error = (body as { error?: GraphErrorBody } | null)?.error ?? null;
    if (!response.ok || error) throw GraphApiError.fromResponse(response.status, error, usage);
    return { body: body as T, usage };
  }
}
