/** An API failure as the site sees it: the server's `{"error":{code,message,details}}` or one made locally. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const authenticationRequired = () => new ApiError(401, 'unauthorized', 'Authentication required');

/** Unreachable (0), slow (408), busy (429) or failing (5xx): unlike a refusal, worth another try later. */
export const isTransientFailure = (error: ApiError) =>
  error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500;

/** What the visitor reads for failures that are not a refusal of what they typed: what happened, what to do. */
const FAILURE_MESSAGES = {
  offline: 'We could not reach the contest server. Check your internet connection and try again.',
  timeout: 'The contest server took too long to answer. Please try again.',
  busy: 'Too many requests in a short time. Please wait a minute and try again.',
  server: 'Something went wrong on our side. Please try again in a moment.',
} as const;

/**
 * The one mapping from a failure to the words a visitor reads. A refusal the API explains (a 4xx with its
 * code) keeps the API's message, written for participants; a network failure, a timeout, a rate limit or a
 * server or proxy failure gets a fixed message instead of the browser's or the proxy's raw text ("Failed to
 * fetch", "Request failed with status 502"); anything else gets the screen's own fallback (spec section 8).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return FAILURE_MESSAGES.offline;
  if (error.status === 408) return FAILURE_MESSAGES.timeout;
  if (error.status === 429) return FAILURE_MESSAGES.busy;
  if (error.status >= 500 || error.code === 'invalid_response' || error.code === 'http_error') {
    return FAILURE_MESSAGES.server;
  }
  return error.message || fallback;
}
