import { eventually } from '../metrics/testing/contest-fixtures';
import { randomBytes } from 'node:crypto';
import { call } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { consoleAccount } from '../../test/harness/console-fixtures';
import { AccessTokenService } from '../auth/access-token.service';
import { DeadlineRemindersService } from './deadline-reminders.service';
import { useMessagingStack } from './testing/messaging-stack';

describe('messages to jurors before a jury round ends, and to entrants when the final results are out', () => {
  useTestEnvironment({
    NOTIFY_RELAY_INTERVAL_SECONDS: '1',
    NOTIFY_CONTEST_NAME: 'Test Film Contest',
    SMS_PROVIDER: 'webhook',
    PUBLIC_URL: 'https://contest.test',
  });
  const stack = useMessagingStack('jury-organiser');
  let sequence = 0;

  beforeAll(async () => {
    // Rounds 1 and 2 are over and closed; Rounds 3 and 4 are under way.
    await stack.dataSource.query(
      `UPDATE rounds SET starts_at = now() - interval '10 days', ends_at = now() + interval '10 days',
              accepts_submissions = false, closed_at = CASE WHEN id <= 2 THEN now() END`,
    );
    await stack.dataSource.query(
      `INSERT INTO round_closures (round_id, advance_count, method) VALUES (1, 500, '{}'), (2, 100, '{}')`,
    );
  });

  /** A verified film by a new participant, promoted into `round`. */
  async function finalist(round: number, by: 'email' | 'phone') {
    const n = ++sequence;
    const [person] = await stack.dataSource.query(
      `INSERT INTO participants (name, phone_number, email, email_verified, state_province, creator_category)
       VALUES ($1, $2, $3, $4, 'Kerala', 'nano_influencer') RETURNING id`,
      [
        `Finalist ${n}`,
        by === 'phone' ? `+9198${String(n).padStart(8, '0')}` : null,
        by === 'email' ? `finalist${n}@mail.test` : null,
        by === 'email',
      ],
    );
    const shortcode = randomBytes(8).toString('base64url').slice(0, 11);
    const [entry] = await stack.dataSource.query(
      `INSERT INTO submissions (participant_id, round_id, instagram_url, shortcode, category, status, hashtags_added,
                                consent)
       VALUES ($1, 1, $2, $3, 'life', 'verified', true, true) RETURNING id`,
      [person.id, `https://www.instagram.com/reel/${shortcode}/`, shortcode],
    );
    for (let into = 2; into <= round; into++) {
      await stack.dataSource.query(
        `INSERT INTO round_advancements (round_id, submission_id, position, score) VALUES ($1, $2, $3, 0)`,
        [into, entry.id, n],
      );
    }
    return { participantId: person.id as string, entryId: entry.id as string, email: `finalist${n}@mail.test` };
  }

  async function assign(round: number, jurorId: string, entryId: string, scored: boolean) {
    const [assignment] = await stack.dataSource.query(
      `INSERT INTO jury_assignments (round_id, submission_id, juror_id) VALUES ($1, $2, $3) RETURNING id`,
      [round, entryId, jurorId],
    );
    if (scored) {
      await stack.dataSource.query(
        `INSERT INTO jury_scores (assignment_id, creativity, cultural_authenticity, technical_excellence)
         VALUES ($1, 7, 7, 7)`,
        [assignment.id],
      );
    }
  }

  it('broadcasts to the entrants promoted into a round, each once, on the channels that reach them', async () => {
    const promoted = [await finalist(2, 'email'), await finalist(3, 'email'), await finalist(2, 'phone')];
    const notPromoted = await finalist(1, 'email');
    const body = {
      audience: 'round_promoted',
      roundId: 2,
      subject: 'Round 2 starts',
      message: 'Your film is through to Round 2.',
      channels: ['email'],
    };
    // Everyone promoted into Round 2 (the whole file's finalists among them) with a verified e-mail address.
    const [{ expected }] = await stack.dataSource.query(
      `SELECT count(DISTINCT p.id)::int AS expected FROM participants p
         JOIN submissions s ON s.participant_id = p.id
         JOIN round_advancements a ON a.submission_id = s.id AND a.round_id = 2
        WHERE p.email IS NOT NULL AND p.email_verified AND p.blocked_at IS NULL`,
    );
    expect(expected).toBeGreaterThanOrEqual(2);
    const preview = await call(`${stack.running.api}/admin/broadcasts/preview`, { token: stack.admin.token, body });
    expect(preview.status).toBe(200);
    expect(preview.body.recipients).toBe(expected);

    const sent = await call(`${stack.running.api}/admin/broadcasts`, { token: stack.admin.token, body });
    expect(sent.status).toBe(201);
    expect(sent.body.recipients).toBe(expected);
    await eventually(() => stack.mailsTo(promoted[1].email).length === 1, 'the promoted entrant’s mail');
    await eventually(() => stack.mailsTo(promoted[0].email).length === 1, 'the other promoted entrant’s mail');
    expect(stack.mailsTo(notPromoted.email)).toHaveLength(0);
    // Every counted person has their one message once the worker has expanded the broadcast; the promoted
    // entrant without an e-mail address has none.
    const messages = await eventually(async () => {
      const rows: Array<{ participant_id: string }> = await stack.dataSource.query(
        `SELECT participant_id FROM notifications WHERE broadcast_id = $1`,
        [sent.body.id],
      );
      return rows.length === expected ? rows : null;
    }, 'the broadcast expanded');
    expect(new Set(messages.map((row) => row.participant_id)).size).toBe(expected);
    expect(messages.map((row) => row.participant_id)).not.toContain(promoted[2].participantId);
  });

  it('reminds jurors with unscored films 48 hours before the round ends and 6 hours before, once each', async () => {
    const behind = await consoleAccount(stack.running.app, stack.running.api, 'jury', 'behind-juror');
    const done = await consoleAccount(stack.running.app, stack.running.api, 'jury', 'done-juror');
    const films = [await finalist(3, 'email'), await finalist(3, 'email'), await finalist(3, 'phone')];
    await assign(3, behind.id, films[0].entryId, true);
    await assign(3, behind.id, films[1].entryId, false);
    await assign(3, behind.id, films[2].entryId, false);
    await assign(3, done.id, films[0].entryId, true);
    await assign(3, done.id, films[2].entryId, true);
    const reminders = stack.worker.get(DeadlineRemindersService);

    await stack.dataSource.query(`UPDATE rounds SET ends_at = now() + interval '60 hours' WHERE id = 3`);
    expect(await reminders.runJury()).toBe(0); // not yet due

    await stack.dataSource.query(`UPDATE rounds SET ends_at = now() + interval '40 hours' WHERE id = 3`);
    expect(await reminders.runJury()).toBe(1);
    expect(await reminders.runJury()).toBe(0); // the next tick, or another worker: nothing twice
    const first = await eventually(() => stack.mailsTo(behind.email)[0], 'the 48-hour reminder');
    expect(first.raw).toMatch(/^Subject: 40 hours left to score in Round 3/m);
    expect(first.raw.replace(/=\r?\n/g, '')).toContain('You still have 2 assigned films to score.');

    await stack.dataSource.query(`UPDATE rounds SET ends_at = now() + interval '5 hours' WHERE id = 3`);
    expect(await reminders.runJury()).toBe(1);
    expect(await reminders.runJury()).toBe(0);
    const last = await eventually(() => stack.mailsTo(behind.email)[1], 'the closing reminder');
    expect(last.raw).toMatch(/^Subject: Round 3 \(.*\) closes with 2 of your films unscored/m);

    expect(stack.mailsTo(done.email)).toHaveLength(0);
    const written = await stack.dataSource.query(
      `SELECT kind FROM notifications WHERE account_id = $1 ORDER BY created_at`,
      [behind.id],
    );
    expect(written).toEqual([{ kind: 'jury_deadline_approaching' }, { kind: 'jury_round_closing' }]);
  });

  it('tells every entrant of the final, once, that the results are out when they are published, however often', async () => {
    await stack.dataSource.query(`UPDATE rounds SET closed_at = now() WHERE id = 3`);
    await stack.dataSource.query(`INSERT INTO round_closures (round_id, advance_count, method) VALUES (3, 20, '{}')`);
    const byMail = await finalist(4, 'email');
    const byPhone = await finalist(4, 'phone');
    const notInFinal = await finalist(3, 'email');

    const close = () => call(`${stack.running.api}/admin/rounds/4/close`, { token: stack.admin.token, body: {} });
    const [one, two] = await Promise.all([close(), close()]); // a double click
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const reopened = await call(`${stack.running.api}/admin/rounds/4/reopen`, {
      token: stack.admin.token,
      body: { reason: 'A late score correction' },
    });
    expect(reopened.status).toBe(200);
    expect((await close()).status).toBe(200);
    // Closing freezes the results; telling the entrants waits for the organisers to publish them.
    const told = `SELECT count(*)::int AS n FROM notifications WHERE kind = 'results_published'`;
    expect(await stack.dataSource.query(told)).toEqual([{ n: 0 }]);
    const publish = () => call(`${stack.running.api}/admin/rounds/4/publish`, { token: stack.admin.token, body: {} });
    expect((await publish()).status).toBe(200);
    const unpublished = await call(`${stack.running.api}/admin/rounds/4/unpublish`, {
      token: stack.admin.token,
      body: {},
    });
    expect(unpublished.status).toBe(200);
    expect((await publish()).status).toBe(200);

    const rows = await stack.dataSource.query(
      `SELECT participant_id, channel FROM notifications WHERE kind = 'results_published' ORDER BY participant_id, channel`,
    );
    expect(rows).toEqual(
      [
        { participant_id: byMail.participantId, channel: 'email' },
        { participant_id: byMail.participantId, channel: 'site' },
        { participant_id: byPhone.participantId, channel: 'site' },
      ].sort((a, b) => a.participant_id.localeCompare(b.participant_id)),
    );
    const mail = await eventually(() => stack.mailsTo(byMail.email)[0], 'the results mail');
    expect(mail.raw).toMatch(/^Subject: The Round 4 \(.*\) results are out$/m);
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain('https://contest.test/results/4');
    expect(mail.raw).toMatch(/^List-Unsubscribe:/m); // an announcement
    expect(stack.mailsTo(notInFinal.email)).toHaveLength(0);
    expect(stack.gateway.received).toHaveLength(0); // results never go by SMS

    const participant = await stack.running.app
      .get(AccessTokenService)
      .sign({ id: byPhone.participantId, name: 'Finalist', profileComplete: true });
    const list = await call(`${stack.running.api}/me/notifications`, { token: participant });
    // Beside the certificates the publication queued for the worker to issue.
    const results = list.body.items.find((item: { kind: string }) => item.kind === 'results_published');
    expect(results).toMatchObject({
      kind: 'results_published',
      title: expect.stringMatching(/results published$/),
    });
  });
});
