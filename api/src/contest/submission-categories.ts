/** The contest's film categories: entries choose one, the board filters by them. */
export const SUBMISSION_CATEGORIES = ['life', 'action', 'philosophy', 'policies'] as const;
export type SubmissionCategory = (typeof SUBMISSION_CATEGORIES)[number];
