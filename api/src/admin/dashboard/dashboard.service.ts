import { Injectable } from '@nestjs/common';
import { SmsBudgetService } from '../../auth/sms-budget.service';
import { AppConfig } from '../../config/app-config';
import { CheckResult, HealthService } from '../../health/health.service';
import { LeaderboardService } from '../../leaderboard/leaderboard.service';
import type { MetricsProviderName } from '../../config/metrics-settings';
import { MetricsRepository } from '../../metrics/metrics.repository';
import type { SubmissionStatus } from '../../contest/submission-statuses';
import type { DashboardDto } from './dashboard.dto';
import { DashboardReadModel } from './dashboard.read-model';

/** Days shown on the entries-per-day chart. */
export const DASHBOARD_DAYS = 30;
export const DASHBOARD_TOP = 10;

/**
 * The organisers' overview. Counts come from the dashboard's read model across the entries tables;
 * the metrics source's state, the top of the board and the hour's SMS come from their domains' services.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly readModel: DashboardReadModel,
    private readonly health: HealthService,
    private readonly metrics: MetricsRepository,
    private readonly leaderboard: LeaderboardService,
    private readonly config: AppConfig,
    private readonly smsBudget: SmsBudgetService,
  ) {}

  async overview(): Promise<DashboardDto> {
    const [byStatus, perDay, pending, source, lastCycle, lastCompletedAt, health, board, smsBudget] = await Promise.all(
      [
        this.readModel.entriesByStatus(),
        this.readModel.entriesPerDay(DASHBOARD_DAYS),
        this.readModel.pending(),
        this.metrics.sourceState(),
        this.readModel.lastCycle(),
        this.readModel.lastCompletedAt(),
        this.health.check(),
        this.leaderboard.current(),
        this.smsBudget.thisHour(),
      ],
    );
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
        lastSuccessAt: lastCompletedAt,
        lastGraphSuccessAt: source.lastSuccessAt,
        throttledUntil: source.throttledUntil,
        throttled: !!source.throttledUntil && source.throttledUntil.getTime() > Date.now(),
        usagePercent: source.usagePercent,
        lastCycle,
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
