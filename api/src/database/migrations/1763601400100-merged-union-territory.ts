import { MigrationInterface, QueryRunner } from 'typeorm';

/** Names stored before the list followed the 2020 merger, and the name they became. */
export const RENAMED_STATES: ReadonlyArray<[from: string, to: string]> = [
  ['Dadra and Nagar Haveli', 'Dadra and Nagar Haveli and Daman and Diu'],
  ['Daman and Diu', 'Dadra and Nagar Haveli and Daman and Diu'],
];

/**
 * Dadra and Nagar Haveli and Daman and Diu became one union territory in 2020: profiles (and the ranked
 * snapshots' copy used by the state sub-boards) move to the merged name. Going back cannot tell the two old
 * territories apart, so down() leaves the merged name in place.
 */
export class MergedUnionTerritory1763601400100 implements MigrationInterface {
  name = 'MergedUnionTerritory1763601400100';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['participants', 'leaderboard_entries']) {
      for (const [from, to] of RENAMED_STATES) {
        await queryRunner.query(`UPDATE ${table} SET state_province = $2 WHERE state_province = $1`, [from, to]);
      }
    }
  }

  async down(): Promise<void> {
    // Nothing to undo: which of the two former territories a profile named is no longer known.
  }
}
