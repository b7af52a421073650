import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Instagram ownership is proven, never typed. Every participant gets an ownership code (`AFC-` and six
 * characters from an alphabet without 0/O/1/I/L) to put in a post's caption: only the account's owner can
 * write it there, so a caption holding the code, on a post whose owner the Graph API named, proves that
 * account is theirs (`instagram_proven_username`; one proven account belongs to one participant).
 * `entry_claims` keeps what organisers must decide on: a participant's attempt to enter a post someone else
 * entered (`post`), and a second participant proving an account already proven by another (`account`).
 * `submissions.ig_caption` is the caption the worker last read, so a claim's proof is worked out from it.
 */
export class ProvenOwnership1763750000000 implements MigrationInterface {
  name = 'ProvenOwnership1763750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // gen_random_uuid() draws from the server's cryptographic generator; its bytes 0-5 are all random. A byte
    // modulo 31 slightly favours the first eight letters, which matters not at all: the code is no secret
    // (knowing it lets nobody write in someone else's caption). A code already taken is drawn again.
    await queryRunner.query(`
      CREATE FUNCTION new_ownership_code() RETURNS varchar LANGUAGE plpgsql VOLATILE AS $$
      DECLARE
        alphabet constant text := '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
        bytes bytea;
        code varchar;
      BEGIN
        LOOP
          bytes := uuid_send(gen_random_uuid());
          code := 'AFC-';
          FOR i IN 0..5 LOOP
            code := code || substr(alphabet, get_byte(bytes, i) % 31 + 1, 1);
          END LOOP;
          EXIT WHEN NOT EXISTS (SELECT 1 FROM participants p WHERE p.ownership_code = code);
        END LOOP;
        RETURN code;
      END $$`);
    await queryRunner.query(`ALTER TABLE participants ADD COLUMN ownership_code varchar(10)`);
    await queryRunner.query(`UPDATE participants SET ownership_code = new_ownership_code()`);
    await queryRunner.query(`
      ALTER TABLE participants ALTER COLUMN ownership_code SET DEFAULT new_ownership_code(),
                               ALTER COLUMN ownership_code SET NOT NULL,
                               ADD CONSTRAINT participants_ownership_code_key UNIQUE (ownership_code),
                               ADD COLUMN instagram_proven_username varchar(30),
                               ADD COLUMN instagram_proven_at timestamptz`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX participants_instagram_proven_key ON participants (instagram_proven_username)
       WHERE instagram_proven_username IS NOT NULL`);

    await queryRunner.query(`ALTER TABLE submissions ADD COLUMN ig_caption text`);

    await queryRunner.query(`
      CREATE TABLE entry_claims (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(10) NOT NULL CHECK (kind IN ('post', 'account')),
        submission_id uuid NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
        claimant_id uuid NOT NULL REFERENCES participants (id) ON DELETE CASCADE,
        username varchar(30),
        status varchar(12) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'transferred', 'dismissed')),
        attempts int NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_attempt_at timestamptz NOT NULL DEFAULT now(),
        resolved_by uuid REFERENCES console_accounts (id) ON DELETE SET NULL,
        resolved_at timestamptz,
        UNIQUE (submission_id, claimant_id, kind)
      )`);
    await queryRunner.query(`CREATE INDEX entry_claims_open_idx ON entry_claims (created_at) WHERE status = 'open'`);
    await queryRunner.query(`CREATE INDEX entry_claims_claimant_idx ON entry_claims (claimant_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE entry_claims`);
    await queryRunner.query(`ALTER TABLE submissions DROP COLUMN ig_caption`);
    await queryRunner.query(`
      ALTER TABLE participants DROP COLUMN ownership_code, DROP COLUMN instagram_proven_username,
                               DROP COLUMN instagram_proven_at`);
    await queryRunner.query(`DROP FUNCTION new_ownership_code()`);
  }
}
