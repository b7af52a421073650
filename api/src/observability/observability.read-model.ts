import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export interface OutboxBacklog {
  status: string;
  count: number;
  oldestSeconds: number;
}

export interface RefreshCycleState {
  running: number;
  /** The latest completed cycle, or null before the first one finishes. */
  last: { seconds: number; finishedAt: number; samples: number } | null;
  verifiedEntries: number;
}

export interface SourceState {
  throttled: boolean;
  usagePercent: number | null;
  lastSuccessAt: number | null;
}

/**
 * The few statements a scrape runs, each on an index or a single row, across the tables whose state an operator
 * watches: the notifications outbox, the refresh cycles and the metrics source's state (read only, never written).
 */
@Injectable()
export class ObservabilityReadModel {
  constructor(private readonly dataSource: DataSource) {}

  /** Messages not yet delivered, by status, with the age of the oldest (notifications_due_idx). */
  async outboxBacklog(): Promise<OutboxBacklog[]> {
    const rows = await this.dataSource.query<{ status: string; count: number; oldest: number }[]>(
      `SELECT status, count(*)::int AS count, extract(epoch FROM now() - min(created_at))::float8 AS oldest
       FROM notifications WHERE status IN ('pending', 'queued', 'sending') GROUP BY status`,
    );
    return rows.map((row) => ({ status: row.status, count: row.count, oldestSeconds: Math.max(0, row.oldest) }));
  }

  async refreshCycles(): Promise<RefreshCycleState> {
    const [[counts], [last]] = await Promise.all([
      this.dataSource.query<{ running: number; verified: number }[]>(
        `SELECT (SELECT count(*) FROM metric_refresh_cycles WHERE status = 'running')::int AS running,
                (SELECT count(*) FROM submissions WHERE status = 'verified')::int AS verified`,
      ),
      this.dataSource.query<{ seconds: number; finished: number; samples: number }[]>(
        `SELECT extract(epoch FROM finished_at - started_at)::float8 AS seconds,
                extract(epoch FROM finished_at)::float8 AS finished, samples
         FROM metric_refresh_cycles WHERE status = 'completed' ORDER BY id DESC LIMIT 1`,
      ),
    ]);
    return {
      running: counts.running,
      verifiedEntries: counts.verified,
      last: last ? { seconds: last.seconds, finishedAt: last.finished, samples: last.samples } : null,
    };
  }

  async sourceState(): Promise<SourceState | null> {
    const [row] = await this.dataSource.query<
      { throttled: boolean; usage_percent: number | null; last_success: number | null }[]
    >(
      `SELECT coalesce(throttled_until > now(), false) AS throttled, usage_percent,
              extract(epoch FROM last_success_at)::float8 AS last_success
       FROM metrics_source_state WHERE id = 1`,
    );
    return row ? { throttled: row.throttled, usagePercent: row.usage_percent, lastSuccessAt: row.last_success } : null;
  }
}
