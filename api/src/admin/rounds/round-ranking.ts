/** Rounds judged (partly or wholly) by the jury: Round 3 (views plus jury) and Round 4 (jury alone). */
export const JURY_ROUNDS: readonly number[] = [3, 4];

/** How a round's final ranking is made; stored with the round's closure. */
export type RankingMethod =
  | { ranking: 'views' }
  | { ranking: 'combined'; normalised: boolean; viewsWeight: number }
  | { ranking: 'jury'; normalised: boolean };

/** Rounds 1 and 2 rank by views, Round 3 by views and jury combined, Round 4 by the jury alone. */
export function rankingMethod(roundId: number, normalised: boolean, viewsWeight: number): RankingMethod {
  if (roundId === 3) return { ranking: 'combined', normalised, viewsWeight };
  if (roundId === 4) return { ranking: 'jury', normalised };
  return { ranking: 'views' };
}

/**
 * SQL condition (on alias `s`) for "took part in round $n": submitted in it, or promoted into it.
 * `round` is a bound parameter placeholder.
 */
export function inRound(round: string): string {
  return `(s.round_id = ${round} OR EXISTS (SELECT 1 FROM round_advancements ra
            WHERE ra.submission_id = s.id AND ra.round_id = ${round}))`;
}
