/** Where an entry stands: pending until an organiser (or the worker) verifies, rejects or disqualifies it. */
export const SUBMISSION_STATUSES = ['pending', 'verified', 'rejected', 'disqualified'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];
