/** Rounds judged (partly or wholly) by the jury: Round 3 (views plus jury) and Round 4 (jury alone). */
export const JURY_ROUNDS: readonly number[] = [3, 4];

/** The final: judged by the jury alone, it promotes nobody; its first places are the contest's winners. */
export const FINAL_ROUND = 4;

/** The final's winners when the site's content lists no prizes. */
const WINNERS_WITHOUT_PRIZES = 3;

/**
 * How many of the final's first places are winners: one per prize the site's content lists (in order of place),
 * the first three when it lists none. The results page and the winners' certificates both count them so.
 */
export function finalWinnerCount(prizeCount: number): number {
  return prizeCount || WINNERS_WITHOUT_PRIZES;
}

/** How a round's final ranking is made; stored with the round's closure. */
export type RankingMethod =
  // Closures recorded before public voting existed: views alone.
  | { ranking: 'views' }
  // Rounds 1 and 2: percentile ranks of views and of the round's votes blended (ranking-rule.ts), weights 0 to 1.
  | { ranking: 'blend'; viewsWeight: number; votesWeight: number }
  | { ranking: 'combined'; normalised: boolean; viewsWeight: number }
  | { ranking: 'jury'; normalised: boolean };

/**
 * Rounds 1 and 2 rank by views and votes blended with the round's own weight, Round 3 by views and jury
 * combined, Round 4 by the jury alone.
 */
export function rankingMethod(
  round: { id: number; viewsWeightPercent: number },
  normalised: boolean,
  round3ViewsWeight: number,
): RankingMethod {
  if (round.id === 3) return { ranking: 'combined', normalised, viewsWeight: round3ViewsWeight };
  if (round.id === 4) return { ranking: 'jury', normalised };
  return {
    ranking: 'blend',
    viewsWeight: round.viewsWeightPercent / 100,
    votesWeight: (100 - round.viewsWeightPercent) / 100,
  };
}

/**
 * The last round whose creators make a new film (Round 1: 60 seconds; Round 2: 2 to 3 minutes, by the
 * creators promoted from Round 1). Later rounds judge the films promoted into them.
 */
export const LAST_NEW_FILM_ROUND = 2;
