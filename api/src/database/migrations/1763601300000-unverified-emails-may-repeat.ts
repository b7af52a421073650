import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Only a verified address is unique. An address typed into a profile is unverified and proves nothing, so
 * several accounts may hold it: refusing the second one (409) told any participant which addresses other
 * accounts had, and let them squat an address before its owner signed up. Lookups keep an index.
 */
export class UnverifiedEmailsMayRepeat1763601300000 implements MigrationInterface {
  name = 'UnverifiedEmailsMayRepeat1763601300000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX participants_email_key`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX participants_email_key ON participants (lower(email)) WHERE email IS NOT NULL AND email_verified`,
    );
    await queryRunner.query(
      `CREATE INDEX participants_email_idx ON participants (lower(email)) WHERE email IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // Back to one holder per address: the verified one, else the earliest; the other copies are dropped.
    await queryRunner.query(`
      UPDATE participants p SET email = NULL
      WHERE p.email IS NOT NULL AND NOT p.email_verified AND EXISTS (
        SELECT 1 FROM participants o
        WHERE o.id <> p.id AND lower(o.email) = lower(p.email)
          AND (o.email_verified OR (o.created_at, o.id) < (p.created_at, p.id)))`);
    await queryRunner.query(`DROP INDEX participants_email_idx`);
    await queryRunner.query(`DROP INDEX participants_email_key`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX participants_email_key ON participants (lower(email)) WHERE email IS NOT NULL`,
    );
  }
}
