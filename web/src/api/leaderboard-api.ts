import { apiClient } from './index';

export const LEADERBOARD_LIMIT = 100;

export interface LeaderboardItem {
  submissionId: string;
  rank: number;
  instagramUrl: string;
  user: { displayName: string | null };
  metrics: { views: number | null; likes: number | null; votes?: number };
  category: string | null;
  creatorCategory: string | null;
  state: string | null;
  submittedAt: string | null;
}

export interface Leaderboard {
  items: LeaderboardItem[];
  lastUpdated: string | null;
  /** 'simulated' marks demo metrics, which the page labels as such. */
  source?: string | null;
}

export interface ContestStats {
  entries: number;
  totalViews: number;
  statesRepresented: number;
}

export function fetchLeaderboard(signal?: AbortSignal): Promise<Leaderboard> {
  return apiClient.request<Leaderboard>(`/leaderboard?limit=${LEADERBOARD_LIMIT}`, { signal });
}

export function fetchStats(signal?: AbortSignal): Promise<ContestStats> {
  return apiClient.request<ContestStats>('/stats', { signal });
}
