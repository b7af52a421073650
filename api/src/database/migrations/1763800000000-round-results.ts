import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A round's results in public. `round_standings` is the round's final ranking, frozen when the round closes:
 * Rounds 1–2 one line per creator (their best film) with the inputs of the blended ranking, Rounds 3–4 one line
 * per entry with its jury score; `advanced` says whether it went into the next round. Results pages, the
 * results CSV and certificates all read it, so what the public sees is what the close decided.
 * `round_publications` is the organisers' separate act of making a closed round's results public, optionally
 * from an embargo time on; unpublishing deletes the row.
 */
export class RoundResults1763800000000 implements MigrationInterface {
  name = 'RoundResults1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE round_standings (
        round_id smallint NOT NULL REFERENCES rounds (id),
        submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        participant_id uuid NOT NULL REFERENCES participants (id) ON DELETE CASCADE,
        rank integer NOT NULL CHECK (rank > 0),
        score double precision,
        views bigint,
        likes bigint,
        votes integer,
        views_percentile double precision,
        votes_percentile double precision,
        advanced boolean NOT NULL,
        PRIMARY KEY (round_id, submission_id)
      )`);
    await queryRunner.query(`CREATE INDEX round_standings_rank_idx ON round_standings (round_id, rank)`);
    await queryRunner.query(`CREATE INDEX round_standings_participant_idx ON round_standings (participant_id)`);
    await queryRunner.query(`
      CREATE TABLE round_publications (
        round_id smallint PRIMARY KEY REFERENCES rounds (id),
        published_at timestamptz NOT NULL DEFAULT now(),
        embargo_until timestamptz,
        published_by uuid
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE round_publications`);
    await queryRunner.query(`DROP TABLE round_standings`);
  }
}
