import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { AccessTokenService } from '../auth/access-token.service';
import { consoleAccount } from '../../test/harness/console-fixtures';
import { insertEntries, withDatabase } from '../metrics/testing/contest-fixtures';
import { RedisService } from '../redis/redis.service';
import { BoardCache, SUPERSEDED_BOARD_TTL_SECONDS } from './board-cache';
import { LeaderboardService } from './leaderboard.service';
import { RankRecomputeService } from './rank-recompute.service';

describe('a removed participant leaves every public board at once', () => {
  const env = useTestEnvironment({ METRICS_PROVIDER: 'simulated' });
  let running: RunningApp;
  let ids: Map<string, string>;
  let people: Map<string, string>;
  let admin: string;
  const db = (sql: string, params: unknown[] = []) =>
    withDatabase(env.databaseUrl, async (client) => (await client.query(sql, params)).rows);
  const board = async (query = '') =>
    (await call(`${running.api}/leaderboard${query}`)).body.items.map((item: any) => [item.rank, item.submissionId]);
  const ranked = (...shortcodes: string[]) => shortcodes.map((shortcode, i) => [i + 1, ids.get(shortcode)]);
  const tokenOf = (shortcode: string) =>
    running.app.get(AccessTokenService).sign({ id: people.get(shortcode)!, name: 'Someone', profileComplete: true });
  const myRanks = async (shortcode: string) =>
    (await call(`${running.api}/leaderboard/me`, { token: await tokenOf(shortcode) })).body.items.map(
      (item: any) => item.rank,
    );
  const block = (shortcode: string, blocked: boolean) =>
    call(`${running.api}/admin/participants/${people.get(shortcode)}`, {
      method: 'PUT',
      token: admin,
      body: { blocked },
    });

  beforeAll(async () => {
    ({ submissions: ids, participants: people } = await insertEntries(env.databaseUrl, [
      { shortcode: 'EntryAaaaaa', state: 'Goa' },
      { shortcode: 'EntryBbbbbb', state: 'Goa' },
      { shortcode: 'EntryCccccc', state: 'Kerala' },
      { shortcode: 'EntryDddddd', state: 'Goa' },
      { shortcode: 'EntryEeeeee', state: 'Goa' },
      { shortcode: 'EntryFfffff', state: 'Goa' },
    ]));
    const views = { EntryAaaaaa: 900, EntryBbbbbb: 800, EntryCccccc: 700, EntryDddddd: 600, EntryEeeeee: 500 };
    for (const [shortcode, count] of Object.entries({ ...views, EntryFfffff: 400 })) {
      await db(
        `INSERT INTO submission_metrics (submission_id, views, likes, source, sampled_at, cycle_id)
         VALUES ($1, $2, 1, 'collaborative_media', now(), 0)`,
        [ids.get(shortcode), count],
      );
    }
    running = await startApp();
    admin = (await consoleAccount(running.app, running.api, 'admin')).token;
    await running.app.get(RankRecomputeService).recompute();
    await running.app.get(LeaderboardService).sync();
  });
  afterAll(() => running?.close());

  it('blocking drops their entries from the board, sub-boards, stats and others’ ranks before it answers', async () => {
    expect(await board()).toEqual(
      ranked('EntryAaaaaa', 'EntryBbbbbb', 'EntryCccccc', 'EntryDddddd', 'EntryEeeeee', 'EntryFfffff'),
    );
    expect(await board('?state=Goa')).toEqual(
      ranked('EntryAaaaaa', 'EntryBbbbbb', 'EntryDddddd', 'EntryEeeeee', 'EntryFfffff'),
    );
    expect((await call(`${running.api}/stats`)).body.entries).toBe(6);
    expect(await myRanks('EntryCccccc')).toEqual([3]);

    expect((await block('EntryBbbbbb', true)).status).toBe(200);
    expect(await board()).toEqual(ranked('EntryAaaaaa', 'EntryCccccc', 'EntryDddddd', 'EntryEeeeee', 'EntryFfffff'));
    expect(await board('?state=Goa')).toEqual(ranked('EntryAaaaaa', 'EntryDddddd', 'EntryEeeeee', 'EntryFfffff'));
    expect((await call(`${running.api}/stats`)).body.entries).toBe(5);
    expect(await myRanks('EntryCccccc')).toEqual([2]);

    expect((await block('EntryBbbbbb', false)).status).toBe(200);
    expect(await board()).toEqual(
      ranked('EntryAaaaaa', 'EntryBbbbbb', 'EntryCccccc', 'EntryDddddd', 'EntryEeeeee', 'EntryFfffff'),
    );
  });

  it('erasing an account (DELETE /me) does the same', async () => {
    const erased = await call(`${running.api}/me`, { method: 'DELETE', token: await tokenOf('EntryEeeeee') });
    expect(erased.status).toBe(204);
    expect(await board()).toEqual(ranked('EntryAaaaaa', 'EntryBbbbbb', 'EntryCccccc', 'EntryDddddd', 'EntryFfffff'));
    expect(await board('?state=Goa')).toEqual(ranked('EntryAaaaaa', 'EntryBbbbbb', 'EntryDddddd', 'EntryFfffff'));
    expect((await call(`${running.api}/stats`)).body).toMatchObject({
      entries: 5,
      totalViews: 900 + 800 + 700 + 600 + 400,
    });
    expect(await myRanks('EntryFfffff')).toEqual([5]);
  });

  it('sub-boards leave out a participant blocked after the snapshot was taken', async () => {
    await db(`UPDATE participants SET blocked_at = now() WHERE id = $1`, [people.get('EntryDddddd')]);
    expect(await board('?state=Goa&category=life')).toEqual(ranked('EntryAaaaaa', 'EntryBbbbbb', 'EntryFfffff'));
    await db(`UPDATE participants SET blocked_at = NULL WHERE id = $1`, [people.get('EntryDddddd')]);
  });

  it('lets a superseded board in Redis expire within a minute; the current one stays', async () => {
    const redis = running.app.get(RedisService).client;
    const previous = await running.app.get(BoardCache).currentId();
    await running.app.get(RankRecomputeService).recompute();
    const current = await running.app.get(BoardCache).currentId();
    expect(current).not.toBe(previous);
    const oldTtl = await redis.ttl(`leaderboard:board:${previous}`);
    expect(oldTtl).toBeGreaterThan(0);
    expect(oldTtl).toBeLessThanOrEqual(SUPERSEDED_BOARD_TTL_SECONDS);
    expect(await redis.ttl(`leaderboard:board:${current}`)).toBeGreaterThan(SUPERSEDED_BOARD_TTL_SECONDS);

    // An older board published late changes nothing, and shortens nothing.
    const cache = running.app.get(BoardCache);
    const board = (await cache.board(current!))!;
    expect(await cache.publish({ ...board, snapshotId: String(Number(current) - 1) })).toBe(false);
    expect(await cache.currentId()).toBe(current);
    expect(await redis.ttl(`leaderboard:board:${current}`)).toBeGreaterThan(SUPERSEDED_BOARD_TTL_SECONDS);
  });
});
