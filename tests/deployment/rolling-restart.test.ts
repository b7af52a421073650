import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { Client } from 'pg';
import { ApiProcesses, startApiProcesses } from '../support/api-processes';
import { eventually } from '../support/eventually';

/**
 * A rolling upgrade as an operator runs one: two API processes behind the project's nginx take steady traffic
 * (board and entry reads, entries, votes by signed-in participants) while each in turn gets SIGTERM, drains,
 * exits and starts again. Every request must get its expected answer, and the rows must match the answers.
 */
const LOOPS = 6;
const VOTERS = 20_000;
const ENTRANTS = 5_000;
/** Tells this run's entries apart in the shortcodes. */
const rollId = Date.now().toString(36);

interface Answer {
  kind: 'board' | 'entry' | 'submit' | 'vote';
  status: number;
  expected: number;
  detail: string;
}

describe('a rolling restart of two API processes behind nginx', () => {
  let apis: ApiProcesses;
  let base: string;
  let db: Client;

  /**
   * Waits for nginx to send the restarted process requests again (its access log names the upstream that
   * answered): nginx left it out for a while after its connections were refused (max_fails, fail_timeout), and
   * stopping the other process before it is back would leave none. An operator watches the same before the next.
   */
  async function servedAgainBy(port: number): Promise<void> {
    const logged = () => (existsSync(apis.accessLog) ? readFileSync(apis.accessLog, 'utf8') : '');
    const from = logged().length;
    await eventually(async () => expect(logged().slice(from)).toContain(`"upstream":"127.0.0.1:${port}"`), 60_000, 100);
  }

  async function query<T = any>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await db.query(sql, params)).rows as T[];
  }

  beforeAll(async () => {
    apis = await startApiProcesses({ count: 2, label: 'rolling' });
    base = apis.base;
    db = new Client({ connectionString: apis.databaseUrl });
    await db.connect();
  }, 180_000);

  afterAll(async () => {
    await db?.end();
    await apis?.stop();
  });

  it('queues connections while busy: nginx and each API listen with a backlog of 4,096 (the kernel caps it)', () => {
    // Node's and nginx's default, 511, overflowed under a vote surge and nginx answered 503 (docs/benchmarks.md).
    const cap = Number(readFileSync('/proc/sys/net/core/somaxconn', 'utf8'));
    for (const port of [Number(new URL(base).port), ...apis.ports]) {
      // For a listening socket, the third column of `ss` (Send-Q) is its backlog.
      const listening = execFileSync('ss', ['-ltnH', `sport = :${port}`], { encoding: 'utf8' })
        .trim()
        .split(/\s+/);
      expect([port, Number(listening[2])]).toEqual([port, Math.min(4096, cap)]);
    }
  });

  it('answers every request as expected and stores each accepted entry and vote exactly once', async () => {
    // Round 1 takes entries and votes now; entries to vote on; voters with a verified mobile; entrants.
    await query(
      `UPDATE rounds SET starts_at = now() - interval '1 day', ends_at = now() + interval '30 days', closed_at = NULL,
              accepts_submissions = (id = 1), voting_enabled = (id = 1), vote_once_per = 'day', updated_at = now()`,
    );
    const films = await query<{ id: string }>(
      `WITH p AS (INSERT INTO participants (name, email, email_verified, state_province, creator_category)
                  SELECT 'Film maker ' || n, 'film-' || n || '@rolling.example', true, 'Kerala', 'micro_influencer'
                  FROM generate_series(1, 50) AS n RETURNING id)
       INSERT INTO submissions (participant_id, round_id, instagram_url, shortcode, category, status, hashtags_added,
                                consent)
       SELECT id, 1, 'https://www.instagram.com/reel/Film' || row_number() OVER () || '/',
              'Film' || row_number() OVER (), 'life', 'verified', true, true FROM p RETURNING id`,
    );
    const voters = await query<{ id: string }>(
      `WITH p AS (INSERT INTO participants (name, email, email_verified)
                  SELECT 'Voter ' || n, 'voter-' || n || '@rolling.example', true FROM generate_series(1, $1) AS n
                  RETURNING id)
       INSERT INTO identities (participant_id, provider, subject)
       SELECT id, 'phone', '+9170' || lpad(row_number() OVER ()::text, 8, '0') FROM p RETURNING participant_id AS id`,
      [VOTERS],
    );
    const entrants = await query<{ id: string }>(
      `INSERT INTO participants (name, email, email_verified, state_province, creator_category)
       SELECT 'Entrant ' || n, 'entrant-' || n || '@rolling.example', true, 'Punjab', 'micro_influencer'
       FROM generate_series(1, $1) AS n RETURNING id`,
      [ENTRANTS],
    );
    const voterTokens = voters.map((row) => apis.token(row.id));
    const entrantTokens = entrants.map((row) => apis.token(row.id));

    const answers: Answer[] = [];
    let stopping = false;
    let sent = 0;
    let nextVoter = 0;
    let nextEntrant = 0;

    /** One request through nginx, recorded with what it should have answered (a network error is status 0). */
    async function send(kind: Answer['kind'], url: string, expected: number, init: RequestInit = {}) {
      let status = 0;
      let detail = '';
      try {
        const response = await fetch(`${base}/api/v1${url}`, init);
        status = response.status;
        detail = status === expected ? '' : (await response.text()).slice(0, 200);
        if (!detail) await response.arrayBuffer();
      } catch (error) {
        detail = (error as Error).message;
      }
      answers.push({ kind, status, expected, detail: detail && `${url}: ${detail}` });
    }

    /** A client address behind the trusted proxy (nginx's REAL_IP_FROM), one per participant: nginx limits per address. */
    const address = (first: number, n: number) => `${first}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

    // Per ten requests: five reads of the board or an entry, three votes, two entries, each write by its own
    // participant, as many people behind a carrier's proxy.
    async function loop(): Promise<void> {
      while (!stopping) {
        const turn = sent++ % 10;
        if (turn < 3) {
          await send('board', '/leaderboard?limit=50', 200);
        } else if (turn < 5) {
          await send('entry', `/entries/${films[sent % films.length].id}`, 200);
        } else if (turn < 8 && nextVoter < voterTokens.length) {
          const voter = nextVoter++;
          await send('vote', `/submissions/${films[voter % films.length].id}/vote`, 201, {
            method: 'POST',
            headers: { authorization: `Bearer ${voterTokens[voter]}`, 'x-forwarded-for': address(10, voter) },
          });
        } else if (nextEntrant < entrantTokens.length) {
          const entrant = nextEntrant++;
          await send('submit', '/submissions', 201, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${entrantTokens[entrant]}`,
              'x-forwarded-for': address(11, entrant),
            },
            body: JSON.stringify({
              instagramUrl: `https://www.instagram.com/reel/Roll${rollId}${entrant}/`,
              category: 'life',
              hashtagsAdded: true,
              consent: true,
              consentVersion: '2025-09-15',
              language: 'en',
            }),
          });
        } else {
          await send('board', '/leaderboard?limit=50', 200);
        }
      }
    }

    const load = Promise.all(Array.from({ length: LOOPS }, loop));
    const answered = (count: number) =>
      eventually(async () => expect(answers.length).toBeGreaterThan(count), 60_000, 50);
    await answered(200);
    for (const port of apis.ports) {
      await apis.stopApi(port);
      // The other process alone carries the traffic for a while, then this one comes back.
      await answered(answers.length + 200);
      await apis.startApi(port);
      await servedAgainBy(port);
    }
    stopping = true;
    await load;

    const failed = answers.filter((answer) => answer.status !== answer.expected);
    expect(failed).toEqual([]);
    const accepted = (kind: Answer['kind']) => answers.filter((a) => a.kind === kind && a.status === 201).length;
    expect(accepted('vote')).toBeGreaterThan(0);
    expect(accepted('submit')).toBeGreaterThan(0);

    // Exactly the accepted writes are stored: none lost in a drained process, none written twice by a retry.
    const [{ votes }] = await query<{ votes: number }>(`SELECT count(*)::int AS votes FROM votes`);
    expect(votes).toBe(accepted('vote'));
    // (A post entered twice could not be stored twice anyway: the live-shortcode index refuses it.)
    const [{ entries }] = await query<{ entries: number }>(
      `SELECT count(*)::int AS entries FROM submissions WHERE shortcode LIKE $1`,
      [`Roll${rollId}%`],
    );
    expect(entries).toBe(accepted('submit'));
  }, 300_000);
});
