import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Contest rounds (seeded with the contest's four rounds, India Standard Time), participants' entries and the
 * history of every entry status change.
 *
 * Round 1's start (2025-09-15 00:00 IST) was never announced: it is the date the legal pages were published
 * (privacy policy "last updated September 15, 2025"). Operators move it from the console if it differs.
 * Round 4's date is "December 2025, to be decided", so its ends_at is NULL until the console sets it.
 */
export class RoundsAndSubmissions1763600200000 implements MigrationInterface {
  name = 'RoundsAndSubmissions1763600200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE rounds (
        id smallint PRIMARY KEY CHECK (id BETWEEN 1 AND 4),
        slug varchar(32) NOT NULL UNIQUE,
        title varchar(120) NOT NULL,
        phase varchar(60) NOT NULL,
        description text NOT NULL,
        starts_at timestamptz,
        ends_at timestamptz,
        -- Submissions are accepted while starts_at <= now() <= ends_at of the round flagged here.
        accepts_submissions boolean NOT NULL DEFAULT false,
        evaluation_method text NOT NULL,
        participants_label varchar(60) NOT NULL,
        advance_count int,
        video_rule text,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT rounds_window_order CHECK (starts_at IS NULL OR ends_at IS NULL OR starts_at <= ends_at)
      )`);
    // At most one round takes submissions at a time. Checked at the end of each statement (DEFERRABLE), so
    // one UPDATE can move the flag between rounds whatever order it visits the rows in.
    await queryRunner.query(`
      ALTER TABLE rounds ADD CONSTRAINT rounds_one_accepting_submissions
        EXCLUDE USING btree (accepts_submissions WITH =) WHERE (accepts_submissions) DEFERRABLE INITIALLY IMMEDIATE`);
    await queryRunner.query(`
      INSERT INTO rounds (id, slug, title, phase, description, starts_at, ends_at, accepts_submissions,
                          evaluation_method, participants_label, advance_count, video_rule)
      VALUES
        (1, 'round-1', 'Open Submissions', 'Round 1',
         'Create a 60-second AI-generated film on the life, action, philosophy or policies of the Prime Minister, post it on Instagram and submit the link. Open to every creator.',
         '2025-09-15T00:00:00+05:30', '2025-10-26T23:59:59+05:30', true,
         'Video views and public voting', 'Open Submissions', 500, 'Exactly 60 seconds'),
        (2, 'round-2', 'Top 500 Shortlist', 'Round 2',
         'The Top 500 creators make a longer film of 2 to 3 minutes.',
         '2025-10-27T00:00:00+05:30', '2025-11-15T23:59:59+05:30', false,
         'Video views and public voting', 'Top 500', 100, '2 to 3 minutes'),
        (3, 'round-3', 'India''s Top 100', 'Round 3',
         'The Top 100 films are reviewed by the jury panel; results are announced by 30 November 2025.',
         '2025-11-16T00:00:00+05:30', '2025-11-30T23:59:59+05:30', false,
         'Video views and a jury panel', 'Top 100', 20, NULL),
        (4, 'round-4', 'AI Film Festival Grand Finale', 'Round 4',
         'The 20 finalists show their films at the AI Film Festival in New Delhi (December 2025, date to be decided).',
         NULL, NULL, false,
         'Jury panel', 'Top 20', NULL, NULL)`);

    await queryRunner.query(`
      CREATE TABLE submissions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        participant_id uuid NOT NULL REFERENCES participants (id) ON DELETE CASCADE,
        round_id smallint NOT NULL REFERENCES rounds (id),
        instagram_url varchar(255) NOT NULL,
        shortcode varchar(64) NOT NULL,
        category varchar(16) NOT NULL CHECK (category IN ('life', 'action', 'philosophy', 'policies')),
        status varchar(16) NOT NULL DEFAULT 'pending'
          CHECK (status IN ('pending', 'verified', 'rejected', 'disqualified')),
        status_reason text,
        hashtags_added boolean NOT NULL,
        consent boolean NOT NULL,
        ig_media_id varchar(64),
        ig_username varchar(64),
        is_demo boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        status_changed_at timestamptz NOT NULL DEFAULT now(),
        -- One entry per Instagram post across the whole contest.
        CONSTRAINT submissions_shortcode_key UNIQUE (shortcode)
      )`);
    await queryRunner.query(
      `CREATE INDEX submissions_participant_created_idx ON submissions (participant_id, created_at)`,
    );
    await queryRunner.query(`CREATE INDEX submissions_status_idx ON submissions (status)`);

    await queryRunner.query(`
      CREATE TABLE submission_status_changes (
        id bigserial PRIMARY KEY,
        submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        from_status varchar(16),
        to_status varchar(16) NOT NULL,
        reason text,
        actor_type varchar(16) NOT NULL CHECK (actor_type IN ('participant', 'system', 'admin')),
        actor_id varchar(64),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX submission_status_changes_submission_idx ON submission_status_changes (submission_id, created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE submission_status_changes`);
    await queryRunner.query(`DROP TABLE submissions`);
    await queryRunner.query(`DROP TABLE rounds`);
  }
}
