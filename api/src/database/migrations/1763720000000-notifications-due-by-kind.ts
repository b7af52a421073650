import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The relay hands a channel's urgent kinds (invitations, jurors' notices, an entry's news) over ahead of bulk
 * ones: this index finds those few due rows without reading a backlog of 100,000 announcements every pass.
 */
export class NotificationsDueByKind1763720000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX notifications_due_kind_idx ON notifications (channel, kind, created_at)
        WHERE status IN ('pending', 'queued', 'sending')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX notifications_due_kind_idx`);
  }
}
