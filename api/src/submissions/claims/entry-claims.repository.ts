import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { RowsAndCount } from '../../common/database/rows-and-count';
import type { ListQuery, Page } from '../../console/simple-rest/list-query';
import { SqlConditions } from '../../console/simple-rest/sql-builder';
import type { SubmissionStatus } from '../../contest/submission-statuses';

export const CLAIM_KINDS = ['post', 'account'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];
export const CLAIM_STATUSES = ['open', 'transferred', 'dismissed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export interface ClaimFilter {
  id: string[];
  status: ClaimStatus[];
  kind: ClaimKind[];
  submissionId: string[];
  claimantId: string[];
}

/** Sortable names to SQL: the whitelist is the only way a sort reaches the query. */
export const CLAIM_SORT_COLUMNS: Record<string, string> = {
  id: 'c.id',
  createdAt: 'c.created_at',
  lastAttemptAt: 'c.last_attempt_at',
  status: 'c.status',
  kind: 'c.kind',
};

/** A claim with what its proof is worked out from (the post as the worker last read it, both people's codes). */
export interface ClaimFacts {
  id: string;
  kind: ClaimKind;
  status: ClaimStatus;
  username: string | null;
  attempts: number;
  createdAt: Date;
  lastAttemptAt: Date;
  resolvedBy: string | null;
  resolvedAt: Date | null;
  submissionId: string;
  instagramUrl: string;
  roundId: number;
  entryStatus: SubmissionStatus;
  caption: string | null;
  ownerUsername: string | null;
  entrantId: string;
  entrantName: string | null;
  entrantHandle: string | null;
  entrantCode: string;
  entrantProvenUsername: string | null;
  claimantId: string;
  claimantName: string | null;
  claimantHandle: string | null;
  claimantCode: string;
  claimantProvenUsername: string | null;
}

const SELECT = `
  SELECT c.id, c.kind, c.status, c.username, c.attempts, c.created_at AS "createdAt",
         c.last_attempt_at AS "lastAttemptAt", c.resolved_by AS "resolvedBy", c.resolved_at AS "resolvedAt",
         s.id AS "submissionId", s.instagram_url AS "instagramUrl", s.round_id AS "roundId",
         s.status AS "entryStatus", s.ig_caption AS caption, s.ig_username AS "ownerUsername",
         e.id AS "entrantId", e.name AS "entrantName", e.instagram_handle AS "entrantHandle",
         e.ownership_code AS "entrantCode", e.instagram_proven_username AS "entrantProvenUsername",
         q.id AS "claimantId", q.name AS "claimantName", q.instagram_handle AS "claimantHandle",
         q.ownership_code AS "claimantCode", q.instagram_proven_username AS "claimantProvenUsername"`;

const FROM = `
  FROM entry_claims c
  JOIN submissions s ON s.id = c.submission_id
  JOIN participants e ON e.id = s.participant_id
  JOIN participants q ON q.id = c.claimant_id`;

/**
 * The SQL of claims on entries: a participant's attempt to enter a post someone else entered, and a second
 * participant proving an account another already proved (stored by the metrics worker). Resolving one writes
 * every change in one transaction, each guarded so a concurrent resolution changes nothing.
 */
