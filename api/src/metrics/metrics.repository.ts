import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { RowsAndCount } from '../common/database/rows-and-count';
import type {
  AcceptableInvitation,
  ProviderCursor,
  ProviderPage,
  TrackedEntry,
  TrackedEntryLookup,
} from './providers/metrics-provider';

export interface RefreshCycle {
  id: string;
  provider: 'instagram' | 'simulated';
  status: 'running' | 'completed' | 'failed';
  cursor: ProviderCursor | null;
  pages: number;
  calls: number;
  samples: number;
  resumptions: number;
  failedAttempts: number;
}

export type ClaimResult =
  | { kind: 'claimed'; cycle: RefreshCycle; resumed: boolean }
  /** Another worker holds the running cycle; its lease ends at `leaseExpiresAt`. */
  | { kind: 'busy'; cycleId: string; leaseExpiresAt: Date }
  /** Nothing to do: the job's cycle already finished, or the cycle it should resume is over. */
  | { kind: 'done'; cycleId: string | null };

export interface SourceState {
  status: 'ok' | 'token_rejected' | 'permission_missing';
  reason: string | null;
  tokenFingerprint: string | null;
  throttledUntil: Date | null;
  consecutiveThrottles: number;
  usagePercent: number | null;
  lastSuccessAt: Date | null;
}

export interface AnomalyRule {
  minViews: number;
  factor: number;
}

/** The page's fencing check failed: another worker took the cycle over (this one was presumed dead). */
export class LeaseLostError extends Error {
  constructor(cycleId: string) {
    super(`lost the lease on refresh cycle ${cycleId}`);
    this.name = 'LeaseLostError';
  }
}

const FOLLOWED = `status IN ('pending', 'verified')`;

/** A metric_refresh_cycles row as pg returns it (the bigint id as a string). */
interface RefreshCycleRow {
  id: string;
  provider: RefreshCycle['provider'];
  status: RefreshCycle['status'];
  trigger_job_id: string | null;
  cursor: ProviderCursor | null;
  lease_owner: string | null;
  lease_expires_at: Date | null;
  pages: number;
  calls: number;
  samples: number;
  resumptions: number;
  failed_attempts: number;
  error: string | null;
  started_at: Date;
  updated_at: Date;
  finished_at: Date | null;
}

/** A followed entry as the lookups select it, with its entrant's ownership code and proven account. */
interface TrackedEntryRow {
  id: string;
  shortcode: string;
  status: TrackedEntry['status'];
  round_id: number;
  created_at: Date;
  participant_id: string;
  ownership_code: string;
  proven_username: string | null;
}

interface SourceStateRow {
  id: number;
  status: SourceState['status'];
  reason: string | null;
  token_fingerprint: string | null;
  throttled_until: Date | null;
  consecutive_throttles: number;
  usage_percent: number | null;
  last_success_at: Date | null;
  updated_at: Date;
  invitations_listed_at: Date | null;
}

const toCycle = (row: RefreshCycleRow): RefreshCycle => ({
  id: String(row.id),
  provider: row.provider,
  status: row.status,
  cursor: row.cursor ?? null,
  pages: Number(row.pages),
  calls: Number(row.calls),
  samples: Number(row.samples),
  resumptions: Number(row.resumptions),
  failedAttempts: Number(row.failed_attempts),
});

const toEntry = (row: TrackedEntryRow): TrackedEntry => ({
  id: row.id,
  shortcode: row.shortcode,
  status: row.status,
  roundId: Number(row.round_id),
  createdAt: row.created_at,
  entrant: {
    participantId: row.participant_id,
    ownershipCode: row.ownership_code,
    provenUsername: row.proven_username,
  },
});

/** The entrant columns of TrackedEntryRow, over `submissions s JOIN participants p`. */
const ENTRANT = `s.participant_id, p.ownership_code, p.instagram_proven_username AS proven_username`;

/** Accounts business discovery could not read are asked again only after this long (they may convert). */
const UNREADABLE_RECHECK = `interval '1 day'`;

