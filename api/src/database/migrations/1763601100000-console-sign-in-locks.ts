import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Console sign-in locks move off the account row: they are kept per (e-mail, client address), so guesses from
 * one address no longer lock the organiser out everywhere, plus one row per e-mail across all addresses (the
 * coarse ceiling). Keyed by the e-mail as typed, known or not, so an unknown address locks like a real one.
 */
export class ConsoleSignInLocks1763601100000 implements MigrationInterface {
  name = 'ConsoleSignInLocks1763601100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE console_sign_in_locks (
        -- The e-mail trimmed and lower-cased, whether or not an account has it.
        email varchar(254) NOT NULL,
        -- The client address, or '*' for the row counting every address together.
        client varchar(64) NOT NULL,
        -- Attempts counted since the last success or lock, each reserved before its password check.
        failures int NOT NULL DEFAULT 0,
        locked_until timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (email, client)
      )`);
    await queryRunner.query(`CREATE INDEX console_sign_in_locks_updated_idx ON console_sign_in_locks (updated_at)`);
    await queryRunner.query(`ALTER TABLE console_accounts DROP COLUMN failed_attempts, DROP COLUMN locked_until`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE console_accounts ADD COLUMN failed_attempts int NOT NULL DEFAULT 0, ADD COLUMN locked_until timestamptz`,
    );
    await queryRunner.query(`DROP TABLE console_sign_in_locks`);
  }
}
