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

/** The server's message when there is one, else the screen's own fallback (spec section 8). */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
