import { MigrationInterface, QueryRunner } from 'typeorm';

/** The language a participant's messages go out in (a site language code); everyone so far reads English. */
export class ParticipantLanguage1763828100000 implements MigrationInterface {
  name = 'ParticipantLanguage1763828100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE participants ADD COLUMN language varchar(3) NOT NULL DEFAULT 'en'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE participants DROP COLUMN language`);
  }
}
