import { Injectable } from '@nestjs/common';
import { notFoundError } from '../common/errors/not-found';
import { ContentService } from '../content/content.service';
import { ContestService } from '../contest/contest.service';
import { Round } from '../contest/round.entity';
import { FINAL_ROUND, finalWinnerCount, JURY_ROUNDS } from '../contest/round-ranking';
import { contestStage, resultOutcome } from './contest-stage';
import { ResultsCache } from './results-cache';
import { resultsError, ResultsErrorCode } from './results-errors';
import {
  DEFAULT_RESULTS_LIMIT,
  MyResultDto,
  PublishedRoundDto,
  ResultLineDto,
  ResultsIndexDto,
  ResultsQueryDto,
  RoundResultsDto,
  TranslatedTexts,
} from './results.dto';
import { TRANSLATED_LANGUAGES } from '../common/languages';
import type { LocalisedText } from '../content/content-document';
import { RoundPublication } from './round-publication.entity';
import { RoundStandingsRepository, ShownLines, StandingLine } from './round-standings.repository';

type Prize = { title: string; translations: TranslatedTexts };

/** Whether a publication is public at `now`: published, and any embargo has passed. */
export function isPublic(publication: RoundPublication | null, now = new Date()): publication is RoundPublication {
  return !!publication && (!publication.embargoUntil || publication.embargoUntil.getTime() <= now.getTime());
}

/** When the public saw (or will see) the results first. */
const publicSince = (publication: RoundPublication) => publication.embargoUntil ?? publication.publishedAt;

/**
 * A round's results as the public reads them, from its frozen standings: Rounds 1–3 those who went through,
 * Round 4 the winners (a place per prize in the site's content) with their prizes. Nothing of a round is public
 * before its publication (and embargo); answers are cached in Redis (ResultsCache) by round and query.
 */
@Injectable()
export class PublicResultsService {
  constructor(
    private readonly standings: RoundStandingsRepository,
    private readonly contest: ContestService,
    private readonly content: ContentService,
    private readonly cache: ResultsCache,
  ) {}

  index(): Promise<ResultsIndexDto> {
    return this.cache.read('index', async () => {
      const now = new Date();
      const rounds = await this.contest.rounds();
      const published = (await this.standings.publications()).filter((item) => isPublic(item, now));
      const prizes = await this.prizes(published.map((item) => item.roundId));
      const counts = await this.standings.shownCounts(published.map((item) => this.shownLines(item.roundId, prizes)));
      const items: PublishedRoundDto[] = [];
      for (const publication of published) {
        const round = rounds.find((item) => item.id === publication.roundId);
        if (!round) continue;
        items.push({
          ...roundHeading(round),
          publishedAt: publicSince(publication),
          count: counts.get(round.id) ?? 0,
        });
      }
      const stage = contestStage({ rounds, publicRoundIds: published.map((item) => item.roundId) }, now);
      return { stage, items };
    });
  }

  /**
   * GET /results/{roundId}: 404 results_not_published until the round's results are public. Checked when the
   * answer is built: a refusal is never cached, and publishing or unpublishing moves the cache's version.
   */
  roundResults(roundId: number, query: ResultsQueryDto): Promise<RoundResultsDto> {
    const limit = query.limit ?? DEFAULT_RESULTS_LIMIT;
    const offset = query.offset ?? 0;
    const key = [roundId, query.state ?? '', query.category ?? '', limit, offset].join(':');
    return this.cache.read(key, async () => {
      const publication = await this.standings.publication(roundId);
      if (!isPublic(publication)) throw resultsError(ResultsErrorCode.NotPublished);
      return this.page(roundId, publicSince(publication), query, limit, offset);
    });
  }

  /** What the public page would show (first page), for the console, once the round is closed. */
  async preview(round: Round): Promise<RoundResultsDto> {
    const publication = await this.standings.publication(round.id);
    return this.page(round.id, publication ? publicSince(publication) : null, {}, DEFAULT_RESULTS_LIMIT, 0, round);
  }

  /** The participant's line of a public round, and the offset of the (unfiltered) page holding it. */
  async mine(roundId: number, participantId: string): Promise<MyResultDto> {
    if (!isPublic(await this.standings.publication(roundId))) throw resultsError(ResultsErrorCode.NotPublished);
    const prizes = await this.prizes([roundId]);
    const found = await this.standings.participantLine(this.shownLines(roundId, prizes), participantId);
    if (!found) return { line: null, offset: null };
    return { line: toLine(roundId, found.line, prizes), offset: found.before };
  }

  private async page(
    roundId: number,
    publishedAt: Date | null,
    query: Pick<ResultsQueryDto, 'state' | 'category'>,
    limit: number,
    offset: number,
    known?: Round,
  ): Promise<RoundResultsDto> {
    const round = known ?? (await this.contest.findRound(roundId));
    if (!round) throw notFoundError('Round not found');
    const prizes = await this.prizes([roundId]);
    const { rows, total } = await this.standings.lines(
      this.shownLines(roundId, prizes),
      { state: query.state, category: query.category },
      limit,
      offset,
    );
    return {
      ...roundHeading(round),
      publishedAt,
      total,
      items: rows.map((row) => toLine(roundId, row, prizes)),
    };
  }

  private shownLines(roundId: number, prizes: Prize[]): ShownLines {
    return {
      roundId,
      maxRank: roundId === FINAL_ROUND ? finalWinnerCount(prizes.length) : null,
    };
  }

  /**
   * The final's prizes, read fresh from the site's content, when these rounds include the final; none for the
   * other rounds, which show no prizes.
   */
  private async prizes(roundIds: number[]): Promise<Prize[]> {
    if (!roundIds.includes(FINAL_ROUND)) return [];
    const content = await this.content.read();
    return content.prizes.map((prize) => ({ title: prize.title.en, translations: translationsOf(prize.title) }));
  }
}

/** A text's written translations, blank ones left out (the English shows there). */
function translationsOf(text: LocalisedText): TranslatedTexts {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.flatMap((code) => (text[code]?.trim() ? [[code, text[code].trim()]] : [])),
  );
}

function roundHeading(round: Round): Pick<PublishedRoundDto, 'roundId' | 'title' | 'translations' | 'outcome'> {
  return {
    roundId: round.id,
    title: round.title,
    translations: Object.fromEntries(
      TRANSLATED_LANGUAGES.flatMap((code) => {
        const title = round.translations[code]?.title;
        return title ? [[code, title]] : [];
      }),
    ),
    outcome: resultOutcome(round.id),
  };
}

function toLine(roundId: number, row: StandingLine, prizes: Prize[]): ResultLineDto {
  const line: ResultLineDto = {
    place: row.place,
    submissionId: row.submissionId,
    displayName: row.displayName,
    state: row.state,
    category: row.category,
    instagramUrl: row.instagramUrl,
  };
  // Rounds before the jury's rank by views and votes blended: the figures that blend shows.
  if (!JURY_ROUNDS.includes(roundId)) {
    line.figures = {
      views: row.views,
      likes: row.likes,
      votes: row.votes,
      viewsPercentile: row.viewsPercentile,
      votesPercentile: row.votesPercentile,
      score: row.score,
    };
  } else {
    line.score = row.score;
  }
  const prize = roundId === FINAL_ROUND ? prizes[row.place - 1] : undefined;
  if (prize) line.prize = prize;
  return line;
}
