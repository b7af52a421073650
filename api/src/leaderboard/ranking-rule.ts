import type { EntryAliases } from '../contest/contest.repository';

/**
 * THE ranking rule of Rounds 1 and 2, used by the board recompute (and so the sub-boards), the promotion
 * preview and the results: each entry's score blends its percentile rank in views and in votes,
 *
 *   score = w × percent_rank(views) + (1 − w) × percent_rank(votes),   w = the round's views_weight_percent / 100
 *
 * percent_rank is (entries ranked below it) ÷ (entries − 1), from 0 to 1, ties sharing one value: only the
 * order counts, so one viral post or one vote-stuffed entry moves no one else's score by its size. Entries
 * without figures rank below 0 views. Ties on the score go to more views, then more likes, then the earlier
 * entry. With no votes at all every entry's vote rank is 0, so the order is exactly views, likes, earliest.
 */

/** The round whose votes and weights the public board uses: the latest round that has started. */
export const BOARD_ROUND = `coalesce((SELECT id FROM rounds WHERE starts_at <= now() ORDER BY starts_at DESC LIMIT 1), 1)`;

/** ORDER BY over the columns of `scoredEntries`. */
export const RANK_ORDER = `score DESC, views DESC NULLS LAST, likes DESC NULLS LAST, created_at ASC, id ASC`;

/** The aliases `scoredEntries` gives the entries it scores, for the caller's condition. */
const SCORED: EntryAliases = { entry: 's', creator: 'p' };

/**
 * The entries matching `where` (a condition built on the aliases it is given), each with its figures,
 * its votes in `round` (SQL giving the round id) and its blended score among them. Columns: id, participant_id,
 * category, created_at, instagram_url, author, creator_category, state_province, views, likes, metrics_source, votes,
 * score.
 */
export function scoredEntries(where: (aliases: EntryAliases) => string, round: string): string {
  return `
    SELECT s.id, s.participant_id, s.category, s.created_at, s.instagram_url, p.name AS author, p.creator_category, p.state_province,
      m.views, m.likes, m.source AS metrics_source, coalesce(v.votes, 0) AS votes,
      w.views_share * percent_rank() OVER (ORDER BY coalesce(m.views, -1))
        + (1 - w.views_share) * percent_rank() OVER (ORDER BY coalesce(v.votes, 0)) AS score
    FROM submissions s
    JOIN participants p ON p.id = s.participant_id
    CROSS JOIN (SELECT r.views_weight_percent / 100.0::float8 AS views_share FROM rounds r WHERE r.id = ${round}) w
    LEFT JOIN submission_metrics m ON m.submission_id = s.id
    LEFT JOIN submission_votes v ON v.submission_id = s.id AND v.round_id = ${round}
    WHERE ${where(SCORED)}`;
}
