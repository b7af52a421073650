import { AppModule } from '../app.module';
import { AccessTokenService } from '../auth/access-token.service';
import { QueueService } from '../queue/queue.service';
import { QueueName } from '../queue/jobs';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { consoleAccount, database, seedEntries, SeededEntry, TestDatabase } from '../../test/harness/console-fixtures';
import { parseCsv } from '../../test/harness/csv';
import { RoundPublicationService } from './round-publication.service';

type Account = Awaited<ReturnType<typeof consoleAccount>>;

const PEOPLE = [
  { name: 'Asha Rao', state: 'Kerala', tier: 'nano_influencer', phone: '+919812000001' },
  { name: 'Meena Sundaram', state: 'Tamil Nadu', tier: 'micro_influencer', phone: '+919812000002' },
  { name: 'Ravi Kumar Menon', state: 'Kerala', tier: 'influencer', phone: '+919812000003' },
  { name: 'Dev Patel', state: 'Gujarat', tier: 'nano_influencer', phone: '+919812000004' },
  { name: 'Iqbal', state: 'Kerala', tier: 'nano_influencer', phone: '+919812000005' },
];

/**
 * A round's results in public: frozen at close, shown to nobody until an organiser publishes them (or their
 * embargo passes), gone again when unpublished; the console's preview, the participant's "find me", the final's
 * winners with the site's prizes, and results.csv for a blended round.
 */
