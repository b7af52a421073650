import { AppModule } from '../app.module';
import { AccessTokenService } from '../auth/access-token.service';
import { AppConfig } from '../config/app-config';
import { NotificationOutboxService } from '../notifications/notification-outbox.service';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { consoleDataProvider } from '../../test/harness/console-client';
import { parseCsv } from '../../test/harness/csv';
import { consoleAccount, database, seedEntries, SeededEntry, TestDatabase } from '../../test/harness/console-fixtures';
import { GrievanceRemindersService } from './grievance-reminders.service';
import { GrievancesRepository } from './grievances.repository';

type Account = Awaited<ReturnType<typeof consoleAccount>>;

/** A grievance goes from raised to answered, on time, with its author told and every organiser step on record. */
describe('grievances', () => {
  const env = useTestEnvironment({ GRIEVANCE_MAX_OPEN: '3', GRIEVANCE_RESPONSE_DAYS: '30' });
  let running: RunningApp;
  let db: TestDatabase;
  let admin: Account;
  let officer: Account;
  let entries: SeededEntry[];
  let participants: string[];
  let kavya: string;
  let ravi: string;

  const token = (id: string) => running.app.get(AccessTokenService).sign({ id, name: 'x', profileComplete: true });
  const raise = async (who: string, body: unknown) =>
    call(`${running.api}/me/grievances`, { token: await token(who), body });
  const admin$ = (path: string, init: { method?: string; body?: unknown; token?: string } = {}) =>
    call(`${running.api}/admin${path}`, { token: admin.token, ...init });
  const reminders = () =>
    new GrievanceRemindersService(
      running.app.get(GrievancesRepository),
      running.app.get(NotificationOutboxService),
      running.app.get(AppConfig),
    );

  beforeAll(async () => {
    running = await startApp(AppModule);
    db = await database(env.databaseUrl);
    admin = await consoleAccount(running.app, running.api, 'admin', 'grievance-admin');
    officer = await consoleAccount(running.app, running.api, 'admin', 'grievance-officer');
    ({ entries, participants } = await seedEntries(
      db,
      [
        { name: 'Kavya N', state: 'Karnataka', tier: 'micro_influencer', phone: '+919711100001' },
        { name: 'Ravi K', state: 'Goa', tier: 'nano_influencer', phone: '+919711100002' },
      ],
      [
        { who: 0, category: 'life', views: 1_000, status: 'rejected' },
        { who: 1, category: 'action', views: 2_000, status: 'disqualified' },
      ],
    ));
    [kavya, ravi] = participants;
    await db.query(`UPDATE submissions SET status_reason = 'Hashtags missing' WHERE status <> 'pending'`);
    await db.query(
      `UPDATE participants SET email = lower(replace(name, ' ', '')) || '@example.test', email_verified = true`,
    );
  });
  afterAll(async () => {
    await db.end();
    await running.close();
  });

  it('refuses a grievance without what it needs, or about someone else’s entry, and stores nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ topic: 'entry_decision', message: 'Please look again' }, 'submissionId'],
      [{ topic: 'entry_decision', submissionId: entries[1].id, message: 'Not mine' }, 'submissionId'],
      [{ topic: 'gossip', message: 'hello' }, 'topic'],
      [{ topic: 'other', message: '   ' }, 'message'],
      [{ topic: 'other', message: 'x'.repeat(4001) }, 'message'],
      [{ topic: 'other', message: 'hi', assigneeId: admin.id }, 'assigneeId'],
    ];
    for (const [body, field] of cases) {
      const res = await raise(kavya, body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(Object.keys(res.body.error.details.fields)).toContain(field);
    }
    expect(await db.rows(`SELECT 1 FROM grievances`)).toEqual([]);
    const anonymous = await call(`${running.api}/me/grievances`, { body: { topic: 'other', message: 'hi' } });
    expect(anonymous.status).toBe(401);
  });

  it('raises one about an entry decision: due in 30 days, the author told by e-mail and on the site', async () => {
    const res = await raise(kavya, {
      topic: 'entry_decision',
      submissionId: entries[0].id,
      message: 'The hashtags were in my first comment.',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      reference: `G-${String(res.body.id).slice(0, 8).toUpperCase()}`,
      topic: 'entry_decision',
      submissionId: entries[0].id,
      instagramUrl: expect.stringContaining('instagram.com'),
      status: 'open',
      reply: null,
    });
    const days = (Date.parse(res.body.dueAt) - Date.parse(res.body.receivedAt)) / 86_400_000;
    expect(days).toBe(30);
    expect(res.body).not.toHaveProperty('assigneeId');
    const told = await db.rows(
      `SELECT channel FROM notifications WHERE participant_id = $1 AND kind = 'grievance_received' ORDER BY channel`,
      [kavya],
    );
    expect(told).toEqual([{ channel: 'email' }, { channel: 'site' }]);
    const site = await call(`${running.api}/me/notifications`, { token: await token(kavya) });
    expect(JSON.stringify(site.body)).toContain('Grievance received');
  });

  it('lists only the participant’s own grievances, and caps how many may wait at once', async () => {
    for (const message of ['My data: please correct my state', 'Another question']) {
      expect((await raise(kavya, { topic: 'personal_data', message })).status).toBe(201);
    }
    const fourth = await raise(kavya, { topic: 'other', message: 'One more' });
    expect(fourth.status).toBe(409);
    expect(fourth.body.error.code).toBe('too_many_open_grievances');

    const mine = await call(`${running.api}/me/grievances`, { token: await token(kavya) });
    expect(mine.body).toMatchObject({ responseDays: 30, maxOpen: 3, atLimit: true });
    expect(mine.body.items).toHaveLength(3);
    // Each carries the reference its messages quote, so the entrant can tell which one a message is about.
    for (const item of mine.body.items) expect(item.reference).toBe(`G-${item.id.slice(0, 8).toUpperCase()}`);
    const others = await call(`${running.api}/me/grievances`, { token: await token(ravi) });
    expect(others.body).toMatchObject({ items: [], atLimit: false });
  });

  it('lets a blocked account raise a grievance, though it may change nothing else', async () => {
    await db.query(`UPDATE participants SET blocked_at = now() WHERE id = $1`, [ravi]);
    const res = await raise(ravi, { topic: 'other', message: 'Why was my account blocked?' });
    expect(res.status).toBe(201);
    const profile = await call(`${running.api}/me/profile`, { token: await token(ravi), body: { name: 'Ravi' } });
    expect(profile.status).toBe(403);
    expect(profile.body.error.code).toBe('account_blocked');
    await db.query(`UPDATE participants SET blocked_at = NULL WHERE id = $1`, [ravi]);
  });

  it('gives organisers a queue soonest due first, filtered by status, assignee and overdue', async () => {
    const provider = consoleDataProvider(running.api, admin.token);
    const all = await provider.getList('grievances', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'dueAt', order: 'ASC' },
      filter: {},
    });
    expect(all.total).toBe(4);
    expect(all.data.map((row) => row.daysLeft)).toEqual([30, 30, 30, 30]);
    expect(all.data.map((row) => row.countdown)).toEqual(Array(4).fill('30 days left'));
    const first = all.data[0];
    expect(first).toMatchObject({ participantName: 'Kavya N', entryStatus: 'rejected', overdue: false });
    expect(first.reference).toBe(`G-${String(first.id).slice(0, 8).toUpperCase()}`);

    // One of them was received 31 days ago: overdue by a day.
    await db.query(
      `UPDATE grievances SET received_at = now() - interval '31 days', due_at = now() - interval '1 day'
        WHERE topic = 'other' AND participant_id = $1`,
      [ravi],
    );
    const overdue = await provider.getList('grievances', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'dueAt', order: 'ASC' },
      filter: { overdue: true },
    });
    expect(overdue.data.map((row) => [row.participantName, row.daysLeft, row.countdown, row.overdue])).toEqual([
      ['Ravi K', -1, '1 day overdue', true],
    ]);
    const bad = await admin$(`/grievances?filter=${encodeURIComponent('{"status":"lost"}')}`);
    expect(bad.status).toBe(400);
    const sorted = await admin$(`/grievances?sort=${encodeURIComponent('["message","ASC"]')}`);
    expect(sorted.status).toBe(400);
  });

  it('assigns, notes and answers a grievance, each step audited, and tells the participant', async () => {
    const [grievance] = await db.rows(`SELECT id FROM grievances WHERE submission_id = $1`, [entries[0].id]);
    const assigned = await admin$(`/grievances/${grievance.id}`, {
      method: 'PUT',
      body: { status: 'in_progress', assigneeId: officer.id },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ status: 'in_progress', assigneeEmail: officer.email });

    const juror = await consoleAccount(running.app, running.api, 'jury', 'grievance-juror');
    const wrong = await admin$(`/grievances/${grievance.id}`, { method: 'PUT', body: { assigneeId: juror.id } });
    expect(wrong.status).toBe(400);
    const answeredByHand = await admin$(`/grievances/${grievance.id}`, { method: 'PUT', body: { status: 'answered' } });
    expect(answeredByHand.status).toBe(400);

    const noted = await admin$(`/grievances/${grievance.id}/notes`, {
      body: { body: 'The comment does carry the hashtags.' },
    });
    expect(noted.body.notes).toEqual([
      expect.objectContaining({ authorEmail: admin.email, body: 'The comment does carry the hashtags.' }),
    ]);

    const answered = await admin$(`/grievances/${grievance.id}/reply`, {
      body: { reply: 'You are right: your entry is back in the queue.' },
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ status: 'answered', daysLeft: null, countdown: null, overdue: false });
    expect(answered.body.notes).toHaveLength(1);

    const audit = await db.rows(
      `SELECT action, actor_email FROM console_audit_log WHERE resource = 'grievances' AND resource_id = $1 ORDER BY id`,
      [grievance.id],
    );
    expect(audit).toEqual([
      { action: 'grievance.update', actor_email: admin.email },
      { action: 'grievance.note', actor_email: admin.email },
      { action: 'grievance.reply', actor_email: admin.email },
    ]);
    const log = await admin$(
      `/audit-log?filter=${encodeURIComponent(JSON.stringify({ resource: 'grievances', resourceId: grievance.id }))}`,
    );
    expect(log.body[0].target).toBe(`G-${String(grievance.id).slice(0, 8).toUpperCase()} · Kavya N`);

    const mine = await call(`${running.api}/me/grievances`, { token: await token(kavya) });
    const seen = mine.body.items.find((item: { id: string }) => item.id === grievance.id);
    expect(seen).toMatchObject({ status: 'answered', reply: 'You are right: your entry is back in the queue.' });
    expect(seen).not.toHaveProperty('notes');
    const told = await db.rows(
      `SELECT channel FROM notifications WHERE participant_id = $1 AND kind = 'grievance_answered' ORDER BY channel`,
      [kavya],
    );
    expect(told).toEqual([{ channel: 'email' }, { channel: 'site' }]);

    const closed = await admin$(`/grievances/${grievance.id}/reply`, { body: { reply: 'Closing.', close: true } });
    expect(closed.body.status).toBe('closed');
    const again = await admin$(`/grievances/${grievance.id}/reply`, { body: { reply: 'More' } });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('grievance_closed');
  });

  it('reinstates the entry from the grievance, linked on the grievance and in the audit log', async () => {
    const [grievance] = await db.rows(`SELECT id FROM grievances WHERE submission_id = $1`, [entries[0].id]);
    const [other] = await db.rows(`SELECT id FROM grievances WHERE submission_id IS NULL LIMIT 1`);
    const mismatched = await admin$(`/entries/${entries[0].id}/reinstate`, {
      body: { reason: 'Grievance upheld', grievanceId: other.id },
    });
    expect(mismatched.status).toBe(400);
    expect(await db.rows(`SELECT status FROM submissions WHERE id = $1`, [entries[0].id])).toEqual([
      { status: 'rejected' },
    ]);

    const back = await admin$(`/entries/${entries[0].id}/reinstate`, {
      body: { reason: 'Grievance upheld', grievanceId: grievance.id },
    });
    expect(back.status).toBe(200);
    expect(back.body.status).toBe('pending');
    const shown = await admin$(`/grievances/${grievance.id}`);
    expect(shown.body.reinstatedAt).not.toBeNull();
    const [audit] = await db.rows(
      `SELECT after FROM console_audit_log WHERE action = 'entry.reinstate' AND resource_id = $1`,
      [entries[0].id],
    );
    expect(audit.after).toMatchObject({ grievanceId: grievance.id, reason: 'Grievance upheld' });
  });

  it('reminds the assignee 7 days ahead and alerts admins 2 days ahead and when overdue, each once', async () => {
    await db.query(`DELETE FROM notifications WHERE kind IN ('grievance_reminder', 'grievance_due_alert')`);
    const [soon] = await db.rows(
      `SELECT id FROM grievances WHERE participant_id = $1 AND status = 'open' ORDER BY received_at LIMIT 1`,
      [kavya],
    );
    await db.query(
      `UPDATE grievances SET assignee_id = $2, received_at = now() - interval '24 days',
              due_at = now() + interval '6 days' WHERE id = $1`,
      [soon.id, officer.id],
    );
    expect(await reminders().run()).toBe(2); // the one reminder due, and the overdue grievance's alert
    expect(await reminders().run()).toBe(0);
    const sent = async () =>
      db.rows(
        `SELECT kind, account_id FROM notifications WHERE kind IN ('grievance_reminder', 'grievance_due_alert')
          ORDER BY kind, account_id`,
      );
    const admins = (
      await db.rows(`SELECT id FROM console_accounts WHERE role = 'admin' AND NOT disabled ORDER BY id`)
    ).map((row) => row.id as string);
    expect(await sent()).toEqual([
      ...admins.map((id) => ({ kind: 'grievance_due_alert', account_id: id })),
      { kind: 'grievance_reminder', account_id: officer.id },
    ]);

    // A new assignee is reminded afresh; given back to the first, it tells nobody twice and counts nothing.
    const reassign = (assigneeId: string) =>
      admin$(`/grievances/${soon.id}`, { method: 'PUT', body: { assigneeId } }).then((res) => res.status);
    expect(await reassign(admin.id)).toBe(200);
    expect(await reminders().run()).toBe(1);
    expect(await reassign(officer.id)).toBe(200);
    expect(await reminders().run()).toBe(0);
    const reminded = await db.rows(
      `SELECT account_id FROM notifications WHERE kind = 'grievance_reminder' ORDER BY created_at, account_id`,
    );
    expect(reminded).toEqual([{ account_id: officer.id }, { account_id: admin.id }]);

    // Two days before it is due, every admin hears it once more; then again once it is overdue.
    await db.query(`UPDATE grievances SET due_at = now() + interval '1 day' WHERE id = $1`, [soon.id]);
    expect(await reminders().run()).toBe(1);
    await db.query(`UPDATE grievances SET due_at = now() - interval '1 hour' WHERE id = $1`, [soon.id]);
    expect(await reminders().run()).toBe(1);
    expect(await reminders().run()).toBe(0);
    const alerts = await db.rows(
      `SELECT params->>'daysLeft' AS "daysLeft" FROM notifications
        WHERE kind = 'grievance_due_alert' AND account_id = $1 AND params->>'grievanceRef' = $2 ORDER BY created_at`,
      [officer.id, `G-${String(soon.id).slice(0, 8).toUpperCase()}`],
    );
    expect(alerts).toEqual([{ daysLeft: '1 day left' }, { daysLeft: '1 day overdue' }]);
  });

  it('exports every grievance as CSV for the grievance officer, and the export is audited', async () => {
    const res = await fetch(`${running.api}/admin/exports/grievances.csv`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv(await res.text());
    expect(header.slice(0, 5)).toEqual(['reference', 'grievance_id', 'received_at', 'due_at', 'status']);
    expect(rows).toHaveLength(4);
    // Values read as the console words them.
    const answered = rows.find((row) => row[header.indexOf('status')] === 'Closed');
    expect(answered?.[header.indexOf('reply')]).toBe('Closing.');
    expect(answered?.[header.indexOf('entry_status')]).toBe('Pending');
    expect(await db.rows(`SELECT 1 FROM console_audit_log WHERE action = 'export.grievances'`)).toHaveLength(1);
  });

  it('includes the grievances in the participant’s data export, and erases them with the account', async () => {
    const exported = await call(`${running.api}/me/export`, { token: await token(kavya) });
    expect(exported.body.grievances).toHaveLength(3);
    expect(JSON.stringify(exported.body.grievances)).not.toContain('does carry'); // the internal note stays out
    const erased = await call(`${running.api}/me`, { method: 'DELETE', token: await token(kavya) });
    expect(erased.status).toBeLessThan(300);
    expect(await db.rows(`SELECT 1 FROM grievances WHERE participant_id = $1`, [kavya])).toEqual([]);
    expect(await db.rows(`SELECT 1 FROM grievance_notes`)).toEqual([]);
  });
});
