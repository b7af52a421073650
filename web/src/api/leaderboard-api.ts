import { callApi } from './api-call';
import type { components } from './schema';

export const LEADERBOARD_LIMIT = 100;

export type LeaderboardItem = components['schemas']['LeaderboardItemDto'];
/** `source` 'simulated' or 'mixed' marks demo metrics, which the page labels as such. */
export type Leaderboard = components['schemas']['LeaderboardDto'];
export type ContestStats = components['schemas']['ContestStatsDto'];

export function fetchLeaderboard(signal?: AbortSignal): Promise<Leaderboard> {
  return callApi('get', '/leaderboard', { query: { limit: LEADERBOARD_LIMIT }, signal });
}

export function fetchStats(signal?: AbortSignal): Promise<ContestStats> {
  return callApi('get', '/stats', { signal });
}
