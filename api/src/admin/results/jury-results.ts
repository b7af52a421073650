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
 * - Round 4 is the jury alone: final = jury.
 * Entries without a final score (no marks yet) rank after all the others.
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
}

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
  /** 0–10: views relative to the round's most-viewed entry. */
  viewsScore: number | null;
  finalScore: number | null;
  rank: number;
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
    const viewsScore = entry.views === null ? null : maxViews > 0 ? (10 * entry.views) / maxViews : 0;
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
    };
  });

  // Best first; ties by more views, then by entry id so the order is stable from one call to the next.
  results.sort(
    (a, b) =>
      (b.finalScore ?? -Infinity) - (a.finalScore ?? -Infinity) ||
      (b.views ?? -1) - (a.views ?? -1) ||
      a.submissionId.localeCompare(b.submissionId),
  );
  results.forEach((result, index) => (result.rank = index + 1));
  return results;
}
