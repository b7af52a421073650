import { MigrationInterface, QueryRunner } from 'typeorm';

/** The seeded texts that wrote a date into the prose, and the same texts without it. */
const REWORDED: Array<[id: number, seeded: string, reworded: string]> = [
  [
    3,
    'The Top 100 films are reviewed by the jury panel; results are announced by 30 November 2025.',
    'The Top 100 films are reviewed by the jury panel; results are announced when the round ends.',
  ],
  [
    4,
    'The 20 finalists show their films at the AI Film Festival in New Delhi (December 2025, date to be decided).',
    'The 20 finalists show their films at the AI Film Festival in New Delhi.',
  ],
];

/**
 * One truth for dates: two seeded round descriptions stated dates of their own, which disagree with the
 * round's dates as soon as an organiser moves them. Only a description still exactly as seeded is reworded,
 * so an organiser's own text is never overwritten.
 */
export class RoundTextsWithoutDates1763602100100 implements MigrationInterface {
  name = 'RoundTextsWithoutDates1763602100100';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const [id, seeded, reworded] of REWORDED) {
      await queryRunner.query(`UPDATE rounds SET description = $3 WHERE id = $1 AND description = $2`, [
        id,
        seeded,
        reworded,
      ]);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const [id, seeded, reworded] of REWORDED) {
      await queryRunner.query(`UPDATE rounds SET description = $2 WHERE id = $1 AND description = $3`, [
        id,
        seeded,
        reworded,
      ]);
    }
  }
}
