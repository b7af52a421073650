import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { ContestService } from '../contest/contest.service';
import { NotificationOutboxService } from '../notifications/notification-outbox.service';
import { RedisService } from '../redis/redis.service';
import type { RoundWindow } from './auto-checks';
import { CallGate, CallsPausedError } from './graph/call-gate';
import { GraphApiClient } from './graph/graph-api.client';
import { GraphApiError } from './graph/graph-errors';
import { tokenFingerprint } from './token-fingerprint';
import { LeaseLostError, MetricsRepository } from './metrics.repository';
import { ACCEPTS_PER_DAY, InstagramProvider } from './providers/instagram.provider';
import type { MetricsProvider } from './providers/metrics-provider';
import { SimulatedProvider } from './providers/simulated.provider';

export interface RefreshCycleOptions {
  /** How long a worker's hold on the running cycle lasts without renewal (renewed every third of it). */
  leaseMs: number;
  /** Waits up to this long are slept through; longer ones (throttling) pause the cycle and free the worker. */
  longestInlineWaitMs: number;
  /** Failed attempts (network, unexpected answers) after which the cycle is given up. */
  maxFailedAttempts: number;
}

/** Overridable in tests (short leases) and benchmarks. */
export const REFRESH_CYCLE_OPTIONS = Symbol('refresh-cycle-options');
export const DEFAULT_REFRESH_CYCLE_OPTIONS: RefreshCycleOptions = {
  leaseMs: 60_000,
  longestInlineWaitMs: 30_000,
  maxFailedAttempts: 5,
};

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Meta's budgets: business discovery 200 calls an hour; invitations 300 listings and 50 accepts a day. */
const BUDGETS = {
  discovery: { limit: 200, windowMs: HOUR_MS },
  'invitations-list': { limit: 300, windowMs: DAY_MS },
  'invitations-accept': { limit: ACCEPTS_PER_DAY, windowMs: DAY_MS },
} as const;

/**
 * Takes one call from a rolling window shared by every worker (a sorted set of call times): 0 when the
 * window is full. Rolling, not per calendar hour or day, so two windows' worth never land back to back.
 */
const TAKE_CALL = `
  redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]))
  if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
  redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1`;

export type CycleOutcome =
  | { outcome: 'completed'; cycleId: string; pages: number; samples: number; calls: number; resumed: boolean }
  /** Waiting (throttled, or retrying after failures): resume at resumeAt from the saved cursor. */
  | { outcome: 'paused'; cycleId: string; resumeAt: Date; reason: string }
  /** The token or a permission was refused: the cycle is over and the source reported down. */
  | { outcome: 'stopped'; cycleId: string | null; reason: string }
  | { outcome: 'failed'; cycleId: string; reason: string }
  /** Another live worker holds the running cycle. */
  | { outcome: 'busy'; cycleId: string }
  /** This job's cycle already finished, or the cycle it was to resume is over. */
  | { outcome: 'done'; cycleId: string | null }
  /** This worker is stopping: the cycle was released at a page boundary for another to resume. */
  | { outcome: 'interrupted'; cycleId: string }
  /** Another worker took the cycle over (this one was presumed dead); nothing was written. */
  | { outcome: 'lost'; cycleId: string }
  | { outcome: 'disabled'; reason: string };

const sleep = (ms: number, signal?: AbortSignal) => delay(ms, undefined, signal ? { signal } : undefined);

/**
 * Runs refresh cycles: exactly one at a time across all workers (a lease on the single 'running' row),
 * page by page, each page committed together with the cursor so a cycle resumes where it stopped.
 */
@Injectable()
export class RefreshCycleService {
  private readonly logger = new Logger('MetricsRefresh');

