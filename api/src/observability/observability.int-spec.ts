import { Injectable, Module } from '@nestjs/common';
import { Test, TestingModule } from '@nestjs/testing';
import { createServer } from 'node:net';
import { DataSource } from 'typeorm';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { entryRequest } from '../../test/harness/entry-request';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { AccessTokenService } from '../auth/access-token.service';
import { ConfigModule } from '../config/config.module';
import { eventually } from '../metrics/testing/contest-fixtures';
import { defaultJobDefinitions, JOB_DEFINITIONS } from '../queue/job-registry.service';
import { QueueName } from '../queue/jobs';
import { OnJob } from '../queue/on-job.decorator';
import { QueueService } from '../queue/queue.service';
import { VoteClock } from '../votes/vote-clock';
import { WorkerModule } from '../worker.module';
import { declaredFamilies, documentedFamilies, parseExposition, Sample } from './testing/exposition';
import { QUEUE_STATES } from './scrape-gauges.service';

/** 1 October 2025, 10:00 IST: inside Round 1 as the votes set it. */
const ROUND_ONE_NOON = new Date('2025-10-01T04:30:00Z');
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function scrape(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/metrics`);
  const text = await response.text();
  return { response, text, samples: parseExposition(text) };
}

const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.find(
    (sample) => sample.name === name && Object.entries(labels).every(([key, wanted]) => sample.labels[key] === wanted),
  )?.value;

@Injectable()
class ProbeJobs {
  @OnJob('probe-ok')
  async ok() {
    return 'done';
  }

  @OnJob('probe-broken')
  async broken(): Promise<never> {
    throw new Error('the probe fails on purpose');
  }
}

@Module({ providers: [ProbeJobs] })
class ProbeJobsModule {}

describe('Prometheus metrics (API_PROMETHEUS_PORT, WORKER_PROMETHEUS_PORT)', () => {
  useTestEnvironment({ METRICS_PROVIDER: 'simulated' });
  let apiPort: number;
  let running: RunningApp;
  let db: DataSource;
  let tokens: AccessTokenService;
  let sequence = 0;

  beforeAll(async () => {
    apiPort = await freePort();
    process.env.API_PROMETHEUS_PORT = String(apiPort);
    running = await startApp();
    db = running.app.get(DataSource);
    tokens = running.app.get(AccessTokenService);
  });
  afterAll(async () => {
    await running?.close();
  });

  async function person(options: { verified?: boolean } = {}) {
    const n = ++sequence;
    const phone = `+9196${String(n).padStart(8, '0')}`;
    const [{ id }] = await db.query(
      `INSERT INTO participants (name, phone_number, state_province, creator_category)
       VALUES ($1, $2, 'Kerala', 'nano_influencer') RETURNING id`,
      [`Person ${n}`, options.verified === false ? null : phone],
    );
    if (options.verified !== false) {
      await db.query(`INSERT INTO identities (participant_id, provider, subject) VALUES ($1, 'phone', $2)`, [
        id,
        phone,
      ]);
    }
    return { id: id as string, token: await tokens.sign({ id, name: `Person ${n}`, profileComplete: true }) };
  }

  async function verifiedEntry() {
    const owner = await person();
    const shortcode = `Obs${String(++sequence).padStart(8, '0')}`;
    const [{ id }] = await db.query(
      `INSERT INTO submissions (participant_id, round_id, instagram_url, shortcode, category, status, hashtags_added, consent)
       VALUES ($1, 1, $2, $3, 'life', 'verified', true, true) RETURNING id`,
      [owner.id, `https://www.instagram.com/reel/${shortcode}/`, shortcode],
    );
    return { id: id as string, owner };
  }

  it('is not served on the API port, and answers only GET /metrics on its own', async () => {
    expect((await call(`${running.api}/metrics`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${apiPort}/`)).status).toBe(404);
  });

  it('answers every documented family after real votes and entries, with the outcomes and route patterns', async () => {
    // Votes: Round 1 open for voting on the (mocked) voting day.
    jest.spyOn(running.app.get(VoteClock), 'now').mockImplementation(() => ROUND_ONE_NOON);
    await db.query(
      `UPDATE rounds SET voting_enabled = id IN (1, 2), vote_once_per = 'day', vote_daily_allowance = 20, closed_at = NULL,
              starts_at = CASE id WHEN 1 THEN '2025-09-14T18:30:00Z'::timestamptz ELSE starts_at END,
              ends_at = CASE id WHEN 1 THEN '2025-10-26T18:29:59Z'::timestamptz ELSE ends_at END`,
    );
    const film = await verifiedEntry();
    const vote = (token: string) => call(`${running.api}/submissions/${film.id}/vote`, { method: 'POST', token });
    expect((await vote((await person()).token)).status).toBe(201);
    expect((await vote((await person({ verified: false })).token)).body.error.code).toBe('voter_unverified');
    expect((await vote(film.owner.token)).body.error.code).toBe('own_entry');
    expect((await call(`${running.api}/submissions/${film.id}/vote`, { method: 'POST' })).status).toBe(401);

    // Entries: Round 1 open for entries now.
    await db.query(
      `UPDATE rounds SET starts_at = now() - interval '1 day', ends_at = now() + interval '1 day', accepts_submissions = (id = 1)`,
    );
    const entrant = await person();
    const submit = (url: string) =>
      call(`${running.api}/submissions`, { token: entrant.token, body: entryRequest(url) });
    expect((await submit('https://www.instagram.com/reel/ObsEntry001/')).status).toBe(201);
    const refused = await submit('https://example.com/not-instagram');
    expect(refused.status).toBe(400);
    await call(`${running.api}/no-such-route/${film.id}`);

    // State an operator watches: an undelivered message an hour old, a completed refresh cycle of 5 minutes.
    await db.query(
      `INSERT INTO notifications (idempotency_key, kind, channel, category, participant_id, created_at)
       VALUES ('observability-probe', 'entry_verified', 'email', 'transactional', $1, now() - interval '1 hour')`,
      [entrant.id],
    );
    await db.query(
      `INSERT INTO metric_refresh_cycles (provider, status, samples, started_at, finished_at)
       VALUES ('simulated', 'completed', 1, now() - interval '10 minutes', now() - interval '5 minutes')`,
    );

    const { response, text, samples } = await scrape(apiPort);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);

    // Every documented family is declared; the worker's own (jobs, Graph API) have no samples in the API.
    const declared = declaredFamilies(text);
    expect(documentedFamilies().filter((family) => !declared.has(family))).toEqual([]);

    expect(value(samples, 'contest_votes_total', { outcome: 'accepted' })).toBe(1);
    expect(value(samples, 'contest_votes_total', { outcome: 'refused', reason: 'voter_unverified' })).toBe(1);
    expect(value(samples, 'contest_votes_total', { outcome: 'refused', reason: 'own_entry' })).toBe(1);
    expect(value(samples, 'contest_entries_total', { outcome: 'accepted' })).toBe(1);
    expect(value(samples, 'contest_entries_total', { outcome: 'refused', reason: refused.body.error.code })).toBe(1);

    const vote201 = { route: '/api/v1/submissions/:id/vote', method: 'POST', status: '201' };
    expect(value(samples, 'contest_http_requests_total', vote201)).toBe(1);
    expect(value(samples, 'contest_http_requests_total', { ...vote201, status: '403' })).toBe(2);
    expect(value(samples, 'contest_http_requests_total', { ...vote201, status: '401' })).toBe(1);
    expect(
      value(samples, 'contest_http_requests_total', { route: 'unmatched', method: 'GET', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      value(samples, 'contest_http_request_duration_seconds_count', { route: vote201.route, method: 'POST' }),
    ).toBe(4);
    // Route patterns only: no entry id ever becomes a label.
    expect(samples.filter((sample) => UUID.test(sample.labels.route ?? ''))).toEqual([]);

    for (const queue of Object.values(QueueName)) {
      for (const state of QUEUE_STATES) expect(value(samples, 'contest_queue_jobs', { queue, state })).toBeDefined();
    }
    expect(value(samples, 'contest_outbox_messages', { status: 'pending' })).toBe(1);
    expect(value(samples, 'contest_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(3600);
    expect(value(samples, 'contest_refresh_cycles_running')).toBe(0);
    expect(value(samples, 'contest_refresh_cycle_duration_seconds')).toBeCloseTo(300, 0);
    // One sample over the verified entries (the film voted for, plus any the seed left verified).
    expect(value(samples, 'contest_refresh_cycle_coverage_ratio')).toBeGreaterThan(0);
    expect(value(samples, 'contest_refresh_cycle_coverage_ratio')).toBeLessThanOrEqual(1);
    expect(value(samples, 'contest_metrics_source_throttled')).toBe(0);
    expect(value(samples, 'contest_dependency_up', { dependency: 'database' })).toBe(1);
    expect(value(samples, 'contest_dependency_up', { dependency: 'redis' })).toBe(1);
    expect(value(samples, 'contest_dependency_up', { dependency: 'metrics' })).toBe(1);
    expect(value(samples, 'contest_db_pool_max')).toBe(5);
    expect(value(samples, 'contest_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
    expect(value(samples, 'contest_db_pool_connections', { state: 'waiting' })).toBe(0);
    expect(value(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(value(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('answers scrapes that arrive together with the same complete figures', async () => {
    const scrapes = await Promise.all([scrape(apiPort), scrape(apiPort), scrape(apiPort)]);
    for (const { response, samples } of scrapes) {
      expect(response.status).toBe(200);
      expect(value(samples, 'contest_outbox_messages', { status: 'pending' })).toBe(1);
      expect(value(samples, 'contest_dependency_up', { dependency: 'database' })).toBe(1);
    }
  });

  describe('in the worker', () => {
    let worker: TestingModule;
    let workerPort: number;

    beforeAll(async () => {
      workerPort = await freePort();
      process.env.WORKER_PROMETHEUS_PORT = String(workerPort);
      worker = await Test.createTestingModule({
        imports: [ConfigModule.fromEnvironment('worker'), WorkerModule, ProbeJobsModule],
      })
        .overrideProvider(JOB_DEFINITIONS)
        .useValue({ ...defaultJobDefinitions(), 'probe-ok': 'probes', 'probe-broken': 'probes' })
        .compile();
      worker.useLogger(false);
      await worker.init();
    });
    afterAll(async () => {
      await worker?.close();
    });

    it('counts completed jobs with their durations and failed ones, by queue and job', async () => {
      const queue = worker.get(QueueService).queue('probes' as never);
      await queue.add('probe-ok', {});
      await queue.add('probe-ok', {});
      await queue.add('probe-broken', {});
      const samples = await eventually(async () => {
        const { samples } = await scrape(workerPort);
        return value(samples, 'contest_job_duration_seconds_count', { queue: 'probes', job_name: 'probe-ok' }) === 2 &&
          value(samples, 'contest_job_failures_total', { queue: 'probes', job_name: 'probe-broken' }) === 1
          ? samples
          : null;
      }, 'two completed probes and one failed in the worker metrics');
      expect(
        value(samples, 'contest_job_duration_seconds_sum', { queue: 'probes', job_name: 'probe-ok' }),
      ).toBeGreaterThanOrEqual(0);
      expect(value(samples, 'contest_queue_jobs', { queue: 'metrics', state: 'waiting' })).toBeDefined();
      expect(value(samples, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    });
  });
});
