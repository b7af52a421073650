import { AppModule } from '../app.module';
import { AccessTokenService } from '../auth/access-token.service';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { consoleAccount, database, seedEntries, SeededEntry, TestDatabase } from '../../test/harness/console-fixtures';

const PEOPLE = ['Asha', 'Ravi', 'Meera', 'Dev', 'Esha'].map((name, index) => ({
  name,
  state: 'Kerala',
  tier: 'nano_influencer',
  phone: `+91970000010${index}`,
}));
const [ASHA, RAVI, MEERA, DEV, ESHA] = [0, 1, 2, 3, 4];

/**
 * What creators hear when a round closes: the promoted the promotion, the others the regret, each once per
 * outcome however often the round is reopened and closed again, and a correction when their outcome changed.
 */
describe('round outcome messages', () => {
  const env = useTestEnvironment();
  let running: RunningApp;
  let db: TestDatabase;
  let token: string;
  let participants: string[];
  let entries: SeededEntry[];

  const asAdmin = (path: string, body: unknown) => call(`${running.api}/admin${path}`, { body, token });
  /** Each creator's round-outcome messages on the site's channel (one per message sent), oldest first. */
  const told = async () => {
    const rows = await db.rows<{ participant_id: string; kind: string }>(
      `SELECT participant_id, kind FROM notifications WHERE channel = 'site' AND kind LIKE 'round_%'
        ORDER BY created_at, kind`,
    );
    return PEOPLE.map((_, who) =>
      rows.filter((row) => row.participant_id === participants[who]).map((row) => row.kind),
    );
  };
  const siteList = async (who: number) => {
    const participantToken = await running.app
      .get(AccessTokenService)
      .sign({ id: participants[who], name: PEOPLE[who].name, profileComplete: true });
    const res = await call(`${running.api}/me/notifications`, { token: participantToken });
    expect(res.status).toBe(200);
    return (res.body.items as Array<{ kind: string }>).map((item) => item.kind);
  };

  beforeAll(async () => {
    running = await startApp(AppModule);
    db = await database(env.databaseUrl);
    token = (await consoleAccount(running.app, running.api, 'admin', 'outcome-admin')).token;
    // Round 2 under way since yesterday, Round 3 in ten days.
    await db.query(
      `UPDATE rounds SET starts_at = now() - interval '40 days' + (id - 1) * interval '39 days',
              ends_at = now() - interval '2 days' + (id - 1) * interval '39 days', accepts_submissions = false`,
    );
    ({ participants, entries } = await seedEntries(db, PEOPLE, [
      // Round 1: Asha has two films; Esha's is the weakest.
      { who: ASHA, category: 'life', views: 9_000, status: 'verified' },
      { who: ASHA, category: 'action', views: 8_000, status: 'verified' },
      { who: RAVI, category: 'life', views: 7_000, status: 'verified' },
      { who: MEERA, category: 'life', views: 6_000, status: 'verified' },
      { who: DEV, category: 'life', views: 5_000, status: 'verified' },
      { who: ESHA, category: 'life', views: 100, status: 'verified' },
      // Round 2: one new film by each creator promoted.
      { who: ASHA, category: 'life', views: 4_000, status: 'verified', round: 2 },
      { who: RAVI, category: 'life', views: 3_000, status: 'verified', round: 2 },
      { who: MEERA, category: 'life', views: 2_000, status: 'verified', round: 2 },
      { who: DEV, category: 'life', views: 1_000, status: 'verified', round: 2 },
    ]));
  });
  afterAll(async () => {
    await db.end();
    await running.close();
  });

  it('closing Round 1 tells each promoted creator once that they go through, and only the others the regret', async () => {
    expect((await asAdmin('/rounds/1/close', { count: 4 })).status).toBe(200);
    expect(await told()).toEqual([
      ['round_promoted'], // not a regret for her second film
      ['round_promoted'],
      ['round_promoted'],
      ['round_promoted'],
      ['round_not_promoted'],
    ]);
  });

  it('closing Round 2 tells the creators of its new films promoted to Round 3 that they go through', async () => {
    expect((await asAdmin('/rounds/2/close', { count: 3 })).status).toBe(200);
    const [promotion] = await db.rows<{ params: Record<string, string> }>(
      `SELECT params FROM notifications WHERE participant_id = $1 AND channel = 'site' ORDER BY created_at DESC`,
      [participants[ASHA]],
    );
    expect(promotion.params).toMatchObject({
      roundName: 'Round 2 (Top 500 Shortlist)',
      nextRoundName: "Round 3 (India's Top 100)",
    });
    expect((await told()).map((kinds) => kinds.slice(1))).toEqual([
      ['round_promoted'],
      ['round_promoted'],
      ['round_promoted'],
      ['round_not_promoted'],
      [],
    ]);
  });

  it('a close undone by a reopen and made again tells nobody twice, and corrects only the outcomes that changed', async () => {
    const before = await told();
    expect((await asAdmin('/rounds/2/reopen', { reason: 'Views were a day old' })).status).toBe(200);
    expect(await told()).toEqual(before);

    // Same line again: nothing new to say.
    expect((await asAdmin('/rounds/2/close', { count: 3 })).status).toBe(200);
    expect(await told()).toEqual(before);

    // Dev's film overtakes Meera's before the round closes a third time.
    expect((await asAdmin('/rounds/2/reopen', { reason: 'Fresh figures' })).status).toBe(200);
    await db.query(`UPDATE submission_metrics SET views = 2500 WHERE submission_id = $1`, [entries[9].id]);
    expect((await asAdmin('/rounds/2/close', { count: 3 })).status).toBe(200);
    expect((await told()).map((kinds) => kinds.slice(1))).toEqual([
      ['round_promoted'],
      ['round_promoted'],
      ['round_promoted', 'round_promotion_withdrawn'],
      ['round_not_promoted', 'round_promoted_after_all'],
      [],
    ]);
    const corrections = await db.rows<{ channel: string }>(
      `SELECT channel FROM notifications WHERE participant_id = $1 AND kind = 'round_promotion_withdrawn' ORDER BY 1`,
      [participants[MEERA]],
    );
    expect(corrections.map((row) => row.channel)).toEqual(['site', 'sms']);
  });

  it("the site lists only each round's latest outcome, never a regret beside a promotion for the same round", async () => {
    expect(await siteList(MEERA)).toEqual(['round_promotion_withdrawn', 'round_promoted']);
    expect(await siteList(DEV)).toEqual(['round_promoted_after_all', 'round_promoted']);
    expect(await siteList(ESHA)).toEqual(['round_not_promoted']);
  });
});
