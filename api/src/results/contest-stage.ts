import type { Round } from '../contest/round.entity';
import { FINAL_ROUND } from '../contest/round-ranking';
import { pickOpenRound, roundStatus } from '../contest/round-schedule';
import type { ContestStage, ResultOutcome } from './results.dto';

const OUTCOMES: Record<number, ResultOutcome> = { 1: 'top500', 2: 'top100', 3: 'finalists', 4: 'winners' };
const FINALISTS_ROUND = 3;

/** What a round's results page shows, by round: the label only, the number shown is the page's count. */
export function resultOutcome(roundId: number): ResultOutcome {
  return OUTCOMES[roundId] ?? 'winners';
}

interface StageInput {
  rounds: Array<Pick<Round, 'id' | 'startsAt' | 'endsAt' | 'closedAt' | 'acceptsSubmissions' | 'votingEnabled'>>;
  /** Rounds whose results are public now. */
  publicRoundIds: number[];
}

/**
 * Where the contest stands at `now`, the first rule that holds:
 * 1. `winners_announced`: the final's (Round 4) results are public.
 * 2. `finalists_announced`: Round 3's results are public (the finalists are known; the final may be running).
 * 3. a round is open (contest/round-schedule roundStatus): `entries_open` if it takes entries, else `voting` if
 *    public voting is on, else `jury` (Rounds 3–4, judged by the jury).
 * 4. `results_announced`: no round open, and some round's results are public.
 * 5. `jury`: no round open, a round has started and ended, and its results are not out yet (being decided).
 * 6. `upcoming`: no round has started.
 * `currentRoundId` is the open round (null between rounds); `latestResultsRoundId` the latest public round.
 */
export function contestStage(
  { rounds, publicRoundIds }: StageInput,
  now: Date,
): { stage: ContestStage; currentRoundId: number | null; latestResultsRoundId: number | null } {
  const latestResultsRoundId = publicRoundIds.length ? Math.max(...publicRoundIds) : null;
  const current = pickOpenRound(rounds, now);
  const currentRoundId = current?.id ?? null;
  const answer = (stage: ContestStage) => ({ stage, currentRoundId, latestResultsRoundId });
  if (publicRoundIds.includes(FINAL_ROUND)) return answer('winners_announced');
  if (publicRoundIds.includes(FINALISTS_ROUND)) return answer('finalists_announced');
  if (current) {
    if (current.acceptsSubmissions) return answer('entries_open');
    if (current.votingEnabled) return answer('voting');
    return answer('jury');
  }
  if (latestResultsRoundId !== null) return answer('results_announced');
  if (rounds.some((round) => roundStatus(round, now) === 'closed')) return answer('jury');
  return answer('upcoming');
}
