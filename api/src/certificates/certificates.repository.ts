import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { SiteLanguage } from '../common/languages';
import type { ListQuery, Page } from '../console/simple-rest/list-query';
import { SqlConditions } from '../console/simple-rest/sql-builder';

export const CERTIFICATE_KINDS = ['participation', 'round_advanced', 'winner'] as const;
/**
 * What a certificate certifies: taking part in the first round; going through from `round` to the next one (its
 * organisers' label, e.g. "Top 500", names the stage); or a place among the final's prizes.
 */
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/** Why a certificate no longer verifies, worked out when it is read. */
export const REVOCATION_CAUSES = ['revoked_by_organisers', 'entry_disqualified', 'results_unpublished'] as const;
export type RevocationCause = (typeof REVOCATION_CAUSES)[number];

/** A certificate as stored, with what its verification depends on today. */
export interface CertificateFacts {
  code: string;
  participantId: string;
  submissionId: string | null;
  kind: CertificateKind;
  roundId: number;
  place: number | null;
  holderName: string;
  /** The holder's language (their profile's), which decides the certificate's second language. */
  holderLanguage: SiteLanguage;
  issuedAt: Date;
  revokedAt: Date | null;
  revokeReason: string | null;
  replacedBy: string | null;
  /** Null while it verifies. */
  revocation: RevocationCause | null;
}

export interface CertificateFilter {
  kind: CertificateKind[];
  roundId: number[];
  participantId: string[];
  status: Array<'valid' | 'revoked'>;
  code: string[];
}

/** Sortable names to SQL (over the list's view `v`): the whitelist is the only way a sort reaches the query. */
export const CERTIFICATE_SORT_COLUMNS: Record<string, string> = {
  id: 'v.code',
  issuedAt: 'v."issuedAt"',
  kind: 'v.kind',
  roundId: 'v."roundId"',
  holderName: 'v."holderName"',
};

/** A round whose results are public now, and whether it is the final (it promotes nobody). */
export interface PublicRound {
  id: number;
  final: boolean;
  first: boolean;
}

/** A line of a round's ranking, as the issuing sweep walks it: by rank, then holder. */
export interface RankingKey {
  rank: number;
  participantId: string;
}

/** A certificate just issued: who holds it and for what. */
export interface IssuedCertificate {
  code: string;
  participantId: string;
  kind: CertificateKind;
  roundId: number;
  place: number | null;
  /** The holder's language, which their message names the achievement in. */
  holderLanguage: SiteLanguage;
}

/** The public rule for a round's results, over `round_publications rp`. */
const PUBLIC_NOW = `(rp.embargo_until IS NULL OR rp.embargo_until <= now())`;

const SELECT = `SELECT c.code, c.participant_id AS "participantId", c.submission_id AS "submissionId", c.kind,
       c.round_id AS "roundId", c.place, c.holder_name AS "holderName", h.language AS "holderLanguage",
       c.issued_at AS "issuedAt",
       c.revoked_at AS "revokedAt", c.revoke_reason AS "revokeReason", c.replaced_by AS "replacedBy",
       CASE WHEN c.revoked_at IS NOT NULL THEN 'revoked_by_organisers'
            WHEN s.status IN ('rejected', 'disqualified') THEN 'entry_disqualified'
            WHEN NOT EXISTS (SELECT 1 FROM round_publications rp WHERE rp.round_id = c.round_id AND ${PUBLIC_NOW})
              THEN 'results_unpublished'
       END AS revocation`;
const FROM = `FROM certificates c JOIN participants h ON h.id = c.participant_id
  LEFT JOIN submissions s ON s.id = c.submission_id`;