  constructor(
    private readonly config: AppConfig,
    private readonly repository: MetricsRepository,
    private readonly contest: ContestService,
    private readonly redis: RedisService,
    private readonly outbox: NotificationOutboxService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REFRESH_CYCLE_OPTIONS) private readonly options: RefreshCycleOptions,
  ) {}

  /**
   * Reports the source down and alerts the organisers (at most once a day per cause) in one transaction, so the
   * alert exists exactly when the state that caused it does.
   */
  async recordSourceFailure(
    status: 'token_rejected' | 'permission_missing',
    reason: string,
    fingerprint: string | null,
  ): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.repository.recordSourceFailure(manager, status, reason, fingerprint);
      await this.outbox.metricsSourceDown(manager, status, reason, fingerprint);
    });
  }

  /**
   * Claims the running cycle (or starts one) and works through it. `jobId` ties a cycle to the job that
   * started it, so a re-delivered job does not start a second one; `resumeCycleId` only resumes.
   */
  async run(
    trigger: {
      jobId?: string | null;
      resumeCycleId?: string | null;
      /** Leave a running cycle of another provider alone (the demo seed) instead of ending it. */
      leaveOtherProviders?: boolean;
    } = {},
    stop?: AbortSignal,
  ): Promise<CycleOutcome> {
    const settings = this.config.metrics;
    if (settings.provider === 'disabled') return { outcome: 'disabled', reason: settings.providerReason };
    if (settings.provider === 'instagram') {
      // A rejected token stays rejected until the operator sets a new one: no call is worth making.
      const state = await this.repository.sourceState();
      if (
        state.status === 'token_rejected' &&
        state.tokenFingerprint === tokenFingerprint(settings.graph.accessToken)
      ) {
        return { outcome: 'stopped', cycleId: null, reason: state.reason ?? 'Instagram access token rejected' };
      }
    }
    const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    const claimOptions = {
      owner,
      leaseMs: this.options.leaseMs,
      provider: settings.provider,
      jobId: trigger.jobId ?? null,
      resumeCycleId: trigger.resumeCycleId ?? null,
    };
    let claim = await this.repository.claimCycle(claimOptions);
    if (claim.kind === 'busy') {
      // The holder may have died: its lease runs out within leaseMs. Wait that long once, then look again.
      const wait = claim.leaseExpiresAt.getTime() - Date.now();
      if (wait <= this.options.leaseMs + 1000) {
        await sleep(Math.max(0, wait) + 250, stop);
        claim = await this.repository.claimCycle(claimOptions);
      }
    }
    if (claim.kind === 'busy') return { outcome: 'busy', cycleId: claim.cycleId };
    if (claim.kind === 'done') return { outcome: 'done', cycleId: claim.cycleId };

    const cycle = claim.cycle;
    if (cycle.provider !== settings.provider && trigger.leaveOtherProviders) {
      await this.repository.releaseCycle(cycle.id, owner, null);
      return { outcome: 'busy', cycleId: cycle.id };
    }
    if (cycle.provider !== settings.provider) {
      // The provider changed since the cycle began: its cursor means nothing to the new one.
      await this.repository.failCycle(cycle.id, owner, `provider changed to ${settings.provider}`);
      return this.run({ jobId: trigger.jobId }, stop);
    }
    if (claim.resumed) this.logger.log(`resuming refresh cycle ${cycle.id} after page ${cycle.pages}`);
    return this.work(cycle.id, cycle.cursor, owner, claim.resumed, stop);
  }

  private async work(
    cycleId: string,
    startCursor: Record<string, unknown> | null,
    owner: string,
    resumed: boolean,
    stop?: AbortSignal,
  ): Promise<CycleOutcome> {
    const lost = new AbortController();
    const signal = stop ? AbortSignal.any([stop, lost.signal]) : lost.signal;
    const state = await this.repository.sourceState();
    const gate = new CallGate(
      this.config.metrics.usage,
      this.options.longestInlineWaitMs,
      (ms) => sleep(ms, signal),
      state.throttledUntil,
      state.consecutiveThrottles,
    );
    const provider = this.createProvider();

    // Renew the lease while working; a worker that cannot confirm it within leaseMs stops acting.
    let confirmedAt = Date.now();
    const heartbeat = setInterval(
      () => {
        this.repository
          .renewLease(cycleId, owner, this.options.leaseMs)
          .then((held) => {
            if (held) confirmedAt = Date.now();
            else lost.abort(new LeaseLostError(cycleId));
          })
          .catch(() => {
            if (Date.now() - confirmedAt > this.options.leaseMs) lost.abort(new LeaseLostError(cycleId));
          });
      },
      Math.max(100, Math.floor(this.options.leaseMs / 3)),
    );

    let cursor = startCursor;
    const totals = { pages: 0, samples: 0, calls: 0 };
    try {
      for (;;) {
        signal.throwIfAborted();
        const page = await provider.fetchPage(cursor, { cycleId, signal, gate });
        signal.throwIfAborted();
        const written = await this.repository.commitPage(
          { id: cycleId, owner, leaseMs: this.options.leaseMs },
          page,
          new Date(),
          this.config.metrics.anomaly,
          gate.lastUsage?.percent ?? null,
        );
        confirmedAt = Date.now();
        totals.pages += 1;
        totals.samples += written.samples;
        totals.calls += page.calls;
        if (written.anomalies)
          this.logger.warn(`refresh cycle ${cycleId}: ${written.anomalies} abnormal views jump(s) flagged`);
        if (written.completed) {
          this.logger.log({ cycleId, ...totals }, `refresh cycle ${cycleId} completed`);
          return { outcome: 'completed', cycleId, ...totals, resumed };
        }
        cursor = page.next;
      }
    } catch (error) {
      return await this.afterFailure(error, cycleId, owner, gate, lost.signal, stop);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async afterFailure(
    error: unknown,
    cycleId: string,
    owner: string,
    gate: CallGate,
    lost: AbortSignal,
    stop?: AbortSignal,
  ): Promise<CycleOutcome> {
    if (error instanceof LeaseLostError || lost.aborted) {
      this.logger.warn(`refresh cycle ${cycleId}: another worker took it over; stopping without writing`);
      return { outcome: 'lost', cycleId };
    }
    if (stop?.aborted) {
      await this.repository.releaseCycle(cycleId, owner, null);
      return { outcome: 'interrupted', cycleId };
    }
    if (error instanceof CallsPausedError) {
      await this.repository.recordThrottle(error.until, gate.consecutiveThrottles, gate.lastUsage?.percent ?? null);
      await this.repository.releaseCycle(cycleId, owner, error.message);
      this.logger.warn(`refresh cycle ${cycleId} paused: ${error.message}`);
      return { outcome: 'paused', cycleId, resumeAt: error.until, reason: error.message };
    }
    if (error instanceof GraphApiError && (error.kind === 'token' || error.kind === 'permission')) {
      const reason =
        error.kind === 'token'
          ? `Instagram access token rejected: ${error.message}`
          : `Instagram permission missing: ${error.message}`;
      await this.repository.failCycle(cycleId, owner, reason);
      await this.recordSourceFailure(
        error.kind === 'token' ? 'token_rejected' : 'permission_missing',
        reason,
        tokenFingerprint(this.config.metrics.graph.accessToken),
      );
      this.logger.error(`refresh cycle ${cycleId} stopped: ${reason}`);
      return { outcome: 'stopped', cycleId, reason };
    }
    const reason = error instanceof Error ? error.message : String(error);
    const { failedAttempts, failed } = await this.repository.releaseCycle(cycleId, owner, reason, {
      count: true,
      maxFailures: this.options.maxFailedAttempts,
    });
    if (failed) {
      this.logger.error(`refresh cycle ${cycleId} given up after ${failedAttempts} failed attempts: ${reason}`);
      return { outcome: 'failed', cycleId, reason };
    }
    const resumeAt = new Date(Date.now() + 60_000 * 2 ** Math.max(0, failedAttempts - 1));
    this.logger.warn(
      `refresh cycle ${cycleId} attempt ${failedAttempts} failed (${reason}); resuming at ${resumeAt.toISOString()}`,
    );
    return { outcome: 'paused', cycleId, resumeAt, reason };
  }

  private createProvider(): MetricsProvider {
    const settings = this.config.metrics;
    if (settings.provider === 'simulated') return new SimulatedProvider(this.repository);
    return new InstagramProvider({
      client: new GraphApiClient({ baseUrl: settings.graph.baseUrl, accessToken: settings.graph.accessToken! }),
      userId: settings.graph.userId!,
      pageSize: settings.pageSize,
      lookup: this.repository,
      rounds: () => this.roundWindows(),
      requirements: {
        hashtags: this.config.contest.requiredHashtags,
        mention: this.config.contest.requiredMention,
      },
      discoveryBudget: { take: () => this.takeCall('discovery') },
      invitationsBudget: { take: () => this.takeCall('invitations-list') },
      acceptBudget: { take: () => this.takeCall('invitations-accept') },
      autoAccept: settings.collabs.autoAccept,
    });
  }

  private async roundWindows(): Promise<Map<number, RoundWindow>> {
    const rounds = await this.contest.rounds();
    return new Map(rounds.map((round) => [round.id, { startsAt: round.startsAt, endsAt: round.endsAt }]));
  }

  private async takeCall(budget: keyof typeof BUDGETS): Promise<boolean> {
    const { limit, windowMs } = BUDGETS[budget];
    const taken = await this.redis.client.eval(
      TAKE_CALL,
      1,
      `metrics:calls:${budget}`,
      Date.now(),
      windowMs,
      limit,
      randomUUID(),
    );
    return taken === 1;
  }
}
