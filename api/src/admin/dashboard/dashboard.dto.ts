import { ApiProperty } from '@nestjs/swagger';
import { HealthCheckDto } from '../../health/health.dto';
import { BOARD_SOURCES, BoardSource } from '../../leaderboard/leaderboard-board';
import { LeaderboardItemDto } from '../../leaderboard/leaderboard.dto';

export class EntriesByStatusDto {
  @ApiProperty()
  pending!: number;

  @ApiProperty()
  verified!: number;

  @ApiProperty()
  rejected!: number;

  @ApiProperty()
  disqualified!: number;
}

export class DayCountDto {
  @ApiProperty({ format: 'date', description: 'IST day' })
  day!: string;

  @ApiProperty()
  count!: number;
}

export class PendingEntriesDto {
  @ApiProperty()
  count!: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  oldestCreatedAt!: Date | null;

  @ApiProperty({ type: Number, nullable: true })
  oldestAgeSeconds!: number | null;
}

export class RefreshCycleSummaryDto {
  @ApiProperty()
  id!: string;

  @ApiProperty()
  provider!: string;

  @ApiProperty({ enum: ['running', 'completed', 'failed'], enumName: 'RefreshCycleStatus' })
  status!: 'running' | 'completed' | 'failed';

  @ApiProperty()
  pages!: number;

  @ApiProperty()
  samples!: number;

  @ApiProperty({ type: String, nullable: true })
  error!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  startedAt!: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  finishedAt!: Date | null;
}

export class MetricsSourceDto {
  @ApiProperty({ type: HealthCheckDto })
  health!: HealthCheckDto;

  @ApiProperty({ enum: ['instagram', 'simulated', 'disabled'], enumName: 'MetricsProviderName' })
  provider!: 'instagram' | 'simulated' | 'disabled';

  @ApiProperty({ description: 'Demo figures are shown somewhere' })
  simulated!: boolean;

  @ApiProperty({ enum: ['valid', 'refused', 'not_checked', 'not_used'], enumName: 'InstagramTokenState' })
  token!: 'valid' | 'refused' | 'not_checked' | 'not_used';

  @ApiProperty({ enum: ['ok', 'token_rejected', 'permission_missing'], enumName: 'MetricsSourceStatus' })
  status!: 'ok' | 'token_rejected' | 'permission_missing';

  @ApiProperty({ type: String, nullable: true })
  reason!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The last completed cycle' })
  lastSuccessAt!: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastGraphSuccessAt!: Date | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  throttledUntil!: Date | null;

  @ApiProperty()
  throttled!: boolean;

  @ApiProperty({ type: Number, nullable: true, description: 'Graph API usage, percent of the allowance' })
  usagePercent!: number | null;

  @ApiProperty({ type: RefreshCycleSummaryDto, nullable: true })
  lastCycle!: RefreshCycleSummaryDto | null;
}

export class DashboardBoardDto {
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastUpdated!: string | null;

  @ApiProperty({ enum: BOARD_SOURCES, enumName: 'BoardSource', nullable: true })
  source!: BoardSource | null;

  @ApiProperty({ type: [LeaderboardItemDto] })
  top!: LeaderboardItemDto[];
}

/** The SMS codes sent this clock hour against SMS_HOURLY_BUDGET (README, Sign-in: SMS budget). */
export class SmsBudgetDto {
  @ApiProperty()
  sentThisHour!: number;

  @ApiProperty()
  hourlyBudget!: number;

  @ApiProperty({ description: 'Where sign-in codes stop; the rest is kept for signed-in people verifying a mobile' })
  signInCeiling!: number;

  @ApiProperty({ description: 'SMS sent at which organisers are alerted (SMS_BUDGET_ALERT_PERCENT)' })
  alertAt!: number;

  @ApiProperty()
  runningHot!: boolean;
}

/** GET /admin/dashboard. */
export class DashboardDto {
  @ApiProperty({ type: EntriesByStatusDto })
  entriesByStatus!: EntriesByStatusDto;

  @ApiProperty({ type: [DayCountDto], description: 'The last 30 IST days, oldest first' })
  entriesPerDay!: DayCountDto[];

  @ApiProperty({ type: PendingEntriesDto })
  pending!: PendingEntriesDto;

  @ApiProperty({ type: MetricsSourceDto })
  metricsSource!: MetricsSourceDto;

  @ApiProperty({ type: DashboardBoardDto })
  leaderboard!: DashboardBoardDto;

  @ApiProperty({ type: SmsBudgetDto })
  smsBudget!: SmsBudgetDto;
}
