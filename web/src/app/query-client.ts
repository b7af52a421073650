import { QueryClient } from '@tanstack/react-query';
import { ApiError, isTransientFailure } from '../api/api-error';

const RETRY_ATTEMPTS = 3;
const MAX_RETRY_DELAY_MS = 30_000;

/** A refused request will be refused again; timeouts, outages, 5xx and 429 are worth another try. */
function isRetryable(error: unknown): boolean {
  return !(error instanceof ApiError) || isTransientFailure(error);
}

/**
 * The cache defaults (docs/product.md §9): garbage collection after 5 minutes, 3 query retries with exponential
 * back-off capped at 30 s, no mutation retries.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: 5 * 60_000,
        retry: (failures, error) => failures < RETRY_ATTEMPTS && isRetryable(error),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY_MS),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}