/** An entry's findings as the worker stored them (EntryStandingService reads them for the views). */
export interface StandingRow {
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
 * The metrics domain's SQL: refresh cycles and their lease, samples, auto-checks and the source's state.
 * It reads (and annotates with the Graph id) the entries domain's `submissions` table directly, as the
 * contract between the two domains allows for the refresh cycle, so matching a page is one indexed query.
 * Lease times come from the database clock, so workers with skewed clocks agree.
 */
@Injectable()
export class MetricsRepository implements TrackedEntryLookup {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async byShortcodes(shortcodes: string[]): Promise<TrackedEntry[]> {
    const rows = await this.dataSource.query<TrackedEntryRow[]>(
      `SELECT s.id, s.shortcode, s.status, s.round_id, s.created_at, ${ENTRANT}
         FROM submissions s JOIN participants p ON p.id = s.participant_id
        WHERE s.shortcode = ANY($1) AND s.${FOLLOWED}`,
      [shortcodes],
    );
    return rows.map(toEntry);
  }

  async nextUnsampledOwner(
    cycleId: string,
    after: string | null,
  ): Promise<{ username: string; entries: TrackedEntry[] } | null> {
    const rows = await this.dataSource.query<Array<TrackedEntryRow & { account: string }>>(
      `WITH followed AS (
         SELECT s.id, s.shortcode, s.status, s.round_id, s.created_at, ${ENTRANT},
                lower(coalesce(s.ig_username, p.instagram_proven_username, p.instagram_handle, s.link_username))
                  AS account
           FROM submissions s JOIN participants p ON p.id = s.participant_id
          WHERE s.${FOLLOWED}
            AND NOT EXISTS (SELECT 1 FROM metric_samples ms WHERE ms.cycle_id = $1 AND ms.submission_id = s.id)
       ),
       owner AS (
         SELECT min(f.account) AS username FROM followed f
          WHERE f.account IS NOT NULL AND ($2::text IS NULL OR f.account > $2)
            AND NOT EXISTS (SELECT 1 FROM instagram_accounts a WHERE a.username = f.account AND NOT a.readable
                              AND a.checked_at > now() - ${UNREADABLE_RECHECK})
       )
       SELECT f.* FROM followed f, owner WHERE f.account = owner.username`,
      [cycleId, after],
    );
    if (!rows.length) return null;
    return { username: rows[0].account, entries: rows.map(toEntry) };
  }

  async acceptableInvitations(limit: number): Promise<AcceptableInvitation[]> {
    const rows = await this.dataSource.query<
      Array<
        TrackedEntryRow & { media_id: string; caption: string | null; owner_username: string; holder: string | null }
      >
    >(
      `SELECT i.media_id, i.caption, i.owner_username, s.id, s.shortcode, s.status, s.round_id, s.created_at,
              ${ENTRANT}, h.id AS holder
         FROM collab_invitations i
         JOIN submissions s ON s.id = i.submission_id AND s.status = 'pending'
         JOIN participants p ON p.id = s.participant_id
         LEFT JOIN participants h ON h.instagram_proven_username = lower(i.owner_username)
         LEFT JOIN submission_auto_checks c ON c.submission_id = s.id
        WHERE i.accepted_at IS NULL AND i.owner_username IS NOT NULL
          AND c.is_reel IS NOT FALSE AND c.posted_in_window IS NOT FALSE AND c.owner_matches IS NOT FALSE
        ORDER BY s.created_at, s.id
        LIMIT $1`,
      [limit],
    );
    return rows.map((row) => ({
      mediaId: row.media_id,
      caption: row.caption,
      submissionId: row.id,
      ownerUsername: row.owner_username,
      entrant: toEntry(row).entrant,
      ownerHolder: row.holder,
    }));
  }

  async provenHolders(usernames: string[]): Promise<Map<string, string>> {
    const rows = await this.dataSource.query<Array<{ username: string; id: string }>>(
      `SELECT instagram_proven_username AS username, id FROM participants WHERE instagram_proven_username = ANY($1)`,
      [usernames],
    );
    return new Map(rows.map((row) => [row.username, row.id]));
  }

  async after(id: string | null, limit: number): Promise<TrackedEntry[]> {
    const rows = await this.dataSource.query<TrackedEntryRow[]>(
      `SELECT s.id, s.shortcode, s.status, s.round_id, s.created_at, ${ENTRANT}
         FROM submissions s JOIN participants p ON p.id = s.participant_id
        WHERE s.${FOLLOWED} AND ($1::uuid IS NULL OR s.id > $1) ORDER BY s.id LIMIT $2`,
      [id, limit],
    );
    return rows.map(toEntry);
  }

