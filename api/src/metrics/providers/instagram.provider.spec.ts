import { Logger } from '@nestjs/common';
import { CallGate } from '../graph/call-gate';
import { GraphApiClient, GraphResponse } from '../graph/graph-api.client';
import { GraphApiError } from '../graph/graph-errors';
import { InstagramProvider } from './instagram.provider';
import { ProviderCursor, TrackedEntry } from './metrics-provider';

const transient = () => new GraphApiError('transient', 'Please reduce the amount of data', 500, 1);
const other = () => new GraphApiError('other', 'An unknown error occurred', 500, null);

/** A provider whose Graph calls answer from `answers` in turn, and the waits between its retries. */
function provider(answers: Array<Error | object>) {
  const client = new GraphApiClient({ baseUrl: 'http://graph.test', accessToken: 'token' });
  const queries: Record<string, string | number>[] = [];
  jest.spyOn(client, 'get').mockImplementation(<T>(_path: string, query: Record<string, string | number>) => {
    queries.push(query);
    const answer = answers.shift() ?? {};
    return answer instanceof Error
      ? Promise.reject(answer)
      : Promise.resolve({ body: answer, usage: null } as GraphResponse<T>);
  });
  const entry: TrackedEntry = {
    id: 'entry-1',
    shortcode: 'WANTED1',
    status: 'verified',
    roundId: 1,
    createdAt: new Date(),
    entrant: { participantId: 'p-1', ownershipCode: 'AFC-ABCDEF', provenUsername: null },
  };
  const budget = { take: () => Promise.resolve(true) };
  const instagram = new InstagramProvider({
    client,
    userId: 'organiser',
    pageSize: 100,
    lookup: {
      byShortcodes: () => Promise.resolve([]),
      nextUnsampledOwner: () => Promise.resolve({ username: 'maker', entries: [entry] }),
      provenHolders: () => Promise.resolve(new Map()),
      acceptableInvitations: () => Promise.resolve([]),
      after: () => Promise.resolve([]),
    },
    rounds: () => Promise.resolve(new Map()),
    requirements: { hashtags: [], mention: '@organiser' },
    discoveryBudget: budget,
    invitationsBudget: budget,
    acceptBudget: budget,
    autoAccept: false,
  });
  const context = {
    cycleId: 'cycle-1',
    signal: new AbortController().signal,
    gate: new CallGate({ slowdownPercent: 60, pausePercent: 90 }, 30_000, () => Promise.resolve()),
  };
  return { instagram, context, queries };
}

describe('the Instagram provider retries', () => {
  let waits: number[];
  beforeEach(() => {
    Logger.overrideLogger(false);
    waits = [];
    // Every retry's wait is recorded and ends at once.
    jest.spyOn(global, 'setTimeout').mockImplementation(((done: () => void, ms?: number) => {
      waits.push(ms ?? 0);
      done();
    }) as unknown as typeof setTimeout);
  });
  afterEach(() => jest.restoreAllMocks());

  it('collaborative media: transient and unknown errors three times, from 0.5 s doubling; transient halves the page', async () => {
    const { instagram, context, queries } = provider([transient(), other(), transient(), { data: [] }]);
    const page = await instagram.fetchPage(null, context);
    expect(waits).toEqual([500, 1000, 2000]);
    expect(queries.map((query) => query.limit)).toEqual([100, 50, 50, 25]);
    expect(page.next).toEqual({ phase: 'discovery', afterUsername: null });

    const { instagram: failing, context: again } = provider([other(), other(), other(), other()]);
    await expect(failing.fetchPage(null, again)).rejects.toBeInstanceOf(GraphApiError);
  });

  it("business discovery: an entrant's pages share three retries on transient errors, from 1 s doubling", async () => {
    const firstPage = { business_discovery: { media: { data: [], paging: { cursors: { after: 'p2' } } } } };
    const { instagram, context, queries } = provider([transient(), transient(), firstPage, transient(), transient()]);
    const cursor: ProviderCursor = { phase: 'discovery', afterUsername: null };
    const page = await instagram.fetchPage(cursor, context);
    expect(waits).toEqual([1000, 2000, 4000]);
    expect(queries).toHaveLength(5);
    expect(page.next).toEqual({ phase: 'discovery', afterUsername: 'maker' });
  });
});