@Injectable()
export class CertificatesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Rounds whose results are public now (published, embargo past), in order; only `roundId` if given. */
  publicRounds(roundId: number | null = null): Promise<PublicRound[]> {
    return this.dataSource.query(
      `SELECT r.id, r.advance_count IS NULL AS final, r.id = (SELECT min(id) FROM rounds) AS first
         FROM round_publications rp JOIN rounds r ON r.id = rp.round_id
        WHERE ${PUBLIC_NOW} AND ($1::smallint IS NULL OR r.id = $1) ORDER BY r.id`,
      [roundId],
    );
  }

  /**
   * Issues the certificates of `kind` earned by the next `limit` lines of public round `roundId`'s ranking after
   * `after` (rank order; null: from the top) that earn that kind (every line for participation, the advanced ones,
   * the final's first `winners`), to creators who have never held one of that kind and round (a revoked one
   * counts: the organisers' revocation stands). Entries still verified, holders not blocked and named. Concurrent
   * sweeps skip each other's rows (ON CONFLICT on the live-certificate index).
   * The lines are taken in windows of those that earn the kind (the planner folds the CASE on the kind: the
   * winners' window is a range of the rank index, a stage's holds only advanced lines), and the "never held" check
   * is a look-up per line (`OFFSET 0` keeps it one): a join against the whole table, planned from statistics
   * taken while it was still empty, made every batch scan every certificate issued before it. For the same
   * reason each holder's language reaches the new rows through a look-up object, not a join of `issued` with
   * `earned`: the planner guesses a row or two for each and nests loops, a thousand by a thousand.
   */
  async issueBatch(
    manager: EntityManager,
    batch: { roundId: number; kind: CertificateKind; limit: number; winners: number; after: RankingKey | null },
  ): Promise<{ lines: number; last: RankingKey | null; issued: IssuedCertificate[] }> {
    const [row] = await manager.query<
      Array<{ lines: number; lastRank: number | null; lastParticipant: string | null; issued: IssuedCertificate[] }>
    >(
      `WITH lines AS (
         SELECT rs.participant_id, rs.submission_id, rs.rank, p.name, p.blocked_at, p.language
           FROM round_standings rs
           JOIN round_publications rp ON rp.round_id = rs.round_id AND ${PUBLIC_NOW}
           JOIN participants p ON p.id = rs.participant_id
          WHERE rs.round_id = $1 AND (rs.rank, rs.participant_id) > ($5::int, $6::uuid)
            AND CASE $2::varchar WHEN 'participation' THEN TRUE WHEN 'round_advanced' THEN rs.advanced
                                 ELSE rs.rank <= $3::int END
          ORDER BY rs.rank, rs.participant_id
          LIMIT $4
       ), earned AS (
         SELECT l.* FROM lines l
           JOIN submissions s ON s.id = l.submission_id AND s.status = 'verified'
          WHERE l.blocked_at IS NULL AND l.name IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM certificates c
                             WHERE c.participant_id = l.participant_id AND c.kind = $2::varchar AND c.round_id = $1
                            OFFSET 0)
       ), issued AS (
         INSERT INTO certificates (participant_id, submission_id, kind, round_id, place, holder_name)
         SELECT participant_id, submission_id, $2::varchar, $1, CASE WHEN $2::varchar = 'winner' THEN rank END, name
           FROM earned ORDER BY rank, participant_id
         ON CONFLICT DO NOTHING
         RETURNING code, participant_id, submission_id, kind, round_id, place
       ), languages AS (SELECT jsonb_object_agg(submission_id, language) AS by_entry FROM earned),
       last AS (SELECT rank, participant_id FROM lines ORDER BY rank DESC, participant_id DESC LIMIT 1)
       SELECT (SELECT count(*)::int FROM lines) AS lines,
              (SELECT rank FROM last) AS "lastRank", (SELECT participant_id FROM last) AS "lastParticipant",
              coalesce((SELECT json_agg(json_build_object('code', code, 'participantId', participant_id, 'kind', kind,
                                                          'roundId', round_id, 'place', place, 'holderLanguage',
                                                          (SELECT by_entry FROM languages) ->> submission_id::text))
                          FROM issued), '[]'::json) AS issued`,
      [
        batch.roundId,
        batch.kind,
        batch.winners,
        batch.limit,
        batch.after?.rank ?? 0,
        batch.after?.participantId ?? '00000000-0000-0000-0000-000000000000',
      ],
    );
    return {
      lines: row.lines,
      last: row.lastRank === null ? null : { rank: row.lastRank, participantId: row.lastParticipant! },
      issued: row.issued,
    };
  }

  async byCode(code: string, manager: EntityManager = this.dataSource.manager): Promise<CertificateFacts | null> {
    const [row] = await manager.query<CertificateFacts[]>(`${SELECT} ${FROM} WHERE c.code = $1`, [code]);
    return row ?? null;
  }

  /** The row locked for a change (revoke, reissue): two organisers at once act one after the other. */
  async lock(manager: EntityManager, code: string): Promise<void> {
    await manager.query(`SELECT 1 FROM certificates WHERE code = $1 FOR UPDATE`, [code]);
  }

  /** A holder's certificates, newest round first; revoked ones included (the list says so). */
  held(participantId: string): Promise<CertificateFacts[]> {
    return this.dataSource.query(
      `${SELECT} ${FROM} WHERE c.participant_id = $1 ORDER BY c.round_id DESC, c.kind, c.issued_at DESC`,
      [participantId],
    );
  }

  /** The console's list; its status filter is the one the public sees (a disqualified entry's shows revoked). */
  async list(query: ListQuery<CertificateFilter>): Promise<Page<CertificateFacts>> {
    const { filter } = query;
    const where = new SqlConditions();
    if (filter.code) where.add((bind) => `v.code = ANY(${bind(filter.code)})`);
    if (filter.kind) where.add((bind) => `v.kind = ANY(${bind(filter.kind)})`);
    if (filter.roundId) where.add((bind) => `v."roundId" = ANY(${bind(filter.roundId)}::smallint[])`);
    if (filter.participantId) where.add((bind) => `v."participantId" = ANY(${bind(filter.participantId)}::uuid[])`);
    const statuses = filter.status ?? [];
    if (statuses.length === 1) where.add(() => `v.revocation IS ${statuses[0] === 'revoked' ? 'NOT ' : ''}NULL`);
    const countParams = [...where.params];
    const order = `${CERTIFICATE_SORT_COLUMNS[query.sort.field]} ${query.sort.order}, v.code`;
    const page = `LIMIT ${where.bind(query.limit)} OFFSET ${where.bind(query.offset)}`;
    const view = `(${SELECT} ${FROM}) v`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<CertificateFacts[]>(
        `SELECT v.* FROM ${view} ${where.where} ORDER BY ${order} ${page}`,
        where.params,
      ),
      this.dataSource.query<Array<{ total: number }>>(
        `SELECT count(*)::int AS total FROM ${view} ${where.where}`,
        countParams,
      ),
    ]);
    return { rows, total };
  }

  async revoke(manager: EntityManager, code: string, reason: string): Promise<void> {
    await manager.query(`UPDATE certificates SET revoked_at = now(), revoke_reason = $2 WHERE code = $1`, [
      code,
      reason,
    ]);
  }

  /** A new certificate for what `code` certified, under the holder's current profile name; `code` points at it. */
  async replace(manager: EntityManager, code: string): Promise<string> {
    const [{ code: replacement }] = await manager.query<Array<{ code: string }>>(
      `INSERT INTO certificates (participant_id, submission_id, kind, round_id, place, holder_name)
       SELECT c.participant_id, c.submission_id, c.kind, c.round_id, c.place, coalesce(p.name, c.holder_name)
         FROM certificates c JOIN participants p ON p.id = c.participant_id
        WHERE c.code = $1
       RETURNING code`,
      [code],
    );
    await manager.query(`UPDATE certificates SET replaced_by = $2 WHERE code = $1`, [code, replacement]);
    return replacement;
  }
}
