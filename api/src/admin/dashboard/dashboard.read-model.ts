import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SubmissionStatus } from '../../contest/submission-statuses';
import type { DayCountDto, RefreshCycleSummaryDto } from './dashboard.dto';

/** The dashboard's counts across the entries and refresh-cycle tables. */
@Injectable()
export class DashboardReadModel {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  entriesByStatus() {
    return this.dataSource.query<Array<{ status: SubmissionStatus; count: number }>>(
      `SELECT status, count(*)::int AS count FROM submissions GROUP BY status ORDER BY status`,
    );
  }

  /** Days in India Standard Time, the contest's clock; days without entries are listed with 0. */
  entriesPerDay(days: number) {
    return this.dataSource.query<DayCountDto[]>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, COALESCE(n.count, 0)::int AS count
         FROM generate_series((now() AT TIME ZONE 'Asia/Kolkata')::date - ($1::int - 1), (now() AT TIME ZONE 'Asia/Kolkata')::date, interval '1 day') AS day
         LEFT JOIN (SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS d, count(*) AS count
                      FROM submissions
                     WHERE created_at >= now() - make_interval(days => $1::int + 1)
                     GROUP BY 1) n ON n.d = day::date
        ORDER BY day`,
      [days],
    );
  }

  async pending(): Promise<{ createdAt: Date | null; count: number }> {
    const [row] = await this.dataSource.query<Array<{ createdAt: Date | null; count: number }>>(
      `SELECT min(created_at) AS "createdAt", count(*)::int AS count FROM submissions WHERE status = 'pending'`,
    );
    return row;
  }

  /** Ordered by the numeric id (c.id), not the text the row carries: cycle 59 comes after cycle 9. */
  async lastCycle(): Promise<RefreshCycleSummaryDto | null> {
    const [row] = await this.dataSource.query<RefreshCycleSummaryDto[]>(
      `SELECT c.id::text AS id, c.provider, c.status, c.pages, c.samples, c.error, c.started_at AS "startedAt",
              c.finished_at AS "finishedAt"
         FROM metric_refresh_cycles c ORDER BY c.id DESC LIMIT 1`,
    );
    return row ?? null;
  }

  /** The last good refresh is the last completed cycle, whichever provider ran it. */
  async lastCompletedAt(): Promise<Date | null> {
    const [row] = await this.dataSource.query<Array<{ finishedAt: Date | null }>>(
      `SELECT max(finished_at) AS "finishedAt" FROM metric_refresh_cycles WHERE status = 'completed'`,
    );
    return row?.finishedAt ?? null;
  }
}
