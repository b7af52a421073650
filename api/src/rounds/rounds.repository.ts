import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import type { RowsAndCount } from '../common/database/rows-and-count';
import { integers, ListQuery, ListSpec, Page } from '../console/simple-rest/list-query';
import { RoundAdvancement } from '../contest/round-advancement.entity';
import { RoundClosure } from '../contest/round-closure.entity';
import { Round } from '../contest/round.entity';
import { contending, inRound } from '../contest/contest.repository';
import { RANK_ORDER, scoredEntries } from '../leaderboard/ranking-rule';
import type { RankedEntryDto } from './round.dto';

export interface RoundFilter {
  id: number[];
}

export const ROUND_LIST: ListSpec<RoundFilter> = {
  sortable: ['id'],
  defaultSort: ['id', 'ASC'],
  filters: { id: integers(1, 4) },
};

/** A round as the console lists it: with its closure, if closed, and its entries counted. */
export interface RoundListing {
  round: Round;
  closure: RoundClosure | null;
  /** Entries of the round in the contest (verified, creator not blocked). */
  verifiedEntries: number;
  /** Entries of the round still awaiting verification, by creators not blocked. */
  pendingEntries: number;
  /** Entries promoted from it into the next round. */
  promoted: number;
}

/** A creator's best film of a round, as promotion ranks it. */
export type RankedFilm = Omit<RankedEntryDto, 'position'>;

/** What a closure records (the time is the database's). */
export type ClosureRecord = Pick<RoundClosure, 'roundId' | 'advanceCount' | 'method' | 'closedBy'>;

/** A promotion into a round: the entry, its place and score in the previous round's final ranking. */
export type Promotion = Pick<RoundAdvancement, 'submissionId' | 'position' | 'score'>;

// Namespace of the per-round advisory lock that makes closing (and reopening) a round happen once.
const CLOSE_LOCK = 7_243_502;

/** SQL condition (this file's aliases `s`, `p`) for an entry of round `round` awaiting verification, by a creator in the contest. */
const AWAITING_VERIFICATION = (round: string) =>
  `s.status = 'pending' AND p.blocked_at IS NULL AND ${inRound(round, 's')}`;

/**
 * Reads and writes of the round lifecycle: closures, promotions (round_advancements) and the counts and rankings
 * a close is decided on. Writes take the caller's transaction (transaction()); reads default to no transaction.
 */
@Injectable()
export class RoundsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** One page of rounds in id order, each with its closure and counts; the total counts every round matching. */
  async page(query: ListQuery<RoundFilter>): Promise<Page<RoundListing>> {
    const [rounds, total] = await this.dataSource.getRepository(Round).findAndCount({
      where: query.filter.id ? { id: In(query.filter.id) } : {},
      order: { id: query.sort.order },
      skip: query.offset,
      take: query.limit,
    });
    if (!rounds.length) return { rows: [], total };
    const ids = rounds.map((round) => round.id);
    const closures = await this.dataSource.getRepository(RoundClosure).findBy({ roundId: In(ids) });
    const counts = await this.dataSource.query<
      Array<{ round: number; verified: number; pending: number; promoted: number }>
    >(
      `SELECT r.id AS round,
              (SELECT count(*)::int FROM submissions s JOIN participants p ON p.id = s.participant_id
                WHERE ${contending('r.id', { entry: 's', creator: 'p' })}) AS verified,
              (SELECT count(*)::int FROM submissions s JOIN participants p ON p.id = s.participant_id
                WHERE ${AWAITING_VERIFICATION('r.id')}) AS pending,
              (SELECT count(*)::int FROM round_advancements ra WHERE ra.round_id = r.id + 1) AS promoted
         FROM rounds r
        WHERE r.id = ANY($1::int[])`,
      [ids],
    );
    return {
      rows: rounds.map((round) => {
        const count = counts.find((item) => item.round === round.id);
        return {
          round,
          closure: closures.find((item) => item.roundId === round.id) ?? null,
          verifiedEntries: count?.verified ?? 0,
          pendingEntries: count?.pending ?? 0,
          promoted: count?.promoted ?? 0,
        };
      }),
      total,
    };
  }

  /** Holds the round's close lock until the transaction ends: a concurrent close or reopen of it waits. */
  async lockRound(roundId: number, manager: EntityManager): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock($1, $2)`, [CLOSE_LOCK, roundId]);
  }

  closure(roundId: number, manager: EntityManager = this.dataSource.manager): Promise<RoundClosure | null> {
    return manager.getRepository(RoundClosure).findOneBy({ roundId });
  }

  async recordClosure(closure: ClosureRecord, manager: EntityManager): Promise<void> {
    await manager.getRepository(RoundClosure).insert(closure);
  }

  async deleteClosure(roundId: number, manager: EntityManager): Promise<void> {
    await manager.getRepository(RoundClosure).delete({ roundId });
  }

  async promote(roundId: number, promotions: Promotion[], manager: EntityManager): Promise<void> {
    if (!promotions.length) return;
    await manager.getRepository(RoundAdvancement).insert(promotions.map((promotion) => ({ roundId, ...promotion })));
  }

  /** Removes every promotion into the round; answers the entries that had been promoted. */
  async withdrawPromotions(roundId: number, manager: EntityManager): Promise<string[]> {
    const [rows] = await manager.query<RowsAndCount<{ submission_id: string }>>(
      `DELETE FROM round_advancements WHERE round_id = $1 RETURNING submission_id`,
      [roundId],
    );
    return rows.map((row) => row.submission_id);
  }

  /** Whether any juror is assigned an entry of the round. */
  async juryAssigned(roundId: number, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const [row] = await manager.query<unknown[]>(`SELECT 1 FROM jury_assignments WHERE round_id = $1 LIMIT 1`, [
      roundId,
    ]);
    return !!row;
  }

  async pendingEntries(roundId: number, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [{ pending }] = await manager.query<Array<{ pending: number }>>(
      `SELECT count(*)::int AS pending FROM submissions s JOIN participants p ON p.id = s.participant_id
        WHERE ${AWAITING_VERIFICATION('$1')}`,
      [roundId],
    );
    return pending;
  }

  /**
   * The first `limit` creators of a round ranked by the public board's rule (views and the round's votes blended
   * among the round's entries), each with their best film in the contest.
   */
  bestFilms(roundId: number, limit: number, manager: EntityManager = this.dataSource.manager): Promise<RankedFilm[]> {
    return manager.query<RankedFilm[]>(
      `SELECT id AS "submissionId", instagram_url AS "instagramUrl", author, views::float8 AS views, score
         FROM (SELECT DISTINCT ON (participant_id) *
                 FROM (${scoredEntries((aliases) => contending('$1', aliases), '$1')}) scored
                ORDER BY participant_id, ${RANK_ORDER}) best
        ORDER BY ${RANK_ORDER}
        LIMIT $2`,
      [roundId, limit],
    );
  }

  /** Creators with a film of the round in the contest. */
  async creatorsContending(roundId: number, manager: EntityManager = this.dataSource.manager): Promise<number> {
    const [{ total }] = await manager.query<Array<{ total: number }>>(
      `SELECT count(DISTINCT s.participant_id)::int AS total
         FROM submissions s JOIN participants p ON p.id = s.participant_id WHERE ${contending('$1', { entry: 's', creator: 'p' })}`,
      [roundId],
    );
    return total;
  }
}
