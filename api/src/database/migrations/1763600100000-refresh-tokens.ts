import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Participants' refresh tokens. Only a SHA-256 of each token is stored. Tokens of one sign-in form a
 * family: each use replaces the token with the next one (used_at set), and presenting a used token
 * again revokes the whole family (someone else holds a copy).
 */
export class RefreshTokens1763600100000 implements MigrationInterface {
  name = 'RefreshTokens1763600100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE refresh_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        participant_id uuid NOT NULL REFERENCES participants (id) ON DELETE CASCADE,
        family_id uuid NOT NULL,
        sign_in_method varchar(16) NOT NULL CHECK (sign_in_method IN ('google', 'phone', 'email')),
        token_hash char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz,
        CONSTRAINT refresh_tokens_token_hash_key UNIQUE (token_hash)
      )`);
    await queryRunner.query(`CREATE INDEX refresh_tokens_participant_idx ON refresh_tokens (participant_id)`);
    await queryRunner.query(`CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE refresh_tokens`);
  }
}
