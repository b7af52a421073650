import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiClient } from './api-client';
import { errorMessage } from './api-error';
import { MemoryStorage } from './testing/memory-storage';
import { TokenStore } from './token-store';

/** What a visitor reads when a call fails, for failures produced by a real HTTP server and a closed port. */
describe('errorMessage: the words a visitor reads for a failed call', () => {
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url?.endsWith('/proxy-502')) {
        res.writeHead(502, { 'content-type': 'text/html' });
        res.end('<html><body>502 Bad Gateway</body></html>');
      } else if (req.url?.endsWith('/busy')) {
        res.writeHead(429, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 'rate_limited', message: 'Too Many Requests', details: null } }));
      } else {
        res.writeHead(409, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            error: { code: 'round_closed', message: 'Round 1 (Open Submissions) has closed', details: null },
          }),
        );
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const failureOf = async (path: string, url = baseUrl) => {
    const client = new ApiClient({ tokens: new TokenStore(new MemoryStorage(), new EventTarget()), baseUrl: url });
    return client.request(path).then(
      () => {
        throw new Error('expected the call to fail');
      },
      (error: unknown) => error,
    );
  };

  it("replaces a proxy's error page with what happened and what to do", async () => {
    expect(errorMessage(await failureOf('/proxy-502'), 'Fallback')).toBe(
      'Something went wrong on our side. Please try again in a moment.',
    );
  });

  it('replaces the browser\'s "Failed to fetch" with a connection message', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(errorMessage(await failureOf('/anything', `http://127.0.0.1:${port}/api/v1`), 'Fallback')).toBe(
      'We could not reach the contest server. Check your internet connection and try again.',
    );
  });

  it('tells a visitor held by a rate limit to wait', async () => {
    expect(errorMessage(await failureOf('/busy'), 'Fallback')).toBe(
      'Too many requests in a short time. Please wait a minute and try again.',
    );
  });

  it("keeps the API's own explanation of a refusal, and the screen's fallback for anything else", async () => {
    expect(errorMessage(await failureOf('/closed'), 'Fallback')).toBe('Round 1 (Open Submissions) has closed');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed to load your submissions')).toBe(
      'Failed to load your submissions',
    );
  });
});
