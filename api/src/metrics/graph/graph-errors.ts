import type { GraphUsage } from './graph-usage';

/** The error object of a Graph API answer (`{"error":{...}}`). */
export interface GraphErrorBody {
  message?: string;
  type?: string;
  code?: number;
  error_subcode?: number;
  is_transient?: boolean;
  error_user_title?: string;
  error_user_msg?: string;
  fbtrace_id?: string;
}

/**
 * What the worker does about an error (docs/instagram-graph.md, "Limits and errors"):
 * - token: the access token is invalid or expired (190): stop the cycle, report the source down;
 * - permission: a permission is missing (10, 200-299): the same;
 * - throttled: wait (the header's hint or a back-off), then resume where it stopped;
 * - transient: retry, asking for a smaller page;
 * - media-unavailable: the media predates the business conversion: skip it;
 * - metric-unsupported: the views metric does not exist for that media: drop it, keep the rest;
 * - other: anything else, retried like a transient failure a few times before the cycle gives up.
 */
export type GraphErrorKind =
  'token' | 'permission' | 'throttled' | 'transient' | 'media-unavailable' | 'metric-unsupported' | 'other';

const THROTTLE_CODES = new Set([4, 17, 32, 613, 80002]);

export function classifyGraphError(status: number, error: GraphErrorBody | null): GraphErrorKind {
  const code = error?.code;
  const subcode = error?.error_subcode;
  if (code === 190) return 'token';
  if (code === 10 || (code !== undefined && code >= 200 && code <= 299)) return 'permission';
  if (status === 429 || (code !== undefined && THROTTLE_CODES.has(code)) || (code === 100 && subcode === 33)) {
    return 'throttled';
  }
  if (code === 100 && subcode === 2108006) return 'media-unavailable';
  if (code === 100 && /does not support the views metric/i.test(error?.message ?? '')) return 'metric-unsupported';
  if (code === 1 || code === 2 || error?.is_transient === true || (!error && status >= 500)) return 'transient';
  return 'other';
}

/** A failed Graph API call, classified; `code` is null for network failures and non-JSON answers. */
export class GraphApiError extends Error {
  constructor(
    readonly kind: GraphErrorKind,
    message: string,
    readonly status: number | null,
    readonly code: number | null = null,
    readonly subcode: number | null = null,
    readonly usage: GraphUsage | null = null,
    readonly fbtraceId: string | null = null,
  ) {
    super(message);
    this.name = 'GraphApiError';
  }

  static fromResponse(status: number, error: GraphErrorBody | null, usage: GraphUsage | null): GraphApiError {
    const kind = classifyGraphError(status, error);
    const code = error?.code ?? null;
    const text = error?.message ?? `HTTP ${status}`;
    return new GraphApiError(
      kind,
      code === null ? text : `${text} (code ${code}${error?.error_subcode ? `/${error.error_subcode}` : ''})`,
      status,
      code,
      error?.error_subcode ?? null,
      usage,
      error?.fbtrace_id ?? null,
    );
  }
}
