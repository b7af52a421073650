import type { TestingModule } from '@nestjs/testing';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { FakeGraphServer, fakeMedia } from '../../test/fake-graph/fake-graph-server';
import { EntryStandingService } from './entry-standing.service';
import { insertEntries, withDatabase } from './testing/contest-fixtures';
import { bootWorkerAfterFirstCycle, runRefreshCycle } from './testing/worker';

const CAPTION = 'My film #AIFilmContest #PMLifeInAI with @narendramodi';
const ENTRANTS = 60;
const code = (n: number) => `Invite${String(n).padStart(5, '0')}`;
/** Each entrant's ownership code, in their invitation's caption: what proves the sending account is theirs. */
const ownership = (n: number) => `AFC-M${String(n).padStart(5, 'A')}`;

describe('pending Collab invitations, listed and accepted within Meta’s daily budget', () => {
  const env = useTestEnvironment({ METRICS_REFRESH_INTERVAL: '1h', IG_AUTO_ACCEPT_COLLABS: 'true' });
  let fake: FakeGraphServer;
  let worker: TestingModule;
  let ids: Map<string, string>;
  const db = <T>(sql: string, params: unknown[] = []) =>
    withDatabase(env.databaseUrl, async (client) => (await client.query(sql, params)).rows as T[]);

  const runCycle = () => expect(runRefreshCycle(worker)).resolves.toMatchObject({ outcome: 'completed' });

  beforeAll(async () => {
    fake = await FakeGraphServer.start();
    Object.assign(process.env, fake.env());
    fake.media = [
      // Sixty personal accounts that invited the organiser, each for their own pending entry.
      ...Array.from({ length: ENTRANTS }, (_, i) =>
        fakeMedia({
          shortcode: code(i),
          username: `maker_${i}`,
          caption: `${CAPTION} ${ownership(i)}`,
          collaboration: false,
          invited: true,
        }),
      ),
      // Sent by an account that is not the entrant's handle: matched to nothing, never accepted.
      fakeMedia({
        shortcode: 'Stranger001',
        username: 'stranger',
        caption: CAPTION,
        collaboration: false,
        invited: true,
      }),
      // The real author's invitation for a post a squatter entered, the squatter having typed the author's
      // handle: matched to the squatter's entry by that handle, but no code proves it theirs: never accepted.
      fakeMedia({
        shortcode: 'Squatted001',
        username: 'real_author',
        caption: CAPTION,
        collaboration: false,
        invited: true,
      }),
      // The entrant's own invitation, but the caption lacks the hashtags: left for the organisers.
      fakeMedia({
        shortcode: 'NoTags00001',
        username: 'untagged',
        caption: 'my film',
        collaboration: false,
        invited: true,
      }),
    ];
    ({ submissions: ids } = await insertEntries(env.databaseUrl, [
      // Entered oldest first in index order.
      ...Array.from({ length: ENTRANTS }, (_, i) => ({
        shortcode: code(i),
        status: 'pending' as const,
        instagramHandle: `maker_${i}`,
        ownershipCode: ownership(i),
        createdAt: new Date(Date.UTC(2025, 9, 1) + i * 60_000),
      })),
      { shortcode: 'NoTags00001', status: 'pending', instagramHandle: 'untagged' },
      // Entered before everyone: it would be accepted first if a typed handle were proof.
      {
        shortcode: 'Squatted001',
        status: 'pending',
        instagramHandle: 'real_author',
        createdAt: new Date(Date.UTC(2025, 8, 1)),
      },
      // Never invited the organiser.
      { shortcode: 'NeverSent01', status: 'pending', instagramHandle: 'forgetful' },
    ]));
    worker = await bootWorkerAfterFirstCycle(env.databaseUrl);
  });

  afterAll(async () => {
    await worker?.close();
    await fake?.close();
  });

  it('lists the invitations and matches each to the entry of the account that sent it', async () => {
    expect(fake.callsTo('collaboration_invites').length).toBeGreaterThan(0);
    const rows = await db<{ media_id: string; submission_id: string | null }>(
      `SELECT media_id, submission_id FROM collab_invitations`,
    );
    const byMedia = new Map(rows.map((row) => [row.media_id, row.submission_id]));
    const mediaOf = (shortcode: string) => fake.media.find((m) => m.shortcode === shortcode)!.id;
    expect(byMedia.get(mediaOf(code(0)))).toBe(ids.get(code(0)));
    expect(byMedia.get(mediaOf('NoTags00001'))).toBe(ids.get('NoTags00001'));
    expect(byMedia.get(mediaOf('Stranger001'))).toBeNull();
    expect(byMedia.get(mediaOf('Squatted001'))).toBe(ids.get('Squatted001'));
  });

  it('never accepts an invitation for an entrant who has not proven the sending account', async () => {
    const squatted = fake.media.find((m) => m.shortcode === 'Squatted001')!.id;
    expect(fake.callsTo('collaboration_invites_accept').map((call) => call.query.media_id)).not.toContain(squatted);
    const [entrant] = await db(
      `SELECT p.instagram_proven_username FROM participants p JOIN submissions s ON s.participant_id = p.id
        WHERE s.id = $1`,
      [ids.get('Squatted001')],
    );
    expect(entrant).toEqual({ instagram_proven_username: null });
  });

  it('proves each accepted sender’s account for its entrant, from the code in the invitation', async () => {
    const [first] = await db(
      `SELECT p.instagram_proven_username FROM participants p JOIN submissions s ON s.participant_id = p.id
        WHERE s.id = $1`,
      [ids.get(code(0))],
    );
    expect(first).toEqual({ instagram_proven_username: 'maker_0' });
  });

  it('accepts 50 a day at most, oldest entries first, only those passing every other check', async () => {
    const accepts = fake.callsTo('collaboration_invites_accept');
    expect(accepts).toHaveLength(50);
    const accepted = accepts.map((call) => fake.media.find((m) => m.id === call.query.media_id)!.shortcode);
    expect(accepted).toEqual(Array.from({ length: 50 }, (_, i) => code(i)));
    expect(accepts.every((call) => call.status === 200 && call.query.accept === 'true')).toBe(true);
    const [{ n }] = await db<{ n: number }>(
      `SELECT count(*)::int AS n FROM collab_invitations WHERE accepted_at IS NOT NULL`,
    );
    expect(n).toBe(50);
  });

  it('accepts no more the same day, however many cycles run; the accepted posts are measured', async () => {
    await runCycle();
    await runCycle();
    expect(fake.callsTo('collaboration_invites_accept')).toHaveLength(50);
    const [{ n }] = await db<{ n: number }>(
      `SELECT count(DISTINCT submission_id)::int AS n FROM metric_samples WHERE source = 'collaborative_media'`,
    );
    expect(n).toBe(50);
    // Still pending for the organisers: the ten beyond the budget, the untagged one, the stranger's, the squatted.
    const [{ pending }] = await db<{ pending: number }>(
      `SELECT count(*)::int AS pending FROM collab_invitations WHERE accepted_at IS NULL`,
    );
    expect(pending).toBe(13);
  });

  it('shows organisers which invitations are pending, accepted, or never received after the reminder delay', async () => {
    const standings = await worker
      .get(EntryStandingService)
      .standings([ids.get(code(0))!, ids.get(code(55))!, ids.get('NeverSent01')!]);
    expect(standings.get(ids.get(code(0))!)?.invitation).toBe('accepted');
    expect(standings.get(ids.get(code(55))!)?.invitation).toBe('pending');
    // Entered long before the last complete listing (COLLAB_INVITE_REMINDER_HOURS ago and more), never invited.
    expect(standings.get(ids.get('NeverSent01')!)?.invitation).toBe('missing');
  });
});
