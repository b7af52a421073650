import { AppModule } from '../../app.module';
import { call, RunningApp, startApp } from '../../../test/harness/http';
import { useTestEnvironment } from '../../../test/harness/test-environment';
import {
  CONSOLE_PASSWORD,
  consoleAccount,
  database,
  seedEntries,
  TestDatabase,
} from '../../../test/harness/console-fixtures';

type Account = Awaited<ReturnType<typeof consoleAccount>>;

const NEW_PASSWORD = 'an organiser chose this one';

/**
 * Whoever knows a juror's password can sign in and score as them (issue #24, finding 5c): once a juror has
 * scored, an organiser may not set their password, only send a reset link; every password set by someone
 * other than its holder has an audit entry of its own.
 */
describe('passwords of console accounts set by someone else', () => {
  const env = useTestEnvironment();
  let running: RunningApp;
  let db: TestDatabase;
  let organiser: Account;

  beforeAll(async () => {
    running = await startApp(AppModule);
    db = await database(env.databaseUrl);
    organiser = await consoleAccount(running.app, running.api, 'admin', 'password-organiser');
  });
  afterAll(async () => {
    await db?.end();
    await running?.close();
  });

  const setPassword = (id: string, password = NEW_PASSWORD) =>
    call(`${running.api}/admin/accounts/${id}`, { method: 'PUT', token: organiser.token, body: { password } });
  const signIn = (email: string, password: string) =>
    call(`${running.api}/admin/auth/login`, { body: { email, password } });
  const auditActions = async (id: string) =>
    (await db.rows(`SELECT action, actor_email FROM console_audit_log WHERE resource_id = $1 ORDER BY id`, [id])).map(
      (row) => `${row.action} by ${row.actor_email}`,
    );

  /** A juror with one score given (arranged as the jury's scoring writes it). */
  async function jurorWithScore(name: string): Promise<Account> {
    const juror = await consoleAccount(running.app, running.api, 'jury', name);
    const { entries } = await seedEntries(
      db,
      [{ name: `Creator of ${name}`, state: 'Goa', tier: 'nano_influencer', phone: `+9197${Date.now() % 1e8}` }],
      [{ who: 0, category: 'life', views: 1_000, status: 'verified' }],
    );
    const [assignment] = await db.rows(
      `INSERT INTO jury_assignments (round_id, submission_id, juror_id) VALUES (1, $1, $2) RETURNING id`,
      [entries[0].id, juror.id],
    );
    await db.query(
      `INSERT INTO jury_scores (assignment_id, creativity, cultural_authenticity, technical_excellence)
       VALUES ($1, 7, 8, 6)`,
      [assignment.id],
    );
    return juror;
  }

  it("refuses to set the password of a juror who has scored (409), and the juror's own password still works", async () => {
    const juror = await jurorWithScore('scoring-juror');
    const res = await setPassword(juror.id);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('juror_password_by_reset_link');
    expect(res.body.error.message).toMatch(/reset link/);
    expect((await signIn(juror.email, NEW_PASSWORD)).status).toBe(401);
    expect((await signIn(juror.email, CONSOLE_PASSWORD)).status).toBe(200);
    expect(await auditActions(juror.id)).toEqual(['account.create by cli']);
  });

  it('refuses it too once the juror has become an admin: the scores are still theirs', async () => {
    const juror = await jurorWithScore('promoted-juror');
    const promoted = await call(`${running.api}/admin/accounts/${juror.id}`, {
      method: 'PUT',
      token: organiser.token,
      body: { role: 'admin' },
    });
    expect(promoted.status).toBe(200);
    expect((await setPassword(juror.id)).status).toBe(409);
  });

  it('sets the password of a juror who has not scored, and the log says it was set by someone else', async () => {
    const juror = await consoleAccount(running.app, running.api, 'jury', 'fresh-juror');
    const res = await setPassword(juror.id);
    expect(res.status).toBe(200);
    expect((await signIn(juror.email, NEW_PASSWORD)).status).toBe(200);
    expect(await auditActions(juror.id)).toEqual([
      'account.create by cli',
      `account.update by ${organiser.email}`,
      `account.password_set_by_other by ${organiser.email}`,
    ]);
  });

  it('an organiser setting their own password is not someone else', async () => {
    const self = await consoleAccount(running.app, running.api, 'admin', 'self-setting-organiser');
    const res = await call(`${running.api}/admin/accounts/${self.id}`, {
      method: 'PUT',
      token: self.token,
      body: { password: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(await auditActions(self.id)).toEqual(['account.create by cli', `account.update by ${self.email}`]);
  });
});
