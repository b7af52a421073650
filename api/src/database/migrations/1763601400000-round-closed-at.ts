import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A round closed by an organiser is closed for everyone at once, whatever its end date says: the public
 * timeline, the countdown, the submission window and the console all read this one column (through
 * round-schedule.ts). Rounds already closed from the console keep their closing time.
 */
export class RoundClosedAt1763601400000 implements MigrationInterface {
  name = 'RoundClosedAt1763601400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE rounds ADD COLUMN closed_at timestamptz`);
    await queryRunner.query(
      `UPDATE rounds r SET closed_at = c.closed_at FROM round_closures c WHERE c.round_id = r.id`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE rounds DROP COLUMN closed_at`);
  }
}
