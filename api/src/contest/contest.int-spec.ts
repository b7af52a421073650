import { DataSource } from 'typeorm';
import { call, RunningApp, startApp } from '../../test/harness/http';
import { useTestEnvironment } from '../../test/harness/test-environment';
import { ContestService } from './contest.service';

describe('GET /content/rules and the rounds', () => {
  useTestEnvironment({
    REQUIRED_HASHTAGS: '#OneTag, #TwoTag',
    REQUIRED_MENTION: '@someone',
    IG_CONTEST_HANDLE: '@the.contest',
    CONSENT_VERSION: 'terms-3',
    MAX_ENTRIES_PER_PARTICIPANT: '4',
  });
  let running: RunningApp;
  let contest: ContestService;
  let dataSource: DataSource;

  beforeAll(async () => {
    running = await startApp();
    contest = running.app.get(ContestService);
    dataSource = running.app.get(DataSource);
  });
  afterAll(() => running?.close());

  const rules = () => call(`${running.api}/content/rules`);

  it('publish the seeded rounds with their dates in India Standard Time', async () => {
    const res = await rules();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=5');
    const rounds = res.body.rounds.map((r: Record<string, unknown>) => [
      r.id,
      r.phase,
      r.title,
      r.participants,
      r.advanceCount,
      r.startsAt,
      r.endsAt,
      r.acceptsSubmissions,
    ]);
    expect(rounds).toEqual([
      [
        1,
        'Round 1',
        'Open Submissions',
        'Open Submissions',
        500,
        '2025-09-14T18:30:00.000Z',
        '2025-10-26T18:29:59.000Z',
        true,
      ],
      [
        2,
        'Round 2',
        'Top 500 Shortlist',
        'Top 500',
        100,
        '2025-10-26T18:30:00.000Z',
        '2025-11-15T18:29:59.000Z',
        false,
      ],
      [3, 'Round 3', "India's Top 100", 'Top 100', 20, '2025-11-15T18:30:00.000Z', '2025-11-30T18:29:59.000Z', false],
      [4, 'Round 4', 'AI Film Festival Grand Finale', 'Top 20', null, null, null, false],
    ]);
    expect(res.body.rounds[3]).toMatchObject({
      period: 'Date to be decided',
      status: 'upcoming',
      evaluationMethod: 'Jury panel',
    });
    expect(res.body.rounds[0]).toMatchObject({
      period: '15 September 2025 to 26 October 2025',
      videoRule: 'Exactly 60 seconds',
      voting: { enabled: true, oncePer: 'day', dailyAllowance: 20, viewsWeightPercent: 70, votesWeightPercent: 30 },
    });
    expect(res.body.rounds[2].voting).toMatchObject({ enabled: false });
    expect(res.body.ranking.howItWorks).toMatch(/views position times the round's views weight/);
  });

  it('publish the rules, both readings where the terms differ, and the judging weights', async () => {
    const { body } = await rules();
    expect(body.rules.map((section: { id: string }) => section.id)).toEqual([
      'eligibility',
      'language',
      'length',
      'format',
      'prohibited',
    ]);
    const format = body.rules.find((section: { id: string }) => section.id === 'format');
    expect(format.items).toEqual(['HD, at least 720p', 'MP4', 'Clear audio']);
    expect(format.termsReading).toMatch(/1080p.*MP4, MOV or AVI.*500 MB/);
    // The FAQ is the organisers' editable content now (GET /content/site, api/src/content).
    expect(body).not.toHaveProperty('faq');
    expect(body.judging.weights).toEqual([
      { criterion: 'creativity_and_innovation', label: 'Creativity and innovation', weight: 40 },
      { criterion: 'cultural_authenticity', label: 'Cultural authenticity', weight: 30 },
      { criterion: 'technical_excellence', label: 'Technical excellence', weight: 30 },
    ]);
    expect(body.categories.map((c: { value: string }) => c.value)).toEqual([
      'life',
      'action',
      'philosophy',
      'policies',
    ]);
    expect(body.submission).toMatchObject({
      requiredHashtags: ['#OneTag', '#TwoTag'],
      requiredMention: '@someone',
      maxEntriesPerParticipant: 4,
      contestHandle: '@the.contest',
      consentVersion: 'terms-3',
    });
    expect(body.submission.steps[1]).toContain('(@the.contest)');
    expect(body.submission.steps).toHaveLength(5);
    expect(body.submission.steps[2]).toContain('#OneTag and #TwoTag');
  });

  it('name the open round, whose end the countdown runs to, as soon as the console moves its dates', async () => {
    const endsAt = new Date(Date.now() + 3 * 86_400_000);
    endsAt.setMilliseconds(0);
    await contest.updateRound(1, { startsAt: new Date(Date.now() - 86_400_000), endsAt });
    const { body } = await rules();
    expect(body.openRound).toMatchObject({
      id: 1,
      status: 'open',
      endsAt: endsAt.toISOString(),
      acceptsSubmissions: true,
    });
    expect(body.submission.open).toBe(true);
    expect(body.rounds.map((r: { status: string }) => r.status)).toEqual(['open', 'closed', 'closed', 'upcoming']);
  });

  it('report no open round when every window has passed', async () => {
    await contest.updateRound(1, {
      startsAt: new Date('2025-09-15T00:00:00+05:30'),
      endsAt: new Date('2025-10-26T23:59:59+05:30'),
    });
    const { body } = await rules();
    expect(body.openRound).toBeNull();
    expect(body.submission.open).toBe(false);
  });

  it('move the submissions flag to the round the console opens, leaving one round taking entries', async () => {
    await contest.updateRound(2, {
      acceptsSubmissions: true,
      startsAt: new Date(Date.now() - 1000),
      endsAt: new Date(Date.now() + 86_400_000),
    });
    const flags = await dataSource.query(`SELECT id FROM rounds WHERE accepts_submissions ORDER BY id`);
    expect(flags).toEqual([{ id: 2 }]);
    const { body } = await rules();
    expect(body.openRound).toMatchObject({ id: 2, acceptsSubmissions: true });
    await contest.updateRound(1, { acceptsSubmissions: true });
  });

  it('refuse dates that end before they start, and unknown rounds', async () => {
    await expect(
      contest.updateRound(3, { startsAt: new Date('2025-12-01T00:00:00Z'), endsAt: new Date('2025-11-01T00:00:00Z') }),
    ).rejects.toMatchObject({ code: 'invalid_round_dates' });
    await expect(contest.updateRound(9, { title: 'x' })).rejects.toMatchObject({ code: 'not_found' });
    const [round3] = await dataSource.query(`SELECT ends_at FROM rounds WHERE id = 3`);
    expect(round3.ends_at.toISOString()).toBe('2025-11-30T18:29:59.000Z');
  });
});
