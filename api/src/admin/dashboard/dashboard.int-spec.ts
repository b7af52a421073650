import { AppModule } from '../../app.module';
import { call, RunningApp, startApp } from '../../../test/harness/http';
import { useTestEnvironment } from '../../../test/harness/test-environment';
import { consoleAccount, database, TestDatabase } from '../../../test/harness/console-fixtures';

describe('the dashboard tells the truth about the metrics source', () => {
  const env = useTestEnvironment({ METRICS_PROVIDER: 'simulated' });
  let running: RunningApp;
  let db: TestDatabase;
  let token: string;

  beforeAll(async () => {
    running = await startApp(AppModule);
    db = await database(env.databaseUrl);
    token = (await consoleAccount(running.app, running.api, 'admin', 'dashboard-admin')).token;
  });
  afterAll(async () => {
    await db.end();
    await running.close();
  });

  it('shows the newest cycle as the last one, the last completed cycle as the last good refresh, and simulated figures as such', async () => {
    // 58 completed cycles an hour apart, then one that failed: ids 1 to 59, so "9" sorts after "59" as text.
    await db.query(
      `INSERT INTO metric_refresh_cycles (provider, status, started_at, finished_at)
       SELECT 'simulated', 'completed', now() - make_interval(hours => 60 - n), now() - make_interval(hours => 60 - n, mins => -5)
         FROM generate_series(1, 58) AS n`,
    );
    await db.query(
      `INSERT INTO metric_refresh_cycles (provider, status, error, started_at, finished_at)
       VALUES ('simulated', 'failed', 'gave up after 4 pauses', now() - interval '30 minutes', now() - interval '10 minutes')`,
    );
    const [newest] = await db.rows(`SELECT max(id)::text AS id FROM metric_refresh_cycles`);
    const [good] = await db.rows(`SELECT max(finished_at) AS at FROM metric_refresh_cycles WHERE status = 'completed'`);

    const res = await call(`${running.api}/admin/dashboard`, { token });
    expect(res.status).toBe(200);
    expect(res.body.metricsSource.lastCycle).toMatchObject({ id: newest.id, status: 'failed' });
    expect(res.body.metricsSource.lastSuccessAt).toBe(good.at.toISOString());
    expect(res.body.metricsSource).toMatchObject({ provider: 'simulated', simulated: true, token: 'not_used' });
  });
});
