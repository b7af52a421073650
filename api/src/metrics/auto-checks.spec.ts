import {
  autoCheckItems,
  captionHoldsCode,
  claimProof,
  evaluateAutoChecks,
  mentions,
  missingHashtags,
  parseGraphTime,
  proveOwner,
} from './auto-checks';

const requirements = { hashtags: ['#AIFilmContest', '#PMLifeInAI'], mention: '@narendramodi' };
const window = { startsAt: new Date('2025-09-14T18:30:00Z'), endsAt: new Date('2025-10-26T18:29:59Z') };

describe('auto-checks of a pending entry', () => {
  it('pass for an accepted Collab Reel with both hashtags and the mention, posted in the window, by its proven owner', () => {
    const result = evaluateAutoChecks(
      'id-1',
      {
        mediaProductType: 'REELS',
        caption: 'Watch! #aifilmcontest #PMLifeInAI\n@NarendraModi.',
        timestamp: '2025-10-12T10:30:00+0000',
        ownerUsername: 'Asha.Rao',
      },
      'collaborative_media',
      window,
      requirements,
      'asha.rao',
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
      ownerMatches: true,
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

    // Nothing proven: the owner is unknown, and an unknown owner no longer passes.
    const unknownOwner = evaluateAutoChecks('id-5', facts, 'collaborative_media', window, requirements, null);
    expect(unknownOwner.passed).toBe(false);
    expect(autoCheckItems(unknownOwner).find((item) => item.name === 'owner')).toEqual({
      name: 'owner',
      value: null,
      passes: false,
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

  it('find the ownership code only as a whole token, in any case', () => {
    expect(captionHoldsCode('My film (afc-7kq2xm). #AIFilmContest', 'AFC-7KQ2XM')).toBe(true);
    expect(captionHoldsCode('code:AFC-7KQ2XM\n', 'AFC-7KQ2XM')).toBe(true);
    expect(captionHoldsCode('XAFC-7KQ2XM', 'AFC-7KQ2XM')).toBe(false);
    expect(captionHoldsCode('AFC-7KQ2XMA', 'AFC-7KQ2XM')).toBe(false);
    expect(captionHoldsCode(null, 'AFC-7KQ2XM')).toBe(false);
  });
});

describe('proving who owns a post', () => {
  const entrant = { participantId: 'p-1', ownershipCode: 'AFC-7KQ2XM', provenUsername: null };

  it('proves the named owner’s account for the entrant whose code the caption holds', () => {
    const holders = new Map<string, string>();
    expect(proveOwner('s-1', entrant, { caption: 'film afc-7kq2xm', ownerUsername: 'Asha.Rao' }, holders)).toEqual({
      provenUsername: 'asha.rao',
      proof: { kind: 'proven', participantId: 'p-1', username: 'asha.rao', submissionId: 's-1' },
    });
    expect(holders.get('asha.rao')).toBe('p-1');
  });

  it('proves nothing from a typed handle, a missing code or an unnamed owner', () => {
    const holders = new Map<string, string>();
    expect(
      proveOwner('s-1', entrant, { caption: 'film', ownerUsername: 'asha.rao' }, holders).provenUsername,
    ).toBeNull();
    expect(proveOwner('s-1', entrant, { caption: 'AFC-7KQ2XM' }, holders).provenUsername).toBeNull();
  });

  it('keeps an account proven by another participant, recording a conflict', () => {
    const holders = new Map([['asha.rao', 'p-0']]);
    expect(proveOwner('s-1', entrant, { caption: 'AFC-7KQ2XM', ownerUsername: 'asha.rao' }, holders)).toEqual({
      provenUsername: null,
      proof: { kind: 'conflict', participantId: 'p-1', username: 'asha.rao', submissionId: 's-1' },
    });
  });

  it('keeps the account already proven', () => {
    const proven = { ...entrant, provenUsername: 'asha.rao' };
    expect(proveOwner('s-1', proven, { caption: 'AFC-7KQ2XM', ownerUsername: 'other' }, new Map())).toEqual({
      provenUsername: 'asha.rao',
      proof: null,
    });
  });
});

describe('the proof of a claim on a post', () => {
  const claimant = { ownershipCode: 'AFC-CCCCCC', provenUsername: null };
  const entrant = { ownershipCode: 'AFC-EEEEEE', provenUsername: null };

  it('names the side whose code the caption holds, or whose proven account posted it', () => {
    expect(claimProof({ caption: 'film AFC-CCCCCC', ownerUsername: 'author' }, claimant, entrant)).toBe(
      'claimant_proven',
    );
    expect(claimProof({ caption: 'film AFC-EEEEEE', ownerUsername: 'author' }, claimant, entrant)).toBe(
      'entrant_proven',
    );
    expect(
      claimProof({ caption: 'film', ownerUsername: 'Author' }, { ...claimant, provenUsername: 'author' }, entrant),
    ).toBe('claimant_proven');
  });

  it('proves nothing without a named owner or a code', () => {
    expect(claimProof({ caption: 'AFC-CCCCCC', ownerUsername: null }, claimant, entrant)).toBe('unproven');
    expect(claimProof({ caption: 'film', ownerUsername: 'author' }, claimant, entrant)).toBe('unproven');
  });
});
