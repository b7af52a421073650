import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { inContest } from '../contest/contest.repository';
import { DISPLAY_NAME } from '../leaderboard/leaderboard.repository';
import type { VoteReviewDto } from './votes.dto';

/** This file's queries name an entry `s` and its creator `p`. */
const ENTRY_IN_CONTEST = inContest({ entry: 's', creator: 'p' });

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
  /** The live count of the round being voted on; when none is, the final count of its last voted round. */
  votes: number;
}

/** What `cast_votes` answers for each vote (its `votes` column is an int). */
interface CastRow {
  outcome: CastOutcome;
  votes: number | null;
  next_vote_at: Date | null;
}

/** An entry's vote counts for the review, each cast to int. */
interface ReviewTotalsRow {
  counted: number;
  voided: number;
  flagged: number;
  new_account: number;
  same_address: number;
  burst: number;
}

interface TimelineRow {
  hour: Date;
  votes: number;
  voided: number;
  flagged: number;
  burst: boolean;
}

/** One vote as the participant's data export lists it. */
interface VoteExportRow {
  submissionId: string;
  roundId: number;
  votedAt: Date;
  voidedAt: Date | null;
  voidReason: string | null;
}

export interface CastResult {
  outcome: CastOutcome;
  votes: number | null;
  nextVoteAt: Date | null;
}

/** Fraud signals (README "Voting"): never a reason to drop a vote by themselves, only to show it. */
export const NEW_ACCOUNT_HOURS = 24;
export const SAME_ADDRESS_PER_HOUR = 20;
export const BURST_MIN_VOTES = 50;
export const BURST_FACTOR = 5;

/**
 * Every vote of entry $1 with its flags: `new_account` (the voter's account was made less than a day before),
 * `same_address` (one of SAME_ADDRESS_PER_HOUR or more votes for this entry from one address in that hour; an
 * IPv6 address counts by its /64, as clientNetworkKey keys every per-address limit),
 * `burst` (its hour counted more than BURST_FACTOR times the entry's hourly average of the previous 24 hours,
 * and at least BURST_MIN_VOTES). Columns: id, round_id, voter_id, created_at, voided_at, hour, flagged, and
 * the three flags.
 */
const FLAGGED_VOTES = `
  WITH v AS (
    SELECT v.id, v.round_id, v.voter_id, v.created_at, v.voided_at,
           CASE WHEN family(v.client_ip) = 6 AND NOT v.client_ip << '::ffff:0.0.0.0/96'::inet
                THEN network(set_masklen(v.client_ip, 64))::text ELSE host(v.client_ip) END AS client_network,
           date_trunc('hour', v.created_at) AS hour,
           coalesce(p.created_at > v.created_at - interval '${NEW_ACCOUNT_HOURS} hours', false) AS new_account
      FROM votes v LEFT JOIN participants p ON p.id = v.voter_id
     WHERE v.submission_id = $1
  ), hours AS (
    SELECT hour, count(*) AS n FROM v GROUP BY hour
  ), bursts AS (
    SELECT h.hour, h.n >= ${BURST_MIN_VOTES} AND h.n > ${BURST_FACTOR} * coalesce(
             (SELECT sum(e.n) FROM hours e WHERE e.hour >= h.hour - interval '24 hours' AND e.hour < h.hour), 0) / 24.0
           AS burst
      FROM hours h
  ), addresses AS (
    SELECT client_network, hour, count(*) AS n FROM v WHERE client_network IS NOT NULL GROUP BY client_network, hour
  )
  SELECT v.id, v.round_id, v.voter_id, v.created_at, v.voided_at, v.hour, v.new_account,
         coalesce(a.n >= ${SAME_ADDRESS_PER_HOUR}, false) AS same_address, b.burst,
         (v.new_account OR coalesce(a.n >= ${SAME_ADDRESS_PER_HOUR}, false) OR b.burst) AS flagged
    FROM v
    JOIN bursts b ON b.hour = v.hour
    LEFT JOIN addresses a ON a.client_network = v.client_network AND a.hour = v.hour`;

