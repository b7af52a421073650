import { useTestEnvironment } from '../../test/harness/test-environment';
import { withDatabase } from '../metrics/testing/contest-fixtures';
import { parseSeedArguments, seedDemo, SeedUsageError } from './seed-demo';

describe('npm run seed:demo', () => {
  const env = useTestEnvironment();
  const one = async <T>(sql: string) =>
    withDatabase(env.databaseUrl, async (client) => (await client.query(sql)).rows[0] as T);
  let log: jest.SpyInstance;
  beforeEach(() => (log = jest.spyOn(console, 'log').mockImplementation(() => undefined)));
  afterEach(() => log.mockRestore());

  it('loads labelled demo entries, opens Round 1 now, and ranks them with simulated figures', async () => {
    await seedDemo({ entries: 1200, reset: false });
    const counts = await one<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM participants WHERE email LIKE '%@demo.invalid' AND name LIKE 'Demo-% Creator') AS people,
              (SELECT count(*)::int FROM submissions WHERE is_demo AND status = 'verified') AS entries,
              (SELECT count(DISTINCT source)::int FROM metric_samples) AS sources,
              (SELECT count(*)::int FROM submission_status_changes WHERE reason = 'Demo data') AS history`,
    );
    expect(counts).toEqual({ people: 1200, entries: 1200, sources: 1, history: 1200 });
    const round = await one<{ open: boolean; accepts: boolean }>(
      `SELECT starts_at <= now() AND now() <= ends_at AS open, accepts_submissions AS accepts FROM rounds WHERE id = 1`,
    );
    expect(round).toEqual({ open: true, accepts: true });
    const snapshot = await one<{ entries: number; source: string }>(
      `SELECT entries, source FROM leaderboard_snapshots ORDER BY id DESC LIMIT 1`,
    );
    expect(snapshot).toEqual({ entries: 1200, source: 'simulated' });
    const top = await one<{ name: string; metrics_source: string }>(
      `SELECT p.name, e.metrics_source FROM leaderboard_rows e
       JOIN submissions s ON s.id = e.submission_id JOIN participants p ON p.id = s.participant_id
       ORDER BY e.snapshot_id DESC, e.rank LIMIT 1`,
    );
    expect(top.name).toMatch(/^Demo-\d{4} Creator$/);
    expect(top.metrics_source).toBe('simulated');
  });

  it('adds nothing on a second run, and replaces the demo data with --reset', async () => {
    await seedDemo({ entries: 50, reset: false });
    expect(log).toHaveBeenCalledWith(expect.stringMatching(/already loaded \(1200 entries\); nothing added/));
    expect((await one<{ n: number }>(`SELECT count(*)::int AS n FROM submissions`)).n).toBe(1200);

    await seedDemo({ entries: 50, reset: true });
    expect((await one<{ n: number }>(`SELECT count(*)::int AS n FROM submissions WHERE is_demo`)).n).toBe(50);
    expect((await one<{ n: number }>(`SELECT count(*)::int AS n FROM participants`)).n).toBe(50);
  });

  it('reads --entries N and --reset, and refuses anything else', () => {
    expect(parseSeedArguments([])).toEqual({ entries: 500, reset: false });
    expect(parseSeedArguments(['--entries', '100000', '--reset'])).toEqual({ entries: 100_000, reset: true });
    expect(parseSeedArguments(['--entries=25'])).toEqual({ entries: 25, reset: false });
    for (const bad of [
      ['--entries'],
      ['--entries', '0'],
      ['--entries', '2000000'],
      ['--entries', 'lots'],
      ['--force'],
    ]) {
      expect(() => parseSeedArguments(bad)).toThrow(SeedUsageError);
    }
  });

  it('refuses to run in production', async () => {
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await expect(seedDemo({ entries: 1, reset: false })).rejects.toThrow(/refusing to load demo data/);
    } finally {
      process.env.NODE_ENV = saved;
    }
  });
});
