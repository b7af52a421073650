import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The round outcome each creator was last told (went through or not), so that closing a round again after a
 * reopen tells only those whose outcome changed, with a correction, and nobody the same thing twice.
 * Rounds closed before this migration are recorded as told their current outcome: their messages went out.
 */
export class RoundOutcomeNotices1763710000000 implements MigrationInterface {
  name = 'RoundOutcomeNotices1763710000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE round_outcome_notices (
        round_id smallint NOT NULL REFERENCES rounds (id),
        participant_id uuid NOT NULL REFERENCES participants (id) ON DELETE CASCADE,
        promoted boolean NOT NULL,
        -- The film the message named: the one promoted, else the creator's first film in the round.
        submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        notified_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (round_id, participant_id)
      )`);
    await queryRunner.query(`
      INSERT INTO round_outcome_notices (round_id, participant_id, promoted, submission_id)
      SELECT DISTINCT ON (c.round_id, s.participant_id) c.round_id, s.participant_id,
             EXISTS (SELECT 1 FROM round_advancements a WHERE a.round_id = c.round_id + 1 AND a.submission_id = s.id),
             s.id
        FROM round_closures c
        JOIN submissions s ON s.status = 'verified'
         AND (s.round_id = c.round_id OR (c.round_id > 2 AND EXISTS (
               SELECT 1 FROM round_advancements ra WHERE ra.submission_id = s.id AND ra.round_id = c.round_id)))
        JOIN participants p ON p.id = s.participant_id AND p.blocked_at IS NULL
       WHERE c.round_id < 4
       ORDER BY c.round_id, s.participant_id,
                EXISTS (SELECT 1 FROM round_advancements a WHERE a.round_id = c.round_id + 1 AND a.submission_id = s.id)
                  DESC,
                s.created_at, s.id`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE round_outcome_notices`);
  }
}
