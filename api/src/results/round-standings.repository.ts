import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { contending, inContest } from '../contest/contest.repository';
import { DISPLAY_NAME } from '../leaderboard/leaderboard.repository';
import { RANK_ORDER, scoredEntries } from '../leaderboard/ranking-rule';
import { Round } from '../contest/round.entity';
import { RoundPublication } from './round-publication.entity';

/** A jury round's line as its close decided it (ResultsService.compute, frozen). */
export interface JuryStanding {
  submissionId: string;
  rank: number;
  score: number | null;
  views: number | null;
  advanced: boolean;
}

/**
 * Which standings a round's results page shows: those who went through (Rounds 1–3), or the first `maxRank`
 * places (the winners of the final).
 */
export type ShownLines = { roundId: number; maxRank: number | null };

interface LineFilters {
  state?: string;
  category?: string;
}

/** A line of a round's results as read: the frozen standing, with who made it and the film as they are now. */
export interface StandingLine {
  place: number;
  submissionId: string;
  participantId: string;
  displayName: string;
  state: string | null;
  category: string;
  instagramUrl: string;
  views: number | null;
  likes: number | null;
  votes: number | null;
  viewsPercentile: number | null;
  votesPercentile: number | null;
  score: number | null;
}

/**
 * SQL condition on a standing `st` with its entry `s` and creator `p`: shown on the round's results page. Every
 * standing was in the contest at the close; a creator blocked or an entry disqualified since then drops out at
 * read time (a verified entry can only be disqualified, and a reinstated one is verified again). An erased
 * creator's rows are gone with the participant, ON DELETE CASCADE.
 */
const SHOWN = `st.round_id = $1 AND (CASE WHEN $2::int IS NULL THEN st.advanced ELSE st.rank <= $2::int END)
  AND ${inContest({ entry: 's', creator: 'p' })}`;

const LINE_COLUMNS = `st.rank AS place, st.submission_id AS "submissionId", st.participant_id AS "participantId",
  ${DISPLAY_NAME} AS "displayName", p.state_province AS state, s.category, s.instagram_url AS "instagramUrl",
  st.views::float8 AS views, st.likes::float8 AS likes, st.votes, st.views_percentile AS "viewsPercentile",
  st.votes_percentile AS "votesPercentile", st.score`;

const FROM_STANDINGS = `round_standings st
  JOIN submissions s ON s.id = st.submission_id
  JOIN participants p ON p.id = st.participant_id`;

