import { Client } from 'pg';
import { call, RunningApp, startApp } from '../harness/http';
import { useTestEnvironment } from '../harness/test-environment';
import { AccessTokenService } from '../../src/auth/access-token.service';
import { entryRequest } from '../harness/entry-request';
import { inParallel } from '../harness/in-parallel';

const SUBMISSIONS = 1000;
const DUPLICATES = 100;
const DISTINCT = SUBMISSIONS - DUPLICATES;
/** Requests in flight at once: every duplicate races its original, which starts just before it. */
const IN_FLIGHT = 250;
const shortcode = (i: number) => `Conc${String(i).padStart(7, '0')}`;
/** Other ways of writing a link to the same post: all canonicalise to the same entry. */
const otherForms = [
  (code: string) => `https://instagram.com/p/${code}/?igsh=MTc4MmM1YmI2Ng==`,
  (code: string) => `http://m.instagram.com/reels/${code}`,
  (code: string) => `https://www.instagram.com/some.creator/reel/${code}/#comments`,
  (code: string) => `  https://www.instagram.com/tv/${code}/  `,
];

/**
 * Drill: 1,000 participants submit at the same moment; 100 of the links name a post that another of them
 * is entering at that moment (written differently). Exactly the 900 distinct posts are stored, each once
 * with its history row, and every duplicate gets a clean 409.
 */
describe('drill: 1,000 concurrent submissions with 100 duplicates', () => {
  const env = useTestEnvironment();
  let api: RunningApp;
  let db: Client;

  beforeAll(async () => {
    db = new Client({ connectionString: env.databaseUrl });
    db.on('error', () => undefined); // the run's global teardown drops the database WITH (FORCE)
    await db.connect();
    await db.query(
      `UPDATE rounds SET starts_at = now() - interval '1 day', ends_at = now() + interval '1 day',
              accepts_submissions = (id = 1)`,
    );
    api = await startApp();
  });

  afterAll(async () => {
    await api?.close();
    await db?.end();
  });

  it('stores exactly the distinct posts, once each, and answers every duplicate 409', async () => {
    const { rows: people } = await db.query(
      `INSERT INTO participants (name, phone_number, state_province, creator_category)
       SELECT 'Creator ' || n, '+9190' || lpad(n::text, 8, '0'), 'Kerala', 'micro_influencer'
       FROM generate_series(1, $1) AS n RETURNING id`,
      [SUBMISSIONS],
    );
    const tokens = api.app.get(AccessTokenService);
    const requests = await Promise.all(
      people.map(async ({ id }: { id: string }, i: number) => {
        // The last 100 participants enter posts the first 100 are entering at the same moment.
        const duplicateOf = i >= DISTINCT ? i - DISTINCT : null;
        const code = shortcode(duplicateOf ?? i);
        const instagramUrl =
          duplicateOf === null ? `https://www.instagram.com/reel/${code}/` : otherForms[i % otherForms.length](code);
        const token = await tokens.sign({ id, name: `Creator ${i}`, profileComplete: true });
        return {
          code,
          token,
          body: entryRequest(instagramUrl, 'philosophy'),
        };
      }),
    );

    // Each duplicate goes right after the entry of the post it names, so the two are in flight together.
    const order = requests.flatMap((request, i) =>
      i < DUPLICATES ? [request, requests[DISTINCT + i]] : i < DISTINCT ? [request] : [],
    );
    const answers = await inParallel(order, IN_FLIGHT, async (request) => ({
      code: request.code,
      res: await call(`${api.api}/submissions`, { token: request.token, body: request.body }),
    }));

    const statuses = answers.map(({ res }) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(DISTINCT);
    const refused = answers.filter(({ res }) => res.status !== 201);
    expect(refused).toHaveLength(DUPLICATES);
    for (const { res } of refused) {
      expect(res.status).toBe(409);
      // The other submitter's entry holds the post: this attempt is their claim on it.
      expect(res.body).toEqual({
        error: { code: 'entry_claim_recorded', message: expect.any(String), details: expect.any(Object) },
      });
    }
    // Each duplicated post was won by exactly one of its two submitters.
    const winners = new Map<string, number>();
    for (const { code, res } of answers) if (res.status === 201) winners.set(code, (winners.get(code) ?? 0) + 1);
    expect(winners.size).toBe(DISTINCT);
    expect([...winners.values()].every((count) => count === 1)).toBe(true);

    const { rows: stored } = await db.query(
      `SELECT s.id, s.shortcode, s.instagram_url, count(h.id)::int AS history
       FROM submissions s LEFT JOIN submission_status_changes h ON h.submission_id = s.id
       GROUP BY s.id ORDER BY s.shortcode`,
    );
    expect(stored).toHaveLength(DISTINCT);
    expect(stored.map((row) => row.shortcode)).toEqual(Array.from({ length: DISTINCT }, (_, i) => shortcode(i)));
    expect(stored.every((row) => row.history === 1)).toBe(true);
    expect(stored.every((row) => row.instagram_url === `https://www.instagram.com/reel/${row.shortcode}/`)).toBe(true);
    const created = new Set(answers.filter(({ res }) => res.status === 201).map(({ res }) => res.body.id));
    expect(stored.every((row) => created.has(row.id))).toBe(true);
  }, 120_000);
});
