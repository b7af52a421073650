import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Grievances (the spec's "grievance response time", the DPDP Act's grievance redressal): a participant's
 * complaint about an entry decision, their personal data or anything else, answered by organisers before
 * `due_at` (receipt + GRIEVANCE_RESPONSE_DAYS, fixed at receipt so a later change of the setting moves no
 * promise already made); its reminders go once by their outbox keys. `grievance_notes` are the organisers'
 * internal notes, never shown to the participant. Both go with the account (ON DELETE CASCADE).
 */
export class Grievances1763820000000 implements MigrationInterface {
  name = 'Grievances1763820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE grievances (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        participant_id uuid NOT NULL REFERENCES participants (id) ON DELETE CASCADE,
        topic varchar(16) NOT NULL CHECK (topic IN ('entry_decision', 'personal_data', 'other')),
        submission_id uuid REFERENCES submissions (id) ON DELETE SET NULL,
        message text NOT NULL CHECK (length(message) BETWEEN 1 AND 4000),
        status varchar(12) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'in_progress', 'answered', 'closed')),
        assignee_id uuid REFERENCES console_accounts (id) ON DELETE SET NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        due_at timestamptz NOT NULL,
        reply text CHECK (length(reply) <= 4000),
        answered_at timestamptz,
        closed_at timestamptz,
        reinstated_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (due_at > received_at),
        CHECK (status <> 'answered' OR reply IS NOT NULL)
      )`);
    await queryRunner.query(`CREATE INDEX grievances_participant_idx ON grievances (participant_id, received_at)`);
    // The reminders' scan and the queue's default order: grievances still to answer, by due date.
    await queryRunner.query(
      `CREATE INDEX grievances_pending_due_idx ON grievances (due_at) WHERE status IN ('open', 'in_progress')`,
    );
    await queryRunner.query(`
      CREATE TABLE grievance_notes (
        id bigserial PRIMARY KEY,
        grievance_id uuid NOT NULL REFERENCES grievances (id) ON DELETE CASCADE,
        author_id uuid REFERENCES console_accounts (id) ON DELETE SET NULL,
        -- Kept as text, as the audit log does, so a note still says who wrote it whatever becomes of the account.
        author_email varchar(254) NOT NULL,
        body text NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX grievance_notes_grievance_idx ON grievance_notes (grievance_id, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE grievance_notes`);
    await queryRunner.query(`DROP TABLE grievances`);
  }
}
