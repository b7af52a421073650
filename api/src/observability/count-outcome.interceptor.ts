import { CallHandler, ExecutionContext, HttpException, NestInterceptor, UseInterceptors } from '@nestjs/common';
import type { Counter } from 'prom-client';
import { catchError, Observable, tap } from 'rxjs';
import { ApiError } from '../common/errors/api-error';
import { entries, votes } from './metric-families';

const COUNTERS = { vote: votes, entry: entries } satisfies Record<string, Counter<'outcome' | 'reason'>>;

/** The reason a refusal is counted under: the error code the client got (a crash counts as internal_error). */
function refusalReason(error: unknown): string {
  if (error instanceof ApiError) return error.code;
  if (error instanceof HttpException) return `http_${error.getStatus()}`;
  return 'internal_error';
}

class CountOutcomeInterceptor implements NestInterceptor {
  constructor(private readonly counter: Counter<'outcome' | 'reason'>) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      tap(() => this.counter.inc({ outcome: 'accepted', reason: '' })),
      catchError((error: unknown) => {
        this.counter.inc({ outcome: 'refused', reason: refusalReason(error) });
        throw error;
      }),
    );
  }
}

/**
 * Counts what a route's action became (contest_votes_total, contest_entries_total): `accepted`, or `refused` by
 * the error code, validation included. Refusals of the sign-in guard (401) come before and are not counted here;
 * contest_http_requests_total has them.
 */
export const CountOutcome = (action: keyof typeof COUNTERS) =>
  UseInterceptors(new CountOutcomeInterceptor(COUNTERS[action]));
