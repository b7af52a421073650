import type { TestingModule } from '@nestjs/testing';
import { DataSource } from 'typeorm';
import { AppModule } from '../../app.module';
import { AccessTokenService } from '../../auth/access-token.service';
import { FakeGraphServer, fakeMedia } from '../../../test/fake-graph/fake-graph-server';
import { entryRequest } from '../../../test/harness/entry-request';
import { call, RunningApp, startApp } from '../../../test/harness/http';
import { useTestEnvironment } from '../../../test/harness/test-environment';
import { bootWorker, runRefreshCycle } from '../../metrics/testing/worker';
import { eventually } from '../../metrics/testing/contest-fixtures';
import { parseCsv } from '../../../test/harness/csv';
import { consoleAccount } from '../../../test/harness/console-fixtures';

const CAPTION = 'My film #AIFilmContest #PMLifeInAI with @narendramodi';
const reel = (shortcode: string) => `https://www.instagram.com/reel/${shortcode}/`;

/**
 * The squatter's attack, end to end through the API and the worker against a fake Graph API: a squatter types
 * the real author's handle and enters the author's Reel first. Nothing typed proves ownership; the author's own
 * attempt becomes a claim organisers see, their code in the caption proves it, and organisers hand the entry
 * over. A second participant proving the same account is a conflict in the same queue.
 */