@Injectable()
export class EntryClaimsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Records (or refreshes) the participant's claim on the live entry holding the post, unless that entry is
   * their own (null: a plain duplicate). Returns the claim's id and the claimant's ownership code.
   */
  async recordPostClaim(
    participantId: string,
    shortcode: string,
  ): Promise<{ claimId: string; ownershipCode: string } | null> {
    const [row] = await this.dataSource.query<Array<{ claimId: string; ownershipCode: string }>>(
      `INSERT INTO entry_claims AS c (kind, submission_id, claimant_id)
       SELECT 'post', s.id, $1 FROM submissions s
        WHERE s.shortcode = $2 AND s.status <> 'rejected' AND s.participant_id <> $1
       ON CONFLICT (submission_id, claimant_id, kind) DO UPDATE
         SET attempts = c.attempts + 1, last_attempt_at = now(),
             -- Trying again after a dismissal asks the organisers to look again (the caption may hold the code now).
             status = CASE WHEN c.status = 'dismissed' THEN 'open' ELSE c.status END,
             resolved_by = CASE WHEN c.status = 'dismissed' THEN NULL ELSE c.resolved_by END,
             resolved_at = CASE WHEN c.status = 'dismissed' THEN NULL ELSE c.resolved_at END
       RETURNING c.id AS "claimId", (SELECT ownership_code FROM participants WHERE id = $1) AS "ownershipCode"`,
      [participantId, shortcode],
    );
    return row ?? null;
  }

  async list(query: ListQuery<ClaimFilter>): Promise<Page<ClaimFacts>> {
    const { filter } = query;
    const where = new SqlConditions();
    if (filter.id) where.add((bind) => `c.id = ANY(${bind(filter.id)}::uuid[])`);
    if (filter.status) where.add((bind) => `c.status = ANY(${bind(filter.status)})`);
    if (filter.kind) where.add((bind) => `c.kind = ANY(${bind(filter.kind)})`);
    if (filter.submissionId) where.add((bind) => `c.submission_id = ANY(${bind(filter.submissionId)}::uuid[])`);
    if (filter.claimantId) where.add((bind) => `c.claimant_id = ANY(${bind(filter.claimantId)}::uuid[])`);
    const countParams = [...where.params];
    const order = `${CLAIM_SORT_COLUMNS[query.sort.field]} ${query.sort.order}, c.id`;
    const page = `LIMIT ${where.bind(query.limit)} OFFSET ${where.bind(query.offset)}`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<ClaimFacts[]>(`${SELECT} ${FROM} ${where.where} ORDER BY ${order} ${page}`, where.params),
      this.dataSource.query<Array<{ total: number }>>(
        `SELECT count(*)::int AS total ${FROM} ${where.where}`,
        countParams,
      ),
    ]);
    return { rows, total };
  }

  /** The participant's own claims, for their data export: the posts they claimed and what became of it. */
  claimsBy(participantId: string) {
    return this.dataSource.query<
      Array<{ kind: ClaimKind; instagramUrl: string; status: ClaimStatus; createdAt: Date; resolvedAt: Date | null }>
    >(
      `SELECT c.kind, s.instagram_url AS "instagramUrl", c.status, c.created_at AS "createdAt",
              c.resolved_at AS "resolvedAt"
         FROM entry_claims c JOIN submissions s ON s.id = c.submission_id
        WHERE c.claimant_id = $1 ORDER BY c.created_at`,
      [participantId],
    );
  }

  async get(id: string): Promise<ClaimFacts | null> {
    const [row] = await this.dataSource.query<ClaimFacts[]>(`${SELECT} ${FROM} WHERE c.id = $1`, [id]);
    return row ?? null;
  }

  /** Closes an open claim; false when it was no longer open. */
  async close(manager: EntityManager, id: string, status: Exclude<ClaimStatus, 'open'>, actorId: string) {
    const [, affected] = await manager.query<RowsAndCount>(
      `UPDATE entry_claims SET status = $2, resolved_by = $3, resolved_at = now() WHERE id = $1 AND status = 'open'`,
      [id, status, actorId],
    );
    return affected > 0;
  }

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * The claimant's live entries in a round, their row locked first so a concurrent entry of theirs (which
   * locks the same row in `enter_submission`) cannot slip past the limit.
   */
  async liveEntriesLocked(manager: EntityManager, participantId: string, roundId: number): Promise<number> {
    await manager.query(`SELECT 1 FROM participants WHERE id = $1 FOR NO KEY UPDATE`, [participantId]);
    const [{ n }] = await manager.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM submissions WHERE participant_id = $1 AND round_id = $2 AND status <> 'rejected'`,
      [participantId, roundId],
    );
    return n;
  }

  /**
   * Hands the entry to the claimant, if it still belongs to `from`: its checks are dropped (the worker checks
   * it again for its new entrant in the next cycle). False when the entry changed hands meanwhile.
   */
  async moveEntry(manager: EntityManager, submissionId: string, from: string, to: string): Promise<boolean> {
    const [, affected] = await manager.query<RowsAndCount>(
      `UPDATE submissions SET participant_id = $3, updated_at = now() WHERE id = $1 AND participant_id = $2`,
      [submissionId, from, to],
    );
    if (affected === 0) return false;
    await manager.query(`DELETE FROM submission_auto_checks WHERE submission_id = $1`, [submissionId]);
    return true;
  }

  /**
   * Makes `username` the participant's proven account, taking it from whoever else held it (`from`). Not moved
   * when the participant holds another account already.
   */
  async moveAccount(
    manager: EntityManager,
    participantId: string,
    username: string,
  ): Promise<{ moved: boolean; from: string | null }> {
    const [held] = await manager.query<RowsAndCount<{ id: string }>>(
      `UPDATE participants SET instagram_proven_username = NULL, instagram_proven_at = NULL
        WHERE instagram_proven_username = $1 AND id <> $2
        RETURNING id`,
      [username, participantId],
    );
    const [, affected] = await manager.query<RowsAndCount>(
      `UPDATE participants SET instagram_proven_username = $2, instagram_proven_at = now(), instagram_handle = $2
        WHERE id = $1 AND (instagram_proven_username IS NULL OR instagram_proven_username = $2)`,
      [participantId, username],
    );
    return { moved: affected > 0, from: held[0]?.id ?? null };
  }
}
