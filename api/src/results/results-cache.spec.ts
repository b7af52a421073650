import { Logger } from '@nestjs/common';
import type { ContestService } from '../contest/contest.service';
import type { PersonalDataErasedListener, PersonalDataService } from '../profile/personal-data.service';
import type { RedisService } from '../redis/redis.service';
import { ResultsCache } from './results-cache';

/*
 * The cache after changes that have already committed (a publication, a round closed, reopened or edited; an
 * account erased): Redis failing there must not turn the change into an error.
 */
function setUp(incr: () => Promise<number>) {
  let erased!: PersonalDataErasedListener;
  let roundsChanged!: () => Promise<void>;
  const redis = { client: { incr } } as unknown as RedisService;
  const personalData: Pick<PersonalDataService, 'onErased'> = { onErased: (listener) => (erased = listener) };
  const contest: Pick<ContestService, 'onRoundsChanged'> = {
    onRoundsChanged: (listener) => (roundsChanged = listener),
  };
  const cache = new ResultsCache(redis, personalData as PersonalDataService, contest as ContestService);
  return { cache, erased: () => erased('00000000-0000-4000-8000-000000000001'), roundsChanged: () => roundsChanged() };
}

describe('the results cache', () => {
  afterEach(() => jest.restoreAllMocks());

  it('moves the version after a round change and after an erasure', async () => {
    const incr = jest.fn(async () => 1);
    const { erased, roundsChanged } = setUp(incr);
    await roundsChanged();
    await erased();
    expect(incr).toHaveBeenCalledTimes(2);
  });

  it('logs a failing Redis after a committed change instead of throwing', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const { cache, erased, roundsChanged } = setUp(() => Promise.reject(new Error('connection lost')));

    await expect(roundsChanged()).resolves.toBeUndefined();
    await expect(erased()).resolves.toBeUndefined();
    // Publishing and unpublishing call it once their transaction committed, as the listeners do.
    await expect(cache.invalidate('publishing round 2')).resolves.toBeUndefined();
    expect(logged.mock.calls.map(([message]) => message)).toEqual([
      'results cache not invalidated after a round change: connection lost',
      'results cache not invalidated after an erasure: connection lost',
      'results cache not invalidated after publishing round 2: connection lost',
    ]);
  });
});
