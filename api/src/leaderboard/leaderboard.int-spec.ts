import { DataSource } from 'typeorm';
import { AccessTokenService } from '../auth/access-token.service';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { insertEntries, withDatabase } from '../metrics/testing/contest-fixtures';
import { LeaderboardService } from './leaderboard.service';
import { RankRecomputeService } from './rank-recompute.service';

const at = (hhmm: string) => new Date(`2025-10-01T${hhmm}:00Z`);

describe('the public leaderboard', () => {
  const env = useTestEnvironment({ METRICS_PROVIDER: 'simulated' });
  let running: RunningApp;
  let ids: Map<string, string>;
  let people: Map<string, string>;
  const db = (sql: string, params: unknown[] = []) =>
    withDatabase(env.databaseUrl, async (client) => (await client.query(sql, params)).rows);
  /** Latest figures as a refresh cycle would leave them. */
  const setMetrics = (shortcode: string, views: number | null, likes: number | null, source = 'collaborative_media') =>
    db(
      `INSERT INTO submission_metrics (submission_id, views, likes, source, sampled_at, cycle_id)
       VALUES ($1, $2, $3, $4, now(), 0)
       ON CONFLICT (submission_id) DO UPDATE SET views = $2, likes = $3, source = $4, sampled_at = now()`,
      [ids.get(shortcode), views, likes, source],
    );
  const recompute = async () => {
    await running.app.get(RankRecomputeService).recompute();
    await running.app.get(LeaderboardService).sync();
  };
  const board = (query = '') => call(`${running.api}/leaderboard${query}`);

  beforeAll(async () => {
    ({ submissions: ids, participants: people } = await insertEntries(env.databaseUrl, [
      { shortcode: 'EntryAaaaaa', createdAt: at('10:00'), name: 'Asha Rao', category: 'action' },
      { shortcode: 'EntryBbbbbb', createdAt: at('10:05'), name: '  mary  ann de souza ', state: 'Goa' },
      // No state given: ranked, but not a state of its own in the totals.
      {
        shortcode: 'EntryCccccc',
        createdAt: at('09:00'),
        name: 'Ravi',
        creatorCategory: 'mega_influencer',
        state: null,
      },
      {
        shortcode: 'EntryDddddd',
        createdAt: at('11:00'),
        name: 'Asha Rao',
        participantKey: 'asha',
        category: 'action',
      },
      { shortcode: 'EntryEeeeee', createdAt: at('08:00'), name: 'Zoya Khan', state: 'Goa', category: 'action' },
      { shortcode: 'EntryFffffff', createdAt: at('07:00'), name: 'Imran Ali' },
      { shortcode: 'EntryGgggggg', status: 'pending', participantKey: 'asha' },
      { shortcode: 'EntryHhhhhh', name: 'Blocked Person' },
      { shortcode: 'EntryIiiiii', status: 'verified', participantKey: 'asha', createdAt: at('12:00') },
    ]));
    await db(`UPDATE participants SET blocked_at = now() WHERE id = $1`, [people.get('EntryHhhhhh')]);
    await setMetrics('EntryAaaaaa', 500, 10);
    await setMetrics('EntryBbbbbb', 500, 20);
    await setMetrics('EntryCccccc', 500, 20);
    await setMetrics('EntryDddddd', 900, null);
    await setMetrics('EntryEeeeee', 500, null);
    await setMetrics('EntryGgggggg', 1_000_000, 1);
    await setMetrics('EntryHhhhhh', 2_000_000, 1);
    await setMetrics('EntryIiiiii', 1, 0);
    running = await startApp();
    await recompute();
  });

  afterAll(() => running?.close());

  it('ranks verified entries by views, then likes (hidden last), then the earliest submission', async () => {
    const res = await board();
    expect(res.status).toBe(200);
    const order = res.body.items.map((item: any) => [item.rank, item.submissionId]);
    expect(order).toEqual(
      ['EntryDddddd', 'EntryCccccc', 'EntryBbbbbb', 'EntryAaaaaa', 'EntryEeeeee', 'EntryIiiiii', 'EntryFffffff'].map(
        (shortcode, i) => [i + 1, ids.get(shortcode)],
      ),
    );
  });

  it('answers the documented shape with real categories, states and dates, and a minimised display name', async () => {
    const res = await board();
    expect(res.body.lastUpdated).toEqual(expect.any(String));
    expect(res.body.source).toBe('instagram');
    expect(res.body.items[0]).toEqual({
      submissionId: ids.get('EntryDddddd'),
      rank: 1,
      instagramUrl: 'https://www.instagram.com/reel/EntryDddddd/',
      user: { displayName: 'Asha R.' },
      metrics: { views: 900, likes: null, votes: 0, source: 'collaborative_media' },
      category: 'action',
      creatorCategory: 'nano_influencer',
      state: 'Kerala',
      submittedAt: '2025-10-01T11:00:00.000Z',
    });
    const names = Object.fromEntries(res.body.items.map((item: any) => [item.submissionId, item.user.displayName]));
    expect(names[ids.get('EntryBbbbbb')!]).toBe('mary S.');
    expect(names[ids.get('EntryCccccc')!]).toBe('Ravi');
    expect(res.body.items[6].metrics).toEqual({ views: null, likes: null, votes: 0, source: null });
  });

  it('serves requests from memory: no database query per request', async () => {
    await board('?limit=3');
    const queries = jest.spyOn(running.app.get(DataSource), 'query');
    try {
      for (let i = 0; i < 10; i++) {
        expect((await board('?limit=3')).status).toBe(200);
        expect((await board()).status).toBe(200);
        expect((await call(`${running.api}/stats`)).status).toBe(200);
      }
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });

  it('answers percent-encoded variants of a served request from memory (nginx keys them apart, the API does not)', async () => {
    const served = await board('?limit=3&category=action&state=Andhra%20Pradesh');
    expect(served.status).toBe(200);
    const queries = jest.spyOn(running.app.get(DataSource), 'query');
    try {
      for (const variant of [
        '?limit=%33&category=%61ction&state=Andhra+Pradesh',
        '?limit=003&state=%41ndhra%20Pradesh&category=action',
      ]) {
        const res = await board(variant);
        expect(res.status).toBe(200);
        expect(res.body).toEqual(served.body);
      }
      expect(queries).not.toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });

  it('answers 304 to a matching If-None-Match, with headers that let nginx micro-cache it', async () => {
    const first = await board('?limit=5');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=30');

    const again = await board('?limit=5');
    expect(again.headers.get('etag')).toBe(etag);
    const notModified = await board('?limit=5').then(() =>
      call(`${running.api}/leaderboard?limit=5`, { headers: { 'if-none-match': etag } }),
    );
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBeNull();
    expect(notModified.headers.get('etag')).toBe(etag);
    const weak = await call(`${running.api}/leaderboard?limit=5`, { headers: { 'if-none-match': `"x", W/${etag}` } });
    expect(weak.status).toBe(304);

    // Another limit is another body.
    const other = await call(`${running.api}/leaderboard?limit=4`, { headers: { 'if-none-match': etag } });
    expect(other.status).toBe(200);

    // New figures, new snapshot: the old validator no longer matches.
    await setMetrics('EntryFffffff', 5000, 1);
    await recompute();
    const changed = await call(`${running.api}/leaderboard?limit=5`, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.body.items[0].submissionId).toBe(ids.get('EntryFffffff'));
  });

  it.each(['0', '501', 'abc', '1.5', '-3', ''])('rejects limit=%p with 400 validation_failed', async (limit) => {
    const res = await board(`?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.details.fields.limit).toEqual(expect.any(Array));
  });

  it('accepts limits from 1 to 500 and rejects unknown filters', async () => {
    expect((await board('?limit=1')).body.items).toHaveLength(1);
    expect((await board('?limit=500')).body.items).toHaveLength(7);
    const bad = await board('?category=drama');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details.fields.category).toEqual(expect.any(Array));
    expect((await board('?sort=views')).status).toBe(400);
  });

  it('accepts only listed states, and no query parameter at all on the other public reads', async () => {
    expect((await board('?state=Goa')).status).toBe(200);
    for (const state of ['Atlantis', 'goa', `Goa${'x'.repeat(40)}`]) {
      const res = await board(`?state=${encodeURIComponent(state)}`);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.details.fields)).toEqual(['state']);
    }
    for (const path of ['/stats', '/content/rules', '/profile/states', '/profile/categories', '/health/health']) {
      const res = await call(`${running.api}${path}?nocache=123`);
      expect({ path, status: res.status, fields: res.body.error?.details?.fields }).toEqual({
        path,
        status: 400,
        fields: { nocache: ['is not an accepted field'] },
      });
    }
    expect((await call(`${running.api}/stats`)).status).toBe(200);
  });

  it('ranks sub-boards within their filter', async () => {
    const action = await board('?category=action');
    expect(action.body.items.map((i: any) => [i.rank, i.submissionId])).toEqual([
      [1, ids.get('EntryDddddd')],
      [2, ids.get('EntryAaaaaa')],
      [3, ids.get('EntryEeeeee')],
    ]);
    const goaAction = await board('?category=action&state=Goa');
    expect(goaAction.body.items.map((i: any) => [i.rank, i.submissionId])).toEqual([[1, ids.get('EntryEeeeee')]]);
    const mega = await board('?creatorCategory=mega_influencer&limit=1');
    expect(mega.body.items).toEqual([expect.objectContaining({ rank: 1, submissionId: ids.get('EntryCccccc') })]);
  });

  it('GET /stats gives the real totals of the board, cacheable', async () => {
    const res = await call(`${running.api}/stats`);
    expect(res.status).toBe(200);
    // Ranked entries only; F now has 5000 views.
    expect(res.body).toEqual({
      entries: 7,
      totalViews: 900 + 500 * 4 + 1 + 5000,
      statesRepresented: 2,
      lastUpdated: expect.any(String),
      source: 'instagram',
    });
    const cached = await call(`${running.api}/stats`, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(cached.status).toBe(304);
  });

  it('GET /leaderboard/me lists the signed-in participant’s ranked entries', async () => {
    const token = await running.app
      .get(AccessTokenService)
      .sign({ id: people.get('asha')!, name: 'Asha Rao', profileComplete: true });
    const res = await call(`${running.api}/leaderboard/me`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body.items.map((i: any) => i.submissionId)).toEqual([ids.get('EntryDddddd'), ids.get('EntryIiiiii')]);
    expect(res.body.items[0].rank).toBe(2); // F overtook everyone in the last snapshot
    expect((await call(`${running.api}/leaderboard/me`)).status).toBe(401);
  });

  it('positionsFor gives rank and latest figures, for the entries domain', async () => {
    const positions = await running.app
      .get(LeaderboardService)
      .positionsFor([ids.get('EntryDddddd')!, ids.get('EntryGgggggg')!, '00000000-0000-4000-8000-000000000000', 'bad']);
    expect(positions.get(ids.get('EntryDddddd')!)).toMatchObject({ rank: 2, views: 900, likes: null });
    expect(positions.get(ids.get('EntryGgggggg')!)).toMatchObject({ rank: null, views: 1_000_000, likes: 1 });
    expect(positions.size).toBe(2);
  });

  it('marks simulated figures as simulated down to the response', async () => {
    await setMetrics('EntryAaaaaa', 700, 5, 'simulated');
    await recompute();
    const res = await board();
    expect(res.body.source).toBe('mixed');
    const item = res.body.items.find((i: any) => i.submissionId === ids.get('EntryAaaaaa'));
    expect(item.metrics).toEqual({ views: 700, likes: 5, votes: 0, source: 'simulated' });
  });

  it('keeps the rows of the newest three snapshots, each in its own table, and sub-boards read the newest', async () => {
    for (let run = 0; run < 4; run++) await recompute();
    const kept = await db(
      `SELECT c.relname FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       WHERE i.inhparent = 'leaderboard_rows'::regclass ORDER BY c.relname`,
    );
    const newest = await db(`SELECT id FROM leaderboard_snapshots ORDER BY id DESC LIMIT 3`);
    expect(kept.map((row) => row.relname).sort()).toEqual(newest.map((row) => `leaderboard_rows_${row.id}`).sort());
    const [rows] = await db(
      `SELECT count(*)::int AS n FROM leaderboard_rows WHERE snapshot_id = (SELECT max(id) FROM leaderboard_snapshots)`,
    );
    expect(rows.n).toBe(7); // the verified entries of participants not blocked
    const action = await board('?category=action&limit=2');
    expect(action.body.items.map((i: any) => i.rank)).toEqual([1, 2]);
  });
});