  /**
   * Takes the running cycle over when its lease is free or expired (a dead worker's), or starts a new one;
   * the partial unique index on status = 'running' makes a second running cycle impossible.
   */
  async claimCycle(options: {
    owner: string;
    leaseMs: number;
    provider: 'instagram' | 'simulated';
    jobId: string | null;
    resumeCycleId: string | null;
  }): Promise<ClaimResult> {
    return this.dataSource.transaction(async (manager) => {
      if (options.jobId) {
        const [finished] = await manager.query<Array<Pick<RefreshCycleRow, 'id'>>>(
          `SELECT id FROM metric_refresh_cycles WHERE trigger_job_id = $1 AND status <> 'running' LIMIT 1`,
          [options.jobId],
        );
        if (finished) return { kind: 'done', cycleId: String(finished.id) };
      }
      const [running] = await manager.query<Array<RefreshCycleRow & { lease_free: boolean }>>(
        `SELECT *, lease_owner IS NULL OR lease_expires_at < now() AS lease_free
         FROM metric_refresh_cycles WHERE status = 'running' FOR UPDATE`,
      );
      if (running) {
        if (!running.lease_free) {
          return { kind: 'busy', cycleId: String(running.id), leaseExpiresAt: running.lease_expires_at as Date };
        }
        const resumed = running.cursor !== null;
        const [[row]] = await manager.query<RowsAndCount<RefreshCycleRow>>(
          `UPDATE metric_refresh_cycles
           SET lease_owner = $2, lease_expires_at = now() + make_interval(secs => $3::float8 / 1000),
               resumptions = resumptions + $4::int, updated_at = now()
           WHERE id = $1 RETURNING *`,
          [running.id, options.owner, options.leaseMs, resumed ? 1 : 0],
        );
        return { kind: 'claimed', cycle: toCycle(row), resumed };
      }
      if (options.resumeCycleId) return { kind: 'done', cycleId: options.resumeCycleId };
      const [created] = await manager.query<RefreshCycleRow[]>(
        `INSERT INTO metric_refresh_cycles (provider, trigger_job_id, lease_owner, lease_expires_at)
         VALUES ($1, $2, $3, now() + make_interval(secs => $4::float8 / 1000))
         ON CONFLICT ((true)) WHERE status = 'running' DO NOTHING RETURNING *`,
        [options.provider, options.jobId, options.owner, options.leaseMs],
      );
      if (!created) {
        // Another worker created one between our read and our insert.
        const [other] = await manager.query<Array<Pick<RefreshCycleRow, 'id' | 'lease_expires_at'>>>(
          `SELECT id, lease_expires_at FROM metric_refresh_cycles WHERE status = 'running'`,
        );
        return {
          kind: 'busy',
          cycleId: String(other?.id ?? ''),
          leaseExpiresAt: other?.lease_expires_at ?? new Date(),
        };
      }
      return { kind: 'claimed', cycle: toCycle(created), resumed: false };
    });
  }

  /** Extends the lease; false when this worker no longer holds the cycle. */
  async renewLease(cycleId: string, owner: string, leaseMs: number): Promise<boolean> {
    const [, affected] = await this.dataSource.query<RowsAndCount>(
      `UPDATE metric_refresh_cycles SET lease_expires_at = now() + make_interval(secs => $3::float8 / 1000)
       WHERE id = $1 AND lease_owner = $2 AND status = 'running'`,
      [cycleId, owner, leaseMs],
    );
    return affected > 0;
  }

