import { answer, publicApi } from './api-call';
import type { components } from './schema';

export const LEADERBOARD_LIMIT = 100;

export type LeaderboardItem = components['schemas']['LeaderboardItemDto'];
/** `source` 'simulated' or 'mixed' marks demo metrics, which the page labels as such. */
export type Leaderboard = components['schemas']['LeaderboardDto'];
export type ContestStats = components['schemas']['ContestStatsDto'];

/** A sub-board: any of theme, creator tier and state (the API ranks within it). */
export type BoardFilter = {
  category?: components['schemas']['SubmissionCategory'];
  creatorCategory?: components['schemas']['CreatorCategory'];
  state?: components['schemas']['IndianState'];
};

export function fetchLeaderboard(filter: BoardFilter, signal?: AbortSignal): Promise<Leaderboard> {
  return answer(publicApi.GET('/leaderboard', { params: { query: { limit: LEADERBOARD_LIMIT, ...filter } }, signal }));
}

export function fetchStats(signal?: AbortSignal): Promise<ContestStats> {
  return answer(publicApi.GET('/stats', { signal }));
}
