import { MigrationInterface, QueryRunner } from 'typeorm';

const VOTING_ROUND = (closedAtCheck: string) => `
  CREATE OR REPLACE FUNCTION voting_round(p_submission uuid, p_now timestamptz) RETURNS SETOF rounds
  LANGUAGE sql STABLE AS $$
    SELECT r.* FROM rounds r
     WHERE r.voting_enabled AND r.starts_at <= p_now AND p_now <= r.ends_at${closedAtCheck}
       AND (EXISTS (SELECT 1 FROM submissions s WHERE s.id = p_submission AND s.round_id = r.id)
         OR EXISTS (SELECT 1 FROM round_advancements a WHERE a.submission_id = p_submission AND a.round_id = r.id))
     ORDER BY r.id DESC LIMIT 1
  $$`;

/**
 * Counts freeze at the close, also when an organiser closes a round before its end date: its ranking and
 * promotions are final then, so votes taken after it would change counts that no longer decide anything.
 * Reopening the round (closed_at back to NULL) takes votes again until its end.
 */
export class VotesStopAtEarlyClose1763605000100 implements MigrationInterface {
  name = 'VotesStopAtEarlyClose1763605000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(VOTING_ROUND(' AND (r.closed_at IS NULL OR p_now < r.closed_at)'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(VOTING_ROUND(''));
  }
}
