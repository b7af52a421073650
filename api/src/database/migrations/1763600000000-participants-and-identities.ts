import { MigrationInterface, QueryRunner } from 'typeorm';

/** Participants (the public site's accounts) and the sign-in identities attached to them. */
export class ParticipantsAndIdentities1763600000000 implements MigrationInterface {
  name = 'ParticipantsAndIdentities1763600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE participants (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(80),
        email varchar(254),
        email_verified boolean NOT NULL DEFAULT false,
        phone_number varchar(20),
        phone_country_code varchar(5) NOT NULL DEFAULT '+91',
        state_province varchar(64),
        creator_category varchar(32)
          CHECK (creator_category IN ('nano_influencer', 'micro_influencer', 'influencer', 'mega_influencer')),
        -- Derived, never written: a profile is complete with a name, state, category and a verified contact.
        profile_complete boolean GENERATED ALWAYS AS (
          name IS NOT NULL AND state_province IS NOT NULL AND creator_category IS NOT NULL
          AND ((email IS NOT NULL AND email_verified) OR phone_number IS NOT NULL)
        ) STORED,
        blocked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX participants_email_key ON participants (lower(email)) WHERE email IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX participants_phone_key ON participants (phone_number) WHERE phone_number IS NOT NULL`,
    );
    await queryRunner.query(`
      CREATE TABLE identities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        participant_id uuid NOT NULL REFERENCES participants (id) ON DELETE CASCADE,
        provider varchar(32) NOT NULL,
        subject varchar(255) NOT NULL,
        email varchar(254),
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT identities_provider_subject_key UNIQUE (provider, subject)
      )`);
    await queryRunner.query(`CREATE INDEX identities_participant_idx ON identities (participant_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE identities`);
    await queryRunner.query(`DROP TABLE participants`);
  }
}
