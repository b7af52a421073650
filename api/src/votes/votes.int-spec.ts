import { DataSource } from 'typeorm';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { AccessTokenService } from '../auth/access-token.service';
import { SmsGateway } from '../auth/testing/sms-gateway';
import { consoleAccount } from '../../test/harness/console-fixtures';
import { RankRecomputeService } from '../leaderboard/rank-recompute.service';
import { VoteClock } from './vote-clock';
import { VotesRepository } from './votes.repository';

/** 1 October 2025, 10:00 IST: inside Round 1 as the tests set it. */
const ROUND_ONE_NOON = new Date('2025-10-01T04:30:00Z');

describe('public votes (POST /submissions/{id}/vote, /me/phone/*)', () => {
  useTestEnvironment({ OTP_HOURLY_LIMIT_PER_IP: '1000', OTP_RESEND_COOLDOWN_SECONDS: '0' });
  const gateway = new SmsGateway();
  let running: RunningApp;
  let db: DataSource;
  let tokens: AccessTokenService;
  let now: Date;
  let sequence = 0;

  beforeAll(async () => {
    await gateway.start();
    Object.assign(process.env, { SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: gateway.url });
    running = await startApp();
    db = running.app.get(DataSource);
    tokens = running.app.get(AccessTokenService);
    jest.spyOn(running.app.get(VoteClock), 'now').mockImplementation(() => now);
  });
  afterAll(async () => {
    await running?.close();
    await gateway.stop();
  });
  beforeEach(async () => {
    now = ROUND_ONE_NOON;
    // Round 1: 15 Sep – 26 Oct 2025 IST (as seeded), voting on; one vote per entry per day, 20 a day.
    await db.query(
      `UPDATE rounds SET voting_enabled = id IN (1, 2), vote_once_per = 'day', vote_daily_allowance = 20, closed_at = NULL,
              starts_at = CASE id WHEN 1 THEN '2025-09-14T18:30:00Z'::timestamptz ELSE starts_at END,
              ends_at = CASE id WHEN 1 THEN '2025-10-26T18:29:59Z'::timestamptz ELSE ends_at END`,
    );
  });

  /** A participant written straight into the database, with a verified mobile unless told otherwise. */
  async function person(options: { verified?: boolean; blocked?: boolean } = {}) {
    const n = ++sequence;
    const phone = `+9197${String(n).padStart(8, '0')}`;
    const [{ id }] = await db.query(
      `INSERT INTO participants (name, phone_number, state_province, creator_category, blocked_at)
       VALUES ($1, $2, 'Kerala', 'nano_influencer', $3) RETURNING id`,
      [`Voter ${n}`, options.verified === false ? null : phone, options.blocked ? new Date() : null],
    );
    if (options.verified !== false) {
      await db.query(`INSERT INTO identities (participant_id, provider, subject) VALUES ($1, 'phone', $2)`, [
        id,
        phone,
      ]);
    }
    const token = await tokens.sign({ id, name: `Voter ${n}`, profileComplete: true });
    return { id: id as string, token, phone };
  }

  /** An entry of Round 1 in the given status. */
  async function entry(status = 'verified', roundId = 1) {
    const owner = await person();
    const shortcode = `Vote${String(++sequence).padStart(7, '0')}`;
    const [{ id }] = await db.query(
      `INSERT INTO submissions (participant_id, round_id, instagram_url, shortcode, category, status,
         hashtags_added, consent)
       VALUES ($1, $2, $3, $4, 'life', $5, true, true) RETURNING id`,
      [owner.id, roundId, `https://www.instagram.com/reel/${shortcode}/`, shortcode, status],
    );
    return { id: id as string, owner };
  }

  const vote = (entryId: string, token?: string) =>
    call(`${running.api}/submissions/${entryId}/vote`, { method: 'POST', token });
  const expectError = (res: { status: number; body: any }, status: number, code: string) => {
    expect(res.status).toBe(status);
    expect(Object.keys(res.body.error).sort()).toEqual(['code', 'details', 'message']);
    expect(res.body.error.code).toBe(code);
  };
  const countedVotes = async (entryId: string) =>
    Number(
      (
        await db.query(`SELECT coalesce(sum(votes), 0)::int AS n FROM submission_votes WHERE submission_id = $1`, [
          entryId,
        ])
      )[0].n,
    );
  const storedVotes = async (entryId: string) =>
    Number((await db.query(`SELECT count(*)::int AS n FROM votes WHERE submission_id = $1`, [entryId]))[0].n);

  it("counts a verified voter's vote and says when they may vote for it again (the next IST midnight)", async () => {
    const film = await entry();
    const voter = await person();
    const res = await vote(film.id, voter.token);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ votes: 1, nextVoteAt: '2025-10-01T18:30:00.000Z' });
    const [stored] = await db.query(
      `SELECT round_id, voter_id, period, client_ip FROM votes WHERE submission_id = $1`,
      [film.id],
    );
    expect(stored).toEqual({ round_id: 1, voter_id: voter.id, period: '2025-10-01', client_ip: '127.0.0.1' });
  });

  it('refuses callers who are not signed in (401)', async () => {
    const film = await entry();
    expectError(await vote(film.id), 401, 'unauthorized');
    expect(await storedVotes(film.id)).toBe(0);
  });

  it('refuses a voter without a verified mobile (403 voter_unverified) and a blocked one', async () => {
    const film = await entry();
    expectError(await vote(film.id, (await person({ verified: false })).token), 403, 'voter_unverified');
    expectError(await vote(film.id, (await person({ blocked: true })).token), 403, 'account_blocked');
    expect(await storedVotes(film.id)).toBe(0);
  });

  it("refuses a vote for one's own entry (403 own_entry)", async () => {
    const film = await entry();
    expectError(await vote(film.id, film.owner.token), 403, 'own_entry');
    expect(await storedVotes(film.id)).toBe(0);
  });

  it('answers 404 not_found for unknown, malformed, pending, rejected and disqualified entries', async () => {
    const voter = await person();
    const ids = [
      '00000000-0000-4000-8000-000000000000',
      'not-a-uuid',
      (await entry('pending')).id,
      (await entry('rejected')).id,
      (await entry('disqualified')).id,
    ];
    for (const id of ids) expectError(await vote(id, voter.token), 404, 'not_found');
    expect(await db.query(`SELECT 1 FROM votes WHERE voter_id = $1`, [voter.id])).toEqual([]);
  });

  it('refuses an entry of a blocked participant as not public (404)', async () => {
    const film = await entry();
    await db.query(`UPDATE participants SET blocked_at = now() WHERE id = $1`, [film.owner.id]);
    expectError(await vote(film.id, (await person()).token), 404, 'not_found');
  });

  it('allows one vote per entry per IST day: 409 already_voted until midnight IST, then again', async () => {
    const film = await entry();
    const voter = await person();
    expect((await vote(film.id, voter.token)).status).toBe(201);
    now = new Date('2025-10-01T18:29:59Z'); // 23:59:59 IST, same day
    const again = await vote(film.id, voter.token);
    expectError(again, 409, 'already_voted');
    expect(again.body.error.details).toEqual({ nextVoteAt: '2025-10-01T18:30:00.000Z' });
    now = new Date('2025-10-01T18:30:00Z'); // 00:00 IST, 2 October
    const nextDay = await vote(film.id, voter.token);
    expect(nextDay.status).toBe(201);
    expect(nextDay.body).toEqual({ votes: 2, nextVoteAt: '2025-10-02T18:30:00.000Z' });
  });

  it('allows one vote per entry for the whole round when the round says so', async () => {
    await db.query(`UPDATE rounds SET vote_once_per = 'round' WHERE id = 1`);
    const film = await entry();
    const voter = await person();
    const first = await vote(film.id, voter.token);
    expect(first.body).toEqual({ votes: 1, nextVoteAt: null });
    now = new Date('2025-10-05T04:30:00Z');
    const later = await vote(film.id, voter.token);
    expectError(later, 409, 'already_voted');
    expect(later.body.error.details).toEqual({ nextVoteAt: null });
  });

  it('spends the daily allowance over all entries (429 vote_limit_reached), renewed at IST midnight', async () => {
    await db.query(`UPDATE rounds SET vote_daily_allowance = 2 WHERE id = 1`);
    const films = [await entry(), await entry(), await entry()];
    const voter = await person();
    expect((await vote(films[0].id, voter.token)).status).toBe(201);
    expect((await vote(films[1].id, voter.token)).status).toBe(201);
    const third = await vote(films[2].id, voter.token);
    expectError(third, 429, 'vote_limit_reached');
    expect(third.body.error.details).toEqual({ nextVoteAt: '2025-10-01T18:30:00.000Z' });
    expect(await storedVotes(films[2].id)).toBe(0);
    // An already-cast vote answers as such, and does not spend the allowance.
    expectError(await vote(films[0].id, voter.token), 409, 'already_voted');
    now = new Date('2025-10-01T18:30:00Z');
    expect((await vote(films[2].id, voter.token)).status).toBe(201);
  });

  it('takes votes only inside the window of a round with voting on; counts freeze at the close', async () => {
    const film = await entry();
    const voter = await person();
    now = new Date('2025-09-14T18:29:59Z'); // a second before Round 1 opens
    expectError(await vote(film.id, voter.token), 409, 'voting_closed');
    now = new Date('2025-10-26T18:29:59Z'); // the last second of Round 1
    expect((await vote(film.id, voter.token)).body).toEqual({ votes: 1, nextVoteAt: null });
    now = new Date('2025-10-26T18:30:00Z'); // closed
    expectError(await vote(film.id, (await person()).token), 409, 'voting_closed');
    expect(await countedVotes(film.id)).toBe(1);

    now = ROUND_ONE_NOON;
    await db.query(`UPDATE rounds SET voting_enabled = false WHERE id = 1`);
    expectError(await vote(film.id, (await person()).token), 409, 'voting_closed');
    expect(await countedVotes(film.id)).toBe(1);
  });

  it("freezes the counts at an organiser's early close too, and takes votes again if the round is reopened", async () => {
    const film = await entry();
    const early = await person();
    expect((await vote(film.id, early.token)).status).toBe(201);
    await db.query(`UPDATE rounds SET closed_at = $1 WHERE id = 1`, [new Date(ROUND_ONE_NOON.getTime() + 60_000)]);
    now = new Date(ROUND_ONE_NOON.getTime() + 60_000);
    expectError(await vote(film.id, (await person()).token), 409, 'voting_closed');
    expect((await call(`${running.api}/entries/${film.id}`)).body.voting).toBeNull();
    // Erasing a voter after the close leaves the frozen count as it was.
    expect((await call(`${running.api}/me`, { method: 'DELETE', token: early.token })).status).toBe(204);
    expect(await countedVotes(film.id)).toBe(1);

    await db.query(`UPDATE rounds SET closed_at = NULL WHERE id = 1`);
    expect((await vote(film.id, (await person()).token)).body.votes).toBe(2);
  });

  it('counts a vote for an entry that went through to Round 2 in Round 2, and none for one that did not', async () => {
    now = new Date('2025-11-01T04:30:00Z'); // inside Round 2 as seeded
    const through = await entry();
    const left = await entry();
    await db.query(`INSERT INTO round_advancements (round_id, submission_id, position, score) VALUES (2, $1, 1, 1)`, [
      through.id,
    ]);
    expect((await vote(through.id, (await person()).token)).status).toBe(201);
    expectError(await vote(left.id, (await person()).token), 409, 'voting_closed');
    const counts = await db.query(`SELECT round_id, votes FROM submission_votes WHERE submission_id = $1`, [
      through.id,
    ]);
    expect(counts).toEqual([{ round_id: 2, votes: 1 }]);
    const page = await call(`${running.api}/entries/${through.id}`);
    expect(page.body.voting).toMatchObject({ roundId: 2 });
    expect(page.body.metrics.votes).toBe(1);
  });

  it('takes its rules from the round as the console sets them, audited, and refuses bad settings', async () => {
    const admin = await consoleAccount(running.app, running.api, 'admin', 'votes-organiser');
    const put = (body: unknown) => call(`${running.api}/admin/rounds/1`, { method: 'PUT', token: admin.token, body });
    const saved = await put({ voteDailyAllowance: 1, voteOncePer: 'round', viewsWeightPercent: 60 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      votingEnabled: true,
      voteOncePer: 'round',
      voteDailyAllowance: 1,
      viewsWeightPercent: 60,
    });
    const [audit] = await db.query(
      `SELECT after FROM console_audit_log WHERE action = 'round.update' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.after).toMatchObject({ voteDailyAllowance: 1, viewsWeightPercent: 60 });
    for (const bad of [
      { voteDailyAllowance: 0 },
      { voteOncePer: 'week' },
      { viewsWeightPercent: 101 },
      { votingEnabled: 'yes' },
    ]) {
      expectError(await put(bad), 400, 'validation_failed');
    }

    const voter = await person();
    const films = [await entry(), await entry()];
    expect((await vote(films[0].id, voter.token)).body).toEqual({ votes: 1, nextVoteAt: null });
    expectError(await vote(films[1].id, voter.token), 429, 'vote_limit_reached');
    expect((await put({ votingEnabled: false })).status).toBe(200);
    expectError(await vote(films[1].id, (await person()).token), 409, 'voting_closed');
  });

  it('counts exactly one vote when one voter sends 100 at once', async () => {
    const film = await entry();
    const voter = await person();
    const answers = await Promise.all(Array.from({ length: 100 }, () => vote(film.id, voter.token)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const a of answers.filter((a) => a.status !== 201)) expectError(a, 409, 'already_voted');
    expect(await storedVotes(film.id)).toBe(1);
    expect(await countedVotes(film.id)).toBe(1);
    const [{ used }] = await db.query(`SELECT used FROM vote_allowances WHERE voter_id = $1`, [voter.id]);
    expect(used).toBe(1);
  });

  it('answers each vote of one batch as if cast alone, in the order they came', async () => {
    await db.query(`UPDATE rounds SET vote_daily_allowance = 3 WHERE id = 1`);
    const films = [await entry(), await entry(), await entry(), await entry()];
    const [eager, other, unverified] = [await person(), await person(), await person({ verified: false })];
    expect((await vote(films[0].id, eager.token)).status).toBe(201);
    const cast = (voter: { id: string }, film: { id: string }) => ({
      voterId: voter.id,
      submissionId: film.id,
      at: now,
      clientIp: '203.0.113.7',
    });
    const results = await running.app.get(VotesRepository).castBatch([
      cast(eager, films[1]), // 2nd of 3 today
      cast(other, films[1]),
      cast(eager, films[0]), // stored before this batch
      cast(eager, films[2]), // 3rd of 3
      cast(eager, films[2]), // the same vote again in the batch
      cast(eager, films[3]), // 4th: over the allowance
      cast(unverified, films[1]),
      cast(films[3].owner, films[3]),
    ]);
    const midnight = new Date('2025-10-01T18:30:00Z');
    expect(results.map((result) => [result.outcome, result.votes])).toEqual([
      ['accepted', 1],
      ['accepted', 2],
      ['already_voted', null],
      ['accepted', 1],
      ['already_voted', null],
      ['vote_limit_reached', null],
      ['voter_unverified', null],
      ['own_entry', null],
    ]);
    expect(results.slice(0, 6).map((result) => new Date(result.nextVoteAt!).getTime())).toEqual(
      Array(6).fill(midnight.getTime()),
    );
    const allowances = await db.query(`SELECT voter_id, used FROM vote_allowances WHERE voter_id = ANY($1)`, [
      [eager.id, other.id, unverified.id],
    ]);
    expect(
      Object.fromEntries(allowances.map((row: { voter_id: string; used: number }) => [row.voter_id, row.used])),
    ).toEqual({ [eager.id]: 3, [other.id]: 1 });
    expect(await Promise.all(films.map((film) => countedVotes(film.id)))).toEqual([1, 2, 1, 0]);
  });

  it('counts every one of 1,000 voters voting for one entry at once', async () => {
    const film = await entry();
    const voters = await db.query(
      `WITH p AS (
         INSERT INTO participants (name, phone_number)
         SELECT 'Crowd ' || n, '+9196' || lpad(n::text, 8, '0') FROM generate_series(1, 1000) n RETURNING id, phone_number)
       INSERT INTO identities (participant_id, provider, subject) SELECT id, 'phone', phone_number FROM p
       RETURNING participant_id AS id`,
    );
    const crowd = await Promise.all(
      voters.map(({ id }: { id: string }) => tokens.sign({ id, name: 'Crowd', profileComplete: false })),
    );
    const answers: number[] = [];
    const counts: number[] = [];
    for (let i = 0; i < crowd.length; i += 250) {
      const batch = await Promise.all(crowd.slice(i, i + 250).map((token) => vote(film.id, token)));
      answers.push(...batch.map((a) => a.status));
      counts.push(...batch.map((a) => a.body.votes));
    }
    expect(answers.filter((s) => s === 201)).toHaveLength(1000);
    // Cast together or not, each vote answers the count with itself in its place: 1 to 1,000, each once.
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
    expect(await countedVotes(film.id)).toBe(1000);
    expect(await storedVotes(film.id)).toBe(1000);
  });

  describe('fraud flags and voids in the console', () => {
    it('flags new accounts, one address and bursts, never dropping a vote', async () => {
      const admin = await consoleAccount(running.app, running.api, 'admin', 'votes-fraud');
      const film = await entry();
      // 60 voters in one hour (a burst): 10 with accounts made that day, 25 from one address.
      for (let i = 0; i < 60; i++) {
        const voter = await person();
        const since = i < 10 ? now : new Date('2025-09-01T00:00:00Z');
        await db.query(`UPDATE participants SET created_at = $2 WHERE id = $1`, [voter.id, since]);
        const res = await call(`${running.api}/submissions/${film.id}/vote`, {
          method: 'POST',
          token: voter.token,
          headers: { 'x-forwarded-for': i < 25 ? '198.51.100.7' : `198.51.100.${100 + i}` },
        });
        expect(res.status).toBe(201);
      }
      const review = await call(`${running.api}/admin/entries/${film.id}/votes`, { token: admin.token });
      expect(review.status).toBe(200);
      expect(review.body).toEqual({
        counted: 60,
        voided: 0,
        flagged: 60,
        flaggedShare: 1,
        flags: { newAccount: 10, sameAddress: 25, burst: 60 },
        timeline: [{ hour: '2025-10-01T04:00:00.000Z', votes: 60, voided: 0, flagged: 60, burst: true }],
      });
      expect(await countedVotes(film.id)).toBe(60);

      // The organiser voids the flagged window; the votes stay stored, voided, and leave the count.
      const voided = await call(`${running.api}/admin/entries/${film.id}/votes/void`, {
        token: admin.token,
        body: {
          reason: 'Burst from one address',
          flaggedFrom: '2025-10-01T04:00:00Z',
          flaggedTo: '2025-10-01T05:00:00Z',
        },
      });
      expect(voided.body).toMatchObject({ voided: 60, votes: { counted: 0, voided: 60, flaggedShare: 0 } });
      expect(await countedVotes(film.id)).toBe(0);
      expect(await storedVotes(film.id)).toBe(60);
    });

    it('flags the voters of one IPv6 /64 as one address, and not those of the next /64', async () => {
      const admin = await consoleAccount(running.app, running.api, 'admin', 'votes-six');
      const film = await entry();
      for (let i = 0; i < 25; i++) {
        const voter = await person();
        await db.query(`UPDATE participants SET created_at = '2025-09-01T00:00:00Z' WHERE id = $1`, [voter.id]);
        const res = await call(`${running.api}/submissions/${film.id}/vote`, {
          method: 'POST',
          token: voter.token,
          headers: { 'x-forwarded-for': i < 20 ? `2001:db8:5:1::${(i + 1).toString(16)}` : `2001:db8:5:${i}::1` },
        });
        expect(res.status).toBe(201);
      }
      const review = await call(`${running.api}/admin/entries/${film.id}/votes`, { token: admin.token });
      expect(review.body).toMatchObject({
        counted: 25,
        flagged: 20,
        flags: { newAccount: 0, sameAddress: 20, burst: 0 },
      });
    });

    it('voids one voter or a flagged window with a reason: audited, counts and ranks updated at once', async () => {
      const admin = await consoleAccount(running.app, running.api, 'admin', 'votes-voider');
      const film = await entry();
      const rival = await entry();
      const voters = [await person(), await person(), await person()];
      for (const voter of voters) await vote(film.id, voter.token);
      await vote(rival.id, voters[0].token);
      await vote(rival.id, voters[1].token);
      const recompute = jest.spyOn(running.app.get(RankRecomputeService), 'recompute');
      const voidIt = (body: unknown) =>
        call(`${running.api}/admin/entries/${film.id}/votes/void`, { token: admin.token, body });

      expectError(await voidIt({ voterId: voters[0].id }), 400, 'validation_failed');
      expectError(await voidIt({ reason: 'no selection' }), 400, 'validation_failed');
      expectError(
        await voidIt({
          reason: 'both',
          voterId: voters[0].id,
          flaggedFrom: '2025-10-01T00:00:00Z',
          flaggedTo: '2025-10-02T00:00:00Z',
        }),
        400,
        'validation_failed',
      );
      expectError(
        await call(`${running.api}/admin/entries/00000000-0000-4000-8000-000000000000/votes/void`, {
          token: admin.token,
          body: { reason: 'ghost', voterId: voters[0].id },
        }),
        404,
        'not_found',
      );
      expect(await countedVotes(film.id)).toBe(3);

      const res = await voidIt({ reason: 'Bought votes (ticket 42)', voterId: voters[0].id });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ voided: 1, votes: { counted: 2, voided: 1 } });
      expect(await countedVotes(film.id)).toBe(2);
      expect(await countedVotes(rival.id)).toBe(2);
      expect(recompute).toHaveBeenCalledTimes(1);
      const [stored] = await db.query(
        `SELECT voided_at, void_reason FROM votes WHERE voter_id = $1 AND submission_id = $2`,
        [voters[0].id, film.id],
      );
      expect(stored).toEqual({ voided_at: now, void_reason: 'Bought votes (ticket 42)' });
      const [audit] = await db.query(
        `SELECT actor_email, resource_id, after FROM console_audit_log WHERE action = 'votes.void' ORDER BY id DESC LIMIT 1`,
      );
      expect(audit).toEqual({
        actor_email: admin.email,
        resource_id: film.id,
        after: { reason: 'Bought votes (ticket 42)', voterId: voters[0].id, voided: 1 },
      });
      // Voiding again finds nothing to void; the voter's vote stays spent for the day.
      expect((await voidIt({ reason: 'again', voterId: voters[0].id })).body.voided).toBe(0);
      expectError(await vote(film.id, voters[0].token), 409, 'already_voted');
    });
  });

  describe('GET /entries/{id} (public)', () => {
    it('shows a public entry with its votes and open voting, to anyone, cacheably', async () => {
      const film = await entry();
      await vote(film.id, (await person()).token);
      await vote(film.id, (await person()).token);
      const res = await call(`${running.api}/entries/${film.id}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=5, stale-while-revalidate=30');
      expect(res.body).toEqual({
        submissionId: film.id,
        rank: null,
        instagramUrl: expect.stringMatching(/^https:\/\/www\.instagram\.com\/reel\/Vote\d{7}\/$/),
        user: { displayName: expect.stringMatching(/^Voter \d\.$/) },
        metrics: { views: null, likes: null, votes: 2, source: null },
        category: 'life',
        creatorCategory: 'nano_influencer',
        state: 'Kerala',
        submittedAt: expect.any(String),
        voting: { roundId: 1, closesAt: '2025-10-26T18:29:59.000Z' },
      });
      now = new Date('2025-10-27T00:00:00Z');
      const closed = (await call(`${running.api}/entries/${film.id}`)).body;
      expect(closed.voting).toBeNull();
      // Once voting closed the entry shows its final count, not 0.
      expect(closed.metrics.votes).toBe(2);
    });

    it('answers 404 not_found for entries that are not public', async () => {
      const blocked = await entry();
      await db.query(`UPDATE participants SET blocked_at = now() WHERE id = $1`, [blocked.owner.id]);
      for (const id of ['nope', '00000000-0000-4000-8000-000000000000', (await entry('pending')).id, blocked.id]) {
        expectError(await call(`${running.api}/entries/${id}`), 404, 'not_found');
      }
    });
  });

  describe('verifying a mobile number', () => {
    const start = (token: string, phone: string) => call(`${running.api}/me/phone/start`, { token, body: { phone } });
    const verify = (token: string, phone: string, code: string) =>
      call(`${running.api}/me/phone/verify`, { token, body: { phone, code } });

    it('texts a code, attaches the number, and the voter can then vote', async () => {
      const film = await entry();
      const voter = await person({ verified: false });
      expectError(await vote(film.id, voter.token), 403, 'voter_unverified');
      const sent = await start(voter.token, '98123 45678');
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ status: 'sent', expiresInSeconds: 300, resendAfterSeconds: 0 });
      // The person is already signed in: the text names the code for what it does.
      expect(gateway.received.at(-1)!.message).toMatch(/^\d{6} is your AI Film Contest verification code\./);
      const ok = await verify(voter.token, '+919812345678', gateway.codeFor('+919812345678'));
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ phone: '+919812345678' });
      const me = await call(`${running.api}/me`, { token: voter.token });
      expect(me.body.phoneNumber).toBe('+919812345678');
      expect((await vote(film.id, voter.token)).status).toBe(201);
    });

    it('lets someone who signed in by a texted code vote at once, with no profile beyond the mobile', async () => {
      const film = await entry();
      expect((await call(`${running.api}/auth/otp/start`, { body: { phone: '98123 40000' } })).status).toBe(200);
      const signedIn = await call(`${running.api}/auth/otp/verify`, {
        body: { phone: '+919812340000', code: gateway.codeFor('+919812340000') },
      });
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.user.profileComplete).toBe(false);
      expect((await vote(film.id, signedIn.body.accessToken)).status).toBe(201);
    });

    it('answers a number held by another account exactly like any other, and never moves it', async () => {
      const holder = await person();
      const other = await person({ verified: false });
      const sentToHeld = await start(other.token, holder.phone);
      const sentToFree = await start(other.token, '+919800000001');
      expect(sentToHeld.status).toBe(200);
      expect(sentToHeld.body).toEqual(sentToFree.body);
      // With the right code (only the phone's holder has it) the number still stays where it is.
      expectError(await verify(other.token, holder.phone, gateway.codeFor(holder.phone)), 409, 'phone_in_use');
      const owners = await db.query(`SELECT participant_id FROM identities WHERE provider = 'phone' AND subject = $1`, [
        holder.phone,
      ]);
      expect(owners).toEqual([{ participant_id: holder.id }]);
    });

    it('refuses a wrong code, a bad number and callers not signed in', async () => {
      const voter = await person({ verified: false });
      await start(voter.token, '+919800000002');
      const real = gateway.codeFor('+919800000002');
      const wrong = real === '000000' ? '111111' : '000000';
      const refused = await verify(voter.token, '+919800000002', wrong);
      expectError(refused, 400, 'invalid_code');
      expect(refused.body.error.details).toEqual({ attemptsLeft: 4 });
      expectError(await start(voter.token, '12'), 400, 'validation_failed');
      expectError(await verify(voter.token, '+919800000002', 'abc'), 400, 'validation_failed');
      expectError(
        await call(`${running.api}/me/phone/start`, { body: { phone: '+919800000003' } }),
        401,
        'unauthorized',
      );
      const identities = await db.query(`SELECT 1 FROM identities WHERE participant_id = $1`, [voter.id]);
      expect(identities).toEqual([]);
    });
  });

  describe('personal data', () => {
    it("exports the voter's votes", async () => {
      const film = await entry();
      const voter = await person();
      await vote(film.id, voter.token);
      const exported = await call(`${running.api}/me/export`, { token: voter.token });
      expect(exported.body.votes).toEqual([
        { submissionId: film.id, roundId: 1, votedAt: ROUND_ONE_NOON.toISOString(), voidedAt: null, voidReason: null },
      ]);
    });

    it('erasing an account before the close takes its votes out of the counts', async () => {
      const film = await entry();
      const leaving = await person();
      const staying = await person();
      await vote(film.id, leaving.token);
      await vote(film.id, staying.token);
      expect((await call(`${running.api}/me`, { method: 'DELETE', token: leaving.token })).status).toBe(204);
      expect(await countedVotes(film.id)).toBe(1);
      expect(await storedVotes(film.id)).toBe(1);
    });

    it('erasing an account after the close keeps its vote only as an anonymous count', async () => {
      const film = await entry();
      const leaving = await person();
      await vote(film.id, leaving.token);
      now = new Date('2025-11-01T00:00:00Z');
      // Erasure goes by the real clock too: put the round's close in the past.
      await db.query(`UPDATE rounds SET ends_at = '2025-10-26T18:29:59Z' WHERE id = 1`);
      expect((await call(`${running.api}/me`, { method: 'DELETE', token: leaving.token })).status).toBe(204);
      expect(await countedVotes(film.id)).toBe(1);
      const rows = await db.query(`SELECT voter_id, client_ip FROM votes WHERE submission_id = $1`, [film.id]);
      expect(rows).toEqual([{ voter_id: null, client_ip: null }]);
    });
  });
});
