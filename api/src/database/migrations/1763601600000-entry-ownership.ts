import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Entries belong to their Instagram owner: the participant's Instagram handle, a post held only by live
 * entries (a rejected entry frees it), the username typed in a link kept as a hint, the ownership
 * auto-check, accounts business discovery cannot read, and the organiser's pending Collab invitations.
 */
export class EntryOwnership1763601600000 implements MigrationInterface {
  name = 'EntryOwnership1763601600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Stored lower-case without the `@` (Instagram usernames are case-insensitive).
    await queryRunner.query(`ALTER TABLE participants ADD COLUMN instagram_handle varchar(30)`);

    // Only live entries hold a post: a rejected squatter no longer blocks the real author.
    await queryRunner.query(`ALTER TABLE submissions DROP CONSTRAINT submissions_shortcode_key`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX submissions_live_shortcode_key ON submissions (shortcode) WHERE status <> 'rejected'`,
    );
    // Every claim on a post, rejected ones included, for the console.
    await queryRunner.query(`CREATE INDEX submissions_shortcode_idx ON submissions (shortcode)`);
    // The username segment of a username-prefixed link: a hint where to look, never proof of ownership.
    await queryRunner.query(`ALTER TABLE submissions ADD COLUMN link_username varchar(30)`);

    // NULL: unknown (no handle on the profile, or the owner not learned yet).
    await queryRunner.query(`ALTER TABLE submission_auto_checks ADD COLUMN owner_matches boolean`);

    // Accounts business discovery could not read (personal accounts): not asked again before recheck_after.
    await queryRunner.query(`
      CREATE TABLE instagram_accounts (
        username varchar(30) PRIMARY KEY,
        readable boolean NOT NULL,
        checked_at timestamptz NOT NULL DEFAULT now(),
        reason text
      )`);

    // The organiser's pending Collab invitations as last listed, matched to entries where possible.
    await queryRunner.query(`
      CREATE TABLE collab_invitations (
        media_id varchar(64) PRIMARY KEY,
        owner_username varchar(30),
        caption text,
        submission_id uuid REFERENCES submissions (id) ON DELETE CASCADE,
        listed_at timestamptz NOT NULL DEFAULT now(),
        accepted_at timestamptz
      )`);
    await queryRunner.query(`CREATE INDEX collab_invitations_submission_idx ON collab_invitations (submission_id)`);
    // When the last complete listing of invitations started: entries older than the reminder delay without an
    // invitation by then were never invited.
    await queryRunner.query(`ALTER TABLE metrics_source_state ADD COLUMN invitations_listed_at timestamptz`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE metrics_source_state DROP COLUMN invitations_listed_at`);
    await queryRunner.query(`DROP TABLE collab_invitations`);
    await queryRunner.query(`DROP TABLE instagram_accounts`);
    await queryRunner.query(`ALTER TABLE submission_auto_checks DROP COLUMN owner_matches`);
    await queryRunner.query(`ALTER TABLE submissions DROP COLUMN link_username`);
    await queryRunner.query(`DROP INDEX submissions_shortcode_idx`);
    await queryRunner.query(`DROP INDEX submissions_live_shortcode_key`);
    await queryRunner.query(`ALTER TABLE submissions ADD CONSTRAINT submissions_shortcode_key UNIQUE (shortcode)`);
    await queryRunner.query(`ALTER TABLE participants DROP COLUMN instagram_handle`);
  }
}
