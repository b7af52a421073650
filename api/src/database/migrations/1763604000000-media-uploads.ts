import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Images and films uploaded in the console (api/src/media), so the console can list and reuse them. One row
 * per distinct file (`sha256` of the uploaded bytes): uploading the same file again returns the same row.
 * The files themselves live in MEDIA_DIR under names derived from that hash.
 */
export class MediaUploads1763604000000 implements MigrationInterface {
  name = 'MediaUploads1763604000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE media_uploads (
        id serial PRIMARY KEY,
        kind varchar(8) NOT NULL CHECK (kind IN ('image', 'film')),
        sha256 char(64) NOT NULL UNIQUE,
        -- The path the site uses: the widest rendition of an image, the film itself.
        url varchar(200) NOT NULL,
        -- Images: the widths written (px), each at url's name with its own width.
        widths int[],
        width int,
        height int,
        bytes bigint NOT NULL,
        original_name varchar(255),
        uploaded_by uuid REFERENCES console_accounts (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE media_uploads`);
  }
}
