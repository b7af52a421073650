import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messages to people. `notifications` is both the outbox (rows written in the transaction of the change that
 * causes them, delivered later by the worker) and the history a participant reads on the site. One row per
 * event and channel: `idempotency_key` is unique, so neither a repeated hook nor a retried job sends twice.
 * Recipients are participants or, for organisers' alerts, console accounts.
 * `notification_preferences` holds each participant's choice of channels for announcements.
 */
export class Notifications1763601700000 implements MigrationInterface {
  name = 'Notifications1763601700000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE notification_broadcasts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        audience varchar(20) NOT NULL
          CHECK (audience IN ('all_participants', 'round_promoted', 'pending_entrants', 'jurors')),
        round_id smallint REFERENCES rounds (id),
        subject varchar(120) NOT NULL,
        message text NOT NULL,
        channels text[] NOT NULL,
        -- People reached when it was queued (unsubscribed participants left out).
        recipients int NOT NULL,
        created_by uuid NOT NULL REFERENCES console_accounts (id),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        -- The event and channel, e.g. entry:<id>:verified:<time>:email; unique, so each is sent once.
        idempotency_key varchar(200) NOT NULL UNIQUE,
        kind varchar(40) NOT NULL,
        channel varchar(8) NOT NULL CHECK (channel IN ('email', 'sms', 'site')),
        -- Transactional messages always go; announcements follow the participant's preferences.
        category varchar(16) NOT NULL CHECK (category IN ('transactional', 'announcement')),
        -- The recipient: a participant, or a console account (organisers' alerts).
        participant_id uuid REFERENCES participants (id) ON DELETE CASCADE,
        account_id uuid REFERENCES console_accounts (id) ON DELETE CASCADE,
        -- The template's placeholders: only what the message needs (no contact details: read at delivery).
        params jsonb NOT NULL DEFAULT '{}',
        status varchar(10) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'queued', 'sending', 'sent', 'failed', 'skipped')),
        attempts int NOT NULL DEFAULT 0,
        -- Bumped by a console retry so the new delivery job never collides with the failed one.
        generation int NOT NULL DEFAULT 0,
        last_error text,
        provider_response text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        broadcast_id uuid REFERENCES notification_broadcasts (id) ON DELETE CASCADE,
        CHECK ((participant_id IS NULL) <> (account_id IS NULL))
      )`);
    await queryRunner.query(
      `CREATE INDEX notifications_due_idx ON notifications (created_at) WHERE status IN ('pending', 'queued', 'sending')`,
    );
    await queryRunner.query(
      `CREATE INDEX notifications_participant_idx ON notifications (participant_id, channel, created_at DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX notifications_broadcast_idx ON notifications (broadcast_id, status) WHERE broadcast_id IS NOT NULL`,
    );
    await queryRunner.query(`CREATE INDEX notifications_status_idx ON notifications (status, updated_at DESC)`);
    await queryRunner.query(`
      CREATE TABLE notification_preferences (
        participant_id uuid PRIMARY KEY REFERENCES participants (id) ON DELETE CASCADE,
        announcements_email boolean NOT NULL DEFAULT true,
        announcements_sms boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE notification_preferences`);
    await queryRunner.query(`DROP TABLE notifications`);
    await queryRunner.query(`DROP TABLE notification_broadcasts`);
  }
}
