import { Injectable } from '@nestjs/common';
import { RedisService } from '../redis/redis.service';
import { HealthRepository } from './health.repository';

export type CheckResult = { status: 'up' } | { status: 'down'; error: string } | { status: 'disabled'; reason: string };

/** A dependency whose state the health route reports; `down` makes the route answer 503. */
export interface HealthIndicator {
  readonly name: string;
  check(): Promise<CheckResult>;
}

const TIMEOUT_MS = 1500;

async function withTimeout(probe: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
      }),
    ]);
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', error: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

async function run(indicators: HealthIndicator[]): Promise<{ healthy: boolean; checks: Record<string, CheckResult> }> {
  const results = await Promise.all(indicators.map(async (i) => [i.name, await i.check()] as const));
  return { healthy: results.every(([, result]) => result.status !== 'down'), checks: Object.fromEntries(results) };
}

@Injectable()
export class HealthService {
  /** What no request can be served without: Postgres and Redis. The readiness probe checks these alone. */
  private readonly core: HealthIndicator[];
  private readonly indicators: HealthIndicator[];

  constructor(database: HealthRepository, redis: RedisService) {
    this.core = [
      { name: 'database', check: () => withTimeout(() => database.ping()) },
      { name: 'redis', check: () => withTimeout(() => redis.ping(TIMEOUT_MS)) },
    ];
    this.indicators = [...this.core];
  }

  /** Other domains add their own dependencies (the metrics source, for one) at module init. */
  register(indicator: HealthIndicator): void {
    this.indicators.push(indicator);
  }

  /** Every dependency, the outside sources too: the full picture organisers see. */
  check(): Promise<{ healthy: boolean; checks: Record<string, CheckResult> }> {
    return run(this.indicators);
  }

  /**
   * Postgres and Redis only: an outside source being down (a rejected Instagram token) must not take every API
   * process out of the load balancer.
   */
  checkCore(): Promise<{ healthy: boolean; checks: Record<string, CheckResult> }> {
    return run(this.core);
  }
}
