import { createHttpApp } from '../src/http-app';
import { useTestEnvironment } from './harness/test-environment';

describe('start-up with a bad configuration', () => {
  useTestEnvironment();

  it('stops before serving, with a message naming the variable', async () => {
    process.env.DATABASE_URL = 'mysql://root@localhost/contest';
    await expect(createHttpApp({ logs: false })).rejects.toThrow(/DATABASE_URL/);
  });
});
