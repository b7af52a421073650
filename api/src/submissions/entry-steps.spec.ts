import type { EntryStanding } from '../metrics/entry-standing.service';
import { missingSteps } from './entry-steps';

const standing = (overrides: Partial<EntryStanding> = {}): EntryStanding => ({
  checkedAt: new Date('2025-10-12T10:30:00Z'),
  isReel: true,
  hashtagsPresent: true,
  missingHashtags: [],
  mentionPresent: true,
  postedInWindow: true,
  ownerMatches: true,
  accountReadable: true,
  invitation: 'accepted',
  ...overrides,
});
const codes = (...args: Parameters<typeof missingSteps>) => missingSteps(...args).map((step) => step.code);

describe('the steps a pending entry still misses', () => {
  it('are none for an entry that passes everything, and none once it is decided', () => {
    expect(codes('pending', standing(), 'asha', '@narendramodi')).toEqual([]);
    expect(codes('verified', standing({ isReel: false }), null, '@narendramodi')).toEqual([]);
  });

  it('ask for the ownership code in the caption while nothing proves the post is theirs', () => {
    const steps = missingSteps('pending', standing({ ownerMatches: null }), 'asha', '@narendramodi', 'AFC-7KQ2XM');
    expect(steps).toEqual([
      { code: 'ownership_code_missing', message: expect.stringContaining('ownership code AFC-7KQ2XM') },
    ]);
    // Not before the worker has looked at the post.
    expect(codes('pending', null, 'asha', '@narendramodi', 'AFC-7KQ2XM')).toEqual([]);
  });

  it('ask for the handle when the profile has none, before the worker has looked', () => {
    expect(codes('pending', null, null, '@narendramodi')).toEqual(['instagram_handle_missing']);
    expect(codes('pending', null, 'asha', '@narendramodi')).toEqual([]);
  });

  it('name every missing step in plain words, without the other account’s username', () => {
    const steps = missingSteps(
      'pending',
      standing({
        ownerMatches: false,
        invitation: 'pending',
        accountReadable: false,
        isReel: false,
        hashtagsPresent: false,
        missingHashtags: ['#PMLifeInAI'],
        mentionPresent: false,
      }),
      'asha',
      '@narendramodi',
    );
    expect(steps.map((step) => step.code)).toEqual([
      'handle_mismatch',
      'collab_not_accepted',
      'account_not_readable',
      'not_a_reel',
      'hashtags_missing',
      'mention_missing',
    ]);
    expect(steps[0].message).toContain('@asha');
    expect(steps[1].message).toBe('Your Collab invitation has reached us and is waiting to be accepted.');
    expect(steps[4].message).toBe('The caption lacks #PMLifeInAI.');
    expect(steps[5].message).toBe('The caption does not tag @narendramodi.');
  });

  it('tell an entrant who never sent the invitation to send it', () => {
    expect(codes('pending', standing({ invitation: 'missing' }), 'asha', '@x')).toEqual(['collab_invitation_missing']);
  });
});
