import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Runs a DELETE … RETURNING 1 statement and answers how many rows it removed. */
const counted = (remove: string) => `WITH gone AS (${remove} RETURNING 1) SELECT count(*)::int AS count FROM gone`;

/**
 * The retention SQL. Housekeeping is the one place that removes rows for their age, across the domains'
 * tables (as the ranking statement reads across them): each statement names the rule it applies.
 */
@Injectable()
export class HousekeepingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Snapshot summaries older than the retention, never one of the newest `keep` (their rows go with them). */
  async pruneLeaderboardSnapshots(days: number, keep: number): Promise<number> {
    return this.count(
      counted(`DELETE FROM leaderboard_snapshots
        WHERE created_at < now() - make_interval(days => $1)
          AND id < (SELECT min(id) FROM (SELECT id FROM leaderboard_snapshots ORDER BY id DESC LIMIT $2) newest)`),
      [days, keep],
    );
  }

  async pruneConsoleLoginAttempts(days: number): Promise<number> {
    return this.count(
      counted(`DELETE FROM console_login_attempts WHERE created_at < now() - make_interval(days => $1)`),
      [days],
    );
  }

  /**
   * Refresh cycles that ended before the retention, with their samples (ON DELETE CASCADE): the figures'
   * history. Each entry's latest figures stay with the entry; the newest cycle stays for the dashboard.
   */
  async pruneRefreshCycles(days: number): Promise<number> {
    return this.count(
      counted(`DELETE FROM metric_refresh_cycles
        WHERE status <> 'running' AND coalesce(finished_at, updated_at) < now() - make_interval(days => $1)
          AND id < (SELECT max(id) FROM metric_refresh_cycles)`),
      [days],
    );
  }

  /**
   * Participants with no activity for `days`: the account unchanged, no sign-in, no session refreshed, and no
   * entry made or changed since.
   */
  async inactiveParticipants(days: number, limit: number): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `WITH cutoff AS (SELECT now() - make_interval(days => $1) AS at)
       SELECT p.id FROM participants p, cutoff
       WHERE greatest(p.created_at, p.updated_at) < cutoff.at
         AND NOT EXISTS (SELECT 1 FROM identities i WHERE i.participant_id = p.id AND i.last_used_at >= cutoff.at)
         AND NOT EXISTS (SELECT 1 FROM refresh_tokens t
           WHERE t.participant_id = p.id AND greatest(t.created_at, t.used_at) >= cutoff.at)
         AND NOT EXISTS (SELECT 1 FROM submissions s
           WHERE s.participant_id = p.id AND greatest(s.created_at, s.updated_at) >= cutoff.at)
       ORDER BY p.id
       LIMIT $2`,
      [days, limit],
    );
    return rows.map((row) => row.id);
  }

  private async count(sql: string, params: unknown[]): Promise<number> {
    const [row] = await this.dataSource.query<Array<{ count: number }>>(sql, params);
    return row.count;
  }
}
