import type { SampleSource } from '../metrics/providers/metrics-provider';

/** Where a board's figures come from as a whole; `simulated` whenever any of them is (demos). */
export const BOARD_SOURCES = ['instagram', 'simulated', 'mixed'] as const;
export type BoardSource = (typeof BOARD_SOURCES)[number];

/** One row of GET /leaderboard (docs/product.md §3, plus the fields the site used to invent). */
export interface LeaderboardItem {
  submissionId: string;
  rank: number;
  instagramUrl: string;
  user: { displayName: string };
  /**
   * views/likes null: no figures yet, or (likes) hidden by the owner. `source` says where they come from.
   * `votes`: the public votes counted in the board's round when the snapshot was taken.
   */
  metrics: { views: number | null; likes: number | null; votes: number; source: SampleSource | null };
  category: string;
  creatorCategory: string | null;
  state: string | null;
  submittedAt: string;
}

export interface BoardStats {
  entries: number;
  totalViews: number;
  statesRepresented: number;
}

/** What a rank recompute publishes: the top of the ranking, ready to serve, and the totals. */
export interface PublishedBoard {
  snapshotId: string;
  lastUpdated: string;
  source: BoardSource | null;
  stats: BoardStats;
  items: LeaderboardItem[];
}

/** The public board never lists more than this many rows (GET /leaderboard?limit= maximum). */
export const MAX_BOARD_LIMIT = 500;

/** An entry's latest figures and rank, for /submissions/mine (the entries domain). */
export interface SubmissionPosition {
  /** Rank in the latest snapshot; null while the entry is not ranked (not verified, or since). */
  rank: number | null;
  views: number | null;
  likes: number | null;
  votes: number;
  updatedAt: Date | null;
  source: SampleSource | null;
}

export interface EntryRow {
  rank: number;
  submission_id: string;
  display_name: string;
  instagram_url: string;
  category: string;
  creator_category: string | null;
  state_province: string | null;
  views: string | null;
  likes: string | null;
  votes: number;
  metrics_source: SampleSource | null;
  submitted_at: Date;
}

const figure = (value: string | null): number | null => (value === null ? null : Number(value));

export function toItem(row: EntryRow): LeaderboardItem {
  return {
    submissionId: row.submission_id,
    rank: Number(row.rank),
    instagramUrl: row.instagram_url,
    user: { displayName: row.display_name },
    metrics: {
      views: figure(row.views),
      likes: figure(row.likes),
      votes: Number(row.votes),
      source: row.metrics_source,
    },
    category: row.category,
    creatorCategory: row.creator_category,
    state: row.state_province,
    submittedAt: new Date(row.submitted_at).toISOString(),
  };
}
