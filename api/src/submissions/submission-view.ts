import type { SubmissionPosition } from '../leaderboard/leaderboard-board';
import type { MissingStep } from './entry-steps';
import type { SubmissionViewDto } from './submission-view.dto';
import type { Submission } from './submission.entity';

/** What a participant sees of their own entry (POST /submissions, /submissions/mine, /submissions/{id}). */
export function toSubmissionView(
  submission: Submission,
  position: SubmissionPosition | null = null,
  steps: MissingStep[] = [],
): SubmissionViewDto {
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
