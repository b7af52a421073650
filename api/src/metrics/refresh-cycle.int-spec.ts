import type { TestingModule } from '@nestjs/testing';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { FakeGraphServer, fakeMedia, FakeMedia } from '../../test/fake-graph/fake-graph-server';
import { eventually, insertEntries, withDatabase } from './testing/contest-fixtures';
import { bootWorker, runRefreshCycle } from './testing/worker';

const code = (prefix: string, n: number) => `${prefix}${String(n).padStart(2, '0')}EntryAb`;
const GOOD_CAPTION = 'My film for the contest #AIFilmContest #PMLifeInAI with @narendramodi';

describe('a metrics refresh cycle through BullMQ against the Graph API', () => {
  const env = useTestEnvironment({ METRICS_PAGE_SIZE: '25', METRICS_REFRESH_INTERVAL: '1h' });
  let fake: FakeGraphServer;
  let worker: TestingModule;
  let api: RunningApp;
  let ids: Map<string, string>;
  const db = <T>(sql: string, params: unknown[] = []) =>
    withDatabase(env.databaseUrl, async (client) => (await client.query(sql, params)).rows as T[]);

  beforeAll(async () => {
    fake = await FakeGraphServer.start();
    Object.assign(process.env, fake.env());

    const verified: FakeMedia[] = Array.from({ length: 50 }, (_, i) =>
      fakeMedia({ shortcode: code('V', i), username: `creator_${i}`, views: 1000 + i * 10, likes: 100 + i }),
    );
    verified[7].likes = null; // hidden by its owner
    const others = Array.from({ length: 5 }, (_, i) => fakeMedia({ shortcode: code('X', i), views: 5 }));
    // A block of media Graph will not show: a whole page comes back empty but still carries `next`.
    const filtered = Array.from({ length: 25 }, (_, i) => fakeMedia({ shortcode: code('H', i), hidden: true }));
    fake.media = [
      ...verified.slice(0, 25),
      ...filtered,
      ...verified.slice(25),
      ...others,
      fakeMedia({ shortcode: code('R', 0), views: 999_999 }),
      // Its caption holds the entrant's ownership code: the post's account is proven theirs.
      fakeMedia({
        shortcode: code('P', 0),
        username: 'pending_maker',
        caption: `${GOOD_CAPTION} AFC-P2P2P2`,
        timestamp: '2025-10-12T10:30:00+0000',
      }),
      fakeMedia({
        shortcode: code('P', 1),
        caption: 'Missing a tag #AIFilmContest @NarendraModi.',
        mediaProductType: 'FEED',
        mediaType: 'IMAGE',
      }),
      // Not a collaboration: only business discovery of its owner finds it.
      fakeMedia({ shortcode: code('D', 0), username: 'biz_creator', collaboration: false, views: 777_777, likes: 5 }),
      fakeMedia({ shortcode: 'SomeOtherPost1', username: 'biz_creator', collaboration: false }),
    ];
    fake.businessAccounts.add('biz_creator');

    ({ submissions: ids } = await insertEntries(env.databaseUrl, [
      ...verified.map((m) => ({ shortcode: m.shortcode })),
      { shortcode: code('R', 0), status: 'rejected' as const },
      { shortcode: code('P', 0), status: 'pending' as const, ownershipCode: 'AFC-P2P2P2' },
      { shortcode: code('P', 1), status: 'pending' as const },
      { shortcode: code('P', 2), status: 'pending' as const },
      { shortcode: code('D', 0), igUsername: 'biz_creator' },
      { shortcode: code('D', 1), igUsername: 'personal_creator' },
    ]));

    // Deep paging answers "reduce the amount of data" once, on the third collaborative-media call.
    fake.failNext(
      {
        kind: 'error',
        code: 1,
        message: "Please reduce the amount of data you're asking for, then retry your request",
      },
      'collaborative_media',
      2,
    );
    // The schedule's first tick runs at once: this is the whole cycle, through BullMQ.
    worker = await bootWorker();
    api = await startApp();
  });

  afterAll(async () => {
    await api?.close();
    await worker?.close();
    await fake?.close();
  });

  it('ends in a ranked snapshot served by GET /leaderboard', async () => {
    const [snapshot] = await eventually(async () => {
      const rows = await db<{ id: string; entries: number; source: string }>(`SELECT * FROM leaderboard_snapshots`);
      return rows.length ? rows : undefined;
    }, 'the first snapshot');
    const [cycle] = await db<{ status: string; provider: string }>(`SELECT * FROM metric_refresh_cycles`);
    expect(cycle).toMatchObject({ status: 'completed', provider: 'instagram' });
    // 50 collaborations + the one found through business discovery + the personal account's entry (no figures).
    expect(snapshot).toMatchObject({ entries: 52, source: 'instagram' });

    const res = await eventually(async () => {
      const board = await call(`${api.api}/leaderboard`);
      return board.body.items?.length ? board : undefined;
    }, 'the board');
    expect(res.status).toBe(200);
    expect(res.body.source).toBe('instagram');
    expect(res.body.items).toHaveLength(52);
    expect(res.body.items[0]).toMatchObject({
      submissionId: ids.get(code('D', 0)),
      rank: 1,
      metrics: { views: 777_777, likes: 5, source: 'business_discovery' },
    });
    expect(res.body.items[1]).toMatchObject({ submissionId: ids.get(code('V', 49)), rank: 2 });
    const hidden = res.body.items.find((item: any) => item.submissionId === ids.get(code('V', 7)));
    expect(hidden.metrics).toEqual({ views: 1070, likes: null, source: 'collaborative_media', votes: 0 });
    expect(res.body.items[51]).toMatchObject({
      submissionId: ids.get(code('D', 1)),
      metrics: { views: null, likes: null, source: null },
    });
  });

  it('writes one sample per followed entry found, keeping hidden likes NULL and the Graph id', async () => {
    const samples = await db<{ shortcode: string; likes: string | null; source: string }>(
      `SELECT s.shortcode, ms.likes, ms.source FROM metric_samples ms JOIN submissions s ON s.id = ms.submission_id`,
    );
    const sampled = samples.map((row) => row.shortcode).sort();
    expect(sampled).toEqual(
      [...Array.from({ length: 50 }, (_, i) => code('V', i)), code('P', 0), code('P', 1), code('D', 0)].sort(),
    );
    expect(samples.find((row) => row.shortcode === code('V', 7))!.likes).toBeNull();
    const [matched] = await db<{ ig_media_id: string; ig_username: string }>(
      `SELECT ig_media_id, ig_username FROM submissions WHERE shortcode = $1`,
      [code('V', 3)],
    );
    expect(matched).toEqual({ ig_media_id: fake.media[3].id, ig_username: 'creator_3' });
  });

  it('retries "reduce the amount of data" with a smaller page from the same cursor, and follows empty pages', async () => {
    const pages = fake.callsTo('collaborative_media');
    const failed = pages.findIndex((page) => page.status === 500);
    expect(failed).toBe(2);
    expect(pages[1].status).toBe(200); // the empty page, which still carried `next`
    expect(pages[failed + 1].query).toMatchObject({ limit: '12', after: pages[failed].query.after });
    // Pages are read by cursor, never by following `next` (whose token would go wherever it points).
    expect(pages.every((page) => page.query.access_token === undefined)).toBe(true);
  });

  it('asks business discovery only about known usernames, and skips personal accounts', async () => {
    const asked = fake.callsTo('business_discovery').map((c) => /username\(([^)]+)\)/.exec(c.query.fields)![1]);
    expect(asked).toEqual(['biz_creator', 'personal_creator']);
  });

  it('records the auto-checks of pending entries for the console', async () => {
    const checks = await db<Record<string, unknown>>(
      `SELECT s.shortcode, c.collaboration_found, c.found_via, c.is_reel, c.hashtags_present, c.missing_hashtags,
              c.mention_present, c.posted_in_window, c.passed
       FROM submission_auto_checks c JOIN submissions s ON s.id = c.submission_id ORDER BY s.shortcode`,
    );
    expect(checks).toEqual([
      {
        shortcode: code('P', 0),
        collaboration_found: true,
        found_via: 'collaborative_media',
        is_reel: true,
        hashtags_present: true,
        missing_hashtags: [],
        mention_present: true,
        posted_in_window: true,
        passed: true,
      },
      {
        shortcode: code('P', 1),
        collaboration_found: true,
        found_via: 'collaborative_media',
        is_reel: false,
        hashtags_present: false,
        missing_hashtags: ['#PMLifeInAI'],
        mention_present: true,
        posted_in_window: true,
        passed: false,
      },
      {
        shortcode: code('P', 2),
        collaboration_found: false,
        found_via: null,
        is_reel: null,
        hashtags_present: null,
        missing_hashtags: [],
        mention_present: null,
        posted_in_window: null,
        passed: false,
      },
    ]);
  });

  it('flags an abnormal views jump between two samples (10,000+ more and 3 times as many)', async () => {
    fake.media.find((m) => m.shortcode === code('V', 0))!.views = 60_000; // was 1,000
    fake.media.find((m) => m.shortcode === code('V', 1))!.views = 2_500; // was 1,010: tripled, but small
    fake.media.find((m) => m.shortcode === code('D', 0))!.views = 800_000; // was 777,777: +22,223, not 3x
    await expect(runRefreshCycle(worker, 20_000)).resolves.toMatchObject({ outcome: 'completed' });
    const flagged = await db<Record<string, unknown>>(
      `SELECT s.shortcode, a.previous_views, a.views, a.source FROM metric_anomalies a
       JOIN submissions s ON s.id = a.submission_id ORDER BY s.shortcode`,
    );
    expect(flagged).toEqual([
      { shortcode: code('V', 0), previous_views: '1000', views: '60000', source: 'collaborative_media' },
    ]);
  });

  it('reports the Instagram source as up on the health route', async () => {
    const res = await call(`${api.api}/health/health`);
    expect(res.status).toBe(200);
    expect(res.body.checks.metrics).toEqual({ status: 'up' });
  });
});
