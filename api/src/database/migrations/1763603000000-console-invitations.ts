import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Console accounts created from the console get no password: the person sets their own from a single-use link
 * mailed to them. Only the link token's SHA-256 is kept; a new link (resend) revokes the previous one.
 */
export class ConsoleInvitations1763603000000 implements MigrationInterface {
  name = 'ConsoleInvitations1763603000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE console_accounts ALTER COLUMN password_hash DROP NOT NULL`);
    await queryRunner.query(`
      CREATE TABLE console_invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES console_accounts (id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz,
        created_by uuid REFERENCES console_accounts (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX console_invitations_account_idx ON console_invitations (account_id, created_at DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE console_invitations`);
    await queryRunner.query(`UPDATE console_accounts SET password_hash = '!' WHERE password_hash IS NULL`);
    await queryRunner.query(`ALTER TABLE console_accounts ALTER COLUMN password_hash SET NOT NULL`);
  }
}
