import { createHash, randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { Stack, startStack } from '../support/stack';
import { loadRenderer } from './helpers';

const { TEMPLATE_DEFAULTS } = loadRenderer();

/** One carrier-grade NAT address (nginx trusts X-Forwarded-For from loopback) per test. */
let nextClient = 10;
const sharedAddress = () => `198.51.100.${nextClient++}`;

/**
 * Indian mobile carriers put thousands of people behind one IPv4 address. Under the shipped limits, people
 * behind one address must not hold each other back, while the per-person limits still hold.
 */
describe('many people behind one address, through nginx with the shipped limits', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ env: { ...TEMPLATE_DEFAULTS } });
  }, 180_000);

  afterAll(() => stack?.stop(), 60_000);

  /** `count` signed-in sessions of different participants, made in the database as a sign-in would. */
  async function openSessions(count: number): Promise<string[]> {
    const db = new Client({ connectionString: stack.databaseUrl });
    await db.connect();
    try {
      const tokens: string[] = [];
      for (let i = 0; i < count; i++) {
        const token = randomBytes(32).toString('base64url');
        const {
          rows: [{ id }],
        } = await db.query(`INSERT INTO participants (name) VALUES ($1) RETURNING id`, [`Neighbour ${i}`]);
        await db.query(
          `INSERT INTO refresh_tokens (participant_id, family_id, sign_in_method, token_hash, expires_at)
           VALUES ($1, gen_random_uuid(), 'phone', $2, now() + interval '30 days')`,
          [id, createHash('sha256').update(token).digest('hex')],
        );
        tokens.push(token);
      }
      return tokens;
    } finally {
      await db.end();
    }
  }

  const post = (path: string, address: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${stack.apiUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
      body: JSON.stringify(body),
    });

  it('40 sessions refreshing at once from one address all succeed, and can sign out', async () => {
    const address = sharedAddress();
    const sessions = await openSessions(40);
    const refreshed = await Promise.all(
      sessions.map(async (refreshToken) => {
        const response = await post('/auth/token/refresh', address, { refreshToken });
        return { status: response.status, body: (await response.json()) as { accessToken: string } };
      }),
    );
    expect(refreshed.map((answer) => answer.status)).toEqual(sessions.map(() => 200));

    const signedOut = await Promise.all(
      refreshed.map(async ({ body }) => {
        const response = await post('/auth/logout', address, {}, { authorization: `Bearer ${body.accessToken}` });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(signedOut).toEqual(sessions.map(() => 204));
  });

  it('sign-in codes to 40 numbers from one address are sent; one number still waits its cooldown', async () => {
    const address = sharedAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const response = await post('/auth/otp/start', address, { phone: `98100${String(i).padStart(5, '0')}` });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses).toEqual(statuses.map(() => 200));

    const again = await post('/auth/otp/start', sharedAddress(), { phone: '9810000000' });
    expect(again.status).toBe(429);
    expect((await again.json()).error.message).toBe('Please wait before requesting another code.');
  });

  it("limits each session's submissions, not the address's", async () => {
    const address = sharedAddress();
    // nginx cannot check a token, so any bearer token stands for a session here; the API answers 401.
    const bearer = () => `Bearer h.p.${randomBytes(32).toString('base64url')}`;
    const neighbours: number[] = [];
    for (let i = 0; i < 30; i++) {
      const response = await post('/submissions', address, {}, { authorization: bearer() });
      neighbours.push(response.status);
      await response.arrayBuffer();
    }
    expect(neighbours).not.toContain(429);

    const one = bearer();
    const own: number[] = [];
    for (let i = 0; i < Number(TEMPLATE_DEFAULTS.SUBMIT_BURST) + 4; i++) {
      const response = await post('/submissions', sharedAddress(), {}, { authorization: one });
      own.push(response.status);
      await response.arrayBuffer();
    }
    expect(own[0]).not.toBe(429);
    expect(own).toContain(429);
  });
});
