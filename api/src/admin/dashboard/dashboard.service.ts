import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SmsBudgetService } from '../../auth/sms-budget.service';
import { AppConfig } from '../../config/app-config';
import { CheckResult, HealthService } from '../../health/health.service';
import { LeaderboardService } from '../../leaderboard/leaderboard.service';
import type { MetricsProviderName } from '../../config/metrics-settings';
import { MetricsRepository } from '../../metrics/metrics.repository';
import type { SubmissionStatus } from '../../contest/submission-statuses';
import type { DashboardDto, DayCountDto, RefreshCycleSummaryDto } from './dashboard.dto';

/** Days shown on the entries-per-day chart. */
export const DASHBOARD_DAYS = 30;
export const DASHBOARD_TOP = 10;

/**
 * The organisers' overview. Counts come from one read across the entries tables (the console's read model);
 * the metrics source's state, the top of the board and the hour's SMS come from their domains' services.
 */
@Injectable()
export class DashboardService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly health: HealthService,
    private readonly metrics: MetricsRepository,
    private readonly leaderboard: LeaderboardService,
    private readonly config: AppConfig,
    private readonly smsBudget: SmsBudgetService,
  ) {}

  async overview(): Promise<DashboardDto> {
    const [byStatus, perDay, [pending], source, [lastCycle], [lastCompleted], health, board, smsBudget] =
      await Promise.all([
        this.dataSource.query<Array<{ status: SubmissionStatus; count: number }>>(
          `SELECT status, count(*)::int AS count FROM submissions GROUP BY status ORDER BY status`,
        ),
        // Days in India Standard Time, the contest's clock; days without entries are listed with 0.
        this.dataSource.query<DayCountDto[]>(
          `SELECT to_char(day, 'YYYY-MM-DD') AS day, COALESCE(n.count, 0)::int AS count
           FROM generate_series((now() AT TIME ZONE 'Asia/Kolkata')::date - ($1::int - 1), (now() AT TIME ZONE 'Asia/Kolkata')::date, interval '1 day') AS day
           LEFT JOIN (SELECT (created_at AT TIME ZONE 'Asia/Kolkata')::date AS d, count(*) AS count
                        FROM submissions
                       WHERE created_at >= now() - make_interval(days => $1::int + 1)
                       GROUP BY 1) n ON n.d = day::date
          ORDER BY day`,
          [DASHBOARD_DAYS],
        ),
        this.dataSource.query<Array<{ createdAt: Date | null; count: number }>>(
          `SELECT min(created_at) AS "createdAt", count(*)::int AS count FROM submissions WHERE status = 'pending'`,
        ),
        this.metrics.sourceState(),
        // Ordered by the numeric id (c.id), not the text the row carries: cycle 59 comes after cycle 9.
        this.dataSource.query<RefreshCycleSummaryDto[]>(
          `SELECT c.id::text AS id, c.provider, c.status, c.pages, c.samples, c.error, c.started_at AS "startedAt",
                c.finished_at AS "finishedAt"
           FROM metric_refresh_cycles c ORDER BY c.id DESC LIMIT 1`,
        ),
        // The last good refresh is the last completed cycle, whichever provider ran it.
        this.dataSource.query<Array<{ finishedAt: Date | null }>>(
          `SELECT max(finished_at) AS "finishedAt" FROM metric_refresh_cycles WHERE status = 'completed'`,
        ),
        this.health.check(),
        this.leaderboard.current(),
        this.smsBudget.thisHour(),
      ]);
    const countOf = (status: SubmissionStatus) => byStatus.find((row) => row.status === status)?.count ?? 0;
    const oldest = pending.createdAt;
    const provider = this.config.metrics.provider;
    const boardSource = board?.source ?? null;
    const metricsHealth = health.checks.metrics ?? { status: 'disabled', reason: 'the metrics domain is not loaded' };
    return {
      entriesByStatus: {
        pending: countOf('pending'),
        verified: countOf('verified'),
        rejected: countOf('rejected'),
        disqualified: countOf('disqualified'),
      },
      entriesPerDay: perDay,
      pending: {
        count: pending.count,
        oldestCreatedAt: oldest,
        oldestAgeSeconds: oldest ? Math.floor((Date.now() - oldest.getTime()) / 1000) : null,
      },
      metricsSource: {
        health: metricsHealth,
        provider,
        // Demo figures are being collected, or the board on show still carries some.
        simulated: provider === 'simulated' || boardSource === 'simulated' || boardSource === 'mixed',
        token: tokenState(provider, metricsHealth, source.lastSuccessAt),
        status: source.status,
        reason: source.reason,
        lastSuccessAt: lastCompleted.finishedAt ?? null,
        lastGraphSuccessAt: source.lastSuccessAt,
        throttledUntil: source.throttledUntil,
        throttled: !!source.throttledUntil && source.throttledUntil.getTime() > Date.now(),
        usagePercent: source.usagePercent,
        lastCycle: lastCycle ?? null,
      },
      leaderboard: {
        lastUpdated: board?.lastUpdated ?? null,
        source: boardSource,
        top: (board?.items ?? []).slice(0, DASHBOARD_TOP),
      },
      smsBudget,
    };
  }
}

/**
 * The Instagram token as far as anyone knows: only the instagram provider uses one, and it is known good only
 * once the Graph API has answered with it.
 */
function tokenState(
  provider: MetricsProviderName,
  health: CheckResult,
  lastGraphSuccessAt: Date | null,
): 'valid' | 'refused' | 'not_checked' | 'not_used' {
  if (provider !== 'instagram') return 'not_used';
  // The health check forgets a refusal once the token has been replaced.
  if (health.status === 'down') return 'refused';
  return lastGraphSuccessAt ? 'valid' : 'not_checked';
}
