import type { EntityManager } from 'typeorm';
import type { ResultRow, ResultsService } from '../jury/results/results.service';
import { ApiError } from '../common/errors/api-error';
import type { AuditLog, AuditRecord } from '../console/audit/audit-log';
import type { ConsoleActor } from '../console/console-actor';
import type { ListQuery, Page } from '../console/simple-rest/list-query';
import type { ContestService } from '../contest/contest.service';
import type { RoundAdvancement } from '../contest/round-advancement.entity';
import type { RoundClosure } from '../contest/round-closure.entity';
import { Round } from '../contest/round.entity';
import type { NotificationOutboxService } from '../notifications/notification-outbox.service';
import type { RoundPublication } from '../results/round-publication.entity';
import type { RoundPublicationService } from '../results/round-publication.service';
import type { JuryStanding } from '../results/round-standings.repository';
import type { CloseRoundDto } from './round.dto';
import type {
  ClosureRecord,
  Promotion,
  RankedFilm,
  RoundFilter,
  RoundListing,
  RoundsRepository,
} from './rounds.repository';
import { RoundsService } from './rounds.service';

/*
 * The round lifecycle's rules against in-memory fakes: the line, the cut, ties, refusals, what a close writes and
 * what a reopen undoes. Which films rank and how (one place per creator, blocked creators out, the board's rule)
 * is the repository's SQL, checked against Postgres in blocked-creators, round-two and ranking-rule int-specs.
 */

const DAY = 24 * 60 * 60 * 1000;
const ADMIN: ConsoleActor = {
  id: '00000000-0000-4000-8000-00000000a001',
  email: 'admin@example.test',
  displayName: null,
  role: 'admin',
};
// The fakes keep no connection: the manager is only handed back to them.
const MANAGER = {} as EntityManager;

/** The contest as the fakes hold it; a transaction that throws puts it back as it was, as Postgres would. */
interface ContestState {
  rounds: Round[];
  closures: RoundClosure[];
  advancements: Array<Pick<RoundAdvancement, 'roundId' | 'submissionId' | 'position' | 'score'>>;
  /** Per round: its creators' best films in the order the board's rule ranks them (what the SQL answers). */
  ranking: Map<number, RankedFilm[]>;
  pending: Map<number, number>;
  juryAssignedIn: number[];
  juryResults: Map<number, ResultRow[]>;
  /** The rounds whose jury results were computed, once per computation. */
  computed: number[];
  notified: string[];
  audit: AuditRecord[];
  /** Per round, the final ranking its close froze: 'blended' (the SQL's own), or the jury lines. */
  standings: Map<number, 'blended' | JuryStanding[]>;
  /** Rounds whose results are published. */
  published: number[];
}

function round(id: number, fields: Partial<Round> = {}): Round {
  return Object.assign(new Round(), {
    id,
    slug: `round-${id}`,
    phase: `Round ${id}`,
    title: `Title ${id}`,
    description: '',
    startsAt: new Date(Date.now() - 10 * DAY),
    endsAt: new Date(Date.now() + 10 * DAY),
    closedAt: null,
    acceptsSubmissions: id === 1,
    evaluationMethod: '',
    participantsLabel: '',
    advanceCount: 3,
    videoRule: null,
    votingEnabled: id < 3,
    voteOncePer: 'day',
    voteDailyAllowance: 10,
    viewsWeightPercent: 70,
    translations: {},
    updatedAt: new Date(),
    ...fields,
  });
}

/** Films ranked best first: `score` descending, as the repository answers them. */
function films(...scores: Array<number | null>): RankedFilm[] {
  return scores.map((score, index) => ({
    submissionId: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    instagramUrl: `https://www.instagram.com/reel/film${index + 1}/`,
    author: `Creator ${index + 1}`,
    views: 1000 - index,
    score,
  }));
}

class FakeRoundsRepository implements Pick<RoundsRepository, keyof RoundsRepository> {
  constructor(private readonly state: ContestState) {}

