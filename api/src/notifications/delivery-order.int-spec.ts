import { call } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { eventually } from '../metrics/testing/contest-fixtures';
import { useMessagingStack } from './testing/messaging-stack';

const BACKLOG = 1_000;

describe('notifications: console mail goes ahead of bulk mail', () => {
  useTestEnvironment({
    // 1,000 announcements take 50 s to leave at this rate: long enough to see whether the invitation waits.
    NOTIFY_EMAIL_PER_SECOND: '20',
    NOTIFY_RELAY_INTERVAL_SECONDS: '1',
    MAIL_FROM: 'Test Film Contest <no-reply@contest.test>',
    PUBLIC_URL: 'https://contest.test',
  });
  const stack = useMessagingStack('messages-priority');

  it('delivers an invitation queued behind 1,000 announcements while most of them are still waiting', async () => {
    await stack.dataSource.query(
      `WITH people AS (
         INSERT INTO participants (name, email, email_verified, state_province, creator_category)
         SELECT 'Creator ' || n, 'bulk' || n || '@mail.test', true, 'Kerala', 'nano_influencer'
           FROM generate_series(1, $1::int) n
         RETURNING id)
       INSERT INTO notifications (idempotency_key, kind, channel, category, participant_id, params)
       SELECT 'bulk:' || id || ':email', 'broadcast', 'email', 'announcement', id,
              '{"subject":"Round 2 opens soon","message":"Watch this space."}'::jsonb
         FROM people`,
      [BACKLOG],
    );
    await eventually(() => stack.mailbox.received.length > 0, 'the first announcement');

    const invited = await call(`${stack.running.api}/admin/accounts`, {
      token: stack.admin.token,
      body: { email: 'new.juror@jury.test', role: 'jury' },
    });
    expect(invited.status).toBe(201);

    await eventually(() => stack.mailsTo('new.juror@jury.test').length > 0, 'the invitation', 30_000);
    const announcementsSent = stack.mailbox.received.filter((mail) => mail.to.includes('@mail.test')).length;
    expect(announcementsSent).toBeLessThan(BACKLOG / 2);
  }, 60_000);
});
