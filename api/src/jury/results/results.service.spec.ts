import type { AppConfig } from '../../config/app-config';
import type { ResultFilter } from './results.service';
import { ResultsService } from './results.service';
import { ContendingEntry, ResultsRepository, RoundMark } from './results.repository';

type Repository = { [K in keyof ResultsRepository]: ResultsRepository[K] };

/** A round's contending entries and the jury's marks on them, over arrays. */
class FakeResultsRepository implements Repository {
  entriesByRound = new Map<number, ContendingEntry[]>();
  marksByRound = new Map<number, RoundMark[]>();

  entries(roundId: number): Promise<ContendingEntry[]> {
    return Promise.resolve(this.entriesByRound.get(roundId) ?? []);
  }

  marks(roundId: number): Promise<RoundMark[]> {
    return Promise.resolve(this.marksByRound.get(roundId) ?? []);
  }
}

let minutes = 0;
const entry = (id: string, views: number | null = null): ContendingEntry => ({
  id,
  instagramUrl: `https://www.instagram.com/reel/${id}/`,
  author: `author of ${id}`,
  category: 'film',
  views,
  submittedAt: new Date(Date.UTC(2026, 0, 1, 0, ++minutes)),
});
/** The same mark on all three criteria, so the weighted mark is that number. */
const mark = (jurorId: string, submissionId: string, value: number): RoundMark => ({
  submissionId,
  jurorId,
  conflict: false,
  creativity: value,
  culturalAuthenticity: value,
  technicalExcellence: value,
});
/** An abstention, with zeros where the database has no marks: were it counted, its entry would fall. */
const abstention = (jurorId: string, submissionId: string): RoundMark => ({
  ...mark(jurorId, submissionId, 0),
  conflict: true,
});

function serviceOver(repository: FakeResultsRepository, round3ViewsWeight: number): ResultsService {
  const config = { console: { round3ViewsWeight, inviteTtlMs: 0 } } as AppConfig;
  return new ResultsService(repository as unknown as ResultsRepository, config);
}

function setUp(round3ViewsWeight = 0.5) {
  const repository = new FakeResultsRepository();
  return { service: serviceOver(repository, round3ViewsWeight), repository };
}

describe('ResultsService.compute', () => {
  it('ranks Round 4 by the jury alone; abstentions neither count nor vanish, unmarked entries come last', async () => {
    const { service, repository } = setUp();
    repository.entriesByRound.set(4, [entry('e1', 10_000), entry('e2'), entry('e3', 1), entry('e4')]);
    repository.marksByRound.set(4, [
      mark('j1', 'e1', 6),
      mark('j2', 'e1', 8),
      mark('j1', 'e2', 9),
      abstention('j2', 'e2'),
      mark('j1', 'e3', 7.5),
      mark('j2', 'e3', 7.5),
      abstention('j1', 'e4'),
    ]);

    const results = await service.compute(4, false);

    expect(results.map((row) => [row.id, row.rank, row.finalScore, row.jurorCount, row.abstentions])).toEqual([
      ['e2', 1, 9, 1, 1],
      ['e3', 2, 7.5, 2, 0],
      ['e1', 3, 7, 2, 0],
      ['e4', 4, null, 0, 1],
    ]);
    // Views play no part in Round 4, however many an entry has.
    expect(results.every((row) => row.viewsScore === null && row.viewsWeight === null)).toBe(true);
    expect(results[0]).toMatchObject({ roundId: 4, author: 'author of e2', normalised: false });
  });

  it("blends Round 3's views with the jury by the configured weight: the most-viewed entry can overtake", async () => {
    const { service, repository } = setUp(0.5);
    repository.entriesByRound.set(3, [entry('e1', 100), entry('e2', 1000)]);
    repository.marksByRound.set(3, [mark('j1', 'e1', 9), mark('j1', 'e2', 7)]);

    const results = await service.compute(3, false);

    // e1: 0.5 × (10 × 100 / 1000) + 0.5 × 9 = 5; e2: 0.5 × 10 + 0.5 × 7 = 8.5.
    expect(results.map((row) => [row.id, row.viewsScore, row.juryScore, row.finalScore])).toEqual([
      ['e2', 10, 7, 8.5],
      ['e1', 1, 9, 5],
    ]);
    expect(results[0].viewsWeight).toBe(0.5);

    const juryOnly = await serviceOver(repository, 0).compute(3, false);
    expect(juryOnly.map((row) => row.id)).toEqual(['e1', 'e2']);
  });

  it("normalised, a harsh juror's favourite is not sunk by the juror's harshness", async () => {
    const { service, repository } = setUp();
    // L marks generously, H harshly; e3 is marked by both, e1 only by L, e2 only by H.
    repository.entriesByRound.set(4, [entry('e1'), entry('e2'), entry('e3')]);
    repository.marksByRound.set(4, [mark('L', 'e1', 9), mark('L', 'e3', 8), mark('H', 'e2', 5), mark('H', 'e3', 3)]);

    const raw = await service.compute(4, false);
    expect(raw.map((row) => [row.id, row.finalScore])).toEqual([
      ['e1', 9],
      ['e3', 5.5],
      ['e2', 5],
    ]);

    // Each juror's best entry is one standard deviation above that juror's mean (z = +1), e3 one below with
    // both: back on the 0–10 scale, 6.25 ± 2.3848 (the mean and spread of all four marks).
    const normalised = await service.compute(4, true);
    expect(normalised.map((row) => [row.id, row.rank, row.tieBreak])).toEqual([
      ['e1', 1, 'creativity'],
      ['e2', 2, 'creativity'],
      ['e3', 3, null],
    ]);
    expect(normalised[0].finalScore).toBeCloseTo(8.6348, 4);
    expect(normalised[1].finalScore).toBeCloseTo(8.6348, 4);
    expect(normalised[2].finalScore).toBeCloseTo(3.8652, 4);
    expect(normalised[1]).toMatchObject({ juryScore: 5, juryScoreNormalised: normalised[1].finalScore });
  });
});

describe('ResultsService.list', () => {
  const query = (sort: { field: string; order: 'ASC' | 'DESC' }, filter: Partial<ResultFilter> = {}) => ({
    filter,
    sort,
    offset: 0,
    limit: 2,
  });

  it('sorts and pages the round the organiser asks for, unmarked entries last whatever the direction', async () => {
    const { service, repository } = setUp();
    repository.entriesByRound.set(4, [entry('e1'), entry('e2'), entry('e3')]);
    repository.marksByRound.set(4, [mark('j1', 'e1', 4), mark('j1', 'e2', 8)]);

    const ascending = await service.list(query({ field: 'juryScore', order: 'ASC' }, { roundId: 4 }));
    expect(ascending).toEqual({
      rows: [expect.objectContaining({ id: 'e1' }), expect.objectContaining({ id: 'e2' })],
      total: 3,
    });

    const descending = await service.list({
      ...query({ field: 'juryScore', order: 'DESC' }, { roundId: 4 }),
      offset: 1,
    });
    expect(descending.rows.map((row) => row.id)).toEqual(['e1', 'e3']);

    const chosen = await service.list(query({ field: 'rank', order: 'ASC' }, { roundId: 4, id: ['e3', 'e2'] }));
    expect(chosen).toEqual({
      rows: [expect.objectContaining({ id: 'e2', rank: 1 }), expect.objectContaining({ id: 'e3', rank: 3 })],
      total: 2,
    });
  });
});
