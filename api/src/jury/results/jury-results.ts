import { JUDGING_WEIGHTS } from '../../contest/contest-content';

/**
 * Jury results, as pure arithmetic (unit-tested in jury-results.spec.ts).
 *
 * - A juror's mark for an entry is the weighted sum of the three criteria (0–10 each): creativity and
 *   innovation 40 %, cultural authenticity 30 %, technical excellence 30 % (the published terms).
 * - The jury score of an entry is the mean of its jurors' marks; abstentions (conflicts) do not count.
 * - Normalised (optional): each mark becomes the juror's z-score, (mark − the juror's mean) ÷ the juror's
 *   standard deviation over the round, so a harsh and a lenient juror count alike; the entry's mean z is
 *   put back on the 0–10 scale as (mean of all marks) + z × (standard deviation of all marks), clamped.
 *   A juror who gave every entry the same mark has no spread: their z is 0 (no preference expressed).
 * - Round 3 combines views and jury: final = w × viewsScore + (1 − w) × jury, where viewsScore = 10 × the
 *   entry's views ÷ the most-viewed entry's views in the round, and w is ROUND3_VIEWS_WEIGHT (default 0.5).
 * - Round 4 is the jury alone: final = jury (views play no part, so it has no views score).
 * Entries without a final score (no marks yet) rank after all the others. Equal final scores are broken by
 * the higher jury score (Round 3), then the higher creativity and innovation mark (the heaviest criterion),
 * then the earlier entry; each tied entry says which of these placed it (`tieBreak`).
 */

export interface CriteriaWeights {
  creativity: number;
  culturalAuthenticity: number;
  technicalExcellence: number;
}

const published = (criterion: string) => JUDGING_WEIGHTS.find((item) => item.criterion === criterion)!.weight / 100;

/** The published weights (40 / 30 / 30) as fractions. */
export const JURY_WEIGHTS: CriteriaWeights = {
  creativity: published('creativity_and_innovation'),
  culturalAuthenticity: published('cultural_authenticity'),
  technicalExcellence: published('technical_excellence'),
};

export interface JuryMark {
  submissionId: string;
  jurorId: string;
  creativity: number;
  culturalAuthenticity: number;
  technicalExcellence: number;
}

export interface ResultEntry {
  submissionId: string;
  views: number | null;
  /** When the entry was submitted: the last tie-break. */
  submittedAt: Date;
}

/** What placed an entry among others with the same final score. */
export const TIE_BREAKS = ['jury_score', 'creativity', 'earlier_entry'] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];

export interface ResultOptions {
  round: 3 | 4;
  normalised: boolean;
  /** Weight of views in Round 3 (0–1). */
  viewsWeight: number;
  weights?: CriteriaWeights;
}

export interface EntryResult {
  submissionId: string;
  jurorCount: number;
  meanCreativity: number | null;
  meanCulturalAuthenticity: number | null;
  meanTechnicalExcellence: number | null;
  /** Mean weighted mark, 0–10. */
  juryScore: number | null;
  /** The same after per-juror z-score normalisation, 0–10; null unless asked for. */
  juryScoreNormalised: number | null;
  views: number | null;
  /** 0–10: views relative to the round's most-viewed entry; null in Round 4, where views do not count. */
  viewsScore: number | null;
  finalScore: number | null;
  rank: number;
  /** Set when another entry has the same final score: the rule that decided their order. */
  tieBreak: TieBreak | null;
}

export function weightedMark(mark: Omit<JuryMark, 'submissionId' | 'jurorId'>, weights = JURY_WEIGHTS): number {
  return (
    mark.creativity * weights.creativity +
    mark.culturalAuthenticity * weights.culturalAuthenticity +
    mark.technicalExcellence * weights.technicalExcellence
  );
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const standardDeviation = (values: number[]) => {
  const average = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - average) ** 2)));
};
const round4 = (value: number) => Math.round(value * 1e4) / 1e4;

