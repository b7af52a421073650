import type { TestingModule } from '@nestjs/testing';
import type { DataProvider } from 'ra-core';
import { FakeGraphServer, fakeMedia } from '../../../test/fake-graph/fake-graph-server';
import { RunningApp, startApp } from '../../../test/harness/http';
import { useTestEnvironment } from '../../../test/harness/test-environment';
import { eventually, insertEntries } from '../../metrics/testing/contest-fixtures';
import { bootWorker, metricsQueueEvents } from '../../metrics/testing/worker';
import { JobName } from '../../queue/jobs';
import { QueueService } from '../../queue/queue.service';
import { consoleDataProvider } from '../../../test/harness/console-client';
import { consoleAccount } from '../../../test/harness/console-fixtures';

const CAPTION = 'My film #AIFilmContest with @narendramodi'; // one required hashtag missing

describe("an entry's detail in the console shows what the metrics worker recorded", () => {
  const env = useTestEnvironment({ METRICS_REFRESH_INTERVAL: '1h' });
  let fake: FakeGraphServer;
  let worker: TestingModule;
  let running: RunningApp;
  let provider: DataProvider;
  let ids: Map<string, string>;

  beforeAll(async () => {
    fake = await FakeGraphServer.start();
    Object.assign(process.env, fake.env());
    fake.media = [
      fakeMedia({ shortcode: 'JumpEntry01', views: 1_000, likes: 10 }),
      fakeMedia({ shortcode: 'BigEntry001', views: 50_000, likes: 900 }),
      fakeMedia({ shortcode: 'PendEntry01', caption: CAPTION, views: 40, timestamp: '2025-10-12T10:30:00+0000' }),
    ];
    ({ submissions: ids } = await insertEntries(env.databaseUrl, [
      { shortcode: 'JumpEntry01' },
      { shortcode: 'BigEntry001' },
      { shortcode: 'PendEntry01', status: 'pending' },
    ]));
    // The schedule's first tick is the first cycle; a second one below records a views jump.
    worker = await bootWorker();
    running = await startApp();
    const admin = await consoleAccount(running.app, running.api, 'admin', 'detail-admin');
    provider = consoleDataProvider(running.api, admin.token);
    await eventually(async () => {
      const { data } = await provider.getOne('entries', { id: ids.get('BigEntry001')! });
      return data.rank === 1 ? data : undefined;
    }, 'the first ranked board');

    fake.media[0].views = 200_000; // 1,000 → 200,000: a jump worth a human look
    const events = await metricsQueueEvents(worker);
    try {
      const job = await worker.get(QueueService).add(JobName.MetricsRefresh, {});
      await expect(job.waitUntilFinished(events, 20_000)).resolves.toMatchObject({ outcome: 'completed' });
    } finally {
      await events.close();
    }
  });

  afterAll(async () => {
    await running?.close();
    await worker?.close();
    await fake?.close();
  });

  it('getOne: the metric history, the anomaly flags and the rank on the current board', async () => {
    const id = ids.get('JumpEntry01')!;
    const data = await eventually(async () => {
      const { data: entry } = await provider.getOne('entries', { id });
      return entry.rank === 1 ? entry : undefined;
    }, 'the board ranking the jumped entry first');
    expect(data.metricHistory.map((point: { views: number }) => point.views)).toEqual([1_000, 200_000]);
    expect(data.metricHistory[0]).toMatchObject({ likes: 10, source: 'collaborative_media' });
    expect(data.anomalyFlags).toHaveLength(1);
    expect(data.anomalyFlags[0]).toMatchObject({ previousViews: 1_000, views: 200_000, source: 'collaborative_media' });
    expect(data.autoCheck).toBeNull(); // verified before the worker saw it: only pending entries are checked

    const big = (await provider.getOne('entries', { id: ids.get('BigEntry001')! })).data;
    expect(big.rank).toBe(2);
    expect(big.anomalyFlags).toEqual([]);
  });

  it('getOne: the auto-check results of a pending entry, and no rank', async () => {
    const { data } = await provider.getOne('entries', { id: ids.get('PendEntry01')! });
    expect(data.autoCheck).toMatchObject({
      collaborationFound: true,
      foundVia: 'collaborative_media',
      isReel: true,
      hashtagsPresent: false,
      missingHashtags: ['#PMLifeInAI'],
      mentionPresent: true,
      ownerMatches: null,
      passed: false,
    });
    // The panel lists these; the summary fails on the listed checks that fail (nobody proved the post's
    // account: an unknown owner fails too).
    expect(data.autoCheck.checks.map((check: { name: string }) => check.name)).toContain('owner');
    expect(data.autoCheck.checks.filter((check: { passes: boolean }) => !check.passes)).toEqual([
      { name: 'hashtags', value: false, passes: false },
      { name: 'owner', value: null, passes: false },
    ]);
    expect(data.rank).toBeNull();
    expect(data.metricHistory).toHaveLength(2);
  });
});
