import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The content gains `shareImageUrl`, the picture of link previews (of the site and of each entry); null until
 * an organiser sets one, when previews use the site's built-in /og-image.png.
 */
export class ContentShareImage1763605000200 implements MigrationInterface {
  name = 'ContentShareImage1763605000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE site_content SET document = document || '{"shareImageUrl": null}'::jsonb WHERE NOT document ? 'shareImageUrl'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`UPDATE site_content SET document = document - 'shareImageUrl'`);
  }
}
