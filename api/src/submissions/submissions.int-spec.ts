import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { AccessTokenService } from '../auth/access-token.service';
import { LeaderboardService } from '../leaderboard/leaderboard.service';
import { RankRecomputeService } from '../leaderboard/rank-recompute.service';
import { SubmissionsService } from './submissions.service';
import { entryRequest } from '../../test/harness/entry-request';

const LIMIT = 3;
const reel = (shortcode: string) => `https://www.instagram.com/reel/${shortcode}/`;
/** A fresh 11-character shortcode, like Instagram's current ones. */
const newShortcode = () => randomBytes(8).toString('base64url').slice(0, 11);

describe('entries (POST /submissions, /submissions/mine, /submissions/{id})', () => {
  useTestEnvironment({ MAX_ENTRIES_PER_PARTICIPANT: String(LIMIT) });
  let running: RunningApp;
  /** This file's database, through the app's own pool (the test environment drops it with FORCE at the end). */
  let db: { query: (text: string, params?: unknown[]) => Promise<{ rows: any[] }> };
  let tokens: AccessTokenService;
  let service: SubmissionsService;
  let phoneSequence = 0;

  beforeAll(async () => {
    running = await startApp();
    const dataSource = running.app.get(DataSource);
    db = { query: async (text, params) => ({ rows: await dataSource.query(text, params) }) };
    tokens = running.app.get(AccessTokenService);
    service = running.app.get(SubmissionsService);
  });
  afterAll(async () => {
    await running?.close();
  });
  beforeEach(() => openRoundOne());

  const openRoundOne = () =>
    db.query(
      `UPDATE rounds SET starts_at = now() - interval '1 day', ends_at = now() + interval '1 day',
              accepts_submissions = (id = 1)`,
    );

  /** A participant written straight into this file's database, and a token for them. */
  async function participant(kind: 'complete' | 'incomplete' | 'blocked' = 'complete') {
    const phone = `+9198${String(++phoneSequence).padStart(8, '0')}`;
    const { rows } = await db.query(
      `INSERT INTO participants (name, phone_number, state_province, creator_category, blocked_at)
       VALUES ($1, $2, $3, 'nano_influencer', $4) RETURNING id`,
      [
        `Creator ${phoneSequence}`,
        phone,
        kind === 'incomplete' ? null : 'Kerala',
        kind === 'blocked' ? new Date() : null,
      ],
    );
    const id: string = rows[0].id;
    // The token always claims a complete profile: the server must go by the database.
    const token = await tokens.sign({ id, name: `Creator ${phoneSequence}`, profileComplete: true });
    return { id, token };
  }

  const submit = (token: string, body: Record<string, unknown>) => call(`${running.api}/submissions`, { token, body });
  const entry = entryRequest;
  const countFor = async (sql: string, params: unknown[]) => (await db.query(sql, params)).rows[0].count as number;

  it('store a valid entry as pending in canonical form, with its first history row', async () => {
    const me = await participant();
    const shortcode = newShortcode();
    const res = await submit(
      me.token,
      entry(`https://instagram.com/creator_one/p/${shortcode}?igsh=abc#x`, 'policies'),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      instagramUrl: reel(shortcode),
      category: 'policies',
      status: 'pending',
      rejectionReason: null,
      roundId: 1,
      createdAt: expect.any(String),
      metrics: null,
      rank: null,
      missingSteps: [
        {
          code: 'instagram_handle_missing',
          message: 'Add your Instagram handle to your profile so we can confirm this post is yours.',
        },
      ],
    });
    const { rows } = await db.query(
      `SELECT s.shortcode, s.participant_id, s.hashtags_added, s.consent, c.from_status, c.to_status, c.actor_type, c.actor_id
         FROM submissions s JOIN submission_status_changes c ON c.submission_id = s.id WHERE s.id = $1`,
      [res.body.id],
    );
    expect(rows).toEqual([
      {
        shortcode,
        participant_id: me.id,
        hashtags_added: true,
        consent: true,
        from_status: null,
        to_status: 'pending',
        actor_type: 'participant',
        actor_id: me.id,
      },
    ]);
  });

  it('store when, to which consent version and in which language the entrant consented', async () => {
    const me = await participant();
    const before = new Date();
    const res = await submit(me.token, { ...entry(reel(newShortcode())), language: 'hi' });
    expect(res.status).toBe(201);
    const { rows } = await db.query(
      `SELECT consented_at, consent_version, consent_language FROM submissions WHERE id = $1`,
      [res.body.id],
    );
    expect(rows[0]).toMatchObject({ consent_version: '2025-09-15', consent_language: 'hi' });
    expect(rows[0].consented_at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    // The participant's data export carries it too.
    const exported = await call(`${running.api}/me/export`, { token: me.token });
    expect(exported.body.submissions[0]).toMatchObject({ consentVersion: '2025-09-15', consentLanguage: 'hi' });
  });

  it.each([
    ['an older consent version', { consentVersion: '2024-01-01' }, 'consentVersion'],
    ['no consent version', { consentVersion: undefined }, 'consentVersion'],
    ['an unknown language', { language: 'fr' }, 'language'],
  ])('refuse an entry with %s and store nothing', async (_, change, field) => {
    const me = await participant();
    const res = await submit(me.token, { ...entry(reel(newShortcode())), ...change });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(Object.keys(res.body.error.details.fields)).toContain(field);
    expect(await countFor(`SELECT count(*)::int AS count FROM submissions WHERE participant_id = $1`, [me.id])).toBe(0);
  });

  it('tell a participant up front whether they may enter, with the refusal POST would answer', async () => {
    const me = await participant();
    const eligibility = () => call(`${running.api}/submissions/eligibility`, { token: me.token });
    expect((await eligibility()).body).toEqual({ mayEnter: true, roundId: 1, refusal: null });
    await db.query(
      `UPDATE rounds SET accepts_submissions = (id = 2), starts_at = now() - interval '1 hour',
                         ends_at = now() + interval '1 day' WHERE id IN (1, 2)`,
    );
    const refused = await eligibility();
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ mayEnter: false, roundId: null, refusal: { code: 'not_promoted' } });
    expect(refused.body.refusal.message).toMatch(/Only the creators promoted to Round 2/);
  });

  it('answer 401 without a token', async () => {
    const res = await call(`${running.api}/submissions`, { body: entry(reel(newShortcode())) });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthorized');
  });

  it('refuse a participant whose stored profile is incomplete, whatever the token claims', async () => {
    const me = await participant('incomplete');
    const res = await submit(me.token, entry(reel(newShortcode())));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: {
        code: 'profile_incomplete',
        message: 'Please complete your profile before submitting an entry',
        details: null,
      },
    });
    expect(await countFor(`SELECT count(*)::int AS count FROM submissions WHERE participant_id = $1`, [me.id])).toBe(0);
  });

  it('refuse a blocked participant', async () => {
    const me = await participant('blocked');
    const res = await submit(me.token, entry(reel(newShortcode())));
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('account_blocked');
  });

  describe('validation', () => {
    const valid = () => entry(reel(newShortcode()));
    const cases: Array<[string, (body: Record<string, unknown>) => unknown, string]> = [
      ['no link', ({ instagramUrl: _, ...rest }) => rest, 'instagramUrl'],
      ['an empty link', (body) => ({ ...body, instagramUrl: '' }), 'instagramUrl'],
      ['a link that is not a string', (body) => ({ ...body, instagramUrl: 42 }), 'instagramUrl'],
      ['no category', ({ category: _, ...rest }) => rest, 'category'],
      ['an unknown category', (body) => ({ ...body, category: 'sports' }), 'category'],
      ['a category in capitals', (body) => ({ ...body, category: 'Life' }), 'category'],
      ['consent false', (body) => ({ ...body, consent: false }), 'consent'],
      ['consent missing', ({ consent: _, ...rest }) => rest, 'consent'],
      ['hashtagsAdded false', (body) => ({ ...body, hashtagsAdded: false }), 'hashtagsAdded'],
      ['hashtagsAdded as the string "true"', (body) => ({ ...body, hashtagsAdded: 'true' }), 'hashtagsAdded'],
      ['an unknown field', (body) => ({ ...body, status: 'verified' }), 'status'],
    ];

    it.each(cases)('answer 400 validation_failed for %s, naming the field', async (_, change, field) => {
      const me = await participant();
      const res = await submit(me.token, change(valid()) as Record<string, unknown>);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: {
          code: 'validation_failed',
          message: 'Request validation failed',
          details: { fields: { [field]: expect.arrayContaining([expect.any(String)]) } },
        },
      });
      expect(await countFor(`SELECT count(*)::int AS count FROM submissions WHERE participant_id = $1`, [me.id])).toBe(
        0,
      );
    });

    it.each([
      'https://instagram.com.evil.com/reel/C9xYz12AbCd/',
      'https://instagram.com@evil.com/reel/C9xYz12AbCd/',
      'javascript:alert(1)//www.instagram.com/reel/C9xYz12AbCd/',
      'https://www.instаgram.com/reel/C9xYz12AbCd/',
      'https://www.instagram.com/creator_one/',
    ])('answer 400 invalid_instagram_link for %s', async (instagramUrl) => {
      const me = await participant();
      const res = await submit(me.token, entry(instagramUrl));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: { code: 'invalid_instagram_link', message: 'Please provide a valid Instagram post link', details: null },
      });
    });
  });

  it('store one entry when 50 participants submit the same post at once, recording the 49 others as claims', async () => {
    const people = await Promise.all(Array.from({ length: 50 }, () => participant()));
    const shortcode = newShortcode();
    // The same post in the link forms people paste.
    const forms = [
      reel(shortcode),
      `https://www.instagram.com/p/${shortcode}/`,
      `https://m.instagram.com/reels/${shortcode}?igsh=1`,
    ];
    const answers = await Promise.all(people.map((p, i) => submit(p.token, entry(forms[i % forms.length]))));

    const statuses = answers.map((res) => res.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    for (const res of answers.filter((r) => r.status === 409)) {
      expect(res.body).toEqual({
        error: {
          code: 'entry_claim_recorded',
          message: expect.stringContaining('add your ownership code AFC-'),
          details: { claimId: expect.any(String), ownershipCode: expect.stringMatching(/^AFC-[A-Z0-9]{6}$/) },
        },
      });
    }
    expect(
      await countFor(
        `SELECT count(*)::int AS count FROM entry_claims c JOIN submissions s ON s.id = c.submission_id
                       WHERE s.shortcode = $1 AND c.kind = 'post' AND c.status = 'open'`,
        [shortcode],
      ),
    ).toBe(49);
    expect(await countFor(`SELECT count(*)::int AS count FROM submissions WHERE shortcode = $1`, [shortcode])).toBe(1);
    expect(
      await countFor(
        `SELECT count(*)::int AS count FROM submission_status_changes c JOIN submissions s ON s.id = c.submission_id
          WHERE s.shortcode = $1`,
        [shortcode],
      ),
    ).toBe(1);
  });

  it('answer each of many entries sent at once with its own outcome, though they are written together', async () => {
    // Entries that arrive together share one statement: each answer must still be its own entry's or refusal.
    const kinds = ['complete', 'incomplete', 'complete', 'blocked', 'complete'] as const;
    const people = await Promise.all(Array.from({ length: 40 }, (_, i) => participant(kinds[i % kinds.length])));
    const links = people.map(() => reel(newShortcode()));
    const answers = await Promise.all(people.map((p, i) => submit(p.token, entry(links[i]))));

    answers.forEach((res, i) => {
      const kind = kinds[i % kinds.length];
      if (kind === 'complete') {
        expect({ status: res.status, url: res.body.instagramUrl }).toEqual({ status: 201, url: links[i] });
      } else {
        expect(res.body.error.code).toBe(kind === 'blocked' ? 'account_blocked' : 'profile_incomplete');
      }
    });
    const stored = await db.query(
      `SELECT participant_id, instagram_url FROM submissions WHERE participant_id = ANY($1)`,
      [people.map((p) => p.id)],
    );
    expect(Object.fromEntries(stored.rows.map((row) => [row.participant_id, row.instagram_url]))).toEqual(
      Object.fromEntries(people.flatMap((p, i) => (kinds[i % kinds.length] === 'complete' ? [[p.id, links[i]]] : []))),
    );
  });

  it('let the owner enter a post a squatter entered once the squatter is rejected, while a second live claim gets 409', async () => {
    const squatter = await participant();
    const owner = await participant();
    const third = await participant();
    const shortcode = newShortcode();
    const squatted = await submit(squatter.token, entry(`https://www.instagram.com/victim.creator/reel/${shortcode}/`));
    expect(squatted.status).toBe(201);
    // The username typed in the link is kept as a hint only.
    const { rows: hinted } = await db.query(`SELECT link_username FROM submissions WHERE id = $1`, [squatted.body.id]);
    expect(hinted).toEqual([{ link_username: 'victim.creator' }]);
    // The author's attempt is refused, but recorded as their claim on the squatter's entry.
    expect((await submit(owner.token, entry(reel(shortcode)))).body.error.code).toBe('entry_claim_recorded');

    await service.changeStatus(squatted.body.id, 'rejected', { reason: 'Not your post', actorType: 'admin' });
    // Every spelling of the post is free again for its real author.
    const entered = await submit(owner.token, entry(`https://instagram.com/p/${shortcode}?igsh=1`));
    expect(entered.status).toBe(201);
    const again = await submit(third.token, entry(reel(shortcode)));
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('entry_claim_recorded');
    expect(again.body.error.message).toMatch(/add your ownership code AFC-[A-Z0-9]{6} to the post's caption/);
    // The owner entering their own post again is a plain duplicate.
    expect((await submit(owner.token, entry(reel(shortcode)))).body.error.code).toBe('duplicate_submission');
    const { rows } = await db.query(
      `SELECT participant_id, status FROM submissions WHERE shortcode = $1 ORDER BY created_at`,
      [shortcode],
    );
    expect(rows).toEqual([
      { participant_id: squatter.id, status: 'rejected' },
      { participant_id: owner.id, status: 'pending' },
    ]);
  });

  it(`hold a participant to ${LIMIT} entries even when they submit many at once; a rejection frees a slot`, async () => {
    const me = await participant();
    const answers = await Promise.all(
      Array.from({ length: LIMIT + 5 }, () => submit(me.token, entry(reel(newShortcode())))),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(LIMIT);
    const refused = answers.filter((res) => res.status === 409);
    expect(refused).toHaveLength(5);
    for (const res of refused) {
      expect(res.body).toEqual({
        error: {
          code: 'entry_limit_reached',
          message: `You have reached the limit of ${LIMIT} entries per participant`,
          details: { limit: LIMIT },
        },
      });
    }
    expect(await countFor(`SELECT count(*)::int AS count FROM submissions WHERE participant_id = $1`, [me.id])).toBe(
      LIMIT,
    );

    const first = answers.find((res) => res.status === 201)!.body.id;
    await service.changeStatus(first, 'rejected', { reason: 'Not an AI film', actorType: 'admin', actorId: 'a1' });
    expect((await submit(me.token, entry(reel(newShortcode())))).status).toBe(201);
    expect((await submit(me.token, entry(reel(newShortcode())))).body.error.code).toBe('entry_limit_reached');
  });

  describe('round window', () => {
    it('answer 409 round_closed naming the round and its closing time after it ends', async () => {
      await db.query(
        `UPDATE rounds SET starts_at = '2025-09-15T00:00:00+05:30', ends_at = '2025-10-26T23:59:59+05:30' WHERE id = 1`,
      );
      const me = await participant();
      const res = await submit(me.token, entry(reel(newShortcode())));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: {
          code: 'round_closed',
          message: 'Round 1 (Open Submissions) closed on 26 October 2025 at 23:59:59 IST',
          details: { roundId: 1, opensAt: '2025-09-14T18:30:00.000Z', closesAt: '2025-10-26T18:29:59.000Z' },
        },
      });
      expect(await countFor(`SELECT count(*)::int AS count FROM submissions WHERE participant_id = $1`, [me.id])).toBe(
        0,
      );
    });

    it('apply a round closed or moved in the database to the very next entry, though the API keeps a copy', async () => {
      const me = await participant();
      const enter = () => submit(me.token, entry(reel(newShortcode())));
      // The API now holds the open round as it read it.
      expect((await enter()).status).toBe(201);
      await db.query(`UPDATE rounds SET closed_at = now() WHERE id = 1`);
      try {
        expect((await enter()).body.error.code).toBe('round_closed');
      } finally {
        await db.query(`UPDATE rounds SET closed_at = NULL WHERE id = 1`);
      }
      expect((await enter()).status).toBe(201);
      // Moved to start in an hour (the copy's window is still open now).
      await db.query(`UPDATE rounds SET starts_at = now() + interval '1 hour' WHERE id = 1`);
      expect((await enter()).body.error.code).toBe('round_closed');
      expect(await countFor(`SELECT count(*)::int AS count FROM submissions WHERE participant_id = $1`, [me.id])).toBe(
        2,
      );
    });

    it('follow entries moved to another round in the database, both ways, though the API keeps a copy', async () => {
      const me = await participant();
      const enter = () => submit(me.token, entry(reel(newShortcode())));
      expect((await enter()).status).toBe(201); // the API now holds Round 1
      // Round 2 takes entries now: this creator was not promoted into it.
      await db.query(`UPDATE rounds SET accepts_submissions = (id = 2)`);
      await db.query(
        `UPDATE rounds SET starts_at = now() - interval '1 hour', ends_at = now() + interval '1 day' WHERE id = 2`,
      );
      expect((await enter()).body.error.code).toBe('not_promoted');
      // Back to Round 1: the copy (Round 2) refuses this creator, so the refusal is judged again on a fresh read.
      await db.query(`UPDATE rounds SET accepts_submissions = (id = 1)`);
      const back = await enter();
      expect({ status: back.status, roundId: back.body.roundId }).toEqual({ status: 201, roundId: 1 });
    });

    it('answer 409 round_closed before the round opens', async () => {
      await db.query(
        `UPDATE rounds SET starts_at = '2099-01-01T00:00:00+05:30', ends_at = '2099-02-01T23:59:59+05:30' WHERE id = 1`,
      );
      const res = await submit((await participant()).token, entry(reel(newShortcode())));
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({
        code: 'round_closed',
        message: 'Round 1 (Open Submissions) opens on 1 January 2099 at 00:00:00 IST',
      });
    });

    it('answer 409 round_closed when no round takes entries', async () => {
      await db.query(`UPDATE rounds SET accepts_submissions = false`);
      const res = await submit((await participant()).token, entry(reel(newShortcode())));
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('round_closed');
    });

    it('send entries to the round that takes them', async () => {
      await db.query(
        `UPDATE rounds SET accepts_submissions = (id = 2), starts_at = now() - interval '1 hour',
                ends_at = now() + interval '1 hour' WHERE id IN (1, 2)`,
      );
      // Round 2 takes films from the creators promoted into it only.
      const me = await participant();
      const shortcode = newShortcode();
      await db.query(
        `WITH film AS (
           INSERT INTO submissions (participant_id, round_id, instagram_url, shortcode, category, status, hashtags_added, consent)
           VALUES ($1, 1, $2, $3, 'life', 'verified', true, true) RETURNING id)
         INSERT INTO round_advancements (round_id, submission_id, position, score) SELECT 2, id, 1, 0 FROM film`,
        [me.id, reel(shortcode), shortcode],
      );
      const res = await submit(me.token, entry(reel(newShortcode())));
      expect(res.status).toBe(201);
      expect(res.body.roundId).toBe(2);
    });
  });

  describe('reading entries', () => {
    it('list only my entries, newest first, with the reason of a rejection', async () => {
      const me = await participant();
      const other = await participant();
      const ids: string[] = [];
      for (const category of ['life', 'action', 'philosophy']) {
        ids.push((await submit(me.token, entry(reel(newShortcode()), category))).body.id);
      }
      await submit(other.token, entry(reel(newShortcode())));
      await service.changeStatus(ids[1], 'rejected', {
        reason: 'The post is not public',
        actorType: 'admin',
        actorId: 'console-1',
      });

      const res = await call(`${running.api}/submissions/mine`, { token: me.token });
      expect(res.status).toBe(200);
      expect(res.body.items.map((item: { id: string }) => item.id)).toEqual([...ids].reverse());
      expect(res.body.items[1]).toMatchObject({
        id: ids[1],
        category: 'action',
        status: 'rejected',
        rejectionReason: 'The post is not public',
        metrics: null,
        rank: null,
      });
      expect(res.body.items[0]).toMatchObject({ status: 'pending', rejectionReason: null });
    });

    it('show the latest figures and the leaderboard rank of a ranked entry', async () => {
      const me = await participant();
      const id = (await submit(me.token, entry(reel(newShortcode())))).body.id;
      await service.changeStatus(id, 'verified', { actorType: 'admin' });
      // Figures as the metrics worker leaves them (its own tables), then a recompute publishes a ranking.
      const sampledAt = new Date('2026-01-02T03:04:05.000Z');
      const [cycle] = await db
        .query(`INSERT INTO metric_refresh_cycles (provider, status) VALUES ('simulated', 'completed') RETURNING id`)
        .then((r) => r.rows);
      await db.query(
        `INSERT INTO submission_metrics (submission_id, views, likes, source, sampled_at, cycle_id)
         VALUES ($1, 999999999, NULL, 'simulated', $2, $3)`,
        [id, sampledAt, cycle.id],
      );
      await running.app.get(RankRecomputeService).recompute();
      await running.app.get(LeaderboardService).sync();

      const mine = await call(`${running.api}/submissions/mine`, { token: me.token });
      const expected = {
        id,
        status: 'verified',
        metrics: { views: 999999999, likes: null, votes: 0, updatedAt: sampledAt.toISOString(), source: 'simulated' },
        rank: 1,
      };
      expect(mine.body.items).toEqual([expect.objectContaining(expected)]);
      const one = await call(`${running.api}/submissions/${id}`, { token: me.token });
      expect(one.body).toEqual(expect.objectContaining(expected));
    });

    it('tell me which steps each pending entry misses, in plain words, never naming the account that posted it', async () => {
      const me = await participant();
      // Proven theirs (their code seen in a caption): a post by another account is then a mismatch.
      await db.query(
        `UPDATE participants SET instagram_handle = 'asha.rao', instagram_proven_username = 'asha.rao' WHERE id = $1`,
        [me.id],
      );
      const squatted = (await submit(me.token, entry(reel(newShortcode())))).body.id;
      const personal = (await submit(me.token, entry(reel(newShortcode())))).body.id;
      // What the metrics worker leaves behind (its own tables).
      const [cycle] = (
        await db.query(
          `INSERT INTO metric_refresh_cycles (provider, status) VALUES ('instagram', 'completed') RETURNING id`,
        )
      ).rows;
      await db.query(`UPDATE submissions SET ig_username = 'real_owner_42' WHERE id = $1`, [squatted]);
      await db.query(
        `INSERT INTO submission_auto_checks (submission_id, cycle_id, collaboration_found, found_via, is_reel,
           hashtags_present, missing_hashtags, mention_present, posted_in_window, owner_matches, passed)
         VALUES ($1, $3, true, 'collaborative_media', true, true, '{}', true, true, false, false),
                ($2, $3, false, NULL, NULL, NULL, '{}', NULL, NULL, NULL, false)`,
        [squatted, personal, cycle.id],
      );
      await db.query(`INSERT INTO instagram_accounts (username, readable) VALUES ('asha.rao', false)`);

      const res = await call(`${running.api}/submissions/mine`, { token: me.token });
      const steps = new Map(
        res.body.items.map((item: { id: string; missingSteps: Array<{ code: string }> }) => [
          item.id,
          item.missingSteps.map((step) => step.code),
        ]),
      );
      expect(steps.get(squatted)).toEqual(['handle_mismatch']);
      expect(steps.get(personal)).toEqual(['collab_not_accepted', 'account_not_readable']);
      expect(JSON.stringify(res.body)).not.toContain('real_owner_42');
      const one = await call(`${running.api}/submissions/${personal}`, { token: me.token });
      expect(one.body.missingSteps.map((step: { code: string }) => step.code)).toEqual([
        'collab_not_accepted',
        'account_not_readable',
      ]);
    });

    it('answer an empty list to a newcomer', async () => {
      const res = await call(`${running.api}/submissions/mine`, { token: (await participant()).token });
      expect(res.body).toEqual({ items: [] });
    });

    it('show my own entry, and the same 404 for anyone else’s, an unknown or a malformed id', async () => {
      const me = await participant();
      const other = await participant();
      const created = (await submit(me.token, entry(reel(newShortcode())))).body;

      const mine = await call(`${running.api}/submissions/${created.id}`, { token: me.token });
      expect(mine.status).toBe(200);
      expect(mine.body).toEqual(created);

      const notFound = { error: { code: 'not_found', message: 'Submission not found', details: null } };
      for (const [token, id] of [
        [other.token, created.id],
        [me.token, randomUUID()],
        [me.token, 'not-a-uuid'],
        [me.token, `${created.id}'--`],
        [me.token, '1'],
      ]) {
        const res = await call(`${running.api}/submissions/${encodeURIComponent(id)}`, { token });
        expect({ id, status: res.status, body: res.body }).toEqual({ id, status: 404, body: notFound });
      }
    });
  });

  it('include my entries and their history in my data export, and erase them with my account', async () => {
    const me = await participant();
    const shortcode = newShortcode();
    const id = (await submit(me.token, entry(reel(shortcode), 'action'))).body.id;
    await service.changeStatus(id, 'rejected', { reason: 'Not public', actorType: 'admin', actorId: 'staff-9' });

    const exported = await call(`${running.api}/me/export`, { token: me.token });
    expect(exported.status).toBe(200);
    expect(exported.body.submissions).toEqual([
      expect.objectContaining({
        id,
        instagramUrl: reel(shortcode),
        category: 'action',
        status: 'rejected',
        statusReason: 'Not public',
        history: [
          expect.objectContaining({ fromStatus: null, toStatus: 'pending', by: 'participant' }),
          expect.objectContaining({ fromStatus: 'pending', toStatus: 'rejected', reason: 'Not public', by: 'admin' }),
        ],
      }),
    ]);
    expect(JSON.stringify(exported.body.submissions)).not.toContain('staff-9');

    expect((await call(`${running.api}/me`, { method: 'DELETE', token: me.token })).status).toBeLessThan(300);
    expect(await countFor(`SELECT count(*)::int AS count FROM submissions WHERE id = $1`, [id])).toBe(0);
    expect(
      await countFor(`SELECT count(*)::int AS count FROM submission_status_changes WHERE submission_id = $1`, [id]),
    ).toBe(0);
  });

  describe('status changes (used by the console and the worker)', () => {
    async function pendingEntry() {
      const me = await participant();
      return (await submit(me.token, entry(reel(newShortcode())))).body.id as string;
    }
    const history = async (id: string) =>
      (
        await db.query(
          `SELECT from_status, to_status, reason, actor_type, actor_id FROM submission_status_changes
            WHERE submission_id = $1 ORDER BY id`,
          [id],
        )
      ).rows;

    it('verify, then disqualify with a reason, keeping every step', async () => {
      const id = await pendingEntry();
      await service.changeStatus(id, 'verified', { actorType: 'system' });
      const after = await service.changeStatus(id, 'disqualified', {
        reason: 'Bought views',
        actorType: 'admin',
        actorId: 'org-7',
      });
      expect(after).toMatchObject({ status: 'disqualified', statusReason: 'Bought views' });
      expect(await history(id)).toEqual([
        {
          from_status: null,
          to_status: 'pending',
          reason: null,
          actor_type: 'participant',
          actor_id: expect.any(String),
        },
        { from_status: 'pending', to_status: 'verified', reason: null, actor_type: 'system', actor_id: null },
        {
          from_status: 'verified',
          to_status: 'disqualified',
          reason: 'Bought views',
          actor_type: 'admin',
          actor_id: 'org-7',
        },
      ]);
    });

    it.each([
      ['pending', 'disqualified'],
      ['pending', 'pending'],
      ['rejected', 'verified'],
      ['verified', 'rejected'],
      ['verified', 'pending'],
    ] as const)('refuse %s -> %s with 409 invalid_status_transition', async (from, to) => {
      const id = await pendingEntry();
      if (from === 'rejected') await service.changeStatus(id, 'rejected', { reason: 'x', actorType: 'admin' });
      if (from === 'verified') await service.changeStatus(id, 'verified', { actorType: 'admin' });
      await expect(service.changeStatus(id, to, { reason: 'r', actorType: 'admin' })).rejects.toMatchObject({
        code: 'invalid_status_transition',
      });
      expect(await history(id)).toHaveLength(from === 'pending' ? 1 : 2);
    });

    it('require a reason to reject', async () => {
      const id = await pendingEntry();
      await expect(service.changeStatus(id, 'rejected', { reason: '  ', actorType: 'admin' })).rejects.toMatchObject({
        code: 'validation_failed',
      });
      expect(await history(id)).toHaveLength(1);
    });

    it('answer not_found for an unknown entry', async () => {
      await expect(service.changeStatus(randomUUID(), 'verified', { actorType: 'admin' })).rejects.toMatchObject({
        code: 'not_found',
      });
    });
  });
});
