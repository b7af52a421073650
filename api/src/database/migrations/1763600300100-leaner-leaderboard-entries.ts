import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Leaderboard snapshot rows are a derived copy rewritten by every rank recompute (100,000 rows for 100,000
 * entries), so what each row costs to insert decides the recompute's time. Two foreign-key checks per row
 * and a participant index doubled it. Without them: a deleted entry's rows stay only in the snapshots
 * already taken, which the recompute prunes (three are kept), and /leaderboard/me finds the participant's
 * rows through their entries' ids instead.
 */
export class LeanerLeaderboardEntries1763600300100 implements MigrationInterface {
  name = 'LeanerLeaderboardEntries1763600300100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE leaderboard_entries DROP CONSTRAINT leaderboard_entries_snapshot_id_fkey`);
    await queryRunner.query(`ALTER TABLE leaderboard_entries DROP CONSTRAINT leaderboard_entries_submission_id_fkey`);
    await queryRunner.query(`DROP INDEX leaderboard_entries_participant_idx`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX leaderboard_entries_participant_idx ON leaderboard_entries (participant_id, snapshot_id)`,
    );
    await queryRunner.query(
      `DELETE FROM leaderboard_entries e WHERE NOT EXISTS (SELECT 1 FROM submissions s WHERE s.id = e.submission_id)`,
    );
    await queryRunner.query(
      `ALTER TABLE leaderboard_entries ADD CONSTRAINT leaderboard_entries_submission_id_fkey
       FOREIGN KEY (submission_id) REFERENCES submissions (id) ON DELETE CASCADE`,
    );
    await queryRunner.query(
      `ALTER TABLE leaderboard_entries ADD CONSTRAINT leaderboard_entries_snapshot_id_fkey
       FOREIGN KEY (snapshot_id) REFERENCES leaderboard_snapshots (id) ON DELETE CASCADE`,
    );
  }
}