  /**
   * Writes one page in one transaction: the cursor (fenced by the lease), the samples as ONE batch
   * insert that also updates each entry's latest figures and flags abnormal jumps, the Graph ids, the
   * auto-checks, and the source's state. Resuming after a crash therefore never writes a page twice, and
   * the unique (submission_id, cycle_id) key makes even a repeated page add nothing.
   */
  async commitPage(
    cycle: { id: string; owner: string; leaseMs: number },
    page: ProviderPage,
    sampledAt: Date,
    rule: AnomalyRule,
    usagePercent: number | null,
  ): Promise<{ samples: number; anomalies: number; completed: boolean }> {
    return this.dataSource.transaction(async (manager) => {
      const completed = page.next === null;
      const [, fenced] = await manager.query<RowsAndCount>(
        `UPDATE metric_refresh_cycles
         SET cursor = $3, pages = pages + 1, calls = calls + $4, failed_attempts = 0, error = NULL, updated_at = now(),
             lease_expires_at = now() + make_interval(secs => $5::float8 / 1000),
             status = CASE WHEN $6 THEN 'completed' ELSE status END,
             finished_at = CASE WHEN $6 THEN now() END,
             lease_owner = CASE WHEN $6 THEN NULL ELSE lease_owner END
         WHERE id = $1 AND lease_owner = $2 AND status = 'running'`,
        [
          cycle.id,
          cycle.owner,
          page.next === null ? null : JSON.stringify(page.next),
          page.calls,
          cycle.leaseMs,
          completed,
        ],
      );
      if (fenced === 0) throw new LeaseLostError(cycle.id);

      const written = await this.insertSamples(manager, cycle.id, page, sampledAt, rule);
      await manager.query(`UPDATE metric_refresh_cycles SET samples = samples + $2 WHERE id = $1`, [
        cycle.id,
        written.samples,
      ]);
      await this.storeGraphIds(manager, page);
      await this.storeProofs(manager, page);
      await this.storeChecks(manager, cycle.id, page);
      await this.storeAccounts(manager, page);
      await this.storeInvitations(manager, page);
      if (page.collaborationsScanned) await this.recordNotFound(manager, cycle.id);
      if (page.calls > 0) {
        await manager.query(
          `UPDATE metrics_source_state
           SET status = 'ok', reason = NULL, token_fingerprint = NULL, throttled_until = NULL,
               consecutive_throttles = 0, usage_percent = $1, last_success_at = now(), updated_at = now()
           WHERE id = 1`,
          [usagePercent === null ? null : Math.round(usagePercent)],
        );
      }
      return { ...written, completed };
    });
  }

  private async insertSamples(
    manager: EntityManager,
    cycleId: string,
    page: ProviderPage,
    sampledAt: Date,
    rule: AnomalyRule,
  ): Promise<{ samples: number; anomalies: number }> {
    if (!page.observations.length) return { samples: 0, anomalies: 0 };
    const o = page.observations;
    const [counts] = await manager.query<Array<{ samples: number; anomalies: number }>>(
      `WITH input AS (
         SELECT t.* FROM unnest($3::uuid[], $4::bigint[], $5::bigint[], $6::bigint[], $7::text[])
           AS t(submission_id, views, likes, comments, source)
         JOIN submissions s ON s.id = t.submission_id
       ),
       previous AS (
         SELECT m.submission_id, m.views, m.sampled_at, m.source FROM submission_metrics m JOIN input USING (submission_id)
       ),
       inserted AS (
         INSERT INTO metric_samples (submission_id, cycle_id, sampled_at, views, likes, comments, source)
         SELECT submission_id, $1, $2, views, likes, comments, source FROM input
         ON CONFLICT (submission_id, cycle_id) DO NOTHING
         RETURNING submission_id, sampled_at, views, likes, comments, source
       ),
       latest AS (
         INSERT INTO submission_metrics (submission_id, views, likes, comments, source, sampled_at, cycle_id)
         SELECT submission_id, views, likes, comments, source, sampled_at, $1 FROM inserted
         ON CONFLICT (submission_id) DO UPDATE SET
           views = excluded.views, likes = excluded.likes, comments = excluded.comments, source = excluded.source,
           sampled_at = excluded.sampled_at, cycle_id = excluded.cycle_id
         WHERE submission_metrics.sampled_at <= excluded.sampled_at
       ),
       flagged AS (
         INSERT INTO metric_anomalies (submission_id, cycle_id, source, previous_views, views, previous_sampled_at, sampled_at)
         SELECT i.submission_id, $1, i.source, p.views, i.views, p.sampled_at, i.sampled_at
         FROM inserted i JOIN previous p USING (submission_id)
         WHERE p.source = i.source AND p.views IS NOT NULL AND i.views IS NOT NULL
           AND i.views - p.views >= $8 AND i.views >= p.views * $9::numeric
         ON CONFLICT (submission_id, cycle_id) DO NOTHING
         RETURNING 1
       )
       SELECT (SELECT count(*) FROM inserted)::int AS samples, (SELECT count(*) FROM flagged)::int AS anomalies`,
      [
        cycleId,
        sampledAt,
        o.map((x) => x.submissionId),
        o.map((x) => x.views),
        o.map((x) => x.likes),
        o.map((x) => x.comments),
        o.map((x) => x.source),
        rule.minViews,
        rule.factor,
      ],
    );
    return counts;
  }

