import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROCESS_ROLE, ProcessRole } from '../config/config.module';

/**
 * The file the worker's liveness probe reads (`node healthcheck.mjs worker-live`): its age is the loop's stall.
 * One per container; processes sharing a host (tests) each name their own with WORKER_HEARTBEAT_FILE, which the
 * probe reads too.
 */
export const workerHeartbeatFile = (): string =>
  process.env.WORKER_HEARTBEAT_FILE || path.join(tmpdir(), 'contest-worker-heartbeat');
const INTERVAL_MS = 10_000;

/**
 * The worker has no HTTP server to probe: while its event loop runs it rewrites the heartbeat file every 10 s,
 * so an orchestrator restarts it only when the loop is stuck (not when Postgres or Redis is down).
 */
@Injectable()
export class WorkerHeartbeatService implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;

  constructor(@Inject(PROCESS_ROLE) private readonly role: ProcessRole) {}

  onApplicationBootstrap(): void {
    if (this.role !== 'worker') return;
    this.beat();
    this.timer = setInterval(() => this.beat(), INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private beat(): void {
    writeFileSync(workerHeartbeatFile(), `${new Date().toISOString()}\n`);
  }
}