  async transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const before = structuredClone(this.state);
    try {
      return await work(MANAGER);
    } catch (error) {
      Object.assign(this.state, before);
      throw error;
    }
  }

  async page(query: ListQuery<RoundFilter>): Promise<Page<RoundListing>> {
    const matching = this.state.rounds.filter((item) => !query.filter.id || query.filter.id.includes(item.id));
    const ordered = [...matching].sort((a, b) => (query.sort.order === 'ASC' ? a.id - b.id : b.id - a.id));
    return {
      rows: ordered.slice(query.offset, query.offset + query.limit).map((item) => ({
        round: item,
        closure: this.state.closures.find((closure) => closure.roundId === item.id) ?? null,
        verifiedEntries: this.state.ranking.get(item.id)?.length ?? 0,
        pendingEntries: this.state.pending.get(item.id) ?? 0,
        promoted: this.state.advancements.filter((row) => row.roundId === item.id + 1).length,
      })),
      total: matching.length,
    };
  }

  async lockRound(): Promise<void> {}

  async closure(roundId: number): Promise<RoundClosure | null> {
    return this.state.closures.find((closure) => closure.roundId === roundId) ?? null;
  }

  async recordClosure(closure: ClosureRecord): Promise<void> {
    this.state.closures.push({ ...closure, closedAt: new Date() });
  }

  async deleteClosure(roundId: number): Promise<void> {
    this.state.closures = this.state.closures.filter((closure) => closure.roundId !== roundId);
  }

  async promote(roundId: number, promotions: Promotion[]): Promise<void> {
    this.state.advancements.push(...promotions.map((promotion) => ({ roundId, ...promotion })));
  }

  async withdrawPromotions(roundId: number): Promise<string[]> {
    const withdrawn = this.state.advancements.filter((row) => row.roundId === roundId);
    this.state.advancements = this.state.advancements.filter((row) => row.roundId !== roundId);
    return withdrawn.map((row) => row.submissionId);
  }

  async juryAssigned(roundId: number): Promise<boolean> {
    return this.state.juryAssignedIn.includes(roundId);
  }

  async pendingEntries(roundId: number): Promise<number> {
    return this.state.pending.get(roundId) ?? 0;
  }

  async bestFilms(roundId: number, limit: number): Promise<RankedFilm[]> {
    return (this.state.ranking.get(roundId) ?? []).slice(0, limit);
  }

  async creatorsContending(roundId: number): Promise<number> {
    return this.state.ranking.get(roundId)?.length ?? 0;
  }
}

function setUp() {
  const state: ContestState = {
    rounds: [1, 2, 3, 4].map((id) => round(id, id > 1 ? { startsAt: new Date(Date.now() + 20 * DAY) } : {})),
    closures: [],
    advancements: [],
    ranking: new Map(),
    pending: new Map(),
    juryAssignedIn: [],
    juryResults: new Map(),
    computed: [],
    notified: [],
    audit: [],
    standings: new Map(),
    published: [],
  };
  const contest: Pick<ContestService, 'findRound' | 'setClosed' | 'rulesChanged'> = {
    findRound: async (id) => state.rounds.find((item) => item.id === id) ?? null,
    setClosed: async (_manager, id, closedAt) => {
      state.rounds.find((item) => item.id === id)!.closedAt = closedAt;
    },
    rulesChanged: async () => undefined,
  };
  const results: Pick<ResultsService, 'compute' | 'round3ViewsWeight'> = {
    compute: async (roundId) => {
      state.computed.push(roundId);
      return state.juryResults.get(roundId) ?? [];
    },
    round3ViewsWeight: 0.4,
  };
  const notifications: Pick<NotificationOutboxService, 'roundClosed' | 'resultsPublished'> = {
    roundClosed: async (_manager, roundId) => void state.notified.push(`round ${roundId} closed`),
    resultsPublished: async (_manager, roundId) => void state.notified.push(`results of round ${roundId}`),
  };
  const audit: Pick<AuditLog, 'record'> = {
    record: async (_actor, record) => void state.audit.push(record),
  };
  const publications: Pick<RoundPublicationService, 'publicationsOf' | 'freezeStandings' | 'withdrawStandings'> = {
    publicationsOf: async (ids) =>
      new Map(
        state.published
          .filter((id) => ids.includes(id))
          .map((roundId) => [roundId, { roundId, publishedAt: new Date(), embargoUntil: null } as RoundPublication]),
      ),
    freezeStandings: async (roundId, juryLines) => void state.standings.set(roundId, juryLines ?? 'blended'),
    withdrawStandings: async (withdrawn) => {
      if (state.published.includes(withdrawn.id)) {
        throw new ApiError(409, 'round_results_published', 'published');
      }
      state.standings.delete(withdrawn.id);
    },
  };
  const service = new RoundsService(
    new FakeRoundsRepository(state) as unknown as RoundsRepository,
    contest as ContestService,
    results as ResultsService,
    audit as AuditLog,
    notifications as NotificationOutboxService,
    publications as RoundPublicationService,
  );
  const roundOf = (id: number) => state.rounds.find((item) => item.id === id)!;
  const closeRound = (id: number, closedBy = ADMIN.id) => {
    roundOf(id).closedAt = new Date();
    state.closures.push({ roundId: id, advanceCount: 3, method: { ranking: 'views' }, closedBy, closedAt: new Date() });
  };
  return { state, service, roundOf, closeRound };
}