  /** The Graph id, owner's username and caption of a matched post, on the entry itself, as the contract says. */
  private async storeGraphIds(manager: EntityManager, page: ProviderPage): Promise<void> {
    const matched = page.observations.filter((o) => o.igMediaId);
    if (!matched.length) return;
    await manager.query(
      `UPDATE submissions s SET ig_media_id = v.media_id, ig_username = coalesce(v.username, s.ig_username),
              ig_caption = coalesce(v.caption, s.ig_caption)
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[]) AS v(id, media_id, username, caption)
       WHERE s.id = v.id
         AND (s.ig_media_id IS DISTINCT FROM v.media_id OR (v.username IS NOT NULL AND s.ig_username IS DISTINCT FROM v.username)
              OR (v.caption IS NOT NULL AND s.ig_caption IS DISTINCT FROM v.caption))`,
      [
        matched.map((o) => o.submissionId),
        matched.map((o) => o.igMediaId),
        matched.map((o) => o.igUsername ?? null),
        matched.map((o) => o.caption ?? null),
      ],
    );
  }

  /**
   * What the page's captions proved. A proof is applied only while the participant has no proven account
   * and nobody else holds that one (the partial unique index backs this); otherwise, or when the provider
   * saw another holder, it is stored as an open `account` claim for organisers. Every cycle reads the same
   * caption again: that is no new attempt, and a claim organisers dismissed stays dismissed.
   */
  private async storeProofs(manager: EntityManager, page: ProviderPage): Promise<void> {
    const proofs = page.proofs ?? [];
    if (!proofs.length) return;
    const proven = proofs.filter((p) => p.kind === 'proven');
    const applied = new Set<string>();
    if (proven.length) {
      const [rows] = await manager.query<RowsAndCount<{ id: string }>>(
        `UPDATE participants p SET instagram_proven_username = v.username, instagram_proven_at = now(),
                instagram_handle = v.username
           FROM (SELECT DISTINCT ON (username) * FROM unnest($1::uuid[], $2::text[]) AS t(id, username)) v
          WHERE p.id = v.id AND p.instagram_proven_username IS NULL
            AND NOT EXISTS (SELECT 1 FROM participants o WHERE o.instagram_proven_username = v.username)
          RETURNING p.id`,
        [proven.map((p) => p.participantId), proven.map((p) => p.username)],
      );
      for (const row of rows) applied.add(row.id);
    }
    const conflicts = proofs.filter(
      (p) => p.kind === 'conflict' || (!applied.has(p.participantId) && p.kind === 'proven'),
    );
    if (!conflicts.length) return;
    // A proof not applied because the participant already holds that very account is no conflict.
    await manager.query(
      `INSERT INTO entry_claims AS c (kind, submission_id, claimant_id, username)
       SELECT 'account', v.submission_id, v.claimant_id, v.username
         FROM unnest($1::uuid[], $2::uuid[], $3::text[]) AS v(submission_id, claimant_id, username)
         JOIN participants h ON h.instagram_proven_username = v.username AND h.id <> v.claimant_id
       ON CONFLICT (submission_id, claimant_id, kind) DO UPDATE
         SET last_attempt_at = now(), username = excluded.username`,
      [conflicts.map((p) => p.submissionId), conflicts.map((p) => p.participantId), conflicts.map((p) => p.username)],
    );
  }

