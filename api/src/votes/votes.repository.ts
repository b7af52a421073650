import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DISPLAY_NAME } from '../leaderboard/leaderboard.repository';

export type CastOutcome =
  | 'accepted'
  | 'account_blocked'
  | 'voter_unverified'
  | 'not_found'
  | 'own_entry'
  | 'voting_closed'
  | 'already_voted'
  | 'vote_limit_reached';

/** What anyone may read of a public (verified) entry, before its rank and figures are added. */
export interface PublicEntryRow {
  id: string;
  instagram_url: string;
  category: string;
  created_at: Date;
  creator_category: string | null;
  state_province: string | null;
  display_name: string;
  voting_round_id: number | null;
  voting_ends_at: Date | null;
  voting_round_votes: number;
}

export interface CastResult {
  outcome: CastOutcome;
  votes: number | null;
  nextVoteAt: Date | null;
}

/** The votes domain's SQL. Casting is one call of the `cast_vote` function (see its migration). */
@Injectable()
export class VotesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async cast(voterId: string, submissionId: string, now: Date, clientIp: string | null): Promise<CastResult> {
    const [row] = await this.dataSource.query(
      `SELECT outcome, votes, next_vote_at FROM cast_vote($1, $2, $3, $4::inet)`,
      [voterId, submissionId, now, clientIp],
    );
    return { outcome: row.outcome, votes: row.votes, nextVoteAt: row.next_vote_at };
  }

  /** A verified entry of a participant who is not blocked, with the round it can be voted for in now. */
  async publicEntry(submissionId: string, now: Date): Promise<PublicEntryRow | null> {
    const [row] = await this.dataSource.query(
      `SELECT s.id, s.instagram_url, s.category, s.created_at, p.creator_category, p.state_province,
              ${DISPLAY_NAME} AS display_name, r.id AS voting_round_id, r.ends_at AS voting_ends_at,
              coalesce(c.votes, 0) AS voting_round_votes
         FROM submissions s
         JOIN participants p ON p.id = s.participant_id AND p.blocked_at IS NULL
         LEFT JOIN LATERAL voting_round(s.id, $2) r ON true
         LEFT JOIN submission_votes c ON c.submission_id = s.id AND c.round_id = r.id
        WHERE s.id = $1 AND s.status = 'verified'`,
      [submissionId, now],
    );
    return row ?? null;
  }

  /** The participant's votes, for their data export. */
  exportFor(participantId: string): Promise<unknown[]> {
    return this.dataSource.query(
      `SELECT submission_id AS "submissionId", round_id AS "roundId", created_at AS "votedAt",
              voided_at AS "voidedAt", void_reason AS "voidReason"
         FROM votes WHERE voter_id = $1 ORDER BY created_at`,
      [participantId],
    );
  }

  /**
   * Before an account is erased: its votes in rounds whose voting has not closed leave the counts and are
   * deleted; votes in closed rounds stay as anonymous rows (voter_id SET NULL by the foreign key), so frozen
   * counts and results do not change; their client address goes now.
   */
  async eraseVotes(participantId: string, now: Date, manager: EntityManager): Promise<void> {
    await manager.query(
      `WITH gone AS (
         DELETE FROM votes v USING rounds r
          WHERE v.voter_id = $1 AND r.id = v.round_id AND (r.ends_at IS NULL OR r.ends_at >= $2)
         RETURNING v.submission_id, v.round_id, v.voided_at
       ), counted AS (
         SELECT submission_id, round_id, count(*)::int AS n FROM gone WHERE voided_at IS NULL
          GROUP BY submission_id, round_id
       )
       UPDATE submission_votes c SET votes = c.votes - counted.n
         FROM counted WHERE c.submission_id = counted.submission_id AND c.round_id = counted.round_id`,
      [participantId, now],
    );
    await manager.query(`UPDATE votes SET client_ip = NULL WHERE voter_id = $1`, [participantId]);
  }
}
