import type { SubmissionPosition } from '../leaderboard/leaderboard-board';
import type { MissingStep } from './entry-steps';
import type { Submission } from './submission.entity';
import type { SubmissionStatus } from '../contest/submission-statuses';
import type { SubmissionCategory } from '../contest/submission-categories';

/** What a participant sees of their own entry (POST /submissions, /submissions/mine, /submissions/{id}). */
export interface SubmissionView {
  id: string;
  instagramUrl: string;
  category: SubmissionCategory;
  status: SubmissionStatus;
  /** Why the entry was rejected or disqualified; null otherwise. */
  rejectionReason: string | null;
  roundId: number;
  createdAt: string;
  /** The latest figures (likes null: hidden by the owner) and where they came from ('simulated' in demos). */
  metrics: {
    views: number | null;
    likes: number | null;
    votes: number;
    updatedAt: string | null;
    source: string | null;
  } | null;
  /** Rank on the latest published leaderboard; null while not ranked. */
  rank: number | null;
  /** What a pending entry still misses before it can be verified, in plain words (empty once decided). */
  missingSteps: MissingStep[];
}

export function toSubmissionView(
  submission: Submission,
  position: SubmissionPosition | null = null,
  steps: MissingStep[] = [],
): SubmissionView {
  return {
    id: submission.id,
    instagramUrl: submission.instagramUrl,
    category: submission.category,
    status: submission.status,
    rejectionReason:
      submission.status === 'rejected' || submission.status === 'disqualified' ? submission.statusReason : null,
    roundId: submission.roundId,
    createdAt: submission.createdAt.toISOString(),
    metrics: position
      ? {
          views: position.views,
          likes: position.likes,
          votes: position.votes,
          updatedAt: position.updatedAt?.toISOString() ?? null,
          source: position.source,
        }
      : null,
    rank: position?.rank ?? null,
    missingSteps: steps,
  };
}
