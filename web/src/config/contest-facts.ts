/** Fixed facts of the contest that the terms and the landing page state (spec sections 1 and 9). */
export const JUDGING_WEIGHTS = [
  { label: 'Creativity and innovation', weight: 40 },
  { label: 'Cultural authenticity', weight: 30 },
  { label: 'Technical excellence', weight: 30 },
] as const;