describe('round results, from close to publication', () => {
  const env = useTestEnvironment({ PUBLIC_URL: 'https://contest.test' });
  let running: RunningApp;
  let db: TestDatabase;
  let admin: Account;
  let entries: SeededEntry[];
  let participants: string[];

  const asAdmin = (path: string, init: { method?: string; body?: unknown } = {}) =>
    call(`${running.api}/admin${path}`, { ...init, token: admin.token });
  const publicGet = (path: string) => call(`${running.api}${path}`);
  const tokenOf = (index: number) =>
    running.app
      .get(AccessTokenService)
      .sign({ id: participants[index], name: PEOPLE[index].name, profileComplete: true });

  beforeAll(async () => {
    running = await startApp(AppModule);
    db = await database(env.databaseUrl);
    admin = await consoleAccount(running.app, running.api, 'admin', 'results-publisher');
    await db.query(
      `UPDATE rounds SET starts_at = now() - interval '20 days' + (id - 1) * interval '30 days',
              ends_at = now() + interval '10 days' + (id - 1) * interval '30 days', accepts_submissions = (id = 1)`,
    );
    ({ entries, participants } = await seedEntries(db, PEOPLE, [
      { who: 0, category: 'life', views: 9000, likes: 900, status: 'verified' },
      { who: 0, category: 'action', views: 100, likes: 10, status: 'verified' }, // Asha's second film: not her best
      { who: 1, category: 'action', views: 7000, likes: 700, status: 'verified' },
      { who: 2, category: 'life', views: 5000, likes: 500, status: 'verified' },
      { who: 3, category: 'policies', views: 3000, likes: 300, status: 'verified' },
      { who: 4, category: 'life', views: 1000, likes: 100, status: 'verified' },
    ]));
    // Votes in Round 1 for Asha's best film: the only film with votes ranks top in votes.
    await db.query(`INSERT INTO submission_votes (submission_id, round_id, votes) VALUES ($1, 1, 4)`, [entries[0].id]);
  });
  afterAll(async () => {
    await db.end();
    await running.close();
  });

  it('publishes nothing of an open round: no preview, no publication', async () => {
    const preview = await asAdmin('/rounds/1/publication-preview');
    expect(preview.status).toBe(409);
    expect(preview.body.error.code).toBe('results_round_not_closed');
    const publish = await asAdmin('/rounds/1/publish', { body: {} });
    expect(publish.status).toBe(409);
    expect(publish.body.error.code).toBe('results_round_not_closed');
  });

  it("freezes the round's ranking at close: one line per creator, the blend's inputs, who went through", async () => {
    expect((await publicGet('/results')).body.stage).toMatchObject({ stage: 'entries_open', currentRoundId: 1 });
    const closed = await asAdmin('/rounds/1/close', { body: { count: 3 } });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ publishedAt: null, embargoUntil: null });
    // The stage the site shows follows the close at once, not after the results cache's 30 seconds.
    expect((await publicGet('/results')).body.stage).toEqual({
      stage: 'jury',
      currentRoundId: null,
      latestResultsRoundId: null,
    });

    const lines = await db.rows(
      `SELECT submission_id, participant_id, rank, views::int, likes::int, votes, views_percentile, votes_percentile,
              score, advanced
         FROM round_standings WHERE round_id = 1 ORDER BY rank`,
    );
    expect(lines.map((line) => [line.rank, line.submission_id, line.advanced])).toEqual([
      [1, entries[0].id, true],
      [2, entries[2].id, true],
      [3, entries[3].id, true],
      [4, entries[4].id, false],
      [5, entries[5].id, false],
    ]);
    // Percentiles among all six films of the round (Asha's second film counts in them, not in the lines).
    expect(lines[0]).toMatchObject({ views: 9000, likes: 900, votes: 4, views_percentile: 1, votes_percentile: 1 });
    expect(lines[3]).toMatchObject({ views: 3000, votes: 0, views_percentile: 0.4, votes_percentile: 0 });
    const promoted = await db.rows(`SELECT submission_id FROM round_advancements WHERE round_id = 2 ORDER BY position`);
    expect(promoted.map((row) => row.submission_id)).toEqual(lines.slice(0, 3).map((line) => line.submission_id));
  });

  it('shows nothing in public before publication, while the console previews exactly what will show', async () => {
    const before = await publicGet('/results/1');
    expect(before.status).toBe(404);
    expect(before.body.error.code).toBe('results_not_published');
    expect((await publicGet('/results')).body.items).toEqual([]);
    expect((await call(`${running.api}/me/results/1`, { token: await tokenOf(0) })).status).toBe(404);

    // An entry disqualified since the close drops out of what the public sees.
    await db.query(`UPDATE submissions SET status = 'disqualified' WHERE id = $1`, [entries[2].id]);
    const preview = await asAdmin('/rounds/1/publication-preview');
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({ roundId: 1, outcome: 'top500', publishedAt: null, total: 2 });
    expect(preview.body.items.map((line: { place: number }) => line.place)).toEqual([1, 3]);
    await db.query(`UPDATE submissions SET status = 'verified' WHERE id = $1`, [entries[2].id]);
  });

  it('refuses an embargo in the past or malformed, and changes nothing', async () => {
    const past = await asAdmin('/rounds/1/publish', { body: { embargoUntil: '2020-01-01T00:00:00Z' } });
    expect(past.status).toBe(400);
    expect(past.body.error.details.fields.embargoUntil).toBeDefined();
    const malformed = await asAdmin('/rounds/1/publish', { body: { embargoUntil: 'next tuesday' } });
    expect(malformed.status).toBe(400);
    expect(await db.rows(`SELECT 1 FROM round_publications`)).toEqual([]);
  });

  it('publishes: the round appears in public with its lines, audited, its entrants told, and once only', async () => {
    const published = await asAdmin('/rounds/1/publish', { body: {} });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ roundId: 1, embargoUntil: null, public: true });
    expect((await asAdmin('/rounds/1/publish', { body: {} })).body.error.code).toBe('results_already_published');
    expect((await asAdmin('/rounds/1')).body.publishedAt).toBe(published.body.publishedAt);
    const [audit] = await db.rows(
      `SELECT actor_id, resource_id FROM console_audit_log WHERE action = 'round.publish_results'`,
    );
    expect(audit).toEqual({ actor_id: admin.id, resource_id: '1' });

    const index = await publicGet('/results');
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toBe('public, max-age=5');
    expect(index.body.items).toEqual([
      {
        roundId: 1,
        title: 'Open Submissions',
        translations: expect.any(Object),
        outcome: 'top500',
        publishedAt: published.body.publishedAt,
        count: 3,
      },
    ]);
    expect(index.body.stage).toEqual({ stage: 'results_announced', currentRoundId: null, latestResultsRoundId: 1 });

    const results = await publicGet('/results/1');
    expect(results.status).toBe(200);
    expect(results.body).toMatchObject({ roundId: 1, outcome: 'top500', total: 3 });
    expect(results.body.items[0]).toEqual({
      place: 1,
      submissionId: entries[0].id,
      displayName: 'Asha R.',
      state: 'Kerala',
      category: 'life',
      instagramUrl: expect.stringContaining('instagram.com/reel/'),
      figures: { views: 9000, likes: 900, votes: 4, viewsPercentile: 1, votesPercentile: 1, score: 1 },
    });
    expect(results.body.items.map((line: { displayName: string }) => line.displayName)).toEqual([
      'Asha R.',
      'Meena S.',
      'Ravi M.',
    ]);

    const told = await db.rows(
      `SELECT participant_id FROM notifications WHERE kind = 'results_published' AND channel = 'site' ORDER BY participant_id`,
    );
    expect(told.map((row) => row.participant_id)).toEqual([...participants].sort());
  });

  it('filters by state and theme and pages, refusing a bad query', async () => {
    const kerala = await publicGet('/results/1?state=Kerala');
    expect(kerala.body.total).toBe(2);
    expect(kerala.body.items.map((line: { place: number }) => line.place)).toEqual([1, 3]);
    const action = await publicGet('/results/1?category=action');
    expect(action.body.items.map((line: { submissionId: string }) => line.submissionId)).toEqual([entries[2].id]);
    const second = await publicGet('/results/1?limit=1&offset=1');
    expect(second.body).toMatchObject({ total: 3, items: [{ place: 2 }] });

    for (const query of ['limit=101', 'limit=0', 'offset=-1', 'state=Atlantis', 'category=comedy', 'sort=place']) {
      const refused = await publicGet(`/results/1?${query}`);
      expect([query, refused.status, refused.body.error.code]).toEqual([query, 400, 'validation_failed']);
    }
  });

  it('finds the signed-in participant: their line and the offset of its page, or nothing if not through', async () => {
    const ravi = await call(`${running.api}/me/results/1`, { token: await tokenOf(2) });
    expect(ravi.status).toBe(200);
    expect(ravi.headers.get('cache-control')).toBe('private, no-store');
    expect(ravi.body).toMatchObject({ line: { place: 3, displayName: 'Ravi M.' }, offset: 2 });
    const dev = await call(`${running.api}/me/results/1`, { token: await tokenOf(3) });
    expect(dev.body).toEqual({ line: null, offset: null });
    expect((await publicGet('/me/results/1')).status).toBe(401);
  });

  it('refuses to reopen a published round; unpublishing takes it out of public at once, audited', async () => {
    const reopen = await asAdmin('/rounds/1/reopen', { body: { reason: 'recount' } });
    expect(reopen.status).toBe(409);
    expect(reopen.body.error.code).toBe('round_results_published');
    expect(await db.rows(`SELECT count(*)::int AS n FROM round_standings WHERE round_id = 1`)).toEqual([{ n: 5 }]);

    const unpublished = await asAdmin('/rounds/1/unpublish', { body: {} });
    expect(unpublished.status).toBe(200);
    expect(unpublished.body).toMatchObject({ roundId: 1, public: false });
    expect((await publicGet('/results/1')).status).toBe(404);
    expect((await publicGet('/results')).body.items).toEqual([]);
    expect((await asAdmin('/rounds/1')).body).toMatchObject({ publishedAt: null, embargoUntil: null });
    expect((await asAdmin('/rounds/1/unpublish', { body: {} })).body.error.code).toBe('results_publication_missing');
    expect(await db.rows(`SELECT 1 FROM console_audit_log WHERE action = 'round.unpublish_results'`)).toHaveLength(1);
  });

  it('keeps embargoed results out of public until the embargo passes, then announces them once', async () => {
    await db.query(`DELETE FROM notifications WHERE kind = 'results_published'`);
    const embargoUntil = new Date(Date.now() + 3600_000).toISOString();
    const published = await asAdmin('/rounds/1/publish', { body: { embargoUntil } });
    expect(published.body).toMatchObject({ embargoUntil, public: false });
    expect((await asAdmin('/rounds/1')).body.embargoUntil).toBe(embargoUntil);
    expect((await publicGet('/results/1')).status).toBe(404);
    expect(await db.rows(`SELECT 1 FROM notifications WHERE kind = 'results_published'`)).toEqual([]);

    const queue = running.app.get(QueueService).queue(QueueName.Notifications);
    const job = await queue.getJob(`results-announce-1-${new Date(published.body.publishedAt).getTime()}`);
    expect(job?.data).toEqual({ roundId: 1, publishedAt: published.body.publishedAt });
    expect(await job?.isDelayed()).toBe(true);
    const publications = running.app.get(RoundPublicationService);
    expect(await publications.announce(job!.data)).toBe(false); // not yet

    await db.query(`UPDATE round_publications SET embargo_until = now() - interval '1 second'`);
    expect((await publicGet('/results/1')).status).toBe(200);
    expect(await publications.announce(job!.data)).toBe(true);
    expect(await publications.announce(job!.data)).toBe(true);
    expect(
      await db.rows(`SELECT 1 FROM notifications WHERE kind = 'results_published' AND channel = 'site'`),
    ).toHaveLength(5);
    // A job left from an earlier publication announces nothing.
    expect(await publications.announce({ roundId: 1, publishedAt: '2020-01-01T00:00:00.000Z' })).toBe(false);
    await job!.remove();
  });

  it('exports Round 1 as results.csv from the frozen ranking, and refuses a round not yet closed', async () => {
    const res = await fetch(`${running.api}/admin/exports/results.csv?filter=${encodeURIComponent('{"roundId":1}')}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv(
      Buffer.from(await res.arrayBuffer())
        .subarray(3)
        .toString('utf8'),
    );
    expect(header).toEqual([
      'rank',
      'entry_id',
      'creator',
      'handle',
      'instagram_url',
      'category',
      'state',
      'views',
      'likes',
      'votes',
      'views_percentile',
      'votes_percentile',
      'score',
      'advanced',
    ]);
    const byName = rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])));
    expect(byName.map((row) => [row.rank, row.creator, row.advanced])).toEqual([
      ['1', 'Asha Rao', 'yes'],
      ['2', 'Meena Sundaram', 'yes'],
      ['3', 'Ravi Kumar Menon', 'yes'],
      ['4', 'Dev Patel', 'no'],
      ['5', 'Iqbal', 'no'],
    ]);
    expect(byName[3]).toMatchObject({ entry_id: entries[4].id, views: '3000', votes: '0', views_percentile: '0.4' });

    const open = await asAdmin(`/exports/results.csv?filter=${encodeURIComponent('{"roundId":2}')}`);
    expect(open.status).toBe(409);
    expect(open.body.error.code).toBe('results_round_not_closed');
    expect(open.body.error.message).toMatch(
      /^Round 2 \(.+\) is not closed yet: its results are final only once it is$/,
    );
  });

  it("shows the final's winners with the site's prizes, a place per prize (the top 3 without prizes)", async () => {
    // The final closed with four ranked entries (its standings as a close writes them).
    await db.query(`UPDATE rounds SET closed_at = now() WHERE id = 4`);
    await db.query(
      `INSERT INTO round_standings (round_id, submission_id, participant_id, rank, score, advanced)
       SELECT 4, s.id, s.participant_id, row_number() OVER (ORDER BY s.created_at), 9 - row_number() OVER (ORDER BY s.created_at), false
         FROM submissions s WHERE s.id = ANY($1::uuid[])`,
      [[entries[0].id, entries[2].id, entries[3].id, entries[4].id]],
    );
    const [{ document }] = await db.rows(`SELECT document FROM site_content`);
    await db.query(`UPDATE site_content SET document = $1`, [
      {
        ...document,
        prizes: [
          { title: { en: 'First prize', hi: 'प्रथम पुरस्कार' }, description: { en: 'Gold', hi: null } },
          { title: { en: 'Second prize', hi: null }, description: { en: 'Silver', hi: null } },
        ],
      },
    ]);
    expect((await asAdmin('/rounds/4/publish', { body: {} })).status).toBe(200);

    const winners = await publicGet('/results/4');
    expect(winners.body).toMatchObject({ roundId: 4, outcome: 'winners', total: 2 });
    expect(winners.body.items.map((line: object) => line)).toEqual([
      expect.objectContaining({
        place: 1,
        score: 8,
        prize: { title: 'First prize', translations: { hi: 'प्रथम पुरस्कार' } },
      }),
      expect.objectContaining({ place: 2, score: 7, prize: { title: 'Second prize', translations: {} } }),
    ]);
    expect(winners.body.items[0].figures).toBeUndefined();
    expect((await publicGet('/results')).body.stage.stage).toBe('winners_announced');

    await db.query(`UPDATE site_content SET document = $1`, [{ ...document, prizes: [] }]);
    await asAdmin('/rounds/4/unpublish', { body: {} });
    await asAdmin('/rounds/4/publish', { body: {} });
    const withoutPrizes = await publicGet('/results/4');
    expect(
      withoutPrizes.body.items.map((line: { place: number; prize?: unknown }) => [line.place, line.prize]),
    ).toEqual([
      [1, undefined],
      [2, undefined],
      [3, undefined],
    ]);
  });
});