/** The code of the API error `promise` rejects with. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return error.code;
}

const ids = (entries: Array<{ submissionId: string }>) => entries.map((entry) => entry.submissionId);

describe('promotion preview', () => {
  it("sends the round's advance count through in ranking order and shows who is cut just below the line", async () => {
    const { state, service } = setUp();
    const ranked = films(0.9, 0.8, 0.7, 0.6, 0.5);
    state.ranking.set(1, ranked);
    state.pending.set(1, 2);

    const preview = await service.preview(1, {});

    expect(preview).toMatchObject({ roundId: 1, nextRoundId: 2, count: 3, total: 5, pendingEntries: 2 });
    expect(preview.advancing.map((entry) => [entry.position, entry.submissionId])).toEqual([
      [1, ranked[0].submissionId],
      [2, ranked[1].submissionId],
      [3, ranked[2].submissionId],
    ]);
    expect(preview.cut.map((entry) => [entry.position, entry.submissionId])).toEqual([
      [4, ranked[3].submissionId],
      [5, ranked[4].submissionId],
    ]);
    expect(preview.tieAtBoundary).toBe(false);
    expect(preview.method).toEqual({ ranking: 'blend', viewsWeight: 0.7, votesWeight: 0.3 });
  });

  it('takes the count the organiser asks for over the round default, and shows at most 20 below the line', async () => {
    const { state, service } = setUp();
    state.ranking.set(1, films(...Array.from({ length: 40 }, (_, index) => 1 - index / 100)));

    const preview = await service.preview(1, { count: 5 });

    expect(preview.advancing).toHaveLength(5);
    expect(preview.cut).toHaveLength(20);
    expect(preview.cut[0].position).toBe(6);
    expect(preview.cut.at(-1)!.position).toBe(25);
    expect(preview.total).toBe(40);
  });

  it('flags a tie between the last one in and the first one out, and no tie further down', async () => {
    const { state, service } = setUp();
    state.ranking.set(1, films(0.9, 0.8, 0.7, 0.7, 0.5));
    expect((await service.preview(1, {})).tieAtBoundary).toBe(true);

    state.ranking.set(1, films(0.9, 0.9, 0.7, 0.5, 0.5));
    expect((await service.preview(1, {})).tieAtBoundary).toBe(false);
  });

  it('sends everyone through with no cut and no tie when fewer creators took part than places', async () => {
    const { state, service } = setUp();
    state.ranking.set(1, films(0.5, 0.5));

    const preview = await service.preview(1, {});

    expect(preview.advancing).toHaveLength(2);
    expect(preview.cut).toEqual([]);
    expect(preview.tieAtBoundary).toBe(false);
  });

  it('refuses a preview for the final and for a round with no count to promote', async () => {
    const { service, roundOf } = setUp();
    expect(await refusal(service.preview(4, { count: 3 }))).toBe('nothing_to_promote');

    roundOf(2).advanceCount = null;
    expect(await refusal(service.preview(2, {}))).toBe('nothing_to_promote');
    expect(await refusal(service.preview(9, {}))).toBe('not_found');
  });

  it("ranks a jury round by the jury's results, positions as they rank, with the configured weight of views", async () => {
    const { state, service } = setUp();
    const result = (id: string, rank: number, finalScore: number) =>
      ({
        id,
        rank,
        finalScore,
        instagramUrl: `https://www.instagram.com/reel/${id}/`,
        author: id,
        views: 10,
      }) as ResultRow;
    state.juryResults.set(3, [result('a', 1, 9), result('b', 2, 8.5), result('c', 2, 8.5), result('d', 4, 7)]);

    const preview = await service.preview(3, { count: 2, normalised: true });

    expect(preview.method).toEqual({ ranking: 'combined', normalised: true, viewsWeight: 0.4 });
    expect(preview.advancing.map((entry) => [entry.position, entry.submissionId, entry.score])).toEqual([
      [1, 'a', 9],
      [2, 'b', 8.5],
    ]);
    expect(ids(preview.cut)).toEqual(['c', 'd']);
    expect(preview.tieAtBoundary).toBe(true);
    expect(preview.total).toBe(4);
  });
});

describe('closing a round', () => {
  it('promotes the top N into the next round with their places and scores, and says so', async () => {
    const { state, service, roundOf } = setUp();
    const ranked = films(0.9, null, 0.7, 0.6);
    state.ranking.set(1, ranked);

    const row = await service.close(1, { count: 2 }, ADMIN);

    expect(state.advancements).toEqual([
      { roundId: 2, submissionId: ranked[0].submissionId, position: 1, score: 0.9 },
      // A film without figures yet still goes through at its place, with a score of 0.
      { roundId: 2, submissionId: ranked[1].submissionId, position: 2, score: 0 },
    ]);
    expect(state.closures).toEqual([
      expect.objectContaining({
        roundId: 1,
        advanceCount: 2,
        closedBy: ADMIN.id,
        method: expect.objectContaining({ ranking: 'blend' }),
      }),
    ]);
    expect(roundOf(1).closedAt).toBeInstanceOf(Date);
    expect(state.notified).toEqual(['round 1 closed']);
    expect(state.audit).toEqual([
      expect.objectContaining({
        action: 'round.close',
        resourceId: '1',
        after: expect.objectContaining({
          advanceCount: 2,
          promoted: 2,
          pendingEntriesLeftOut: 0,
          lastIn: expect.objectContaining({ submissionId: ranked[1].submissionId }),
          firstOut: expect.objectContaining({ submissionId: ranked[2].submissionId }),
        }),
      }),
    ]);
    expect(row).toMatchObject({ id: 1, status: 'closed', promoted: 2, closedBy: ADMIN.id });
  });

  it('refuses a round that has not started or has no start date, and changes nothing', async () => {
    const { state, service, roundOf, closeRound } = setUp();
    closeRound(1);
    expect(await refusal(service.close(2, { count: 1 }, ADMIN))).toBe('round_not_started');

    roundOf(2).startsAt = null;
    expect(await refusal(service.close(2, { count: 1 }, ADMIN))).toBe('round_not_started');
    expect(state.closures.map((closure) => closure.roundId)).toEqual([1]);
    expect(state.notified).toEqual([]);
  });

  it('refuses a round while the round before it is open, and a round already closed', async () => {
    const { state, service, roundOf, closeRound } = setUp();
    roundOf(2).startsAt = new Date(Date.now() - DAY);
    state.ranking.set(1, films(0.9, 0.8, 0.7, 0.6));
    state.ranking.set(2, films(0.9));

    expect(await refusal(service.close(2, { count: 1 }, ADMIN))).toBe('previous_round_open');

    closeRound(1);
    await service.close(2, { count: 1 }, ADMIN);
    expect(await refusal(service.close(2, { count: 1 }, ADMIN))).toBe('round_already_closed');
    expect(state.advancements.map((row) => row.roundId)).toEqual([3]);
  });

  it('refuses when the line moved since the preview the organiser saw, promoting nobody', async () => {
    const { state, service } = setUp();
    const ranked = films(0.9, 0.8, 0.7, 0.6);
    state.ranking.set(1, ranked);
    const seen = await service.preview(1, { count: 2 });
    expect(ids(seen.advancing).at(-1)).toBe(ranked[1].submissionId);

    // A late view count lifts the third film above the second.
    state.ranking.set(1, [ranked[0], ranked[2], ranked[1], ranked[3]]);
    const closing = service.close(1, { count: 2, lastAdvancingId: ranked[1].submissionId }, ADMIN);

    expect(await refusal(closing)).toBe('ranking_changed');
    expect(state.advancements).toEqual([]);
    expect(state.closures).toEqual([]);

    await service.close(1, { count: 2, lastAdvancingId: ranked[2].submissionId }, ADMIN);
    expect(state.advancements.map((row) => row.submissionId)).toEqual([ranked[0].submissionId, ranked[2].submissionId]);
  });

  it('asks the organiser to acknowledge pending entries left out and nobody going through, naming only what is left', async () => {
    const { state, service } = setUp();
    state.pending.set(1, 3);
    const closeWith = (input: CloseRoundDto) =>
      service.close(1, input, ADMIN).then(
        () => null,
        (error: ApiError) => ({ code: error.code, details: error.details }),
      );

    expect(await closeWith({})).toEqual({
      code: 'close_not_acknowledged',
      details: { pendingEntries: 3, advancing: 0, required: ['acknowledgePendingEntries', 'acknowledgeNobodyThrough'] },
    });
    expect(await closeWith({ acknowledgePendingEntries: true })).toEqual({
      code: 'close_not_acknowledged',
      details: { pendingEntries: 3, advancing: 0, required: ['acknowledgeNobodyThrough'] },
    });
    expect(state.closures).toEqual([]);

    expect(await closeWith({ acknowledgePendingEntries: true, acknowledgeNobodyThrough: true })).toBeNull();
    expect(state.closures).toHaveLength(1);
    expect(state.audit[0].after).toMatchObject({ pendingEntriesLeftOut: 3, promoted: 0 });
  });

  it("freezes a jury round's whole ranking at close, marking those who went through, from one computation", async () => {
    const { state, service, roundOf, closeRound } = setUp();
    [1, 2].forEach((id) => closeRound(id));
    roundOf(3).startsAt = new Date(Date.now() - DAY);
    const result = (id: string, rank: number, finalScore: number | null) =>
      ({
        id,
        rank,
        finalScore,
        instagramUrl: `https://www.instagram.com/reel/${id}/`,
        author: id,
        views: 10,
      }) as ResultRow;
    state.juryResults.set(3, [result('a', 1, 9), result('b', 2, 8), result('c', 3, null)]);

    await service.close(3, { count: 2 }, ADMIN);

    expect(state.standings.get(3)).toEqual([
      { submissionId: 'a', rank: 1, score: 9, views: 10, advanced: true },
      { submissionId: 'b', rank: 2, score: 8, views: 10, advanced: true },
      { submissionId: 'c', rank: 3, score: null, views: 10, advanced: false },
    ]);
    // The line and the standings come from the same results, computed once in the close's transaction.
    expect(state.computed).toEqual([3]);
  });

  it('closes the final without promoting anyone; its results wait for the organisers to publish them', async () => {
    const { state, service, roundOf, closeRound } = setUp();
    [1, 2, 3].forEach((id) => closeRound(id));
    roundOf(4).startsAt = new Date(Date.now() - DAY);
    state.juryResults.set(4, []);

    expect(await refusal(service.close(4, { count: 3 }, ADMIN))).toBe('validation_failed');

    const row = await service.close(4, {}, ADMIN);
    expect(state.advancements).toEqual([]);
    expect(state.closures.find((closure) => closure.roundId === 4)).toMatchObject({
      advanceCount: null,
      method: { ranking: 'jury', normalised: false },
    });
    expect(state.notified).toEqual([]);
    expect(state.standings.get(4)).toEqual([]);
    expect(state.computed).toEqual([4]);
    // The final promotes nobody: the console shows no count of creators who went through.
    expect(row).toMatchObject({ status: 'closed', promoted: null });
  });
});

describe('reopening a round', () => {
  async function closedRoundOne() {
    const setup = setUp();
    setup.state.ranking.set(1, films(0.9, 0.8, 0.7, 0.6));
    await setup.service.close(1, { count: 2 }, ADMIN);
    setup.state.audit.length = 0;
    return setup;
  }

  it('undoes the close and its promotions while the next round has not started, recording why and who had gone through', async () => {
    const { state, service, roundOf } = await closedRoundOne();
    const promoted = state.advancements.map((row) => row.submissionId);

    const row = await service.reopen(1, '  recount  ', ADMIN);

    expect(state.closures).toEqual([]);
    expect(state.advancements).toEqual([]);
    expect(roundOf(1).closedAt).toBeNull();
    expect(row).toMatchObject({ status: 'open', promoted: null, closedBy: null, method: null });
    expect(state.audit).toEqual([
      expect.objectContaining({
        action: 'round.reopen',
        before: expect.objectContaining({ advanceCount: 2, promoted }),
        after: { reason: 'recount' },
      }),
    ]);
  });

  it('withdraws the frozen ranking with the close, and passes on its refusal undoing nothing', async () => {
    const { state, service } = await closedRoundOne();
    expect(state.standings.get(1)).toBe('blended');

    // The fake refuses as RoundPublicationService does for published results (its own spec checks that rule).
    state.published.push(1);
    expect(await refusal(service.reopen(1, 'recount', ADMIN))).toBe('round_results_published');
    expect(state.closures).toHaveLength(1);
    expect(state.advancements).toHaveLength(2);
    expect(state.standings.has(1)).toBe(true);

    state.published = [];
    await service.reopen(1, 'recount', ADMIN);
    expect(state.standings.has(1)).toBe(false);
  });

  it('refuses a round that is not closed', async () => {
    const { service } = setUp();
    expect(await refusal(service.reopen(1, 'why', ADMIN))).toBe('round_not_closed');
  });

  it('refuses once the next round has started, keeping the promotions', async () => {
    const { state, service, roundOf } = await closedRoundOne();
    roundOf(2).startsAt = new Date(Date.now() - 1000);

    expect(await refusal(service.reopen(1, 'too late', ADMIN))).toBe('next_round_started');
    expect(state.advancements).toHaveLength(2);
    expect(state.closures).toHaveLength(1);
  });

  it('refuses while jurors are assigned in the next round, keeping the promotions', async () => {
    const { state, service } = await closedRoundOne();
    state.juryAssignedIn.push(2);

    expect(await refusal(service.reopen(1, 'recount', ADMIN))).toBe('next_round_in_progress');
    expect(state.advancements).toHaveLength(2);
    expect(state.audit).toEqual([]);
  });
});

describe('the rounds list', () => {
  it("shows how many went through only for a closed round before the final, and each round's status", async () => {
    const { state, service, roundOf, closeRound } = setUp();
    closeRound(1);
    state.advancements.push({ roundId: 2, submissionId: 'a', position: 1, score: 1 });
    roundOf(3).endsAt = new Date(Date.now() - DAY);

    const page = await service.list({ filter: {}, sort: { field: 'id', order: 'DESC' }, offset: 0, limit: 10 });

    expect(page.total).toBe(4);
    expect(page.rows.map((row) => [row.id, row.status, row.promoted])).toEqual([
      [4, 'upcoming', null],
      [3, 'closed', null],
      [2, 'upcoming', null],
      [1, 'closed', 1],
    ]);
  });
});
