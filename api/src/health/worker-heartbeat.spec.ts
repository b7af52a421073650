import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WorkerHeartbeatService } from './worker-heartbeat.service';

const HEALTHCHECK = path.resolve(__dirname, '../../../scripts/docker/healthcheck.mjs');
// This test's own heartbeat file: workers that other tests start on this host beat in theirs.
const DIRECTORY = mkdtempSync(path.join(tmpdir(), 'heartbeat-'));
const WORKER_HEARTBEAT_FILE = path.join(DIRECTORY, 'contest-worker-heartbeat');
const liveProbe = () =>
  spawnSync(process.execPath, [HEALTHCHECK, 'worker-live'], {
    encoding: 'utf8',
    env: { ...process.env, WORKER_HEARTBEAT_FILE },
  });

describe("the worker's liveness probe (healthcheck.mjs worker-live)", () => {
  const previous = process.env.WORKER_HEARTBEAT_FILE;
  beforeAll(() => (process.env.WORKER_HEARTBEAT_FILE = WORKER_HEARTBEAT_FILE));
  beforeEach(() => rmSync(WORKER_HEARTBEAT_FILE, { force: true }));
  afterAll(() => {
    rmSync(DIRECTORY, { recursive: true, force: true });
    if (previous === undefined) delete process.env.WORKER_HEARTBEAT_FILE;
    else process.env.WORKER_HEARTBEAT_FILE = previous;
  });

  it('passes while the worker beats, fails once the heartbeat is a minute old', () => {
    const heartbeat = new WorkerHeartbeatService('worker');
    heartbeat.onApplicationBootstrap();
    try {
      expect(liveProbe().status).toBe(0);
      const twoMinutesAgo = new Date(Date.now() - 120_000);
      utimesSync(WORKER_HEARTBEAT_FILE, twoMinutesAgo, twoMinutesAgo);
      const stale = liveProbe();
      expect(stale.status).toBe(1);
      expect(stale.stderr).toMatch(/unhealthy: .*contest-worker-heartbeat is 12\d s old/);
    } finally {
      heartbeat.onApplicationShutdown();
    }
  });

  it('fails in a process that is not the worker: the API never beats', () => {
    const heartbeat = new WorkerHeartbeatService('api');
    heartbeat.onApplicationBootstrap();
    expect(liveProbe().status).toBe(1);
  });
});
