import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conflicts of interest an organiser records before judging (a juror and a participant they know): the
 * juror is never assigned that participant's entries, automatically or by hand.
 */
export class JuryConflicts1763601500000 implements MigrationInterface {
  name = 'JuryConflicts1763601500000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE jury_conflicts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        -- Console accounts are disabled, never deleted.
        juror_id uuid NOT NULL REFERENCES console_accounts (id),
        participant_id uuid NOT NULL REFERENCES participants (id) ON DELETE CASCADE,
        reason varchar(500),
        recorded_by uuid REFERENCES console_accounts (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT jury_conflicts_unique UNIQUE (juror_id, participant_id)
      )`);
    await queryRunner.query(`CREATE INDEX jury_conflicts_participant_idx ON jury_conflicts (participant_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE jury_conflicts`);
  }
}
