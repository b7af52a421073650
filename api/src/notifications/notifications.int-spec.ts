import { eventually } from '../metrics/testing/contest-fixtures';
import { bootWorker } from '../metrics/testing/worker';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { call } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { consoleAccount } from '../../test/harness/console-fixtures';
import { JobName, QueueName } from '../queue/jobs';
import { QueueService } from '../queue/queue.service';
import { dataSourceOptions } from '../database/data-source';
import { RefreshCycleService } from '../metrics/refresh-cycle.service';
import { DeadlineRemindersService } from './deadline-reminders.service';
import { useMessagingStack } from './testing/messaging-stack';
import { VerificationBacklogService } from './verification-backlog.service';
import { NotificationDeliveryService } from './notification-delivery.service';
import { BroadcastsRepository } from './broadcasts.repository';
import { entryRequest } from '../../test/harness/entry-request';

const newShortcode = () => randomBytes(8).toString('base64url').slice(0, 11);

describe('notifications: outbox, delivery, site list, preferences', () => {
  useTestEnvironment({
    NOTIFY_MAX_ATTEMPTS: '3',
    NOTIFY_RETRY_DELAY_SECONDS: '1',
    NOTIFY_RELAY_INTERVAL_SECONDS: '1',
    NOTIFY_CONTEST_NAME: 'Test Film Contest',
    NOTIFY_SMS_DLT_TEMPLATE_IDS: 'entry_verified=1107000000000000001',
    MAIL_FROM: 'Test Film Contest <no-reply@contest.test>',
    SMS_PROVIDER: 'webhook',
    PUBLIC_URL: 'https://contest.test',
  });
  const stack = useMessagingStack('messages-organiser');

  beforeAll(async () => {
    await stack.dataSource.query(
      `UPDATE rounds SET starts_at = now() - interval '1 day', ends_at = now() + interval '1 day',
              accepts_submissions = (id = 1)`,
    );
  });

  const participant = (by: 'phone' | 'email') => stack.participant(by);

  async function submit(token: string): Promise<string> {
    const res = await call(`${stack.running.api}/submissions`, {
      token,
      body: entryRequest(`https://www.instagram.com/reel/${newShortcode()}/`),
    });
    expect(res.status).toBe(201);
    return res.body.id;
  }

  const decide = (id: string, status: string, statusReason?: string) =>
    call(`${stack.running.api}/admin/entries/${id}`, {
      method: 'PUT',
      token: stack.admin.token,
      body: { status, ...(statusReason ? { statusReason } : {}) },
    });

  const rows = (participantId: string) =>
    stack.dataSource.query(
      `SELECT kind, channel, status, attempts, last_error, provider_response FROM notifications
        WHERE participant_id = $1 ORDER BY created_at, channel`,
      [participantId],
    );

  it('tells a phone participant by SMS and on the site that their entry was verified, once', async () => {
    const me = await participant('phone');
    const entry = await submit(me.token);
    // Received: in the site list at once; no SMS (only what matters goes by SMS), no e-mail (none verified).
    expect(await rows(me.id)).toEqual([
      expect.objectContaining({ kind: 'entry_received', channel: 'site', status: 'sent' }),
    ]);

    expect((await decide(entry, 'verified')).status).toBe(200);
    const sms = await eventually(() => stack.gateway.received.find((message) => message.to === me.phone), 'the SMS');
    expect(sms.message).toBe(
      'Test Film Contest: your entry is verified and now counts on the leaderboard. Details: https://contest.test/submissions',
    );
    await eventually(
      async () =>
        (await rows(me.id)).find(
          (row: { channel: string; status: string }) => row.channel === 'sms' && row.status === 'sent',
        ),
      'the SMS row marked sent',
    );

    // The same delivery job again (BullMQ re-delivering it, a retry): nothing more is sent.
    const [{ id, generation }] = await stack.dataSource.query(
      `SELECT id, generation FROM notifications WHERE participant_id = $1 AND channel = 'sms'`,
      [me.id],
    );
    const again = await stack.worker
      .get(QueueService)
      .add(JobName.NotificationSms, { id, generation }, { jobId: `replay-${id}` });
    await eventually(async () => (await again.getState()) === 'completed', 'the replayed job');
    expect(
      (await stack.worker.get(QueueService).queue(QueueName.NotificationsSms).getJob(again.id!))?.returnvalue,
    ).toBe('nothing to send');
    expect(stack.gateway.received.filter((message) => message.to === me.phone)).toHaveLength(1);

    const list = await call(`${stack.running.api}/me/notifications`, { token: me.token });
    expect(list.status).toBe(200);
    expect(list.body.items.map((item: { kind: string }) => item.kind)).toEqual(['entry_verified', 'entry_received']);
    expect(list.body.items[0].title).toBe('Entry verified');
  });

  it('mails a rejection with its reason in text and HTML, without an unsubscribe link (transactional)', async () => {
    const me = await participant('email');
    const entry = await submit(me.token);
    await eventually(() => stack.mailsTo(me.email!).length === 1, 'the entry-received mail');
    expect((await decide(entry, 'rejected', 'The post is not a Reel <b>')).status).toBe(200);
    await eventually(() => stack.mailsTo(me.email!).length === 2, 'the rejection mail');
    // Quoted-printable, as nodemailer sends it: soft line breaks and =XX escapes undone.
    const raw = stack
      .mailsTo(me.email!)[1]
      .raw.replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(raw).toMatch(/^Subject: Your entry could not be accepted$/m);
    expect(raw).toContain('Reason: The post is not a Reel <b>');
    expect(raw).toContain('The post is not a Reel &lt;b&gt;');
    expect(raw).toMatch(/Content-Type: text\/html/);
    expect(raw).not.toMatch(/^List-Unsubscribe:/m);
    expect(stack.gateway.received.some((message) => message.to === me.email)).toBe(false);
  });

  it("mails a verification linking the entry's public page on the site, where people vote", async () => {
    const me = await participant('email');
    const entry = await submit(me.token);
    await eventually(() => stack.mailsTo(me.email!).length === 1, 'the entry-received mail');
    expect((await decide(entry, 'verified')).status).toBe(200);
    await eventually(() => stack.mailsTo(me.email!).length === 2, 'the verification mail');
    const raw = stack
      .mailsTo(me.email!)[1]
      .raw.replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(raw).toMatch(/^Subject: Your entry is verified$/m);
    expect(raw).toContain(`https://contest.test/entries/${entry}`);
  });

  it('delivers a message whose worker died mid-send exactly once when the relay picks it up again', async () => {
    const me = await participant('phone');
    const entry = await submit(me.token);
    await stack.worker.close(); // the only worker stops: nothing is delivered while it is away
    expect((await decide(entry, 'rejected', 'Duplicate of another entry')).status).toBe(200);
    // As if a worker had claimed the row and died, and Redis lost its job: 'sending', long untouched.
    await stack.dataSource.query(
      `UPDATE notifications SET status = 'sending', attempts = 1, updated_at = now() - interval '1 hour'
        WHERE participant_id = $1 AND channel = 'sms'`,
      [me.id],
    );
    stack.worker = await bootWorker();
    await eventually(
      async () =>
        (await rows(me.id)).find(
          (row: { channel: string; status: string }) => row.channel === 'sms' && row.status === 'sent',
        ),
      'the SMS sent after the restart',
    );
    await stack.worker.get(NotificationDeliveryService).relay();
    expect(stack.gateway.received.filter((message) => message.to === me.phone)).toHaveLength(1);
  });

  it('retries a refusing mail server, then shows the failure to organisers, who send it again', async () => {
    const me = await participant('email');
    stack.mailbox.refuse = true;
    const entry = await submit(me.token);
    const failed = await eventually(
      async () =>
        (await rows(me.id)).find(
          (row: { channel: string; status: string }) => row.channel === 'email' && row.status === 'failed',
        ),
      'the e-mail marked failed',
    );
    expect(failed.attempts).toBe(3);
    expect(failed.last_error).toMatch(/451 mailbox busy, try later/);
    expect(stack.mailsTo(me.email!)).toHaveLength(0);

    const list = await call(
      `${stack.running.api}/admin/notifications?filter=${encodeURIComponent(JSON.stringify({ participantId: [me.id], status: ['failed'] }))}`,
      { token: stack.admin.token },
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toBe('notifications 0-0/1');
    expect(list.body[0]).toMatchObject({ kind: 'entry_received', channel: 'email', status: 'failed', attempts: 3 });

    stack.mailbox.refuse = false;
    const retried = await call(`${stack.running.api}/admin/notifications/${list.body[0].id}/retry`, {
      method: 'POST',
      token: stack.admin.token,
    });
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: 'pending', generation: 1, attempts: 0 });
    await eventually(() => stack.mailsTo(me.email!).length === 1, 'the mail sent on retry');
    const again = await call(`${stack.running.api}/admin/notifications/${list.body[0].id}/retry`, {
      method: 'POST',
      token: stack.admin.token,
    });
    await eventually(async () => (await rows(me.id))[0].status === 'sent', 'the row marked sent');
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('not_retryable');
    const [audit] = await stack.dataSource.query(
      `SELECT action, actor_email FROM console_audit_log WHERE action = 'notification.retry' AND resource_id = $1`,
      [list.body[0].id],
    );
    expect(audit).toEqual({ action: 'notification.retry', actor_email: stack.admin.email });
    expect((await decide(entry, 'verified')).status).toBe(200);
    await eventually(() => stack.mailsTo(me.email!).length === 2, 'the verification mail');
  });

  it('keeps the console resource to admins', async () => {
    const juror = await consoleAccount(stack.running.app, stack.running.api, 'jury', 'messages-juror');
    expect((await call(`${stack.running.api}/admin/notifications`, { token: juror.token })).status).toBe(403);
    expect((await call(`${stack.running.api}/admin/notifications`)).status).toBe(401);
  });

  it('keeps preferences, honours the unsubscribe link, exports and erases the history', async () => {
    const me = await participant('email');
    await submit(me.token);
    const prefs = `${stack.running.api}/me/notifications/preferences`;
    expect((await call(prefs, { token: me.token })).body).toEqual({
      announcementsEmail: true,
      announcementsSms: false,
    });
    const changed = await call(prefs, { method: 'PUT', token: me.token, body: { announcementsSms: true } });
    expect(changed.body).toEqual({ announcementsEmail: true, announcementsSms: true });
    const bad = await call(prefs, { method: 'PUT', token: me.token, body: { announcementsSms: 'yes' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('validation_failed');

    const token = stack.worker.get(NotificationDeliveryService)['unsubscribe'].token(me.id);
    const forged = await call(`${stack.running.api}/notifications/unsubscribe?token=${me.id}.AAAA`);
    expect(forged.status).toBe(404);
    expect(forged.headers.get('content-type')).toMatch(/^application\/json/);
    expect(forged.body.error.code).toBe('invalid_unsubscribe_link');
    const page = await call(`${stack.running.api}/notifications/unsubscribe?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('You are unsubscribed');
    expect((await call(prefs, { token: me.token })).body).toEqual({
      announcementsEmail: false,
      announcementsSms: false,
    });

    const exported = await call(`${stack.running.api}/me/export`, { token: me.token });
    expect(exported.body.notifications.preferences).toEqual({ announcementsEmail: false, announcementsSms: false });
    expect(exported.body.notifications.messages.map((m: { kind: string }) => m.kind)).toContain('entry_received');

    // A broadcast queued but not yet expanded holds this person as a bare recipient row (no foreign key).
    await stack.dataSource.query(
      `INSERT INTO broadcast_recipients (broadcast_id, participant_id, channels) VALUES (gen_random_uuid(), $1, '{email}')`,
      [me.id],
    );
    expect((await call(`${stack.running.api}/me`, { method: 'DELETE', token: me.token })).status).toBe(204);
    const left = await stack.dataSource.query(
      `SELECT (SELECT count(*)::int FROM notifications WHERE participant_id = $1) AS messages,
              (SELECT count(*)::int FROM notification_preferences WHERE participant_id = $1) AS preferences,
              (SELECT count(*)::int FROM broadcast_recipients WHERE participant_id = $1) AS recipients`,
      [me.id],
    );
    expect(left).toEqual([{ messages: 0, preferences: 0, recipients: 0 }]);
  });

  it('reminds those who have not entered, 6 hours before the deadline, once, as their preferences allow', async () => {
    const keen = await participant('email');
    const quiet = await participant('email');
    const entered = await participant('email');
    const texted = await participant('phone');
    await submit(entered.token);
    const prefs = `${stack.running.api}/me/notifications/preferences`;
    await call(prefs, { method: 'PUT', token: quiet.token, body: { announcementsEmail: false } });
    await call(prefs, { method: 'PUT', token: texted.token, body: { announcementsSms: true } });
    await stack.dataSource.query(`UPDATE rounds SET ends_at = now() + interval '5 hours' WHERE id = 1`);
    const reminders = stack.worker.get(DeadlineRemindersService);
    expect(await reminders.run()).toBeGreaterThan(0);
    expect(await reminders.run()).toBe(0); // another worker, the next tick: nothing twice

    const mail = await eventually(
      () => stack.mailsTo(keen.email!).find((m) => /^Subject: 5 hours left to enter Round 1/m.test(m.raw)),
      'the reminder mail',
    );
    const token = stack.worker.get(NotificationDeliveryService)['unsubscribe'].token(keen.id);
    expect(mail.raw.replace(/\r?\n /g, ' ')).toContain(
      `List-Unsubscribe: <https://contest.test/api/v1/notifications/unsubscribe?token=${token}>`,
    );
    await eventually(
      () => stack.gateway.received.find((sms) => sms.to === texted.phone && /5 hours left to enter/.test(sms.message)),
      'the reminder SMS',
    );
    const written = await stack.dataSource.query(
      `SELECT participant_id, channel FROM notifications WHERE kind = 'deadline_approaching' AND participant_id = ANY($1)`,
      [[quiet.id, entered.id]],
    );
    expect(written).toEqual([{ participant_id: quiet.id, channel: 'site' }]);
    await stack.dataSource.query(`UPDATE rounds SET ends_at = now() + interval '1 day' WHERE id = 1`);
  });

  it('alerts the active admins, once, when the metrics source fails and when entries wait too long', async () => {
    const juror = await consoleAccount(stack.running.app, stack.running.api, 'jury', 'alerts-juror');
    const metrics = stack.running.app.get(RefreshCycleService);
    const reason = 'Instagram access token rejected: Error validating access token (190)';
    await metrics.recordSourceFailure('token_rejected', reason, 'fingerprint-1');
    await metrics.recordSourceFailure('token_rejected', reason, 'fingerprint-1'); // the next cycle: no second alert
    const alert = await eventually(
      () => stack.mailsTo(stack.admin.email).find((m) => /^Subject: Instagram metrics have stopped$/m.test(m.raw)),
      'the source-down alert',
    );
    expect(alert.raw.replace(/=\r?\n/g, '')).toContain('Error validating access token (190)');

    const me = await participant('phone');
    const entry = await submit(me.token);
    await stack.dataSource.query(`UPDATE submissions SET created_at = now() - interval '30 hours' WHERE id = $1`, [
      entry,
    ]);
    const backlog = stack.worker.get(VerificationBacklogService);
    expect(await backlog.check()).toBeGreaterThan(0);
    expect(await backlog.check()).toBe(0);
    await eventually(
      () => stack.mailsTo(stack.admin.email).find((m) => /entries wait for verification$/m.test(m.raw)),
      'the backlog alert',
    );
    await eventually(
      async () =>
        (await stack.dataSource.query(`SELECT 1 FROM notifications WHERE account_id IS NOT NULL AND status <> 'sent'`))
          .length === 0,
      'every alert sent',
    );
    expect(stack.mailsTo(stack.admin.email).filter((m) => /^Subject: Instagram metrics/m.test(m.raw))).toHaveLength(1);
    expect(stack.mailsTo(juror.email)).toHaveLength(0);
    await stack.dataSource.query(`UPDATE submissions SET status = 'rejected', status_reason = 'test' WHERE id = $1`, [
      entry,
    ]);
  });

  it('tells every entrant of a closed round whether their film goes through', async () => {
    const through = await participant('phone');
    const out = await participant('email');
    const first = await submit(through.token);
    const second = await submit(out.token);
    expect((await decide(first, 'verified')).status).toBe(200);
    expect((await decide(second, 'verified')).status).toBe(200);
    await stack.dataSource.query(`UPDATE submissions SET created_at = created_at - interval '1 hour' WHERE id = $1`, [
      first,
    ]);
    // Entries of earlier tests still await verification: closing leaves them out, knowingly.
    const closed = await call(`${stack.running.api}/admin/rounds/1/close`, {
      token: stack.admin.token,
      body: { count: 1, acknowledgePendingEntries: true },
    });
    expect(closed.status).toBe(200);
    const promoted = await stack.dataSource.query(
      `SELECT kind, channel, params->>'nextRoundName' AS next FROM notifications
        WHERE participant_id = $1 AND kind LIKE 'round%' ORDER BY channel`,
      [through.id],
    );
    expect(promoted).toEqual([
      { kind: 'round_promoted', channel: 'site', next: 'Round 2 (Top 500 Shortlist)' },
      { kind: 'round_promoted', channel: 'sms', next: 'Round 2 (Top 500 Shortlist)' },
    ]);
    await eventually(
      () =>
        stack.mailsTo(out.email!).some((mail) => /^Subject: Round 1 \(Open Submissions\) has closed$/m.test(mail.raw)),
      'the mail to the entrant who did not go through',
    );
    await eventually(
      () =>
        stack.gateway.received.some((sms) => sms.to === through.phone && /goes through to Round 2/.test(sms.message)),
      'the SMS to the promoted entrant',
    );
  });

  it('broadcasts to a group after a preview, skipping the unsubscribed, and delivers what it counted', async () => {
    const keen = await participant('email');
    const unsubscribed = await participant('email');
    await call(`${stack.running.api}/me/notifications/preferences`, {
      method: 'PUT',
      token: unsubscribed.token,
      body: { announcementsEmail: false },
    });
    const body = {
      audience: 'all_participants',
      subject: 'Results on Friday',
      message: 'The Grand Finale results are published on Friday at noon.',
      channels: ['email'],
    };
    const broadcasts = `${stack.running.api}/admin/broadcasts`;
    const preview = await call(`${broadcasts}/preview`, { token: stack.admin.token, body });
    expect(preview.status).toBe(200);
    expect(preview.body.email.subject).toBe('Results on Friday');
    expect(preview.body.site).toBeNull();
    const expected: number = (
      await stack.dataSource.query(
        `SELECT count(*)::int AS n FROM participants p LEFT JOIN notification_preferences f ON f.participant_id = p.id
          WHERE p.blocked_at IS NULL AND p.email IS NOT NULL AND p.email_verified
            AND coalesce(f.announcements_email, true)`,
      )
    )[0].n;
    expect(preview.body.recipients).toBe(expected);

    const sent = await call(broadcasts, { token: stack.admin.token, body });
    expect(sent.status).toBe(201);
    expect(sent.body.recipients).toBe(expected);
    const done = await eventually(async () => {
      const res = await call(`${broadcasts}/${sent.body.id}`, { token: stack.admin.token });
      return res.body.progress.pending === 0 ? res.body : null;
    }, 'the broadcast delivered');
    expect(done.progress).toEqual({ pending: 0, sent: expected, failed: 0, skipped: 0 });
    const delivered = stack.mailbox.received.filter((m) => /^Subject: Results on Friday$/m.test(m.raw));
    expect(delivered).toHaveLength(expected);
    expect(delivered.some((m) => m.to.includes(keen.email!))).toBe(true);
    expect(delivered.some((m) => m.to.includes(unsubscribed.email!))).toBe(false);
    expect(delivered[0].raw).toMatch(
      /^List-Unsubscribe:\s+<https:\/\/contest.test\/api\/v1\/notifications\/unsubscribe\?token=/m,
    );
    const [audit] = await stack.dataSource.query(
      `SELECT after FROM console_audit_log WHERE action = 'broadcast.send' AND resource_id = $1`,
      [sent.body.id],
    );
    expect(audit.after).toMatchObject({ audience: 'all_participants', recipients: expected });

    const jurors = await call(broadcasts, {
      token: stack.admin.token,
      body: { ...body, audience: 'jurors', subject: 'Scoring opens', channels: ['email'] },
    });
    expect(jurors.status).toBe(201);
    const activeJurors = (
      await stack.dataSource.query(
        `SELECT count(*)::int AS n FROM console_accounts WHERE role = 'jury' AND NOT disabled`,
      )
    )[0].n;
    expect(jurors.body.recipients).toBe(activeJurors);
    await eventually(
      () => stack.mailbox.received.filter((m) => /^Subject: Scoring opens$/m.test(m.raw)).length === activeJurors,
      'the jurors’ mails',
    );

    const noRound = await call(`${broadcasts}/preview`, {
      token: stack.admin.token,
      body: { ...body, audience: 'round_promoted' },
    });
    expect(noRound.status).toBe(400);
    expect(noRound.body.error.details.fields.roundId).toBeDefined();
    const longSms = await call(broadcasts, {
      token: stack.admin.token,
      body: { ...body, message: 'x'.repeat(400), channels: ['sms'] },
    });
    expect(longSms.status).toBe(400);
    expect(longSms.body.error.details.fields.message).toBeDefined();
  });

  it('delivers a broadcast exactly once to everyone when its worker is killed in the middle of expanding it', async () => {
    const readers = [];
    for (let n = 0; n < 12; n++) readers.push(await participant('email'));
    await stack.worker.close(); // the only worker stops: it expands one batch by hand, then dies in the next
    const sent = await call(`${stack.running.api}/admin/broadcasts`, {
      token: stack.admin.token,
      body: { audience: 'all_participants', subject: 'Finale night', message: 'Doors open at 7.', channels: ['email'] },
    });
    expect(sent.status).toBe(201);
    const expected: number = sent.body.recipients;
    expect(expected).toBeGreaterThanOrEqual(readers.length);
    const progress = async () =>
      (await call(`${stack.running.api}/admin/broadcasts/${sent.body.id}`, { token: stack.admin.token })).body.progress;
    // Queued, nothing expanded yet: the console already counts every message as still to go.
    expect(await progress()).toEqual({ pending: expected, sent: 0, failed: 0, skipped: 0 });

    const broadcasts = stack.running.app.get(BroadcastsRepository);
    expect(await broadcasts.expandBatch(5, stack.dataSource.manager)).toBe(5);
    expect(await progress()).toEqual({ pending: expected, sent: 0, failed: 0, skipped: 0 });
    // The next batch is written but never committed: its connection (a worker's own) dies as a killed worker's does.
    const killed = await new DataSource(dataSourceOptions(process.env.DATABASE_URL!, 1)).initialize();
    const dying = killed.createQueryRunner();
    await dying.startTransaction();
    expect(await broadcasts.expandBatch(5, dying.manager)).toBe(5);
    const [{ pid }] = await dying.query(`SELECT pg_backend_pid() AS pid`);
    await stack.dataSource.query(`SELECT pg_terminate_backend($1)`, [pid]);
    await killed.destroy().catch(() => undefined);
    const [{ written }] = await stack.dataSource.query(
      `SELECT count(*)::int AS written FROM notifications WHERE broadcast_id = $1`,
      [sent.body.id],
    );
    expect(written).toBe(5);
    expect(await progress()).toEqual({ pending: expected, sent: 0, failed: 0, skipped: 0 });

    stack.worker = await bootWorker();
    const done = await eventually(async () => {
      const now = await progress();
      return now.pending === 0 ? now : null;
    }, 'the broadcast delivered after the restart');
    expect(done).toEqual({ pending: 0, sent: expected, failed: 0, skipped: 0 });
    await stack.worker.get(NotificationDeliveryService).relay();
    const delivered = stack.mailbox.received.filter((m) => /^Subject: Finale night$/m.test(m.raw));
    expect(delivered).toHaveLength(expected);
    for (const reader of readers) expect(delivered.filter((m) => m.to.includes(reader.email!))).toHaveLength(1);
    const [{ left }] = await stack.dataSource.query(
      `SELECT count(*)::int AS left FROM broadcast_recipients WHERE broadcast_id = $1`,
      [sent.body.id],
    );
    expect(left).toBe(0);
  });

  it('tells each juror how many entries were newly assigned to them, once per assignment', async () => {
    const jurorA = await consoleAccount(stack.running.app, stack.running.api, 'jury', 'assigned-a');
    const jurorB = await consoleAccount(stack.running.app, stack.running.api, 'jury', 'assigned-b');
    const author = await participant('phone');
    // Round 1 is closed by the test above (no more entries): the verified film is put in place directly.
    const shortcode = newShortcode();
    const [{ id: entry }] = await stack.dataSource.query(
      `INSERT INTO submissions (participant_id, round_id, instagram_url, shortcode, category, status, hashtags_added,
                                consent)
       VALUES ($1, 1, $2, $3, 'life', 'verified', true, true) RETURNING id`,
      [author.id, `https://www.instagram.com/reel/${shortcode}/`, shortcode],
    );
    await stack.dataSource.query(
      `INSERT INTO round_advancements (round_id, submission_id, position, score) VALUES (3, $1, 1, 0)`,
      [entry],
    );
    const assigned = await call(`${stack.running.api}/admin/jury-assignments`, {
      token: stack.admin.token,
      body: { roundId: 3, submissionId: entry, jurorId: jurorA.id },
    });
    expect(assigned.status).toBe(201);
    const mail = await eventually(() => stack.mailsTo(jurorA.email)[0], 'the assignment mail');
    expect(mail.raw).toMatch(/^Subject: New entries to score in Round 3/m);
    expect(mail.raw.replace(/=\r?\n/g, '')).toMatch(/newly assigned to you for scoring in Round 3 \(.*\): 1\./);
    expect(mail.raw).not.toContain(author.phone!);

    const auto = await call(`${stack.running.api}/admin/jury-assignments/auto`, {
      token: stack.admin.token,
      body: { roundId: 3, jurorsPerEntry: 2, jurorIds: [jurorA.id, jurorB.id] },
    });
    expect(auto.status).toBe(200);
    expect(auto.body.created).toBe(1);
    await eventually(() => stack.mailsTo(jurorB.email).length === 1, 'the automatic assignment mail');
    expect(stack.mailsTo(jurorA.email)).toHaveLength(1); // nothing new for A
  });

  it('queues delivery jobs per channel with retries and back-off', async () => {
    const queue = stack.worker.get(QueueService).queue(QueueName.NotificationsEmail);
    const [job] = await queue.getJobs(['completed'], 0, 0);
    expect(job.opts).toMatchObject({ attempts: 3, backoff: { type: 'exponential', delay: 1000 } });
  });
});