export function computeResults(entries: ResultEntry[], marks: JuryMark[], options: ResultOptions): EntryResult[] {
  const weights = options.weights ?? JURY_WEIGHTS;
  const weighted = marks.map((mark) => ({ ...mark, value: weightedMark(mark, weights) }));

  const byJuror = new Map<string, number[]>();
  for (const mark of weighted) byJuror.set(mark.jurorId, [...(byJuror.get(mark.jurorId) ?? []), mark.value]);
  const jurorStats = new Map(
    [...byJuror].map(([juror, values]) => [juror, { mean: mean(values), sd: standardDeviation(values) }]),
  );
  const allValues = weighted.map((mark) => mark.value);
  const pool = allValues.length ? { mean: mean(allValues), sd: standardDeviation(allValues) } : { mean: 0, sd: 0 };

  const maxViews = Math.max(0, ...entries.map((entry) => entry.views ?? 0));

  const results = entries.map((entry) => {
    const own = weighted.filter((mark) => mark.submissionId === entry.submissionId);
    const juryScore = own.length ? mean(own.map((mark) => mark.value)) : null;
    let juryScoreNormalised: number | null = null;
    if (options.normalised && own.length) {
      const z = mean(
        own.map((mark) => {
          const stats = jurorStats.get(mark.jurorId)!;
          return stats.sd === 0 ? 0 : (mark.value - stats.mean) / stats.sd;
        }),
      );
      juryScoreNormalised = Math.min(10, Math.max(0, pool.mean + z * pool.sd));
    }
    const viewsScore =
      options.round === 4 || entry.views === null ? null : maxViews > 0 ? (10 * entry.views) / maxViews : 0;
    const jury = options.normalised ? juryScoreNormalised : juryScore;
    const finalScore =
      jury === null
        ? null
        : options.round === 4
          ? jury
          : options.viewsWeight * (viewsScore ?? 0) + (1 - options.viewsWeight) * jury;
    const criterion = (key: keyof CriteriaWeights) => (own.length ? round4(mean(own.map((mark) => mark[key]))) : null);
    return {
      submissionId: entry.submissionId,
      submittedAt: entry.submittedAt.getTime(),
      jury,
      jurorCount: own.length,
      meanCreativity: criterion('creativity'),
      meanCulturalAuthenticity: criterion('culturalAuthenticity'),
      meanTechnicalExcellence: criterion('technicalExcellence'),
      juryScore: juryScore === null ? null : round4(juryScore),
      juryScoreNormalised: juryScoreNormalised === null ? null : round4(juryScoreNormalised),
      views: entry.views,
      viewsScore: viewsScore === null ? null : round4(viewsScore),
      finalScore: finalScore === null ? null : round4(finalScore),
      rank: 0,
      tieBreak: null as TieBreak | null,
    };
  });

  type Ranked = (typeof results)[number];
  // The tie-breaks in order, each comparing two entries with the same final score (negative: a first).
  const tieBreaks: Array<[TieBreak, (a: Ranked, b: Ranked) => number]> = [
    ['jury_score', (a, b) => (b.jury ?? -Infinity) - (a.jury ?? -Infinity)],
    ['creativity', (a, b) => (b.meanCreativity ?? -Infinity) - (a.meanCreativity ?? -Infinity)],
    ['earlier_entry', (a, b) => a.submittedAt - b.submittedAt],
  ];
  const decidedBy = (a: Ranked, b: Ranked) => tieBreaks.find(([, compare]) => compare(a, b) !== 0);
  const byFinal = (a: Ranked, b: Ranked) => (b.finalScore ?? -Infinity) - (a.finalScore ?? -Infinity);
  // Best first; the entry id last, so the order is stable from one call to the next.
  results.sort(
    (a, b) => byFinal(a, b) || (decidedBy(a, b)?.[1](a, b) ?? 0) || a.submissionId.localeCompare(b.submissionId),
  );
  results.forEach((result, index) => {
    result.rank = index + 1;
    // The rule that put it above the next tied entry; the last of a tie, the rule that put it below the one before.
    const neighbour = [results[index + 1], results[index - 1]].find(
      (other) => other && result.finalScore !== null && other.finalScore === result.finalScore,
    );
    if (neighbour) {
      const [above, below] = neighbour === results[index + 1] ? [result, neighbour] : [neighbour, result];
      result.tieBreak = decidedBy(above, below)?.[0] ?? null;
    }
  });
  return results.map(({ submittedAt: _submittedAt, jury: _jury, ...result }) => result);
}
