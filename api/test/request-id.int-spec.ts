import { call, startApp } from './harness/http';
import { useTestEnvironment } from './harness/test-environment';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('X-Request-Id is honoured only from a trusted proxy', () => {
  useTestEnvironment();

  it('takes the id nginx sets on a trusted hop, and makes its own for anyone else', async () => {
    for (const [trustProxy, honoured] of [
      ['127.0.0.1,::1', true],
      ['192.0.2.1', false],
    ] as const) {
      process.env.TRUST_PROXY = trustProxy;
      const running = await startApp();
      try {
        const sent = await call(`${running.api}/stats`, { headers: { 'x-request-id': 'chosen-by-client' } });
        expect(sent.status).toBe(200);
        if (honoured) expect(sent.headers.get('x-request-id')).toBe('chosen-by-client');
        else expect(sent.headers.get('x-request-id')).toMatch(UUID);
        expect((await call(`${running.api}/stats`)).headers.get('x-request-id')).toMatch(UUID);
      } finally {
        await running.close();
      }
    }
  });
});
