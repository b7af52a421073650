import type { TestingModule } from '@nestjs/testing';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { FakeGraphServer, fakeMedia } from '../../test/fake-graph/fake-graph-server';
import { insertEntries, withDatabase } from './testing/contest-fixtures';
import { bootWorkerAfterFirstCycle } from './testing/worker';

const CAPTION = 'My film #AIFilmContest #PMLifeInAI with @narendramodi';

describe('entry ownership in a refresh cycle against the Graph API', () => {
  const env = useTestEnvironment({ METRICS_REFRESH_INTERVAL: '1h' });
  let fake: FakeGraphServer;
  let worker: TestingModule;
  let ids: Map<string, string>;
  const db = <T>(sql: string, params: unknown[] = []) =>
    withDatabase(env.databaseUrl, async (client) => (await client.query(sql, params)).rows as T[]);

  beforeAll(async () => {
    fake = await FakeGraphServer.start();
    Object.assign(process.env, fake.env());
    fake.media = [
      // Accepted Collabs: one posted by the entrant (her ownership code in its caption), one by somebody else
      // (a squatter's entry, the squatter having typed the author's handle on their profile).
      fakeMedia({ shortcode: 'OwnPost0001', username: 'asha.rao', caption: `${CAPTION} AFC-ASHA22` }),
      fakeMedia({ shortcode: 'Victim00001', username: 'victim_creator', caption: CAPTION }),
      // No Collab yet: a professional account (business discovery reads it) and a personal one.
      fakeMedia({
        shortcode: 'BizPost0001',
        username: 'biz_maker',
        caption: `${CAPTION} afc-bizz22`,
        collaboration: false,
        views: 4321,
      }),
      fakeMedia({ shortcode: 'Personal001', username: 'personal_one', caption: CAPTION, collaboration: false }),
      // No handle on the profile, but the link named the account.
      fakeMedia({ shortcode: 'HintPost001', username: 'hinted_biz', caption: CAPTION, collaboration: false }),
    ];
    fake.businessAccounts.add('biz_maker');
    fake.businessAccounts.add('hinted_biz');
    ({ submissions: ids } = await insertEntries(env.databaseUrl, [
      { shortcode: 'OwnPost0001', status: 'pending', instagramHandle: 'asha.rao', ownershipCode: 'AFC-ASHA22' },
      { shortcode: 'Victim00001', status: 'pending', instagramHandle: 'victim_creator' },
      { shortcode: 'BizPost0001', status: 'pending', instagramHandle: 'biz_maker', ownershipCode: 'AFC-BIZZ22' },
      { shortcode: 'Personal001', status: 'pending', instagramHandle: 'personal_one' },
      { shortcode: 'HintPost001', status: 'pending', linkUsername: 'hinted_biz' },
    ]));
    worker = await bootWorkerAfterFirstCycle(env.databaseUrl);
  });

  afterAll(async () => {
    await worker?.close();
    await fake?.close();
  });

  const checkOf = async (shortcode: string) =>
    (
      await db<Record<string, unknown>>(
        `SELECT owner_matches, passed, found_via, collaboration_found FROM submission_auto_checks
          WHERE submission_id = $1`,
        [ids.get(shortcode)],
      )
    )[0];

  it('passes an entry whose post the entrant proved theirs with the code in its caption', async () => {
    expect(await checkOf('OwnPost0001')).toEqual({
      owner_matches: true,
      passed: true,
      found_via: 'collaborative_media',
      collaboration_found: true,
    });
    const [proven] = await db(
      `SELECT p.instagram_proven_username, p.instagram_proven_at IS NOT NULL AS dated
         FROM participants p JOIN submissions s ON s.participant_id = p.id WHERE s.id = $1`,
      [ids.get('OwnPost0001')],
    );
    expect(proven).toEqual({ instagram_proven_username: 'asha.rao', dated: true });
  });

  it('never takes a typed handle for the owner: a squatter typing the author’s handle does not pass', async () => {
    expect(await checkOf('Victim00001')).toEqual({
      owner_matches: null,
      passed: false,
      found_via: 'collaborative_media',
      collaboration_found: true,
    });
    const [squatter] = await db(
      `SELECT p.instagram_proven_username FROM participants p JOIN submissions s ON s.participant_id = p.id
        WHERE s.id = $1`,
      [ids.get('Victim00001')],
    );
    expect(squatter).toEqual({ instagram_proven_username: null });
  });

  it('measures a professional account’s post through business discovery before any Collab', async () => {
    const samples = await db<{ views: string; source: string }>(
      `SELECT views, source FROM metric_samples WHERE submission_id = $1`,
      [ids.get('BizPost0001')],
    );
    expect(samples).toEqual([{ views: '4321', source: 'business_discovery' }]);
    expect(await checkOf('BizPost0001')).toMatchObject({ owner_matches: true, found_via: 'business_discovery' });
    const [entry] = await db(`SELECT ig_username FROM submissions WHERE id = $1`, [ids.get('BizPost0001')]);
    expect(entry).toEqual({ ig_username: 'biz_maker' });
  });

  it('reads the account a link named, as a place to look (the listing is the proof)', async () => {
    const samples = await db(`SELECT source FROM metric_samples WHERE submission_id = $1`, [ids.get('HintPost001')]);
    expect(samples).toEqual([{ source: 'business_discovery' }]);
    // No handle on the profile: ownership stays unknown.
    expect(await checkOf('HintPost001')).toMatchObject({ owner_matches: null });
  });

  it('records a personal account as not readable, without figures', async () => {
    expect(
      await db(`SELECT count(*)::int AS n FROM metric_samples WHERE submission_id = $1`, [ids.get('Personal001')]),
    ).toEqual([{ n: 0 }]);
    expect(await db(`SELECT username, readable FROM instagram_accounts ORDER BY username`)).toEqual([
      { username: 'biz_maker', readable: true },
      { username: 'hinted_biz', readable: true },
      { username: 'personal_one', readable: false },
    ]);
  });
});
