import { call, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';

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
