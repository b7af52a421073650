import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { LAST_NEW_FILM_ROUND } from './round-ranking';

/** The aliases a query gives an entry (a `submissions` row) and its creator (the `participants` row). */
export interface EntryAliases {
  entry: string;
  creator: string;
}

/**
 * SQL condition for an entry in the contest: verified, and its creator not blocked. The public board, an entry's
 * public page and votes, promotions, jury assignment and results all start from it, so blocking a creator takes
 * their films out of every one of them at once. The query names its own aliases; nothing here assumes them.
 */
export function inContest({ entry, creator }: EntryAliases): string {
  return `${entry}.status = 'verified' AND ${creator}.blocked_at IS NULL`;
}

/**
 * SQL condition for "a film of round `round`" (a placeholder or a column): submitted in it, or, in the rounds
 * without new films (3 and 4), promoted into it. Round 2 ranks its new films only, not the Round 1 films that
 * carried their creators' promotion.
 */
export function inRound(round: string, entry: string): string {
  return `(${entry}.round_id = ${round} OR (${round} > ${LAST_NEW_FILM_ROUND} AND EXISTS (SELECT 1 FROM round_advancements ra
            WHERE ra.submission_id = ${entry}.id AND ra.round_id = ${round})))`;
}

/** SQL condition for an entry in the contest and in round `round`. */
export function contending(round: string, aliases: EntryAliases): string {
  return `${inContest(aliases)} AND ${inRound(round, aliases.entry)}`;
}

/** The SQL on rounds and their promotions that goes beyond finding and saving one round. */
@Injectable()
export class ContestRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Whether one of the participant's films was promoted into the round (one indexed probe: the entry path). */
  async isPromoted(roundId: number, participantId: string): Promise<boolean> {
    const [promoted] = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM round_advancements ra JOIN submissions s ON s.id = ra.submission_id
        WHERE ra.round_id = $1 AND s.participant_id = $2 LIMIT 1`,
      [roundId, participantId],
    );
    return promoted !== undefined;
  }

  /** Takes the entries flag from every round but this one. */
  async stopSubmissionsExcept(manager: EntityManager, roundId: number): Promise<void> {
    await manager.query(
      `UPDATE rounds SET accepts_submissions = false, updated_at = now() WHERE accepts_submissions AND id <> $1`,
      [roundId],
    );
  }

  async setClosed(manager: EntityManager, roundId: number, closedAt: Date | null): Promise<void> {
    await manager.query(`UPDATE rounds SET closed_at = $2, updated_at = now() WHERE id = $1`, [roundId, closedAt]);
  }
}
