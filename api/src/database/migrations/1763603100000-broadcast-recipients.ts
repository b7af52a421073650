import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A broadcast's audience, fixed when it is queued: one lean row per person with the channels that reach them.
 * Queuing writes only these (no foreign keys, one index); the worker turns them into `notifications` rows in
 * batches, deleting each batch in the same transaction, so the rows left are the people still to expand. A
 * participant erased meanwhile is dropped at expansion (the batch joins `participants`).
 */
export class BroadcastRecipients1763603100000 implements MigrationInterface {
  name = 'BroadcastRecipients1763603100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE broadcast_recipients (
        broadcast_id uuid NOT NULL,
        participant_id uuid NOT NULL,
        channels text[] NOT NULL,
        PRIMARY KEY (broadcast_id, participant_id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE broadcast_recipients`);
  }
}
