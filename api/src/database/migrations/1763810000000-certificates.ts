import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Certificates: one row per certificate issued (the PDF is drawn from the row when downloaded, never stored).
 * `code` is the public verification code, 12 characters of an alphabet without 0/O and 1/I, grouped by four
 * (`certificate_code()`: 60 bits from gen_random_uuid's strong random bytes, the fixed version/variant bits left
 * out). A participant holds at most one live certificate per kind and round; a revoked one stays for the record
 * (and `replaced_by` points at its reissue), and its existence keeps the issuing sweep from issuing it again.
 */
export class Certificates1763810000000 implements MigrationInterface {
  name = 'Certificates1763810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION certificate_code() RETURNS text LANGUAGE sql VOLATILE AS $$
        WITH bytes AS (SELECT decode(replace(gen_random_uuid()::text, '-', ''), 'hex') AS b)
        SELECT string_agg(
                 substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', get_byte(b, i) % 32 + 1, 1)
                   || CASE WHEN n IN (4, 8) THEN '-' ELSE '' END,
                 '' ORDER BY n)
          FROM bytes, unnest(ARRAY[0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13]) WITH ORDINALITY AS pick(i, n)
      $$`);
    await queryRunner.query(`
      CREATE TABLE certificates (
        code varchar(14) PRIMARY KEY DEFAULT certificate_code(),
        participant_id uuid NOT NULL REFERENCES participants (id) ON DELETE CASCADE,
        submission_id uuid REFERENCES submissions (id) ON DELETE SET NULL,
        kind varchar(20) NOT NULL CHECK (kind IN ('participation', 'round_advanced', 'winner')),
        round_id smallint NOT NULL REFERENCES rounds (id),
        place integer CHECK (place > 0),
        holder_name varchar(80) NOT NULL,
        issued_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        revoke_reason text,
        replaced_by varchar(14) REFERENCES certificates (code),
        CHECK ((kind = 'winner') = (place IS NOT NULL)),
        CHECK ((revoked_at IS NULL) = (revoke_reason IS NULL))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX certificates_live_idx ON certificates (participant_id, kind, round_id) WHERE revoked_at IS NULL`,
    );
    await queryRunner.query(`CREATE INDEX certificates_holder_idx ON certificates (participant_id, round_id, kind)`);
    await queryRunner.query(`CREATE INDEX certificates_issued_idx ON certificates (issued_at)`);
    // Deleting a certificate (its holder's account erased) looks for rows naming it as their replacement.
    await queryRunner.query(
      `CREATE INDEX certificates_replaced_by_idx ON certificates (replaced_by) WHERE replaced_by IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE certificates`);
    await queryRunner.query(`DROP FUNCTION certificate_code()`);
  }
}
