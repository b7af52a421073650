import type { EnvironmentVariables } from './environment';

/** How long each kind of data is kept, in days (README, "Operating"; the privacy page's section 5). */
export interface HousekeepingSettings {
  /** Participants' accounts with everything attached, counted from their last activity: 7 years. */
  contestDataDays: number;
  /** The figures' history (refresh cycles and their samples): 2 years. */
  analyticsDays: number;
  /** Leaderboard snapshot summaries (the newest few are always kept). */
  leaderboardSnapshotDays: number;
  /** Console sign-in attempts (the console's "Login attempts" list). */
  consoleLoginAttemptDays: number;
}

export function resolveHousekeepingSettings(env: EnvironmentVariables): HousekeepingSettings {
  return {
    contestDataDays: env.RETENTION_CONTEST_DATA_DAYS,
    analyticsDays: env.RETENTION_ANALYTICS_DAYS,
    leaderboardSnapshotDays: env.RETENTION_LEADERBOARD_SNAPSHOT_DAYS,
    consoleLoginAttemptDays: env.RETENTION_CONSOLE_LOGIN_ATTEMPTS_DAYS,
  };
}
