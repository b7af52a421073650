import { AppModule } from '../../app.module';
import { AccessTokenService } from '../../auth/access-token.service';
import { call, RunningApp, startApp } from '../../../test/harness/http';
import { useTestEnvironment } from '../../../test/harness/test-environment';
import { consoleDataProvider } from '../../../test/harness/console-client';
import {
  consoleAccount,
  database,
  seedEntries,
  SeededEntry,
  TestDatabase,
} from '../../../test/harness/console-fixtures';

/** A rejection or a disqualification can be undone, with a reason, and the undoing is on the record. */
describe('reinstating an entry', () => {
  const env = useTestEnvironment();
  let running: RunningApp;
  let db: TestDatabase;
  let admin: Awaited<ReturnType<typeof consoleAccount>>;
  let entries: SeededEntry[];

  const asAdmin = (path: string, body: unknown) => call(`${running.api}/admin${path}`, { token: admin.token, body });

  beforeAll(async () => {
    running = await startApp(AppModule);
    db = await database(env.databaseUrl);
    admin = await consoleAccount(running.app, running.api, 'admin', 'reinstating-admin');
    ({ entries } = await seedEntries(
      db,
      [{ name: 'Kavya N', state: 'Karnataka', tier: 'micro_influencer', phone: '+919711111111' }],
      [
        { who: 0, category: 'life', views: 1_000 },
        { who: 0, category: 'action', views: 2_000, status: 'verified' },
        { who: 0, category: 'policies', views: 3_000 },
      ],
    ));
  });
  afterAll(async () => {
    await db.end();
    await running.close();
  });

  it('returns a rejected entry to the queue and a disqualified one to verified, with history and audit', async () => {
    const [rejected, disqualified] = entries;
    for (const [entry, status] of [
      [rejected, 'rejected'],
      [disqualified, 'disqualified'],
    ] as const) {
      const res = await call(`${running.api}/admin/entries/${entry.id}`, {
        method: 'PUT',
        token: admin.token,
        body: { status, statusReason: 'Hashtags missing' },
      });
      expect(res.status).toBe(200);
    }

    const back = await asAdmin(`/entries/${rejected.id}/reinstate`, { reason: 'The hashtags were in a comment' });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'pending', statusReason: null });
    const restored = await asAdmin(`/entries/${disqualified.id}/reinstate`, { reason: 'Views jump explained' });
    expect(restored.body).toMatchObject({ status: 'verified', statusReason: null });

    const { data } = await consoleDataProvider(running.api, admin.token).getOne('entries', { id: rejected.id });
    expect(
      data.history.map((change: { toStatus: string; reason: string | null }) => [change.toStatus, change.reason]),
    ).toEqual([
      ['rejected', 'Hashtags missing'],
      ['pending', 'The hashtags were in a comment'],
    ]);
    const audit = await db.rows(
      `SELECT resource_id, before, after FROM console_audit_log WHERE action = 'entry.reinstate' ORDER BY id`,
    );
    expect(audit).toEqual([
      {
        resource_id: rejected.id,
        before: { status: 'rejected', statusReason: 'Hashtags missing' },
        after: { status: 'pending', statusReason: null, reason: 'The hashtags were in a comment' },
      },
      {
        resource_id: disqualified.id,
        before: { status: 'disqualified', statusReason: 'Hashtags missing' },
        after: { status: 'verified', statusReason: null, reason: 'Views jump explained' },
      },
    ]);

    // The participant no longer reads a rejection.
    const participantToken = await running.app
      .get(AccessTokenService)
      .sign({ id: rejected.participantId, name: 'Kavya N', profileComplete: true });
    const mine = await call(`${running.api}/submissions/mine`, { token: participantToken });
    expect(mine.body.items.find((item: { id: string }) => item.id === rejected.id)).toMatchObject({
      status: 'pending',
      rejectionReason: null,
    });
  });

  it('refuses to reinstate a rejected entry whose post another live entry holds now', async () => {
    const {
      entries: [squatted, author],
    } = await seedEntries(
      db,
      [
        { name: 'Squatter', state: 'Goa', tier: 'nano_influencer', phone: '+919722222222' },
        { name: 'Real Author', state: 'Goa', tier: 'nano_influencer', phone: '+919733333333' },
      ],
      [
        { who: 0, category: 'life', views: 0, status: 'rejected' },
        { who: 1, category: 'life', views: 0 },
      ],
    );
    // The rejection freed the post, and its real author entered it.
    await db.query(
      `UPDATE submissions SET shortcode = (SELECT shortcode FROM submissions WHERE id = $1) WHERE id = $2`,
      [squatted.id, author.id],
    );

    const back = await asAdmin(`/entries/${squatted.id}/reinstate`, { reason: 'Changed my mind' });
    expect(back.status).toBe(409);
    expect(back.body.error.code).toBe('post_claimed_again');
    expect(await db.rows(`SELECT status FROM submissions WHERE id = $1`, [squatted.id])).toEqual([
      { status: 'rejected' },
    ]);
  });

  it('refuses to reinstate an entry that was never rejected or disqualified, or without a reason', async () => {
    const pending = entries[2];
    const live = await asAdmin(`/entries/${pending.id}/reinstate`, { reason: 'nothing to undo' });
    expect(live.status).toBe(409);
    expect(live.body.error.code).toBe('invalid_status_transition');
    const blank = await asAdmin(`/entries/${pending.id}/reinstate`, { reason: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.code).toBe('validation_failed');
    expect(await db.rows(`SELECT 1 FROM submission_status_changes WHERE submission_id = $1`, [pending.id])).toEqual([]);
  });
});
