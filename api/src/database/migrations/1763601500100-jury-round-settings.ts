import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Per jury round, whether jurors see an entry's views and likes while scoring. Hidden by default: live
 * figures anchor marks, so the organisers decide, round by round, to show them.
 */
export class JuryRoundSettings1763601500100 implements MigrationInterface {
  name = 'JuryRoundSettings1763601500100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE jury_round_settings (
        round_id smallint PRIMARY KEY REFERENCES rounds (id) CHECK (round_id IN (3, 4)),
        show_metrics_to_jury boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`INSERT INTO jury_round_settings (round_id) SELECT id FROM rounds WHERE id IN (3, 4)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE jury_round_settings`);
  }
}
