import { randomInt } from 'node:crypto';

/** Budget use reported by the Graph API on a response, reduced to what pacing needs. */
export interface GraphUsage {
  /** The highest of every percentage in X-App-Usage and X-Business-Use-Case-Usage (0-100+). */
  percent: number;
  /** estimated_time_to_regain_access from X-Business-Use-Case-Usage, in minutes; 0 when not throttled. */
  regainAccessMinutes: number;
}

const PERCENT_FIELDS = ['call_count', 'total_cputime', 'total_time'] as const;

function parseJson(value: string | null): unknown {
  if (!value) return null;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

function highestPercent(entry: unknown): number {
  if (!entry || typeof entry !== 'object') return 0;
  const record = entry as Record<string, unknown>;
  return Math.max(0, ...PERCENT_FIELDS.map((field) => Number(record[field])).filter(Number.isFinite));
}

/** Reads X-App-Usage and X-Business-Use-Case-Usage; null when the response carries neither. */
export function parseUsage(headers: Headers): GraphUsage | null {
  const app = parseJson(headers.get('x-app-usage'));
  const business = parseJson(headers.get('x-business-use-case-usage'));
  if (!app && !business) return null;
  let percent = highestPercent(app);
  let regainAccessMinutes = 0;
  if (business && typeof business === 'object') {
    for (const entries of Object.values(business as Record<string, unknown>)) {
      for (const entry of Array.isArray(entries) ? entries : []) {
        percent = Math.max(percent, highestPercent(entry));
        const regain = Number((entry as Record<string, unknown>).estimated_time_to_regain_access);
        if (Number.isFinite(regain)) regainAccessMinutes = Math.max(regainAccessMinutes, regain);
      }
    }
  }
  return { percent, regainAccessMinutes };
}

export interface PacingPolicy {
  slowdownPercent: number;
  pausePercent: number;
}

/** Longest spacing between two calls while slowing down (reached just below the pause threshold). */
export const MAX_SPACING_MS = 30_000;
/** How long calls pause at the pause threshold when the API gives no time of its own. */
export const USAGE_PAUSE_MS = 10 * 60_000;

/**
 * How long to wait before the next call, given the last usage seen. Below the slowdown threshold: no
 * wait; between the thresholds: a spacing growing linearly up to MAX_SPACING_MS; at the pause threshold:
 * USAGE_PAUSE_MS; and when the API says how long until access comes back, exactly that.
 */
export function delayBeforeNextCall(usage: GraphUsage | null, policy: PacingPolicy): number {
  if (!usage) return 0;
  if (usage.regainAccessMinutes > 0) return usage.regainAccessMinutes * 60_000;
  if (usage.percent >= policy.pausePercent) return USAGE_PAUSE_MS;
  if (usage.percent <= policy.slowdownPercent) return 0;
  const share = (usage.percent - policy.slowdownPercent) / (policy.pausePercent - policy.slowdownPercent);
  return Math.round(share * MAX_SPACING_MS);
}

/**
 * The wait after a throttling answer: the header's estimated_time_to_regain_access when given, else an
 * exponential back-off from one minute (doubling per consecutive throttle, capped at an hour) with
 * +-20 % jitter so several deployments sharing an app do not come back in step.
 */
export function throttleWaitMs(usage: GraphUsage | null, consecutiveThrottles: number): number {
  if (usage && usage.regainAccessMinutes > 0) return usage.regainAccessMinutes * 60_000;
  const base = Math.min(60_000 * 2 ** Math.max(0, consecutiveThrottles), 3_600_000);
  return Math.round(base * (0.8 + randomInt(0, 401) / 1000));
}
