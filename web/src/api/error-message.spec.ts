import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { i18n } from '@lingui/core';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiClient } from './api-client';
import { cataloguePath, messagesOf, readCatalogue } from '../../scripts/po-catalogue.cjs';
import { ApiError, errorMessage } from './api-error';
import { MemoryStorage } from './testing/memory-storage';
import { TokenStore } from './token-store';

/** What a visitor reads when a call fails, for failures produced by a real HTTP server and a closed port. */
describe('errorMessage: the words a visitor reads for a failed call', () => {
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    // The catalogues as the site loads them (uncompiled: Lingui compiles them itself outside production).
    const messages = (language: string) => messagesOf(readCatalogue(cataloguePath(language, 'site')));
    i18n.load({ en: messages('en'), hi: messages('hi') });
    i18n.activate('en');
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
            error: { code: 'not_found', message: 'Submission not found', details: null },
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

  it("keeps the API's own explanation of a refusal the catalogue does not word, and the screen's fallback for anything else", async () => {
    expect(errorMessage(await failureOf('/closed'), 'Fallback')).toBe('Submission not found');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed to load your submissions')).toBe(
      'Failed to load your submissions',
    );
  });

  describe('in Hindi', () => {
    afterEach(() => i18n.activate('en'));

    it('words the codes it knows from the catalogue, with their details, in IST', () => {
      i18n.activate('hi');
      const closed = new ApiError(409, 'round_closed', 'Round 1 (Open Submissions) closed on 31 Oct 2025', {
        roundId: 1,
        opensAt: '2025-10-01T00:00:00.000Z',
        closesAt: '2025-10-31T18:29:00.000Z',
      });
      expect(errorMessage(closed, 'फिर से कोशिश करें')).toBe('यह राउंड 31 अक्टू॰ 2025, 23:59 को बंद हो गया');
      expect(errorMessage(new ApiError(409, 'entry_limit_reached', 'limit', { limit: 3 }), 'x')).toBe(
        'आप प्रति प्रतिभागी 3 प्रविष्टियों की सीमा तक पहुँच चुके हैं',
      );
      expect(errorMessage(new ApiError(429, 'rate_limited', 'Too Many Requests'), 'x')).toBe(
        'कम समय में बहुत अधिक अनुरोध हुए। कृपया एक मिनट रुककर फिर से कोशिश करें।',
      );
      // A number's or a network's hourly code limit lasts until the hour ends: "a minute" would be wrong.
      expect(
        errorMessage(new ApiError(429, 'rate_limited', 'Too Many Requests', { retryAfterSeconds: 1800 }), 'x'),
      ).toBe('बहुत अधिक कोड माँगे गए। कृपया 30 मिनट बाद फिर से कोशिश करें, या किसी और तरीके से साइन इन करें।');
    });

    it('tells a claimant of a post someone else entered which code to put in its caption, in either language', () => {
      const claim = new ApiError(409, 'entry_claim_recorded', 'English', {
        claimId: '00000000-0000-4000-8000-000000000000',
        ownershipCode: 'AFC-7KQ2XM',
      });
      i18n.activate('hi');
      expect(errorMessage(claim, 'x')).toContain('स्वामित्व कोड AFC-7KQ2XM');
      i18n.activate('en');
      expect(errorMessage(claim, 'x')).toContain('add your ownership code AFC-7KQ2XM to the post’s caption');
    });

    it("never shows the API's English for a code the catalogue does not know: the screen's fallback instead", () => {
      i18n.activate('hi');
      const unknown = new ApiError(409, 'something_new', 'Some English sentence');
      expect(errorMessage(unknown, 'प्रविष्टि जमा नहीं हो सकी')).toBe('प्रविष्टि जमा नहीं हो सकी');
    });
  });
});