/** Which votes of one entry an organiser voids: one voter's, or the flagged ones of a time window. */
export type VoidSelection = { voterId: string } | { flaggedFrom: Date; flaggedTo: Date };

/** One vote to cast: who, for which entry, when (the time its rules are judged by) and from where. */
export interface VoteToCast {
  voterId: string;
  submissionId: string;
  at: Date;
  clientIp: string | null;
}

/** The votes domain's SQL. Casting is one call of the `cast_votes` function per batch (see its migration). */
@Injectable()
export class VotesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Casts the votes in one statement and one transaction; answers each vote's result, in the same order. */
  async castBatch(votes: VoteToCast[]): Promise<CastResult[]> {
    const rows = await this.dataSource.query<CastRow[]>(
      `SELECT outcome, votes, next_vote_at FROM cast_votes($1::uuid[], $2::uuid[], $3::timestamptz[], $4::inet[])`,
      [
        votes.map((vote) => vote.voterId),
        votes.map((vote) => vote.submissionId),
        votes.map((vote) => vote.at),
        votes.map((vote) => vote.clientIp),
      ],
    );
    return rows.map((row) => ({ outcome: row.outcome, votes: row.votes, nextVoteAt: row.next_vote_at }));
  }

  /** A verified entry of a participant who is not blocked, with the round it can be voted for in now. */
  async publicEntry(submissionId: string, now: Date): Promise<PublicEntryRow | null> {
    const [row] = await this.dataSource.query<PublicEntryRow[]>(
      `SELECT s.id, s.instagram_url, s.category, s.created_at, p.creator_category, p.state_province,
              ${DISPLAY_NAME} AS display_name, r.id AS voting_round_id, r.ends_at AS voting_ends_at,
              coalesce(c.votes, 0) AS votes
         FROM submissions s
         JOIN participants p ON p.id = s.participant_id
         LEFT JOIN LATERAL voting_round(s.id, $2) r ON true
         LEFT JOIN LATERAL (
           SELECT sv.votes FROM submission_votes sv
            WHERE sv.submission_id = s.id AND (r.id IS NULL OR sv.round_id = r.id)
            ORDER BY sv.round_id DESC LIMIT 1
         ) c ON true
        WHERE s.id = $1 AND ${ENTRY_IN_CONTEST}`,
      [submissionId, now],
    );
    return row ?? null;
  }

  /** The participant's votes, for their data export. */
  exportFor(participantId: string): Promise<unknown[]> {
    return this.dataSource.query<VoteExportRow[]>(
      `SELECT submission_id AS "submissionId", round_id AS "roundId", created_at AS "votedAt",
              voided_at AS "voidedAt", void_reason AS "voidReason"
         FROM votes WHERE voter_id = $1 ORDER BY created_at`,
      [participantId],
    );
  }

  /**
   * Before an account is erased: its votes in rounds whose voting has not closed (end date not passed, not
   * closed early from the console) leave the counts and are
   * deleted; votes in closed rounds stay as anonymous rows (voter_id SET NULL by the foreign key), so frozen
   * counts and results do not change; their client address goes now.
   */
  async eraseVotes(participantId: string, now: Date, manager: EntityManager): Promise<void> {
    await manager.query(
      `WITH gone AS (
         DELETE FROM votes v USING rounds r
          WHERE v.voter_id = $1 AND r.id = v.round_id AND (r.ends_at IS NULL OR r.ends_at >= $2)
            AND (r.closed_at IS NULL OR r.closed_at > $2)
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

  /** Whether entry $1 exists (any status). */
  async entryExists(submissionId: string): Promise<boolean> {
    const [entry] = await this.dataSource.query<unknown[]>(`SELECT 1 FROM submissions WHERE id = $1`, [submissionId]);
    return entry !== undefined;
  }

  /** Locks entry $1 for the rest of `manager`'s transaction, so its votes change one void at a time; false if none. */
  async lockEntry(submissionId: string, manager: EntityManager): Promise<boolean> {
    const [entry] = await manager.query<unknown[]>(`SELECT 1 FROM submissions WHERE id = $1 FOR UPDATE`, [
      submissionId,
    ]);
    return entry !== undefined;
  }

  /** An entry's votes for the console: totals, flags and the hourly timeline. */
  async review(submissionId: string): Promise<VoteReviewDto> {
    const [totals] = await this.dataSource.query<ReviewTotalsRow[]>(
      `SELECT count(*) FILTER (WHERE voided_at IS NULL)::int AS counted,
              count(*) FILTER (WHERE voided_at IS NOT NULL)::int AS voided,
              count(*) FILTER (WHERE voided_at IS NULL AND flagged)::int AS flagged,
              count(*) FILTER (WHERE voided_at IS NULL AND new_account)::int AS new_account,
              count(*) FILTER (WHERE voided_at IS NULL AND same_address)::int AS same_address,
              count(*) FILTER (WHERE voided_at IS NULL AND burst)::int AS burst
         FROM (${FLAGGED_VOTES}) f`,
      [submissionId],
    );
    const timeline = await this.dataSource.query<TimelineRow[]>(
      `SELECT hour, count(*) FILTER (WHERE voided_at IS NULL)::int AS votes,
              count(*) FILTER (WHERE voided_at IS NOT NULL)::int AS voided,
              count(*) FILTER (WHERE voided_at IS NULL AND flagged)::int AS flagged, bool_or(burst) AS burst
         FROM (${FLAGGED_VOTES}) f GROUP BY hour ORDER BY hour`,
      [submissionId],
    );
    return {
      counted: totals.counted,
      voided: totals.voided,
      flagged: totals.flagged,
      flaggedShare: totals.counted ? totals.flagged / totals.counted : 0,
      flags: { newAccount: totals.new_account, sameAddress: totals.same_address, burst: totals.burst },
      timeline: timeline.map((row) => ({
        hour: new Date(row.hour).toISOString(),
        votes: row.votes,
        voided: row.voided,
        flagged: row.flagged,
        burst: row.burst,
      })),
    };
  }

  /** Voids the selected counted votes of an entry and takes them out of its counts; answers how many. */
  async voidVotes(
    submissionId: string,
    selection: VoidSelection,
    reason: string,
    now: Date,
    manager: EntityManager,
  ): Promise<number> {
    const chosen =
      'voterId' in selection
        ? { sql: `SELECT id FROM votes WHERE submission_id = $1 AND voter_id = $2`, params: [selection.voterId] }
        : {
            sql: `SELECT id FROM (${FLAGGED_VOTES}) f WHERE flagged AND created_at >= $2 AND created_at < $3`,
            params: [selection.flaggedFrom, selection.flaggedTo],
          };
    const n = chosen.params.length + 2;
    // count(*) without a cast is a bigint, which pg returns as a string.
    const [row] = await manager.query<Array<{ voided: number; rounds: string }>>(
      `WITH voided AS (
         UPDATE votes SET voided_at = $${n}, void_reason = $${n + 1}
          WHERE voided_at IS NULL AND submission_id = $1 AND id IN (${chosen.sql})
         RETURNING round_id
       ), per_round AS (
         SELECT round_id, count(*)::int AS n FROM voided GROUP BY round_id
       ), counted AS (
         UPDATE submission_votes c SET votes = c.votes - per_round.n
           FROM per_round WHERE c.submission_id = $1 AND c.round_id = per_round.round_id
         RETURNING 1
       )
       SELECT (SELECT count(*)::int FROM voided) AS voided, (SELECT count(*) FROM counted) AS rounds`,
      [submissionId, ...chosen.params, now, reason],
    );
    return row.voided;
  }
}
