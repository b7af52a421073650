import type { AppConfig } from '../config/app-config';
import { EntryStandingService } from './entry-standing.service';
import type { MetricsRepository, StandingRow } from './metrics.repository';

const row = (id: string, changes: Partial<StandingRow> = {}): StandingRow => ({
  id,
  checked_at: null,
  collaboration_found: null,
  is_reel: null,
  hashtags_present: null,
  missing_hashtags: null,
  mention_present: null,
  posted_in_window: null,
  owner_matches: null,
  account_readable: null,
  invitation_media_id: null,
  invitation_accepted_at: null,
  reminder_due: null,
  ...changes,
});

/** The service against an in-memory repository answering `rows`; records the reminder delay it was asked with. */
function standingsOf(rows: StandingRow[]) {
  const asked: number[] = [];
  const repository: Pick<MetricsRepository, 'standings'> = {
    standings: (_ids, reminderMs) => {
      asked.push(reminderMs);
      return Promise.resolve(rows);
    },
  };
  const config = { metrics: { collabs: { reminderMs: 7_200_000 } } } as unknown as AppConfig;
  return { service: new EntryStandingService(repository as MetricsRepository, config), asked };
}

describe('entry standing', () => {
  it('reads an invitation as accepted, pending, missing once the reminder is due, or not known yet', async () => {
    const { service, asked } = standingsOf([
      row('collab', { collaboration_found: true, reminder_due: true }),
      row('accepted', { invitation_media_id: 'm1', invitation_accepted_at: new Date() }),
      row('pending', { invitation_media_id: 'm2', reminder_due: true }),
      row('missing', { reminder_due: true }),
      row('recent', { reminder_due: false }),
    ]);
    const standings = await service.standings(['collab', 'accepted', 'pending', 'missing', 'recent']);
    expect([...standings].map(([id, standing]) => [id, standing.invitation])).toEqual([
      ['collab', 'accepted'],
      ['accepted', 'accepted'],
      ['pending', 'pending'],
      ['missing', 'missing'],
      ['recent', null],
    ]);
    expect(asked).toEqual([7_200_000]);
  });

  it('shows findings not made yet as unknown, and asks nothing for no entries', async () => {
    const { service, asked } = standingsOf([row('new')]);
    expect((await service.standings(['new'])).get('new')).toMatchObject({ missingHashtags: [], isReel: null });
    expect((await service.standings([])).size).toBe(0);
    expect(asked).toHaveLength(1);
  });
});
