import { AppModule } from '../../app.module';
import { call, RunningApp, startApp } from '../../../test/harness/http';
import { useTestEnvironment } from '../../../test/harness/test-environment';
import {
  consoleAccount,
  database,
  seedEntries,
  SeededEntry,
  TestDatabase,
} from '../../../test/harness/console-fixtures';

/** The console's view of who owns an entry's post: the ownership block, every claim, the queue filters. */
describe('entry ownership in the console', () => {
  const env = useTestEnvironment();
  let running: RunningApp;
  let db: TestDatabase;
  let token: string;
  let entries: SeededEntry[];
  let participants: string[];

  const get = (path: string) => call(`${running.api}/admin${path}`, { token });
  const listIds = async (filter: Record<string, unknown>) => {
    const res = await get(`/entries?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    expect(res.status).toBe(200);
    return res.body.map((row: { id: string }) => row.id).sort();
  };

  beforeAll(async () => {
    running = await startApp(AppModule);
    db = await database(env.databaseUrl);
    token = (await consoleAccount(running.app, running.api, 'admin', 'ownership-organiser')).token;
    ({ entries, participants } = await seedEntries(
      db,
      [
        { name: 'Sly Squatter', state: 'Goa', tier: 'nano_influencer', phone: '+919833333333' },
        { name: 'Real Author', state: 'Kerala', tier: 'micro_influencer', phone: '+919844444444' },
      ],
      [
        { who: 0, category: 'life', views: null, status: 'rejected' },
        { who: 1, category: 'life', views: null },
        { who: 1, category: 'action', views: null },
      ],
    ));
    // The squatter's rejected claim and the author's live one are the same post.
    await db.query(`UPDATE submissions SET shortcode = $2, link_username = 'real.author' WHERE id = $1`, [
      entries[0].id,
      (await db.rows(`SELECT shortcode FROM submissions WHERE id = $1`, [entries[1].id]))[0].shortcode,
    ]);
    await db.query(
      `UPDATE participants SET instagram_handle = 'real.author', instagram_proven_username = 'real.author',
              instagram_proven_at = now() WHERE id = $1`,
      [participants[1]],
    );
    await db.query(`UPDATE submissions SET ig_username = 'real.author' WHERE id = $1`, [entries[1].id]);
    await db.query(`UPDATE submissions SET ig_username = 'somebody_else' WHERE id = $1`, [entries[2].id]);
    const [cycle] = await db.rows(`SELECT id FROM metric_refresh_cycles LIMIT 1`);
    await db.query(
      `INSERT INTO submission_auto_checks (submission_id, cycle_id, collaboration_found, owner_matches, passed)
       VALUES ($1, $3, true, true, true), ($2, $3, false, false, false)`,
      [entries[1].id, entries[2].id, cycle.id],
    );
    await db.query(
      `INSERT INTO collab_invitations (media_id, owner_username, caption, submission_id)
       VALUES ('17900000000000001', 'real.author', 'my film', $1)`,
      [entries[2].id],
    );
  });
  afterAll(async () => {
    await db.end();
    await running.close();
  });

  it('shows the entrant’s handle beside the owner the worker found, and every other claim on the post', async () => {
    const res = await get(`/entries/${entries[1].id}`);
    expect(res.status).toBe(200);
    expect(res.body.ownership).toEqual({
      entrantHandle: 'real.author',
      entrantVerified: true,
      ownerUsername: 'real.author',
      linkUsername: null,
      ownerMatches: true,
      accountReadable: null,
      invitation: 'accepted',
    });
    expect(res.body.claims).toEqual([
      expect.objectContaining({
        id: entries[0].id,
        status: 'rejected',
        author: 'Sly Squatter',
        participantId: participants[0],
        linkUsername: 'real.author',
      }),
    ]);
    // And from the squatter's side, the author's live claim.
    const squatter = await get(`/entries/${entries[0].id}`);
    expect(squatter.body.claims.map((claim: { id: string }) => claim.id)).toEqual([entries[1].id]);
  });

  it('flags a mismatched owner and a pending invitation on the entry', async () => {
    const res = await get(`/entries/${entries[2].id}`);
    expect(res.body.ownership).toMatchObject({
      ownerMatches: false,
      ownerUsername: 'somebody_else',
      invitation: 'pending',
    });
    expect(res.body.claims).toEqual([]);
  });

  it('filters the queue on a mismatched owner and on a pending invitation', async () => {
    expect(await listIds({ ownerMismatch: true })).toEqual([entries[2].id]);
    expect(await listIds({ ownerMismatch: false })).toEqual([entries[0].id, entries[1].id].sort());
    expect(await listIds({ invitationPending: true })).toEqual([entries[2].id]);
    const bad = await get(`/entries?filter=${encodeURIComponent(JSON.stringify({ ownerMismatch: 'maybe' }))}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');
  });
});
