import type { EntryStanding } from '../metrics/entry-standing.service';
import type { SubmissionStatus } from '../contest/submission-statuses';

export const MISSING_STEP_CODES = [
  'instagram_handle_missing',
  'handle_mismatch',
  'ownership_code_missing',
  'collab_invitation_missing',
  'collab_not_accepted',
  'account_not_readable',
  'not_a_reel',
  'hashtags_missing',
  'mention_missing',
  'posted_outside_round',
] as const;
export type MissingStepCode = (typeof MISSING_STEP_CODES)[number];

/** A step the entrant still has to take (or wait for), in plain words. */
export interface MissingStep {
  code: MissingStepCode;
  message: string;
}

/**
 * What stands between a pending entry and its verification, as the entrant may see it: only their own
 * data and the contest's rules, never another account's (not even the username that did post it).
 */
export function missingSteps(
  status: SubmissionStatus,
  standing: EntryStanding | null,
  handle: string | null,
  requiredMention: string,
  ownershipCode: string | null = null,
): MissingStep[] {
  if (status !== 'pending') return [];
  const steps: MissingStep[] = [];
  if (!handle) {
    steps.push({
      code: 'instagram_handle_missing',
      message: 'Add your Instagram handle to your profile so we can confirm this post is yours.',
    });
  } else if (standing?.ownerMatches === false) {
    steps.push({
      code: 'handle_mismatch',
      message: `This post was not published by @${handle}, the Instagram account on your profile. If your handle is wrong, correct it in your profile; entries must be posted from your own account.`,
    });
  }
  // Looked at, but nothing proves the post's account is theirs: the code in its caption does.
  if (standing?.checkedAt && standing.ownerMatches === null && ownershipCode) {
    steps.push({
      code: 'ownership_code_missing',
      message: `Add your ownership code ${ownershipCode} to this post’s caption on Instagram, so we can confirm the post is yours.`,
    });
  }
  if (standing && standing.invitation !== 'accepted') {
    if (standing.invitation === 'missing') {
      steps.push({
        code: 'collab_invitation_missing',
        message:
          'We have not received a Collab invitation for this post. On Instagram, edit the post and invite the contest account as a collaborator.',
      });
    } else if (standing.invitation === 'pending' || standing.checkedAt) {
      steps.push({
        code: 'collab_not_accepted',
        message:
          standing.invitation === 'pending'
            ? 'Your Collab invitation has reached us and is waiting to be accepted.'
            : 'The Collab invitation on this post has not been accepted yet.',
      });
    }
    if (standing.accountReadable === false) {
      steps.push({
        code: 'account_not_readable',
        message:
          'Your Instagram account is a personal account, so we cannot read this post’s views until the Collab is accepted.',
      });
    }
  }
  if (standing?.isReel === false) {
    steps.push({ code: 'not_a_reel', message: 'This post is not a Reel: the contest accepts Reels only.' });
  }
  if (standing?.hashtagsPresent === false) {
    steps.push({
      code: 'hashtags_missing',
      message: `The caption lacks ${standing.missingHashtags.join(', ')}.`,
    });
  }
  if (standing?.mentionPresent === false) {
    steps.push({ code: 'mention_missing', message: `The caption does not tag ${requiredMention}.` });
  }
  if (standing?.postedInWindow === false) {
    steps.push({ code: 'posted_outside_round', message: 'This post was published outside the round’s dates.' });
  }
  return steps;
}
