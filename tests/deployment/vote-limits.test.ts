import { Client } from 'pg';
import { signInWithDevProvider } from '../support/sign-in';
import { Stack, startStack } from '../support/stack';

/**
 * The vote route's own nginx limits: one signed-in session is held to 60 a minute (burst 30), while many
 * voters behind one carrier address are not held back by each other.
 */
describe('votes through nginx', () => {
  let stack: Stack;
  let entryId: string;

  beforeAll(async () => {
    stack = await startStack();
    const db = new Client({ connectionString: stack.databaseUrl });
    await db.connect();
    try {
      // Round 1 takes votes now (the seeded dates are in 2025).
      await db.query(`UPDATE rounds SET starts_at = now() - interval '1 day', ends_at = now() + interval '30 days'`);
      const {
        rows: [owner],
      } = await db.query(`INSERT INTO participants (name) VALUES ('Film Owner') RETURNING id`);
      const {
        rows: [entry],
      } = await db.query(
        `INSERT INTO submissions (participant_id, round_id, instagram_url, shortcode, category, status, hashtags_added, consent)
         VALUES ($1, 1, 'https://www.instagram.com/reel/VoteLimit01/', 'VoteLimit01', 'life', 'verified', true, true)
         RETURNING id`,
        [owner.id],
      );
      entryId = entry.id;
    } finally {
      await db.end();
    }
  }, 180_000);

  afterAll(() => stack?.stop(), 60_000);

  const vote = (token: string, address: string) =>
    fetch(`${stack.apiUrl}/submissions/${entryId}/vote`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': address },
    });

  it('limits one session to its burst, answering 429 rate_limited in the error shape', async () => {
    const { accessToken } = await signInWithDevProvider(stack, 'eager-voter');
    const answers = await Promise.all(Array.from({ length: 60 }, () => vote(accessToken, '198.51.100.40')));
    const statuses = answers.map((a) => a.status);
    // The API refuses each (no verified mobile) until nginx stops passing them on.
    expect(statuses.filter((s) => s === 403).length).toBeGreaterThanOrEqual(30);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    const limited = answers.find((a) => a.status === 429)!;
    expect(await limited.json()).toEqual({
      error: { code: 'rate_limited', message: expect.any(String), details: null },
    });
  });

  it('lets 40 voters behind one address all vote at the same moment', async () => {
    const sessions = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signInWithDevProvider(stack, `neighbour-voter-${i}`)),
    );
    const db = new Client({ connectionString: stack.databaseUrl });
    await db.connect();
    try {
      for (const [i, session] of sessions.entries()) {
        await db.query(`INSERT INTO identities (participant_id, provider, subject) VALUES ($1, 'phone', $2)`, [
          session.user.id,
          `+9193${String(i).padStart(8, '0')}`,
        ]);
      }
    } finally {
      await db.end();
    }
    const answers = await Promise.all(sessions.map((s) => vote(s.accessToken, '198.51.100.41')));
    expect(answers.map((a) => a.status)).toEqual(Array(40).fill(201));
  });
});