/** The frozen final rankings of rounds (round_standings) and their publications (round_publications). */
@Injectable()
export class RoundStandingsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * Freezes a blended round (1 or 2) in one statement: each creator's best film ranked by the board's rule, as
   * promotion ranked them (RoundsRepository.bestFilms), with the percentiles the score blended; `advanced` from
   * the promotions the close has just written into the next round.
   */
  async freezeBlended(roundId: number, manager: EntityManager): Promise<void> {
    await manager.query(
      `WITH scored AS (${scoredEntries((aliases) => contending('$1', aliases), '$1')}),
       figured AS (
         SELECT scored.*, percent_rank() OVER (ORDER BY coalesce(views, -1)) AS views_percentile,
                percent_rank() OVER (ORDER BY votes) AS votes_percentile
           FROM scored
       ),
       best AS (SELECT DISTINCT ON (participant_id) * FROM figured ORDER BY participant_id, ${RANK_ORDER})
       INSERT INTO round_standings (round_id, submission_id, participant_id, rank, score, views, likes, votes,
                                    views_percentile, votes_percentile, advanced)
       SELECT $1, id, participant_id, row_number() OVER (ORDER BY ${RANK_ORDER}), score, views, likes, votes,
              views_percentile, votes_percentile,
              EXISTS (SELECT 1 FROM round_advancements ra WHERE ra.round_id = $1 + 1 AND ra.submission_id = best.id)
         FROM best`,
      [roundId],
    );
  }

  /** Freezes a jury round (3 or 4): the lines its results computed, with each entry's creator. */
  async freezeJury(roundId: number, lines: JuryStanding[], manager: EntityManager): Promise<void> {
    if (!lines.length) return;
    await manager.query(
      `INSERT INTO round_standings (round_id, submission_id, participant_id, rank, score, views, advanced)
       SELECT $1, line.submission_id, s.participant_id, line.rank, line.score, line.views, line.advanced
         FROM unnest($2::uuid[], $3::int[], $4::float8[], $5::float8[], $6::bool[])
              AS line (submission_id, rank, score, views, advanced)
         JOIN submissions s ON s.id = line.submission_id`,
      [
        roundId,
        lines.map((line) => line.submissionId),
        lines.map((line) => line.rank),
        lines.map((line) => line.score),
        lines.map((line) => line.views),
        lines.map((line) => line.advanced),
      ],
    );
  }

  async deleteStandings(roundId: number, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM round_standings WHERE round_id = $1`, [roundId]);
  }

  /** One page of a round's shown lines in rank order, and how many match the filters. */
  async lines(
    shown: ShownLines,
    filters: LineFilters,
    limit: number,
    offset: number,
  ): Promise<{ rows: StandingLine[]; total: number }> {
    const params = [shown.roundId, shown.maxRank, filters.state ?? null, filters.category ?? null];
    const where = `${SHOWN} AND ($3::text IS NULL OR p.state_province = $3) AND ($4::text IS NULL OR s.category = $4)`;
    const rows = await this.dataSource.query<StandingLine[]>(
      `SELECT ${LINE_COLUMNS} FROM ${FROM_STANDINGS} WHERE ${where}
        ORDER BY st.rank, st.submission_id LIMIT $5 OFFSET $6`,
      [...params, limit, offset],
    );
    const [{ total }] = await this.dataSource.query<Array<{ total: number }>>(
      `SELECT count(*)::int AS total FROM ${FROM_STANDINGS} WHERE ${where}`,
      params,
    );
    return { rows, total };
  }

  /** The participant's best shown line of the round, and how many shown lines come before it. */
  async participantLine(
    shown: ShownLines,
    participantId: string,
  ): Promise<{ line: StandingLine; before: number } | null> {
    const [row] = await this.dataSource.query<Array<StandingLine & { before: number }>>(
      `SELECT mine.*,
              (SELECT count(*)::int FROM ${FROM_STANDINGS} WHERE ${SHOWN}
                  AND (st.rank, st.submission_id) < (mine.place, mine."submissionId")) AS before
         FROM (SELECT ${LINE_COLUMNS} FROM ${FROM_STANDINGS}
                WHERE ${SHOWN} AND st.participant_id = $3
                ORDER BY st.rank, st.submission_id LIMIT 1) mine`,
      [shown.roundId, shown.maxRank, participantId],
    );
    if (!row) return null;
    const { before, ...line } = row;
    return { line, before };
  }

  /** How many lines each round's page shows. */
  async shownCounts(shown: ShownLines[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    for (const item of shown) {
      const [{ total }] = await this.dataSource.query<Array<{ total: number }>>(
        `SELECT count(*)::int AS total FROM ${FROM_STANDINGS} WHERE ${SHOWN}`,
        [item.roundId, item.maxRank],
      );
      counts.set(item.roundId, total);
    }
    return counts;
  }

  /** The round, its row locked until the transaction ends. */
  lockRound(roundId: number, manager: EntityManager): Promise<Round | null> {
    return manager.getRepository(Round).findOne({ where: { id: roundId }, lock: { mode: 'pessimistic_write' } });
  }

  publication(roundId: number, manager: EntityManager = this.dataSource.manager): Promise<RoundPublication | null> {
    return manager.getRepository(RoundPublication).findOneBy({ roundId });
  }

  publications(roundIds?: number[]): Promise<RoundPublication[]> {
    return this.dataSource.getRepository(RoundPublication).find({
      where: roundIds ? { roundId: In(roundIds) } : {},
      order: { roundId: 'ASC' },
    });
  }

  /** Records the publication; the time is the database's. */
  async publish(
    publication: Pick<RoundPublication, 'roundId' | 'embargoUntil' | 'publishedBy'>,
    manager: EntityManager,
  ): Promise<RoundPublication> {
    await manager.getRepository(RoundPublication).insert(publication);
    return (await this.publication(publication.roundId, manager))!;
  }

  async unpublish(roundId: number, manager: EntityManager): Promise<void> {
    await manager.getRepository(RoundPublication).delete({ roundId });
  }
}
