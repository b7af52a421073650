import { createHttpApp } from '../src/http-app';
import { call, startApp } from './harness/http';
import { useTestEnvironment } from './harness/test-environment';

describe('start-up with a bad configuration', () => {
  useTestEnvironment();

  it('stops before serving, with a message naming the variable', async () => {
    process.env.DATABASE_URL = 'mysql://root@localhost/contest';
    await expect(createHttpApp({ logs: false })).rejects.toThrow(/DATABASE_URL/);
  });
});

describe('API_DOCS switches the OpenAPI document and Swagger UI', () => {
  useTestEnvironment();

  it('serves both by default and neither with API_DOCS=off', async () => {
    for (const [setting, status] of [
      [undefined, 200],
      ['off', 404],
    ] as const) {
      if (setting) process.env.API_DOCS = setting;
      const running = await startApp();
      try {
        const origin = running.api.replace('/api/v1', '');
        for (const path of ['/api/docs/openapi.json', '/api/docs']) {
          const res = await call(`${origin}${path}`);
          expect({ path, status: res.status }).toEqual({ path, status });
          if (status === 404) expect(res.body.error.code).toBe('not_found');
        }
      } finally {
        await running.close();
      }
    }
  });
});