  private async storeChecks(manager: EntityManager, cycleId: string, page: ProviderPage): Promise<void> {
    const c = page.checks;
    if (!c.length) return;
    await manager.query(
      `INSERT INTO submission_auto_checks (submission_id, cycle_id, collaboration_found, found_via, is_reel,
         hashtags_present, missing_hashtags, mention_present, posted_in_window, posted_at, passed, owner_matches)
       SELECT t.submission_id, $1, t.collaboration_found, t.found_via, t.is_reel, t.hashtags_present,
         coalesce((SELECT array_agg(x) FROM json_array_elements_text(t.missing) x), '{}'),
         t.mention_present, t.posted_in_window, t.posted_at, t.passed, t.owner_matches
       FROM unnest($2::uuid[], $3::bool[], $4::text[], $5::bool[], $6::bool[], $7::json[], $8::bool[], $9::bool[],
                   $10::timestamptz[], $11::bool[], $12::bool[])
         AS t(submission_id, collaboration_found, found_via, is_reel, hashtags_present, missing, mention_present,
              posted_in_window, posted_at, passed, owner_matches)
       JOIN submissions s ON s.id = t.submission_id AND s.status = 'pending'
       ON CONFLICT (submission_id) DO UPDATE SET
         cycle_id = excluded.cycle_id, checked_at = now(), collaboration_found = excluded.collaboration_found,
         found_via = excluded.found_via, is_reel = excluded.is_reel, hashtags_present = excluded.hashtags_present,
         missing_hashtags = excluded.missing_hashtags, mention_present = excluded.mention_present,
         posted_in_window = excluded.posted_in_window, posted_at = excluded.posted_at, passed = excluded.passed,
         owner_matches = excluded.owner_matches`,
      [
        cycleId,
        c.map((x) => x.submissionId),
        c.map((x) => x.collaborationFound),
        c.map((x) => x.foundVia),
        c.map((x) => x.isReel),
        c.map((x) => x.hashtagsPresent),
        c.map((x) => JSON.stringify(x.missingHashtags)),
        c.map((x) => x.mentionPresent),
        c.map((x) => x.postedInWindow),
        c.map((x) => x.postedAt),
        c.map((x) => x.passed),
        c.map((x) => x.ownerMatches),
      ],
    );
  }

  /**
   * A page of pending invitations, each matched to an entry: by the Graph id when the post is known, else to
   * the one pending entry of the participant whose handle sent it (several: ambiguous, left unmatched). The
   * last page of a listing drops the invitations it no longer lists (accepted elsewhere, or withdrawn).
   */
  private async storeInvitations(manager: EntityManager, page: ProviderPage): Promise<void> {
    if (page.acceptedInvitations?.length) {
      await manager.query(`UPDATE collab_invitations SET accepted_at = now() WHERE media_id = ANY($1)`, [
        page.acceptedInvitations,
      ]);
    }
    const listing = page.invitations;
    if (!listing) return;
    const i = listing.items;
    if (i.length) {
      await manager.query(
        `INSERT INTO collab_invitations (media_id, owner_username, caption, submission_id, listed_at)
         SELECT v.media_id, v.owner, v.caption, coalesce(
             (SELECT s.id FROM submissions s WHERE s.ig_media_id = v.media_id AND s.${FOLLOWED} LIMIT 1),
             (SELECT (array_agg(s.id))[1] FROM submissions s JOIN participants p ON p.id = s.participant_id
               WHERE s.status = 'pending' AND s.ig_media_id IS NULL
                 AND coalesce(p.instagram_proven_username, p.instagram_handle) = lower(v.owner)
              HAVING count(*) = 1)),
           now()
         FROM unnest($1::text[], $2::text[], $3::text[]) AS v(media_id, owner, caption)
         ON CONFLICT (media_id) DO UPDATE SET owner_username = excluded.owner_username, caption = excluded.caption,
           submission_id = excluded.submission_id, listed_at = excluded.listed_at`,
        [i.map((x) => x.mediaId), i.map((x) => x.ownerUsername), i.map((x) => x.caption)],
      );
    }
    if (listing.complete) {
      await manager.query(`DELETE FROM collab_invitations WHERE accepted_at IS NULL AND listed_at < $1`, [
        listing.listedFrom,
      ]);
      await manager.query(`UPDATE metrics_source_state SET invitations_listed_at = $1 WHERE id = 1`, [
        listing.listedFrom,
      ]);
    }
  }

  /** Whether business discovery could read each account asked about (personal accounts cannot). */
  private async storeAccounts(manager: EntityManager, page: ProviderPage): Promise<void> {
    const a = page.accounts ?? [];
    if (!a.length) return;
    await manager.query(
      `INSERT INTO instagram_accounts (username, readable, reason)
       SELECT * FROM unnest($1::text[], $2::bool[], $3::text[])
       ON CONFLICT (username) DO UPDATE SET readable = excluded.readable, reason = excluded.reason, checked_at = now()`,
      [a.map((x) => x.username), a.map((x) => x.readable), a.map((x) => x.reason)],
    );
  }

