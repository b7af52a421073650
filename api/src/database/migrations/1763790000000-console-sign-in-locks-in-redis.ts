import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Console sign-in locks move to Redis (rate-limiter-flexible, ConsoleSignInLocksService): they are counters that
 * run out, which Redis expires by itself. Running locks are not carried over: at worst a guesser gets one more
 * round of five tries per address.
 */
export class ConsoleSignInLocksInRedis1763790000000 implements MigrationInterface {
  name = 'ConsoleSignInLocksInRedis1763790000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE console_sign_in_locks`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE console_sign_in_locks (
        email varchar(254) NOT NULL,
        client varchar(64) NOT NULL,
        failures int NOT NULL DEFAULT 0,
        locked_until timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (email, client)
      )`);
    await queryRunner.query(`CREATE INDEX console_sign_in_locks_updated_idx ON console_sign_in_locks (updated_at)`);
  }
}
