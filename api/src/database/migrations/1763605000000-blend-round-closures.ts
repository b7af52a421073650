import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Closures of Rounds 1 and 2 recorded method `views` although those rounds rank by views and votes blended
 * (ranking-rule.ts). A stored closure is rewritten to `blend` only where that is certainly what was used and
 * with which weight: the round had votes before it closed (so the blend was live), and its views weight has
 * not been edited since (so today's weight is the one it closed with). Any other closure keeps `views`: with
 * no votes the blend orders exactly by views, and a weight we cannot prove is not written into the record.
 */
export class BlendRoundClosures1763605000000 implements MigrationInterface {
  name = 'BlendRoundClosures1763605000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      UPDATE round_closures c
         SET method = jsonb_build_object(
               'ranking', 'blend',
               'viewsWeight', (r.views_weight_percent / 100.0)::float8,
               'votesWeight', ((100 - r.views_weight_percent) / 100.0)::float8)
        FROM rounds r
       WHERE r.id = c.round_id AND c.round_id IN (1, 2) AND c.method->>'ranking' = 'views'
         AND EXISTS (SELECT 1 FROM votes v WHERE v.round_id = c.round_id AND v.created_at <= c.closed_at)
         AND NOT EXISTS (
           SELECT 1 FROM console_audit_log a
            WHERE a.action = 'round.update' AND a.resource = 'rounds' AND a.resource_id = c.round_id::text
              AND a.created_at >= c.closed_at
              AND a.before->>'viewsWeightPercent' IS DISTINCT FROM a.after->>'viewsWeightPercent')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE round_closures SET method = '{"ranking": "views"}'::jsonb WHERE method->>'ranking' = 'blend'`,
    );
  }
}
