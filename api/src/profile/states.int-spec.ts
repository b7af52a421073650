import { DataSource } from 'typeorm';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { AccessTokenService } from '../auth/access-token.service';
import { MergedUnionTerritory1763601400100 } from '../database/migrations/1763601400100-merged-union-territory';

/** India's 28 states and 8 union territories as they are since 2020, and the old names moved over. */
describe('the states and union territories list', () => {
  useTestEnvironment();
  let running: RunningApp;
  let db: DataSource;
  let phones = 0;

  beforeAll(async () => {
    running = await startApp();
    db = running.app.get(DataSource);
  });
  afterAll(async () => {
    await running?.close();
  });

  async function participantIn(state: string | null): Promise<{ id: string; token: string }> {
    const [row] = await db.query(
      `INSERT INTO participants (name, phone_number, state_province, creator_category)
       VALUES ('State Tester', $1, $2, 'nano_influencer') RETURNING id`,
      [`+9196${String(++phones).padStart(8, '0')}`, state],
    );
    const token = await running.app
      .get(AccessTokenService)
      .sign({ id: row.id, name: 'State Tester', profileComplete: true });
    return { id: row.id, token };
  }

  it('lists the 36 official names: Andaman and Nicobar Islands, and the merged Dadra and Nagar Haveli and Daman and Diu', async () => {
    const { body } = await call(`${running.api}/profile/states`);
    expect(body.items).toHaveLength(36);
    expect(new Set(body.items).size).toBe(36);
    expect(body.items).toEqual(
      expect.arrayContaining(['Andaman and Nicobar Islands', 'Dadra and Nagar Haveli and Daman and Diu', 'Ladakh']),
    );
    expect(body.items).not.toContain('Dadra and Nagar Haveli');
    expect(body.items).not.toContain('Daman and Diu');
  });

  it('refuses the pre-2020 names on a profile, and accepts the new ones', async () => {
    const me = await participantIn('Kerala');
    const old = await call(`${running.api}/me/profile`, { token: me.token, body: { stateProvince: 'Daman and Diu' } });
    expect(old.status).toBe(400);
    expect(old.body.error.code).toBe('validation_failed');
    for (const state of ['Andaman and Nicobar Islands', 'Dadra and Nagar Haveli and Daman and Diu']) {
      const res = await call(`${running.api}/me/profile`, { token: me.token, body: { stateProvince: state } });
      expect(res.status).toBe(200);
    }
  });

  it('the migration moves profiles stored under the old names to the merged territory', async () => {
    const dadra = await participantIn('Dadra and Nagar Haveli');
    const daman = await participantIn('Daman and Diu');
    const goa = await participantIn('Goa');
    const runner = db.createQueryRunner();
    try {
      await new MergedUnionTerritory1763601400100().up(runner);
    } finally {
      await runner.release();
    }
    const rows: Array<{ id: string; state_province: string }> = await db.query(
      `SELECT id, state_province FROM participants WHERE id = ANY($1::uuid[])`,
      [[dadra.id, daman.id, goa.id]],
    );
    expect(Object.fromEntries(rows.map((row) => [row.id, row.state_province]))).toEqual({
      [dadra.id]: 'Dadra and Nagar Haveli and Daman and Diu',
      [daman.id]: 'Dadra and Nagar Haveli and Daman and Diu',
      [goa.id]: 'Goa',
    });
  });
});
