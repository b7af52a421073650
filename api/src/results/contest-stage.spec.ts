import type { Round } from '../contest/round.entity';
import { contestStage, resultOutcome } from './contest-stage';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-03-01T12:00:00Z');
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

type StageRound = Pick<Round, 'id' | 'startsAt' | 'endsAt' | 'closedAt' | 'acceptsSubmissions' | 'votingEnabled'>;

/** Four rounds one after another, each 10 days, round `running` under way now (0: none started yet). */
function schedule(running: number): StageRound[] {
  return [1, 2, 3, 4].map((id) => ({
    id,
    startsAt: at((id - running) * 10 - 5),
    endsAt: at((id - running) * 10 + 5),
    closedAt: null,
    acceptsSubmissions: id === 1,
    votingEnabled: id <= 2,
  }));
}

describe('where the contest stands', () => {
  it('is upcoming before Round 1 starts, entries open while it runs', () => {
    expect(contestStage({ rounds: schedule(0), publicRoundIds: [] }, NOW)).toEqual({
      stage: 'upcoming',
      currentRoundId: null,
      latestResultsRoundId: null,
    });
    expect(contestStage({ rounds: schedule(1), publicRoundIds: [] }, NOW)).toEqual({
      stage: 'entries_open',
      currentRoundId: 1,
      latestResultsRoundId: null,
    });
  });

  it('is voting in a round that takes no entries but votes, and jury in the jury rounds', () => {
    expect(contestStage({ rounds: schedule(2), publicRoundIds: [1] }, NOW).stage).toBe('voting');
    expect(contestStage({ rounds: schedule(3), publicRoundIds: [1, 2] }, NOW)).toEqual({
      stage: 'jury',
      currentRoundId: 3,
      latestResultsRoundId: 2,
    });
  });

  it('announces results between rounds, and says the results are being decided while none are out', () => {
    const between = schedule(1).map((round) => ({ ...round, closedAt: round.id === 1 ? at(-1) : null }));
    between[1].startsAt = at(3);
    expect(contestStage({ rounds: between, publicRoundIds: [] }, NOW).stage).toBe('jury');
    expect(contestStage({ rounds: between, publicRoundIds: [1] }, NOW)).toEqual({
      stage: 'results_announced',
      currentRoundId: null,
      latestResultsRoundId: 1,
    });
  });

  it('names the finalists once Round 3 is out, even while the final runs, and the winners once Round 4 is', () => {
    expect(contestStage({ rounds: schedule(4), publicRoundIds: [1, 2, 3] }, NOW)).toEqual({
      stage: 'finalists_announced',
      currentRoundId: 4,
      latestResultsRoundId: 3,
    });
    expect(contestStage({ rounds: schedule(5), publicRoundIds: [1, 2, 3, 4] }, NOW).stage).toBe('winners_announced');
  });

  it("labels each round's outcome by its place in the contest", () => {
    expect([1, 2, 3, 4].map(resultOutcome)).toEqual(['top500', 'top100', 'finalists', 'winners']);
  });
});
