import { autoCheckItems, evaluateAutoChecks, mentions, missingHashtags, parseGraphTime } from './auto-checks';

const requirements = { hashtags: ['#AIFilmContest', '#PMLifeInAI'], mention: '@narendramodi' };
const window = { startsAt: new Date('2025-09-14T18:30:00Z'), endsAt: new Date('2025-10-26T18:29:59Z') };

describe('auto-checks of a pending entry', () => {
  it('pass for an accepted Collab Reel with both hashtags and the mention, posted in the window', () => {
    const result = evaluateAutoChecks(
      'id-1',
      {
        mediaProductType: 'REELS',
        caption: 'Watch! #aifilmcontest #PMLifeInAI\n@NarendraModi.',
        timestamp: '2025-10-12T10:30:00+0000',
      },
      'collaborative_media',
      window,
      requirements,
    );
    expect(result).toEqual({
      submissionId: 'id-1',
      collaborationFound: true,
      foundVia: 'collaborative_media',
      isReel: true,
      hashtagsPresent: true,
      missingHashtags: [],
      mentionPresent: true,
      postedInWindow: true,
      postedAt: new Date('2025-10-12T10:30:00Z'),
      ownerMatches: null,
      passed: true,
    });
  });

  it('fail, naming what is missing, for a feed post outside the window found only by business discovery', () => {
    const result = evaluateAutoChecks(
      'id-2',
      {
        mediaProductType: 'FEED',
        caption: '#AIFilmContestX #PMLifeInAI @narendramodi_fan',
        timestamp: '2025-10-27T00:00:00+0000',
      },
      'business_discovery',
      window,
      requirements,
    );
    expect(result).toMatchObject({
      collaborationFound: false,
      isReel: false,
      hashtagsPresent: false,
      missingHashtags: ['#AIFilmContest'],
      mentionPresent: false,
      postedInWindow: false,
      passed: false,
    });
  });

  it('leave a check unknown (and not passed) when the API did not give the fact', () => {
    const result = evaluateAutoChecks('id-3', {}, 'collaborative_media', null, requirements);
    expect(result).toMatchObject({
      isReel: null,
      hashtagsPresent: null,
      missingHashtags: requirements.hashtags,
      mentionPresent: null,
      postedInWindow: null,
      passed: false,
    });
  });

  it('list the owner check, so a post by someone else fails on a listed check and not on a hidden one', () => {
    const facts = {
      mediaProductType: 'REELS',
      caption: '#AIFilmContest #PMLifeInAI @narendramodi',
      timestamp: '2025-10-12T10:30:00+0000',
      ownerUsername: 'someone_else',
    };
    const result = evaluateAutoChecks('id-4', facts, 'collaborative_media', window, requirements, 'the_entrant');
    const items = autoCheckItems(result);
    expect(result.passed).toBe(false);
    expect(items.filter((item) => !item.passes)).toEqual([{ name: 'owner', value: false, passes: false }]);

    const unknownOwner = evaluateAutoChecks('id-5', facts, 'collaborative_media', window, requirements, null);
    expect(unknownOwner.passed).toBe(true);
    expect(autoCheckItems(unknownOwner).find((item) => item.name === 'owner')).toEqual({
      name: 'owner',
      value: null,
      passes: true,
    });
  });

  it('pass overall exactly when every listed check passes', () => {
    for (const result of [
      evaluateAutoChecks('a', {}, 'collaborative_media', null, requirements),
      evaluateAutoChecks('b', { mediaProductType: 'REELS' }, 'business_discovery', window, requirements, 'x'),
    ]) {
      expect(result.passed).toBe(autoCheckItems(result).every((item) => item.passes));
    }
  });

  it('match whole hashtags and handles only', () => {
    expect(missingHashtags('#AIFilmContest2025 #pmlifeinai', requirements.hashtags)).toEqual(['#AIFilmContest']);
    expect(mentions('cc @narendramodi...', '@narendramodi')).toBe(true);
    expect(mentions('email narendramodi@example.com', '@narendramodi')).toBe(false);
    expect(parseGraphTime('2025-10-12T10:30:00+0530')).toEqual(new Date('2025-10-12T05:00:00Z'));
    expect(parseGraphTime('yesterday')).toBeNull();
  });
});