  /** End of the collaborations scan: pending entries it did not list are not accepted collaborations. */
  private async recordNotFound(manager: EntityManager, cycleId: string): Promise<void> {
    await manager.query(
      `INSERT INTO submission_auto_checks (submission_id, cycle_id, collaboration_found, passed)
       SELECT s.id, $1, false, false FROM submissions s
       WHERE s.status = 'pending' AND NOT EXISTS (
         SELECT 1 FROM metric_samples ms
         WHERE ms.cycle_id = $1 AND ms.submission_id = s.id AND ms.source = 'collaborative_media')
       ON CONFLICT (submission_id) DO UPDATE SET
         cycle_id = excluded.cycle_id, checked_at = now(), collaboration_found = false, found_via = NULL,
         is_reel = NULL, hashtags_present = NULL, missing_hashtags = '{}', mention_present = NULL,
         posted_in_window = NULL, posted_at = NULL, owner_matches = NULL, passed = false`,
      [cycleId],
    );
  }

  /**
   * Gives the cycle up for now (throttled, failing, or the worker stopping): it stays running, with its
   * cursor, for any worker to resume. A counted failure that reaches `maxFailures` ends it as failed.
   */
  async releaseCycle(
    cycleId: string,
    owner: string,
    error: string | null,
    failure: { count: boolean; maxFailures: number } = { count: false, maxFailures: Infinity },
  ): Promise<{ failedAttempts: number; failed: boolean }> {
    const [rows] = await this.dataSource.query<RowsAndCount<Pick<RefreshCycleRow, 'failed_attempts' | 'status'>>>(
      `UPDATE metric_refresh_cycles
       SET lease_owner = NULL, lease_expires_at = NULL, error = $3, updated_at = now(),
           failed_attempts = failed_attempts + $4::int,
           status = CASE WHEN failed_attempts + $4::int >= $5 THEN 'failed' ELSE status END,
           finished_at = CASE WHEN failed_attempts + $4::int >= $5 THEN now() END
       WHERE id = $1 AND lease_owner = $2 AND status = 'running' RETURNING failed_attempts, status`,
      [
        cycleId,
        owner,
        error,
        failure.count ? 1 : 0,
        Number.isFinite(failure.maxFailures) ? failure.maxFailures : 2 ** 31 - 1,
      ],
    );
    if (!rows.length) return { failedAttempts: 0, failed: false };
    return { failedAttempts: Number(rows[0].failed_attempts), failed: rows[0].status === 'failed' };
  }

  async failCycle(cycleId: string, owner: string, error: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE metric_refresh_cycles
       SET status = 'failed', error = $3, finished_at = now(), lease_owner = NULL, lease_expires_at = NULL, updated_at = now()
       WHERE id = $1 AND lease_owner = $2 AND status = 'running'`,
      [cycleId, owner, error],
    );
  }

  async sourceState(): Promise<SourceState> {
    const [row] = await this.dataSource.query<SourceStateRow[]>(`SELECT * FROM metrics_source_state WHERE id = 1`);
    return {
      status: row.status,
      reason: row.reason,
      tokenFingerprint: row.token_fingerprint,
      throttledUntil: row.throttled_until,
      consecutiveThrottles: Number(row.consecutive_throttles),
      usagePercent: row.usage_percent === null ? null : Number(row.usage_percent),
      lastSuccessAt: row.last_success_at,
    };
  }

  async recordThrottle(until: Date, consecutiveThrottles: number, usagePercent: number | null): Promise<void> {
    await this.dataSource.query(
      `UPDATE metrics_source_state
       SET throttled_until = $1, consecutive_throttles = $2, usage_percent = coalesce($3, usage_percent), updated_at = now()
       WHERE id = 1`,
      [until, consecutiveThrottles, usagePercent === null ? null : Math.round(usagePercent)],
    );
  }

  /** The source refused the token or a permission: written in the caller's transaction, with its alert. */
  async recordSourceFailure(
    manager: EntityManager,
    status: 'token_rejected' | 'permission_missing',
    reason: string,
    tokenFingerprint: string | null,
  ): Promise<void> {
    await manager.query(
      `UPDATE metrics_source_state SET status = $1, reason = $2, token_fingerprint = $3, updated_at = now()
       WHERE id = 1`,
      [status, reason, tokenFingerprint],
    );
  }

  /**
   * The worker's findings on entries (auto-checks, account readability, their latest Collab invitation), and
   * whether invitations were listed `reminderMs` after the entry was made. Like the refresh cycle, it joins the
   * entries' and participants' tables directly: one indexed query per list.
   */
  standings(ids: string[], reminderMs: number): Promise<StandingRow[]> {
    return this.dataSource.query<StandingRow[]>(
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
      [ids, reminderMs],
    );
  }
}
