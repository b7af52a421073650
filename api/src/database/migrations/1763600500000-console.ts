import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The organisers' and jury console: its own accounts (never participants), their refresh tokens and every
 * sign-in attempt, the audit log of console writes, jury assignments and scores, and round promotions.
 */
export class Console1763600500000 implements MigrationInterface {
  name = 'Console1763600500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE console_accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email varchar(254) NOT NULL,
        display_name varchar(80),
        password_hash text NOT NULL,
        role varchar(8) NOT NULL CHECK (role IN ('admin', 'jury')),
        disabled boolean NOT NULL DEFAULT false,
        -- Consecutive failed sign-ins since the last success or lock; reaching the limit sets locked_until.
        failed_attempts int NOT NULL DEFAULT 0,
        locked_until timestamptz,
        last_login_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX console_accounts_email_key ON console_accounts (lower(email))`);

    await queryRunner.query(`
      CREATE TABLE console_refresh_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES console_accounts (id) ON DELETE CASCADE,
        -- Every token rotated from one sign-in shares a family; a reused token revokes the whole family.
        family_id uuid NOT NULL,
        family_started_at timestamptz NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX console_refresh_tokens_family_idx ON console_refresh_tokens (family_id)`);
    await queryRunner.query(`CREATE INDEX console_refresh_tokens_account_idx ON console_refresh_tokens (account_id)`);

    await queryRunner.query(`
      CREATE TABLE console_login_attempts (
        id bigserial PRIMARY KEY,
        email varchar(254) NOT NULL,
        account_id uuid REFERENCES console_accounts (id) ON DELETE SET NULL,
        outcome varchar(24) NOT NULL
          CHECK (outcome IN ('success', 'bad_password', 'unknown_account', 'locked', 'disabled')),
        ip varchar(64),
        user_agent varchar(255),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX console_login_attempts_created_idx ON console_login_attempts (created_at)`);
    await queryRunner.query(
      `CREATE INDEX console_login_attempts_account_idx ON console_login_attempts (account_id, created_at)`,
    );

    await queryRunner.query(`
      CREATE TABLE console_audit_log (
        id bigserial PRIMARY KEY,
        actor_id uuid REFERENCES console_accounts (id) ON DELETE SET NULL,
        -- Kept as text so the entry still says who acted (or 'cli') whatever happens to the account.
        actor_email varchar(254) NOT NULL,
        action varchar(64) NOT NULL,
        resource varchar(32) NOT NULL,
        resource_id varchar(64),
        before jsonb,
        after jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX console_audit_log_created_idx ON console_audit_log (created_at)`);
    await queryRunner.query(
      `CREATE INDEX console_audit_log_resource_idx ON console_audit_log (resource, resource_id, created_at)`,
    );

    await queryRunner.query(`
      CREATE TABLE jury_assignments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        round_id smallint NOT NULL REFERENCES rounds (id),
        submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        -- Console accounts are disabled, never deleted, so scores always keep their juror.
        juror_id uuid NOT NULL REFERENCES console_accounts (id),
        assigned_by uuid REFERENCES console_accounts (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT jury_assignments_unique UNIQUE (round_id, submission_id, juror_id)
      )`);
    await queryRunner.query(`CREATE INDEX jury_assignments_juror_idx ON jury_assignments (juror_id, round_id)`);
    await queryRunner.query(`CREATE INDEX jury_assignments_submission_idx ON jury_assignments (submission_id)`);

    await queryRunner.query(`
      CREATE TABLE jury_scores (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        assignment_id uuid NOT NULL UNIQUE REFERENCES jury_assignments (id) ON DELETE CASCADE,
        -- An abstention: the juror declared a conflict of interest and gives no marks.
        conflict boolean NOT NULL DEFAULT false,
        creativity smallint CHECK (creativity BETWEEN 0 AND 10),
        cultural_authenticity smallint CHECK (cultural_authenticity BETWEEN 0 AND 10),
        technical_excellence smallint CHECK (technical_excellence BETWEEN 0 AND 10),
        comment text,
        submitted_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT jury_scores_marks_or_conflict CHECK (
          (conflict AND creativity IS NULL AND cultural_authenticity IS NULL AND technical_excellence IS NULL)
          OR (NOT conflict AND creativity IS NOT NULL AND cultural_authenticity IS NOT NULL
              AND technical_excellence IS NOT NULL)
        )
      )`);

    await queryRunner.query(`
      CREATE TABLE round_closures (
        round_id smallint PRIMARY KEY REFERENCES rounds (id),
        -- How many went through to the next round; NULL when closing the final (nothing to promote).
        advance_count int CHECK (advance_count > 0),
        -- How the ranking was made (views, combined or jury; normalisation; weights), for the record.
        method jsonb NOT NULL,
        closed_by uuid REFERENCES console_accounts (id),
        closed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE round_advancements (
        round_id smallint NOT NULL REFERENCES rounds (id),
        submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        -- Place and score in the previous round's final ranking, kept as the record of why it went through.
        position int NOT NULL,
        score double precision NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (round_id, submission_id)
      )`);
    await queryRunner.query(`CREATE INDEX round_advancements_submission_idx ON round_advancements (submission_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE round_advancements`);
    await queryRunner.query(`DROP TABLE round_closures`);
    await queryRunner.query(`DROP TABLE jury_scores`);
    await queryRunner.query(`DROP TABLE jury_assignments`);
    await queryRunner.query(`DROP TABLE console_audit_log`);
    await queryRunner.query(`DROP TABLE console_login_attempts`);
    await queryRunner.query(`DROP TABLE console_refresh_tokens`);
    await queryRunner.query(`DROP TABLE console_accounts`);
  }
}
