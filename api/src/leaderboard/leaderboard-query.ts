import { FieldErrors, validationFailed } from '../common/errors/api-error';
import { CREATOR_CATEGORIES } from '../profile/participant.entity';
import { INDIAN_STATES } from '../profile/states';
import { SUBMISSION_CATEGORIES } from '../contest/submission-categories';
import { MAX_BOARD_LIMIT } from './leaderboard-board';
import type { BoardFilters } from './leaderboard.repository';

export type LeaderboardQuery = BoardFilters & { limit: number };

export const DEFAULT_BOARD_LIMIT = 100;
const KNOWN = new Set(['limit', 'category', 'creatorCategory', 'state']);

/**
 * GET /leaderboard's query, checked by hand rather than through the global ValidationPipe: this is the
 * hottest route, and class-transformer plus class-validator cost more per request than serving the
 * cached body. Failures answer exactly as the pipe does: 400 validation_failed with details.fields.
 */
export function parseLeaderboardQuery(raw: Record<string, unknown>): LeaderboardQuery {
  const fields: FieldErrors = {};
  const fail = (field: string, message: string) => (fields[field] = [...(fields[field] ?? []), message]);
  for (const key of Object.keys(raw)) if (!KNOWN.has(key)) fail(key, 'is not an accepted field');
  const text = (field: string): string | undefined => {
    const value = raw[field];
    if (value === undefined) return undefined;
    if (typeof value !== 'string') {
      fail(field, `${field} must be given once`);
      return undefined;
    }
    return value;
  };

  let limit = DEFAULT_BOARD_LIMIT;
  const limitText = text('limit');
  if (limitText !== undefined) {
    limit = /^\d{1,4}$/.test(limitText) ? Number(limitText) : NaN;
    if (!(limit >= 1 && limit <= MAX_BOARD_LIMIT))
      fail('limit', `limit must be a whole number from 1 to ${MAX_BOARD_LIMIT}`);
  }
  const category = text('category');
  if (category !== undefined && !(SUBMISSION_CATEGORIES as readonly string[]).includes(category)) {
    fail('category', `category must be one of ${SUBMISSION_CATEGORIES.join(', ')}`);
  }
  const creatorCategory = text('creatorCategory');
  if (creatorCategory !== undefined && !(CREATOR_CATEGORIES as readonly string[]).includes(creatorCategory)) {
    fail('creatorCategory', `creatorCategory must be one of ${CREATOR_CATEGORIES.join(', ')}`);
  }
  const state = text('state');
  // A closed set, like the other filters: free text would make every value a cache miss and a query.
  if (state !== undefined && !(INDIAN_STATES as readonly string[]).includes(state)) {
    fail('state', 'state must be one of the names listed by GET /profile/states, exactly as written there');
  }
  if (Object.keys(fields).length) throw validationFailed(fields);
  return { limit, category, creatorCategory, state };
}
