/** Where the worker's figures come from; `disabled` means no figures at all (never a silent fallback). */
export type MetricsProviderName = 'instagram' | 'simulated' | 'disabled';

export interface MetricsSettings {
  provider: MetricsProviderName;
  /** One sentence saying why this provider was chosen (logged at start-up, shown by the health route). */
  providerReason: string;
  graph: { baseUrl: string; userId: string | null; accessToken: string | null };
  refreshIntervalMs: number;
  /** Items asked for per collaborative-media page (Graph `limit`). */
  pageSize: number;
  /** Usage (percent of the Graph API budget) above which calls are spaced out, and at which they pause. */
  usage: { slowdownPercent: number; pausePercent: number };
  /** A jump between two samples is flagged when views grow by at least minViews AND factor times. */
  anomaly: { minViews: number; factor: number };
  /** Collab invitations: accept automatically (organiser's choice); flag entries never invited after this long. */
  collabs: { autoAccept: boolean; reminderMs: number };
}

/** The environment variables this file reads (a subset of EnvironmentVariables). */
export interface MetricsEnvironment {
  NODE_ENV: string;
  METRICS_PROVIDER?: 'instagram' | 'simulated';
  IG_GRAPH_BASE_URL: string;
  IG_USER_ID?: string;
  IG_ACCESS_TOKEN?: string;
  METRICS_REFRESH_INTERVAL: string;
  METRICS_PAGE_SIZE: number;
  METRICS_USAGE_SLOWDOWN_PERCENT: number;
  METRICS_USAGE_PAUSE_PERCENT: number;
  METRICS_ANOMALY_MIN_VIEWS: number;
  METRICS_ANOMALY_FACTOR: number;
  IG_AUTO_ACCEPT_COLLABS: string;
  COLLAB_INVITE_REMINDER_HOURS: number;
}

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };
export const MIN_REFRESH_INTERVAL_MS = 10_000;

/** `15m`, `90s`, `1h`, `500ms`; a bare number counts minutes. Null when unreadable. */
export function parseDuration(value: string): number | null {
  const match = /^(\d+)\s*(ms|s|m|h)?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * UNIT_MS[match[2] ?? 'm'];
}

/** Problems that involve several variables at once; validateEnvironment reports them with the rest. */
export function metricsEnvironmentProblems(env: MetricsEnvironment): string[] {
  const problems: string[] = [];
  const interval = parseDuration(env.METRICS_REFRESH_INTERVAL);
  if (interval === null || interval < MIN_REFRESH_INTERVAL_MS) {
    problems.push('METRICS_REFRESH_INTERVAL must be a duration of at least 10s, such as 15m, 900s or 1h');
  }
  if (Boolean(env.IG_USER_ID) !== Boolean(env.IG_ACCESS_TOKEN)) {
    problems.push(
      `${env.IG_USER_ID ? 'IG_ACCESS_TOKEN' : 'IG_USER_ID'} must be set together with the other IG_ setting`,
    );
  } else if (env.METRICS_PROVIDER === 'instagram' && !env.IG_USER_ID) {
    problems.push('METRICS_PROVIDER=instagram needs IG_USER_ID and IG_ACCESS_TOKEN');
  }
  if (env.METRICS_USAGE_SLOWDOWN_PERCENT >= env.METRICS_USAGE_PAUSE_PERCENT) {
    problems.push('METRICS_USAGE_SLOWDOWN_PERCENT must be below METRICS_USAGE_PAUSE_PERCENT');
  }
  return problems;
}

/** Picks the provider: explicit METRICS_PROVIDER first, then the IG settings, then the environment's default. */
export function resolveMetricsSettings(env: MetricsEnvironment): MetricsSettings {
  const hasGraph = Boolean(env.IG_USER_ID && env.IG_ACCESS_TOKEN);
  let provider: MetricsProviderName;
  let providerReason: string;
  if (env.METRICS_PROVIDER === 'simulated') {
    provider = 'simulated';
    providerReason = 'METRICS_PROVIDER=simulated: figures are simulated for demos and marked as such';
  } else if (hasGraph) {
    provider = 'instagram';
    providerReason = 'Instagram Graph API (IG_USER_ID and IG_ACCESS_TOKEN are set)';
  } else if (env.NODE_ENV === 'production') {
    provider = 'disabled';
    providerReason =
      'metrics are switched off: NODE_ENV=production and neither IG_USER_ID/IG_ACCESS_TOKEN nor METRICS_PROVIDER=simulated is set';
  } else {
    provider = 'simulated';
    providerReason = `no IG_USER_ID/IG_ACCESS_TOKEN in ${env.NODE_ENV}: using simulated figures, marked as such`;
  }
  return {
    provider,
    providerReason,
    graph: {
      baseUrl: env.IG_GRAPH_BASE_URL.replace(/\/+$/, ''),
      userId: env.IG_USER_ID ?? null,
      accessToken: env.IG_ACCESS_TOKEN ?? null,
    },
    refreshIntervalMs: parseDuration(env.METRICS_REFRESH_INTERVAL) ?? 15 * 60_000,
    pageSize: env.METRICS_PAGE_SIZE,
    usage: { slowdownPercent: env.METRICS_USAGE_SLOWDOWN_PERCENT, pausePercent: env.METRICS_USAGE_PAUSE_PERCENT },
    anomaly: { minViews: env.METRICS_ANOMALY_MIN_VIEWS, factor: env.METRICS_ANOMALY_FACTOR },
    collabs: {
      autoAccept: env.IG_AUTO_ACCEPT_COLLABS === 'true',
      reminderMs: env.COLLAB_INVITE_REMINDER_HOURS * 3_600_000,
    },
  };
}