describe('ownership claims: proving who owns a post', () => {
  // One entry each in Round 1: a claimant holding one already cannot be handed another.
  useTestEnvironment({ METRICS_REFRESH_INTERVAL: '1h', MAX_ENTRIES_PER_PARTICIPANT: '1' });
  let fake: FakeGraphServer;
  let running: RunningApp;
  let worker: TestingModule;
  let admin: { token: string; id: string };
  let rows: <T>(sql: string, params?: unknown[]) => Promise<T[]>;
  let phone = 0;

  type Person = { id: string; token: string; code: string };
  let squatter: Person;
  let author: Person;
  let copycat: Person;
  let entryId: string;
  let claimId: string;

  const api = (path: string, options: { token: string; body?: unknown; method?: string }) =>
    call(`${running.api}${path}`, options);
  const consoleGet = (path: string) => api(`/admin${path}`, { token: admin.token });
  const consolePost = (path: string) => api(`/admin${path}`, { token: admin.token, method: 'POST' });
  const claimsOf = async (filter: Record<string, unknown>) =>
    (await consoleGet(`/ownership-claims?filter=${encodeURIComponent(JSON.stringify(filter))}`)).body as Array<
      Record<string, unknown>
    >;

  /** A participant with a complete profile and the Instagram handle they typed, through POST /me/profile. */
  async function participant(handle: string): Promise<Person> {
    const [{ id }] = await rows<{ id: string }>(
      `INSERT INTO participants (name, phone_number, state_province, creator_category)
       VALUES ($1, $2, 'Kerala', 'nano_influencer') RETURNING id`,
      [`Creator ${handle}`, `+9197${String(++phone).padStart(8, '0')}`],
    );
    const token = await running.app.get(AccessTokenService).sign({ id, name: handle, profileComplete: true });
    const typed = await api('/me/profile', { token, body: { instagramHandle: handle } });
    expect(typed.status).toBe(200);
    expect(typed.body).toMatchObject({ instagramHandle: handle, instagramVerified: false });
    return { id, token, code: typed.body.ownershipCode as string };
  }

  beforeAll(async () => {
    fake = await FakeGraphServer.start();
    Object.assign(process.env, fake.env());
    running = await startApp(AppModule);
    const dataSource = running.app.get(DataSource);
    rows = <T>(sql: string, params: unknown[] = []) => dataSource.query<T[]>(sql, params);
    await rows(
      `UPDATE rounds SET starts_at = now() - interval '1 day', ends_at = now() + interval '1 day',
              accepts_submissions = (id = 1)`,
    );
    admin = await consoleAccount(running.app, running.api, 'admin', 'claims-organiser');
    squatter = await participant('real.author');
    author = await participant('real.author');
    copycat = await participant('copy.cat');
    fake.media = [
      fakeMedia({ shortcode: 'AuthorReel1', username: 'real.author', caption: CAPTION }),
      fakeMedia({ shortcode: 'CopyReel001', username: 'real.author', caption: `${CAPTION} ${copycat.code}` }),
    ];
  });

  afterAll(async () => {
    await worker?.close();
    await running?.close();
    await fake?.close();
  });

  it('enters the post for the squatter who was first, whatever handle they typed', async () => {
    const entered = await api('/submissions', { token: squatter.token, body: entryRequest(reel('AuthorReel1')) });
    expect(entered.status).toBe(201);
    entryId = entered.body.id;
  });

  it('refuses the author with a recorded claim naming their ownership code; a repeat refreshes it', async () => {
    const first = await api('/submissions', { token: author.token, body: entryRequest(reel('AuthorReel1')) });
    expect(first.status).toBe(409);
    expect(first.body.error).toEqual({
      code: 'entry_claim_recorded',
      message: expect.stringContaining(`add your ownership code ${author.code} to the post's caption`),
      details: { claimId: expect.any(String), ownershipCode: author.code },
    });
    claimId = first.body.error.details.claimId;
    const again = await api('/submissions', { token: author.token, body: entryRequest(reel('AuthorReel1')) });
    expect(again.body.error.details.claimId).toBe(claimId);
    expect(await rows(`SELECT attempts, status FROM entry_claims WHERE id = $1`, [claimId])).toEqual([
      { attempts: 2, status: 'open' },
    ]);
    // The squatter re-entering their own entry's post is no claim (here their one-entry limit answers first).
    const own = await api('/submissions', { token: squatter.token, body: entryRequest(reel('AuthorReel1')) });
    expect(own.body.error.code).toBe('entry_limit_reached');
    expect(await rows(`SELECT id FROM entry_claims WHERE claimant_id = $1`, [squatter.id])).toEqual([]);
  });

  it('never lets the squatter’s typed handle match the owner: the owner check is unknown and fails', async () => {
    worker = await bootWorker();
    await eventually(async () => {
      const [cycle] = await rows<{ status: string }>(`SELECT status FROM metric_refresh_cycles`);
      return cycle?.status === 'completed';
    }, 'the first cycle');
    const detail = await consoleGet(`/entries/${entryId}`);
    expect(detail.body.autoCheck).toMatchObject({ collaborationFound: true, ownerMatches: null, passed: false });
    expect(detail.body.autoCheck.checks).toContainEqual({ name: 'owner', value: null, passes: false });
    expect(detail.body.ownership).toMatchObject({
      entrantHandle: 'real.author',
      entrantVerified: false,
      ownerUsername: 'real.author',
      ownerMatches: null,
    });
    expect(detail.body.ownershipClaims).toEqual([
      expect.objectContaining({ id: claimId, claimantId: author.id, proof: 'unproven', status: 'open' }),
    ]);
  });

  it('shows the claim in the organisers’ queue, and refuses to hand over to an unproven claimant', async () => {
    expect(await claimsOf({ status: 'open', kind: 'post' })).toEqual([
      expect.objectContaining({
        id: claimId,
        kind: 'post',
        submissionId: entryId,
        entrantId: squatter.id,
        claimantId: author.id,
        claimantCode: author.code,
        proof: 'unproven',
        attempts: 2,
      }),
    ]);
    const refused = await consolePost(`/ownership-claims/${claimId}/transfer`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('claim_not_proven');
  });

  it('proves the claimant once the author puts their code in the caption, and hands the entry over', async () => {
    fake.media.find((m) => m.shortcode === 'AuthorReel1')!.caption =
      `${CAPTION}\nOwnership: ${author.code.toLowerCase()}`;
    await expect(runRefreshCycle(worker)).resolves.toMatchObject({ outcome: 'completed' });
    expect((await consoleGet(`/ownership-claims/${claimId}`)).body).toMatchObject({ proof: 'claimant_proven' });

    const handed = await consolePost(`/ownership-claims/${claimId}/transfer`);
    expect(handed.status).toBe(200);
    expect(handed.body).toMatchObject({
      status: 'transferred',
      entrantId: author.id,
      resolvedBy: admin.id,
      claimantProvenUsername: 'real.author',
    });
    expect(await rows(`SELECT participant_id FROM submissions WHERE id = $1`, [entryId])).toEqual([
      { participant_id: author.id },
    ]);
    expect(
      await rows(`SELECT action, after->>'status' AS status FROM console_audit_log WHERE resource_id = $1`, [claimId]),
    ).toEqual([{ action: 'claim.hand_over_entry', status: 'transferred' }]);
    const audit = await consoleGet(
      `/audit-log?filter=${encodeURIComponent(JSON.stringify({ resource: 'ownership-claims', resourceId: claimId }))}`,
    );
    expect(audit.body).toEqual([
      expect.objectContaining({ action: 'claim.hand_over_entry', target: expect.stringContaining(' claims ') }),
    ]);
    expect(
      await rows(
        `SELECT kind, participant_id FROM notifications WHERE kind LIKE 'entry_handed_%' AND channel = 'site'
          ORDER BY kind`,
      ),
    ).toEqual([
      { kind: 'entry_handed_away', participant_id: squatter.id },
      { kind: 'entry_handed_over', participant_id: author.id },
    ]);
    const mine = await api('/submissions/mine', { token: author.token });
    expect(mine.body.items.map((entry: { id: string }) => entry.id)).toEqual([entryId]);
    expect((await api('/submissions/mine', { token: squatter.token })).body.items).toEqual([]);
    // The claim is part of the author's personal data export.
    expect((await api('/me/export', { token: author.token })).body.ownershipClaims).toEqual([
      expect.objectContaining({ kind: 'post', instagramUrl: reel('AuthorReel1'), status: 'transferred' }),
    ]);
    // Handed over twice? The claim is closed.
    expect((await consolePost(`/ownership-claims/${claimId}/transfer`)).body.error.code).toBe('claim_closed');
  });

  it('checks the entry again for its new entrant: the owner now matches the proven account', async () => {
    await expect(runRefreshCycle(worker)).resolves.toMatchObject({ outcome: 'completed' });
    const detail = await consoleGet(`/entries/${entryId}`);
    expect(detail.body.autoCheck).toMatchObject({ collaborationFound: true, ownerMatches: true });
    expect(detail.body.autoCheck.checks).toContainEqual({ name: 'owner', value: true, passes: true });
    expect(detail.body.ownership).toMatchObject({ entrantHandle: 'real.author', entrantVerified: true });
    const me = await api('/me', { token: author.token });
    expect(me.body).toMatchObject({ instagramHandle: 'real.author', instagramVerified: true });
    // The proven account is locked on the profile: organisers move it.
    const edit = await api('/me/profile', { token: author.token, body: { instagramHandle: 'someone.else' } });
    expect(edit.status).toBe(409);
    expect(edit.body.error).toMatchObject({
      code: 'instagram_handle_proven',
      details: { provenUsername: 'real.author' },
    });
  });

  it('records a second participant proving an account someone proved as a conflict, in the same queue', async () => {
    const entered = await api('/submissions', { token: copycat.token, body: entryRequest(reel('CopyReel001')) });
    expect(entered.status).toBe(201);
    await expect(runRefreshCycle(worker)).resolves.toMatchObject({ outcome: 'completed' });
    const [conflict] = await claimsOf({ kind: 'account', status: 'open' });
    expect(conflict).toMatchObject({
      kind: 'account',
      username: 'real.author',
      claimantId: copycat.id,
      submissionId: entered.body.id,
      proof: 'claimant_proven',
    });
    // Not applied: the account stays the author's, and the copycat's entry does not pass on it.
    expect(await rows(`SELECT instagram_proven_username FROM participants WHERE id = $1`, [copycat.id])).toEqual([
      { instagram_proven_username: null },
    ]);
    expect((await consoleGet(`/entries/${entered.body.id}`)).body.autoCheck).toMatchObject({
      ownerMatches: null,
      passed: false,
    });
    const dismissed = await consolePost(`/ownership-claims/${conflict.id as string}/dismiss`);
    expect(dismissed.body).toMatchObject({ status: 'dismissed' });
    expect(await rows(`SELECT action FROM console_audit_log WHERE resource_id = $1`, [conflict.id])).toEqual([
      { action: 'claim.dismiss' },
    ]);
  });

  it('refuses to hand an entry to a proven claimant already at their entry limit, saying why', async () => {
    const squatter2 = await participant('squatter.two');
    const busy = await participant('busy.maker');
    expect((await api('/submissions', { token: busy.token, body: entryRequest(reel('BusyOwn0001')) })).status).toBe(
      201,
    );
    const taken = await api('/submissions', { token: squatter2.token, body: entryRequest(reel('BusyReel001')) });
    expect(taken.status).toBe(201);
    const claim = await api('/submissions', { token: busy.token, body: entryRequest(reel('BusyReel001')) });
    expect(claim.body.error.code).toBe('entry_claim_recorded');
    fake.media.push(
      fakeMedia({ shortcode: 'BusyReel001', username: 'busy.maker', caption: `${CAPTION} ${busy.code}` }),
    );
    await expect(runRefreshCycle(worker)).resolves.toMatchObject({ outcome: 'completed' });
    const id = claim.body.error.details.claimId as string;
    expect((await consoleGet(`/ownership-claims/${id}`)).body).toMatchObject({ proof: 'claimant_proven' });
    const refused = await consolePost(`/ownership-claims/${id}/transfer`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'claimant_entry_limit_reached',
      details: { limit: 1, live: 1 },
    });
    // Nothing changed: the claim is still open, the entry still the squatter's.
    expect((await consoleGet(`/ownership-claims/${id}`)).body).toMatchObject({
      status: 'open',
      entrantId: squatter2.id,
    });
  });

  it('lists each participant’s handle and whether it is proven, in the console and the CSV export', async () => {
    const listed = await consoleGet(
      `/participants?filter=${encodeURIComponent(JSON.stringify({ id: [author.id, squatter.id] }))}`,
    );
    const byId = new Map(listed.body.map((row: { id: string }) => [row.id, row]));
    expect(byId.get(author.id)).toMatchObject({ instagramHandle: 'real.author', instagramVerified: true });
    expect(byId.get(squatter.id)).toMatchObject({ instagramHandle: 'real.author', instagramVerified: false });

    const res = await fetch(`${running.api}/admin/exports/participants.csv`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const [header, ...body] = parseCsv(await res.text());
    const row = (id: string) => body.find((cells) => cells[header.indexOf('id')] === id)!;
    expect(row(author.id)[header.indexOf('instagram_handle')]).toBe('real.author');
    expect(row(author.id)[header.indexOf('instagram_verified')]).toBe('true');
    expect(row(squatter.id)[header.indexOf('instagram_verified')]).toBe('false');
  });

  it('keeps a dismissed account claim dismissed, and moves a proven account when organisers choose, telling both', async () => {
    // Every refresh cycle since reads the copycat's caption again: no new attempt, and the dismissal stands.
    expect(await claimsOf({ kind: 'account', claimantId: [copycat.id] })).toEqual([
      expect.objectContaining({ status: 'dismissed', attempts: 1 }),
    ]);
    const teammate = await participant('team.mate');
    fake.media.push(
      fakeMedia({ shortcode: 'TeamReel001', username: 'real.author', caption: `${CAPTION} ${teammate.code}` }),
    );
    const entered = await api('/submissions', { token: teammate.token, body: entryRequest(reel('TeamReel001')) });
    expect(entered.status).toBe(201);
    await expect(runRefreshCycle(worker)).resolves.toMatchObject({ outcome: 'completed' });
    const [conflict] = await claimsOf({ kind: 'account', claimantId: [teammate.id] });
    expect(conflict).toMatchObject({ status: 'open', username: 'real.author', proof: 'claimant_proven' });

    const moved = await consolePost(`/ownership-claims/${conflict.id as string}/transfer`);
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ status: 'transferred', claimantProvenUsername: 'real.author' });
    expect(
      await rows(`SELECT id, instagram_proven_username AS proven FROM participants WHERE id = ANY($1)`, [
        [author.id, teammate.id],
      ]),
    ).toEqual(
      expect.arrayContaining([
        { id: author.id, proven: null },
        { id: teammate.id, proven: 'real.author' },
      ]),
    );
    expect(await rows(`SELECT action FROM console_audit_log WHERE resource_id = $1`, [conflict.id])).toEqual([
      { action: 'claim.move_account' },
    ]);
    expect(
      await rows(
        `SELECT kind, participant_id, params->>'account' AS account FROM notifications
          WHERE kind LIKE 'account_moved_%' AND channel = 'site' ORDER BY kind`,
      ),
    ).toEqual([
      { kind: 'account_moved_away', participant_id: author.id, account: '@real.author' },
      { kind: 'account_moved_to_you', participant_id: teammate.id, account: '@real.author' },
    ]);
  });
});
