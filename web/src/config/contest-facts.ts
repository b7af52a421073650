/** Fixed facts of the contest that the terms and the landing page state (docs/product.md §1 and §9); the
 * criteria's names are in the catalogues (`judging.*`). */
export const JUDGING_WEIGHTS = [
  { criterion: 'creativity_and_innovation', weight: 40 },
  { criterion: 'cultural_authenticity', weight: 30 },
  { criterion: 'technical_excellence', weight: 30 },
] as const;
