import { ApiError } from '../common/errors/api-error';
import { parseLeaderboardQuery } from './leaderboard-query';

const fieldsOf = (raw: Record<string, unknown>) => {
  try {
    parseLeaderboardQuery(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('validation_failed');
    return ((error as ApiError).details as { fields: Record<string, string[]> }).fields;
  }
  throw new Error('expected a validation failure');
};

describe('GET /leaderboard query', () => {
  it('defaults to the top 100 with no filter', () => {
    expect(parseLeaderboardQuery({})).toEqual({ limit: 100 });
  });

  it('reads a limit from 1 to 500 and the filters', () => {
    expect(parseLeaderboardQuery({ limit: '1' }).limit).toBe(1);
    expect(parseLeaderboardQuery({ limit: '500' }).limit).toBe(500);
    expect(
      parseLeaderboardQuery({ limit: '20', category: 'life', creatorCategory: 'influencer', state: 'Tamil Nadu' }),
    ).toEqual({ limit: 20, category: 'life', creatorCategory: 'influencer', state: 'Tamil Nadu' });
  });

  it.each(['0', '501', '1e2', '1.5', '-1', '', ' 5', 'abc', '00000000001'])('refuses limit=%p', (limit) => {
    expect(Object.keys(fieldsOf({ limit }))).toEqual(['limit']);
  });

  it('refuses unknown fields, repeated parameters and unknown filter values, naming each', () => {
    expect(
      fieldsOf({ sort: 'views', limit: ['1', '2'], category: 'drama', creatorCategory: 'huge', state: '' }),
    ).toEqual({
      sort: ['is not an accepted field'],
      limit: ['limit must be given once'],
      category: ['category must be one of life, action, philosophy, policies'],
      creatorCategory: [expect.stringMatching(/^creatorCategory must be one of nano_influencer/)],
      state: ['state must be one of the names listed by GET /profile/states, exactly as written there'],
    });
  });

  it.each(['Atlantis', 'tamil nadu', 'Tamil Nadu ', 'x'.repeat(64)])(
    'refuses state=%p, not a listed state',
    (state) => {
      expect(Object.keys(fieldsOf({ state }))).toEqual(['state']);
    },
  );
});
