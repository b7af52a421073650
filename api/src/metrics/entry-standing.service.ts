import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { MetricsRepository } from './metrics.repository';

/** Where the Collab invitation of an entry stands. */
export type InvitationState =
  /** The organiser's account is an accepted collaborator (collaborative media lists the post). */
  | 'accepted'
  /** The invitation reached the organiser and waits to be accepted. */
  | 'pending'
  /** No invitation by the last listing, though the entry is older than COLLAB_INVITE_REMINDER_HOURS. */
  | 'missing'
  /** Not known yet (too recent, or not listed yet). */
  | null;

/** What the metrics worker knows about an entry's post, for the participant's and the organisers' views. */
export interface EntryStanding {
  checkedAt: Date | null;
  isReel: boolean | null;
  hashtagsPresent: boolean | null;
  missingHashtags: string[];
  mentionPresent: boolean | null;
  postedInWindow: boolean | null;
  /** The post's owner is the entrant's handle; null when either is unknown. */
  ownerMatches: boolean | null;
  /** false: a personal account, which business discovery cannot read (no figures before the Collab). */
  accountReadable: boolean | null;
  invitation: InvitationState;
}

/** The worker's findings on entries (auto-checks, account readability, Collab invitations), as the views show them. */
@Injectable()
export class EntryStandingService {
  constructor(
    private readonly repository: MetricsRepository,
    private readonly config: AppConfig,
  ) {}

  async standings(ids: string[]): Promise<Map<string, EntryStanding>> {
    if (!ids.length) return new Map();
    const rows = await this.repository.standings(ids, this.config.metrics.collabs.reminderMs);
    return new Map(
      rows.map((row) => {
        let invitation: InvitationState = null;
        if (row.collaboration_found === true || row.invitation_accepted_at) invitation = 'accepted';
        else if (row.invitation_media_id) invitation = 'pending';
        else if (row.reminder_due === true) invitation = 'missing';
        return [
          row.id,
          {
            checkedAt: row.checked_at ?? null,
            isReel: row.is_reel ?? null,
            hashtagsPresent: row.hashtags_present ?? null,
            missingHashtags: row.missing_hashtags ?? [],
            mentionPresent: row.mention_present ?? null,
            postedInWindow: row.posted_in_window ?? null,
            ownerMatches: row.owner_matches ?? null,
            accountReadable: row.account_readable ?? null,
            invitation,
          },
        ];
      }),
    );
  }
}
