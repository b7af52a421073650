import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';

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

interface StandingRow {
  id: string;
  checked_at: Date | null;
  collaboration_found: boolean | null;
  is_reel: boolean | null;
  hashtags_present: boolean | null;
  missing_hashtags: string[] | null;
  mention_present: boolean | null;
  posted_in_window: boolean | null;
  owner_matches: boolean | null;
  account_readable: boolean | null;
  invitation_media_id: string | null;
  invitation_accepted_at: Date | null;
  reminder_due: boolean | null;
}

/**
 * Reads the worker's findings on entries (auto-checks, account readability, Collab invitations). Like the
 * refresh cycle, it joins the entries' and participants' tables directly: one indexed query per list.
 */
@Injectable()
export class EntryStandingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
  ) {}

  async standings(ids: string[]): Promise<Map<string, EntryStanding>> {
    if (!ids.length) return new Map();
    const rows: StandingRow[] = await this.dataSource.query(
      `SELECT s.id, c.checked_at, c.collaboration_found, c.is_reel, c.hashtags_present, c.missing_hashtags,
              c.mention_present, c.posted_in_window, c.owner_matches, a.readable AS account_readable,
              i.media_id AS invitation_media_id, i.accepted_at AS invitation_accepted_at,
              st.invitations_listed_at >= s.created_at + make_interval(secs => $2::float8 / 1000) AS reminder_due
         FROM submissions s
         JOIN participants p ON p.id = s.participant_id
         LEFT JOIN submission_auto_checks c ON c.submission_id = s.id
         LEFT JOIN instagram_accounts a ON a.username = lower(coalesce(s.ig_username, p.instagram_handle, s.link_username))
         LEFT JOIN LATERAL (SELECT media_id, accepted_at FROM collab_invitations ci WHERE ci.submission_id = s.id
                             ORDER BY ci.listed_at DESC LIMIT 1) i ON true
         LEFT JOIN metrics_source_state st ON st.id = 1
        WHERE s.id = ANY($1::uuid[])`,
      [ids, this.config.metrics.collabs.reminderMs],
    );
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
