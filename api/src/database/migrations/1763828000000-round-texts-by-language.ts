import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rounds' texts in any of the site's languages: `translations` holds `{ "<code>": { title, … } }`, starting
 * with the Hindi of the `hindi` column. Expand only: `hindi` stays, and a trigger keeps the two in step while
 * the previous version (which reads and writes `hindi`) still runs; a later release drops both.
 */
export class RoundTextsByLanguage1763828000000 implements MigrationInterface {
  name = 'RoundTextsByLanguage1763828000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE rounds ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'`);
    await queryRunner.query(
      `UPDATE rounds SET translations = jsonb_build_object('hi', hindi) WHERE hindi <> '{}'::jsonb`,
    );
    await queryRunner.query(`
      CREATE FUNCTION rounds_hindi_in_step() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.hindi IS DISTINCT FROM OLD.hindi THEN
          NEW.translations := CASE WHEN NEW.hindi = '{}'::jsonb THEN NEW.translations - 'hi'
                                   ELSE NEW.translations || jsonb_build_object('hi', NEW.hindi) END;
        ELSIF NEW.translations IS DISTINCT FROM OLD.translations THEN
          NEW.hindi := COALESCE(NEW.translations -> 'hi', '{}'::jsonb);
        END IF;
        RETURN NEW;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER rounds_hindi_in_step BEFORE UPDATE ON rounds FOR EACH ROW EXECUTE FUNCTION rounds_hindi_in_step()`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER rounds_hindi_in_step ON rounds`);
    await queryRunner.query(`DROP FUNCTION rounds_hindi_in_step()`);
    await queryRunner.query(`ALTER TABLE rounds DROP COLUMN translations`);
  }
}
