import { DataSource } from 'typeorm';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { RoundsService } from '../rounds/rounds.service';
import { LeaderboardService } from './leaderboard.service';
import { RankRecomputeService } from './rank-recompute.service';

interface Case {
  name: string;
  viewsWeight?: number;
  /** Entries in submission order (the first is the earliest): views, likes, votes in the board's round. */
  entries: Record<string, [views: number | null, likes: number | null, votes: number]>;
  expected: string[];
}

const CASES: Case[] = [
  {
    name: 'no votes at all: views, then likes, then the earlier entry (exactly the views-only ranking)',
    entries: {
      early: [500, 10, 0],
      late: [500, 10, 0],
      liked: [500, 20, 0],
      top: [900, null, 0],
      none: [null, null, 0],
    },
    expected: ['top', 'liked', 'early', 'late', 'none'],
  },
  {
    name: 'votes lift an entry over a slightly more viewed one',
    entries: { a: [1000, 0, 0], b: [900, 0, 50], c: [10, 0, 0], d: [5, 0, 0] },
    expected: ['b', 'a', 'c', 'd'],
  },
  {
    name: 'an outlier counts by its rank, not its size: a million votes weigh as much as being first in votes',
    entries: { viral: [10_000_000, 0, 0], stuffed: [1000, 0, 1_000_000], fair: [900, 0, 90], quiet: [10, 0, 1] },
    expected: ['stuffed', 'viral', 'fair', 'quiet'],
  },
  {
    name: '... the same order as with just one vote more than the next entry',
    entries: { viral: [10_000_000, 0, 0], stuffed: [1000, 0, 91], fair: [900, 0, 90], quiet: [10, 0, 1] },
    expected: ['stuffed', 'viral', 'fair', 'quiet'],
  },
  {
    name: 'ten times the views of the runner-up weigh no more than being first in views',
    entries: { viral: [10_000_000, 0, 0], second: [1000, 0, 0], voted: [900, 0, 3], quiet: [10, 0, 1] },
    expected: ['viral', 'voted', 'second', 'quiet'],
  },
  {
    name: 'equal votes share one vote rank (so a lifts over d, and ties c on the score, losing on views)',
    viewsWeight: 50,
    entries: { a: [100, 0, 20], b: [300, 0, 20], c: [200, 0, 0], d: [150, 0, 0] },
    expected: ['b', 'c', 'a', 'd'],
  },
  {
    name: 'an entry without figures ranks below 0 views, its votes still count',
    entries: { unseen: [null, null, 40], a: [100, 0, 0], b: [50, 0, 0], c: [10, 0, 0] },
    expected: ['a', 'b', 'unseen', 'c'],
  },
  {
    name: 'a tied score goes to more views',
    viewsWeight: 50,
    entries: { voted: [100, 0, 10], viewed: [200, 0, 5] },
    expected: ['viewed', 'voted'],
  },
  {
    name: 'views weight 100: votes change nothing',
    viewsWeight: 100,
    entries: { a: [100, 0, 0], b: [50, 0, 1000], c: [10, 0, 5] },
    expected: ['a', 'b', 'c'],
  },
  {
    name: 'views weight 0: votes alone, ties by views',
    viewsWeight: 0,
    entries: { a: [100, 0, 1], b: [50, 0, 1000], c: [10, 0, 5], d: [500, 0, 5] },
    expected: ['b', 'd', 'c', 'a'],
  },
];

describe('the ranking rule (views and votes blended) on the board and the promotion preview', () => {
  useTestEnvironment();
  let running: RunningApp;
  let db: DataSource;

  beforeAll(async () => {
    running = await startApp();
    db = running.app.get(DataSource);
    // Round 1 has started, the others not: the board ranks with Round 1's votes and weights.
    await db.query(
      `UPDATE rounds SET starts_at = CASE id WHEN 1 THEN now() - interval '10 days' ELSE now() + interval '10 days' END,
              ends_at = now() + interval '20 days' + id * interval '1 day'`,
    );
  });
  afterAll(async () => {
    await running?.close();
  });

  /** Replaces every entry with the case's, and answers names by submission id. */
  async function load(testCase: Case): Promise<Map<string, string>> {
    await db.query(`DELETE FROM participants`);
    await db.query(`UPDATE rounds SET views_weight_percent = $1 WHERE id = 1`, [testCase.viewsWeight ?? 70]);
    const names = new Map<string, string>();
    let minute = 0;
    for (const [name, [views, likes, votes]] of Object.entries(testCase.entries)) {
      const [{ id: owner }] = await db.query(`INSERT INTO participants (name) VALUES ($1) RETURNING id`, [name]);
      const [{ id }] = await db.query(
        `INSERT INTO submissions (participant_id, round_id, instagram_url, shortcode, category, status,
           hashtags_added, consent, created_at)
         VALUES ($1, 1, $2, $3, 'life', 'verified', true, true, '2025-10-01T00:00:00Z'::timestamptz + $4 * interval '1 minute')
         RETURNING id`,
        [owner, `https://www.instagram.com/reel/Rank${name}000/`, `Rank${name}000`, minute++],
      );
      if (views !== null) {
        await db.query(
          `INSERT INTO submission_metrics (submission_id, views, likes, source, sampled_at, cycle_id)
           VALUES ($1, $2, $3, 'collaborative_media', now(), 0)`,
          [id, views, likes],
        );
      }
      if (votes) {
        await db.query(`INSERT INTO submission_votes (submission_id, round_id, votes) VALUES ($1, 1, $2)`, [id, votes]);
        // Votes of another round never count on this round's board.
        await db.query(`INSERT INTO submission_votes (submission_id, round_id, votes) VALUES ($1, 2, 999999)`, [id]);
      }
      names.set(id, name);
    }
    return names;
  }

  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_, testCase) => {
    const names = await load(testCase);
    await running.app.get(RankRecomputeService).recompute();
    await running.app.get(LeaderboardService).sync();
    const board = await call(`${running.api}/leaderboard`);
    expect(board.body.items.map((item: any) => names.get(item.submissionId))).toEqual(testCase.expected);
    expect(board.body.items.map((item: any) => item.rank)).toEqual(testCase.expected.map((_, i) => i + 1));
    for (const item of board.body.items) {
      expect(item.metrics.votes).toBe(testCase.entries[names.get(item.submissionId)!][2]);
    }

    const preview = await running.app.get(RoundsService).preview(1, { count: 1 } as never);
    const promoted = [...preview.advancing, ...preview.cut].map((row: any) => names.get(row.submissionId));
    expect(promoted).toEqual(testCase.expected);
  });
});
