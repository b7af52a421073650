import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Snapshot rows move to `leaderboard_rows`, partitioned by snapshot: a recompute fills a table of its own with no
 * index, then attaches it, which builds its two indexes by sorting once instead of a million index insertions
 * in random order (the 1,000,000-entry recompute took 13 s, most of it in those insertions), and pruning a
 * snapshot drops its table instead of deleting its rows. Expand only: `leaderboard_entries` stays for the
 * previous version while a rolling upgrade runs (it is dropped in a later release), and the newest snapshot's
 * rows are carried over so sub-boards and positions keep answering until the next recompute.
 */
export class LeaderboardRowsBySnapshot1763830000000 implements MigrationInterface {
  name = 'LeaderboardRowsBySnapshot1763830000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE leaderboard_rows (
        snapshot_id bigint NOT NULL,
        rank integer NOT NULL,
        submission_id uuid NOT NULL,
        category varchar(16) NOT NULL,
        creator_category varchar(32),
        state_province varchar(64),
        views bigint,
        likes bigint,
        metrics_source varchar(32),
        votes integer NOT NULL DEFAULT 0,
        PRIMARY KEY (snapshot_id, rank)
      ) PARTITION BY LIST (snapshot_id)`);
    await queryRunner.query(
      `CREATE INDEX leaderboard_rows_submission_idx ON leaderboard_rows (snapshot_id, submission_id)`,
    );
    const [{ id }] = (await queryRunner.query(`SELECT max(snapshot_id) AS id FROM leaderboard_entries`)) as Array<{
      id: string | null;
    }>;
    if (id !== null) {
      await queryRunner.query(
        `CREATE TABLE leaderboard_rows_${Number(id)} PARTITION OF leaderboard_rows FOR VALUES IN (${Number(id)})`,
      );
      await queryRunner.query(
        `INSERT INTO leaderboard_rows SELECT snapshot_id, rank, submission_id, category, creator_category,
           state_province, views, likes, metrics_source, votes FROM leaderboard_entries WHERE snapshot_id = $1`,
        [id],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE leaderboard_rows`);
  }
}
