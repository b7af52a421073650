import { currentLanguage, hasMessage, t, translated } from '../i18n/i18n';
import { formatDateTime } from '../lib/format';

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

/** The API's refusal codes the site words itself (catalogue `errors.codes.*`), and the details they quote. */
function refusalMessage(error: ApiError): string | null {
  const details = (error.details ?? {}) as Record<string, unknown>;
  const date = (value: unknown) => (typeof value === 'string' ? formatDateTime(value) : null);
  if (error.code === 'round_closed') {
    const closesAt = date(details.closesAt);
    const opensAt = date(details.opensAt);
    if (closesAt && Date.parse(details.closesAt as string) <= Date.now()) {
      return t('errors.codes.round_closed.closed', { date: closesAt });
    }
    if (opensAt) return t('errors.codes.round_closed.opens', { date: opensAt });
    return t(details.roundId ? 'errors.codes.round_closed.notYet' : 'errors.codes.round_closed.none');
  }
  if (error.code === 'already_voted') {
    const next = date(details.nextVoteAt);
    if (next) return t('errors.codes.already_voted_next', { date: next });
  }
  // Their claim on a post someone else entered: the code to put in its caption is the point of the message.
  if (error.code === 'entry_claim_recorded' && typeof details.ownershipCode === 'string') {
    return t('errors.codes.entry_claim_recorded', { code: details.ownershipCode });
  }
  if (error.code === 'entry_limit_reached' && typeof details.limit === 'number') {
    return t('errors.codes.entry_limit_reached', { count: details.limit });
  }
  const key = `errors.codes.${error.code}`;
  return error.code && hasMessage(key) ? translated(key, error.message) : null;
}

/** How long a 429 lasts when the API says (a number's or a network's hourly code limit lasts to the hour's end). */
function retryAfterSeconds(error: ApiError): number {
  const seconds = (error.details as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' ? seconds : 0;
}

/**
 * The one mapping from a failure to the words a visitor reads, in their language. A refusal the API explains
 * with a code the catalogue knows gets the catalogue's words; a network failure, a timeout, a rate limit or a
 * server or proxy failure gets a fixed message instead of the browser's or the proxy's raw text ("Failed to
 * fetch", "Request failed with status 502"); an unknown refusal keeps the API's English message on English
 * pages and gets the screen's own fallback elsewhere (docs/product.md §8).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 0) return t('errors.offline');
  if (error.status === 408) return t('errors.timeout');
  const refusal = refusalMessage(error);
  if (refusal) return refusal;
  if (error.status === 429) {
    const seconds = retryAfterSeconds(error);
    return seconds > 120 ? t('errors.busyForLonger', { count: Math.ceil(seconds / 60) }) : t('errors.busy');
  }
  if (error.status >= 500 || error.code === 'invalid_response' || error.code === 'http_error') {
    return t('errors.server');
  }
  return currentLanguage() === 'en' && error.message ? error.message : fallback;
}
