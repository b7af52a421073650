import { get } from 'node:http';
import { call, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { DataSource } from 'typeorm';
import { tokenFingerprint } from '../metrics/token-fingerprint';
import { drainThenClose } from './graceful-shutdown';
import { ReadinessService } from './readiness.service';

describe('GET /api/v1/health/health', () => {
  useTestEnvironment();

  it('answers 200 with Postgres and Redis up', async () => {
    const running = await startApp();
    try {
      const res = await call(`${running.api}/health/health`);
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('ok');
      expect(res.body.checks.database).toEqual({ status: 'up' });
      expect(res.body.checks.redis).toEqual({ status: 'up' });
    } finally {
      await running.close();
    }
  });

  it('answers 503 naming Redis when Redis is unreachable', async () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:1'; // nothing listens on port 1
    const running = await startApp();
    try {
      const res = await call(`${running.api}/health/health`);
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('unavailable');
      expect(res.body.error.message).toBe('Unavailable: redis');
      expect(res.body.error.details.checks.database).toEqual({ status: 'up' });
      expect(res.body.error.details.checks.redis.status).toBe('down');
    } finally {
      await running.close();
    }
  });
});

describe('GET /api/v1/health/live and /health/ready (the orchestrator probes)', () => {
  useTestEnvironment();

  it('answers both with Postgres and Redis up; ready lists just those two', async () => {
    const running = await startApp();
    try {
      expect(await call(`${running.api}/health/live`)).toMatchObject({ status: 200, body: { status: 'alive' } });
      const ready = await call(`${running.api}/health/ready`);
      expect(ready.status).toBe(200);
      expect(ready.body).toEqual({ status: 'ready', checks: { database: { status: 'up' }, redis: { status: 'up' } } });
    } finally {
      await running.close();
    }
  });

  // What the API container's health check (scripts/docker/healthcheck.mjs) relies on: an outside source down is
  // the organisers' to see, not a reason to take the API out of rotation.
  it('stays ready while the Graph API has rejected the token, which /health/health reports', async () => {
    process.env.IG_USER_ID = '17841400000000000';
    process.env.IG_ACCESS_TOKEN = 'a-token-the-graph-api-rejected';
    const running = await startApp();
    try {
      await running.app
        .get(DataSource)
        .query(`UPDATE metrics_source_state SET status = 'token_rejected', reason = $1, token_fingerprint = $2`, [
          'Instagram access token rejected (190)',
          tokenFingerprint(process.env.IG_ACCESS_TOKEN),
        ]);
      const health = await call(`${running.api}/health/health`);
      expect(health.status).toBe(503);
      expect(health.body.error.message).toBe('Unavailable: metrics');
      const ready = await call(`${running.api}/health/ready`);
      expect(ready).toMatchObject({ status: 200, body: { status: 'ready' } });
    } finally {
      await running.close();
      delete process.env.IG_USER_ID;
      delete process.env.IG_ACCESS_TOKEN;
    }
  });

  it('stays live but is not ready, naming Redis, when Redis is unreachable', async () => {
    process.env.REDIS_URL = 'redis://127.0.0.1:1'; // nothing listens on port 1
    const running = await startApp();
    try {
      expect((await call(`${running.api}/health/live`)).status).toBe(200);
      const ready = await call(`${running.api}/health/ready`);
      expect(ready.status).toBe(503);
      expect(ready.body.error).toMatchObject({ code: 'unavailable', message: 'Unavailable: redis' });
      expect(ready.body.error.details.checks.database).toEqual({ status: 'up' });
    } finally {
      await running.close();
    }
  });

  it('after SIGTERM: readiness fails at once while the routes still answer, then the server closes', async () => {
    const running = await startApp();
    const closed = drainThenClose(running.app, 3000);

    const ready = await call(`${running.api}/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.body.error.code).toBe('draining');
    expect((await call(`${running.api}/health/live`)).status).toBe(200);
    expect((await call(`${running.api}/content/rules`)).status).toBe(200);

    await closed;
    await expect(fetch(`${running.api}/health/live`)).rejects.toThrow();
  });

  it('while draining, ends each connection after its answer, so a proxy keeps none to send a request down', async () => {
    const connectionHeader = (url: string) =>
      new Promise<string | undefined>((resolve, reject) =>
        get(url, (res) => {
          res.resume();
          resolve(res.headers.connection);
        }).on('error', reject),
      );
    const running = await startApp();
    expect(await connectionHeader(`${running.api}/content/rules`)).toBe('keep-alive');
    const closed = drainThenClose(running.app, 2000);
    expect(await connectionHeader(`${running.api}/content/rules`)).toBe('close');
    await closed;
  });

  it('once closing, refuses reads with 503 draining for the proxy to retry elsewhere, and still takes writes', async () => {
    const running = await startApp();
    try {
      const readiness = running.app.get(ReadinessService);
      readiness.startDraining();
      readiness.startClosing();
      const read = await fetch(`${running.api}/content/rules`);
      expect(read.status).toBe(503);
      expect(((await read.json()) as { error: { code: string } }).error.code).toBe('draining');
      // A POST is never retried by nginx once sent: it is answered as usual (here: not signed in).
      const write = await fetch(`${running.api}/submissions`, { method: 'POST' });
      expect(write.status).toBe(401);
    } finally {
      await running.close();
    }
  });
});
