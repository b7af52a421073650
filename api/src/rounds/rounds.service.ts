import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { validationFailed } from '../common/errors/api-error';
import { notFoundError } from '../common/errors/not-found';
import { ContestService, RoundChanges } from '../contest/contest.service';
import { Round, RoundTranslation, RoundTranslations } from '../contest/round.entity';
import { roundStatus } from '../contest/round-schedule';
import { AuditLog } from '../console/audit/audit-log';
import type { ConsoleActor } from '../console/console-actor';
import { ResultRow, ResultsService } from '../jury/results/results.service';
import type { ListQuery, Page } from '../console/simple-rest/list-query';
import {
  CloseRoundDto,
  PromotionPreviewDto,
  PromotionPreviewQuery,
  RankedEntryDto,
  RoundRowDto,
  UpdateRoundDto,
} from './round.dto';
import { CloseWarnings, roundError, RoundErrorCode } from './round-errors';
import { FINAL_ROUND, JURY_ROUNDS, RankingMethod, rankingMethod } from '../contest/round-ranking';
import { NotificationOutboxService } from '../notifications/notification-outbox.service';
import type { JuryStanding } from '../results/round-standings.repository';
import { RoundPublicationService } from '../results/round-publication.service';
import type { RoundPublication } from '../results/round-publication.entity';
import { RoundFilter, RoundListing, RoundsRepository } from './rounds.repository';

/** PromotionPreviewDto, with the ranking method as the closure records it. */
export type PromotionPreview = Omit<PromotionPreviewDto, 'method'> & { method: RankingMethod };

/** How many entries below the line the preview shows. */
export const CUT_PREVIEW = 20;

/**
 * Rounds as organisers run them: dates through ContestService.updateRound, and closing a round, which
 * freezes its ranking and promotes the top N into the next round (round_advancements).
 */
@Injectable()
export class RoundsService {
  constructor(
    private readonly repository: RoundsRepository,
    private readonly contest: ContestService,
    private readonly results: ResultsService,
    private readonly audit: AuditLog,
    private readonly notifications: NotificationOutboxService,
    private readonly publications: RoundPublicationService,
  ) {}

  async list(query: ListQuery<RoundFilter>): Promise<Page<RoundRowDto>> {
    const page = await this.repository.page(query);
    const now = new Date();
    const published = await this.publications.publicationsOf(page.rows.map((listing) => listing.round.id));
    return {
      rows: page.rows.map((listing) => toRoundRow(listing, published.get(listing.round.id) ?? null, now)),
      total: page.total,
    };
  }

  async get(id: number): Promise<RoundRowDto> {
    const page = await this.list({ filter: { id: [id] }, sort: { field: 'id', order: 'ASC' }, offset: 0, limit: 1 });
    if (!page.rows[0]) throw notFoundError('Round not found');
    return page.rows[0];
  }

  async update(id: number, input: UpdateRoundDto, actor: ConsoleActor): Promise<RoundRowDto> {
    const before = await this.get(id);
    // Jury rounds rank without public votes: votes taken there would count for nothing.
    if (input.votingEnabled && JURY_ROUNDS.includes(id)) {
      throw validationFailed({ votingEnabled: ['public votes count only in Rounds 1 and 2'] });
    }
    const changes: RoundChanges = {};
    for (const key of Object.keys(input) as Array<keyof UpdateRoundDto>) {
      const value = input[key];
      if (value === undefined) continue;
      (changes as Record<string, unknown>)[key] =
        (key === 'startsAt' || key === 'endsAt') && value !== null
          ? new Date(value as string)
          : key === 'translations'
            ? writtenTranslations(value as RoundTranslations)
            : value;
    }
    await this.contest.updateRound(id, changes);
    const after = await this.get(id);
    await this.audit.record(actor, {
      action: 'round.update',
      resource: 'rounds',
      resourceId: String(id),
      before: toRowOnly(before),
      after: toRowOnly(after),
    });
    return after;
  }

  /** Who goes through and who is cut at the line, without changing anything. */
  async preview(id: number, query: PromotionPreviewQuery): Promise<PromotionPreview> {
    const round = await this.roundOrFail(id);
    return (await this.rank(round, query.count, query.normalised ?? false)).preview;
  }

  /**
   * Closes the round: its ranking becomes final, jury scores freeze, and the top N enter the next round.
   * If the organiser previewed the line (lastAdvancingId) and the ranking has moved since, nothing happens;
   * nor when entries still await verification or nobody would go through, unless the organiser acknowledged it.
   */
  async close(id: number, input: CloseRoundDto, actor: ConsoleActor): Promise<RoundRowDto> {
    const round = await this.roundOrFail(id);
    if (id === FINAL_ROUND && (input.count !== undefined || input.lastAdvancingId !== undefined)) {
      throw validationFailed({ count: ['the final round promotes nobody'] });
    }
    await this.repository.transaction(async (manager) => {
      await this.repository.lockRound(id, manager);
      if (await this.repository.closure(id, manager)) {
        throw roundError(RoundErrorCode.AlreadyClosed, round);
      }
      await this.refuseEarlyClose(round, manager);
      const normalised = input.normalised ?? false;
      let advanceCount: number | null = null;
      let method = rankingMethod(round, normalised, this.results.round3ViewsWeight);
      let after: Record<string, unknown> = {};
      if (id < FINAL_ROUND) {
        // A jury round's results are computed once: they rank the line and, whole, become its standings.
        const { preview, jury } = await this.rank(round, input.count, normalised, manager);
        const lastIn = preview.advancing.at(-1);
        if (input.lastAdvancingId && lastIn?.submissionId !== input.lastAdvancingId) {
          throw roundError(RoundErrorCode.RankingChanged, { lastAdvancingId: lastIn?.submissionId ?? null });
        }
        refuseUnacknowledged(input, {
          round,
          pendingEntries: preview.pendingEntries,
          advancing: preview.advancing.length,
        });
        method = preview.method;
        advanceCount = preview.count;
        await this.repository.promote(
          id + 1,
          preview.advancing.map((entry) => ({
            submissionId: entry.submissionId,
            position: entry.position,
            score: entry.score ?? 0,
          })),
          manager,
        );
        await this.publications.freezeStandings(id, jury && juryStandings(jury, preview.advancing), manager);
        after = {
          pendingEntriesLeftOut: preview.pendingEntries,
          promoted: preview.advancing.length,
          lastIn: lastIn ?? null,
          firstOut: preview.cut[0] ?? null,
          tieAtBoundary: preview.tieAtBoundary,
        };
      } else {
        const pendingEntries = await this.repository.pendingEntries(id, manager);
        refuseUnacknowledged(input, { round, pendingEntries, advancing: null });
        const jury = await this.results.compute(FINAL_ROUND, normalised, manager);
        await this.publications.freezeStandings(id, juryStandings(jury, []), manager);
        after = { pendingEntriesLeftOut: pendingEntries };
      }
      await this.repository.recordClosure({ roundId: id, advanceCount, method, closedBy: actor.id }, manager);
      await this.contest.setClosed(manager, id, new Date());
      // Earlier rounds tell each creator whether they went through; that the results are out is told when an
      // organiser publishes them (RoundPublicationService), for every round.
      if (id < FINAL_ROUND) await this.notifications.roundClosed(manager, id);
      await this.audit.record(
        actor,
        {
          action: 'round.close',
          resource: 'rounds',
          resourceId: String(id),
          after: { advanceCount, method, ...after },
        },
        manager,
      );
    });
    await this.contest.rulesChanged();
    return this.get(id);
  }

  /**
   * Undoes a close while the next round has not started: the closure goes, the round is open again (until its
   * end date) and the creators it promoted leave the next round, all in one transaction, audited with the
   * reason and who had been promoted.
   */
  async reopen(id: number, reason: string, actor: ConsoleActor): Promise<RoundRowDto> {
    const round = await this.roundOrFail(id);
    await this.repository.transaction(async (manager) => {
      await this.repository.lockRound(id, manager);
      const closure = await this.repository.closure(id, manager);
      if (!closure) {
        throw roundError(RoundErrorCode.NotClosed, round);
      }
      const next = id < FINAL_ROUND ? await this.roundOrFail(id + 1) : null;
      if (next?.startsAt && next.startsAt.getTime() <= Date.now()) {
        throw roundError(
          RoundErrorCode.NextRoundStarted,
          { round, next, startedAt: next.startsAt },
          { roundId: id, nextRoundId: next.id },
        );
      }
      // Jurors already at work on the promoted films: reopening would take their entries away under them.
      if (next && (await this.repository.juryAssigned(next.id, manager))) {
        throw roundError(RoundErrorCode.NextRoundInProgress, { round, next }, { roundId: id, nextRoundId: next.id });
      }
      // Published results stay as the public saw them: organisers unpublish first (409 round_results_published).
      await this.publications.withdrawStandings(round, manager);
      const promoted = next ? await this.repository.withdrawPromotions(next.id, manager) : [];
      await this.repository.deleteClosure(id, manager);
      await this.contest.setClosed(manager, id, null);
      await this.audit.record(
        actor,
        {
          action: 'round.reopen',
          resource: 'rounds',
          resourceId: String(id),
          before: {
            closedAt: round.closedAt,
            advanceCount: closure.advanceCount,
            method: closure.method,
            promoted,
          },
          after: { reason: reason.trim() },
        },
        manager,
      );
    });
    await this.contest.rulesChanged();
    return this.get(id);
  }

  /**
   * A round closes only once it has started, and only after the round before it was closed (else nobody has
   * been promoted into it yet); the message says which.
   */
  private async refuseEarlyClose(round: Round, manager: EntityManager): Promise<void> {
    if (!round.startsAt || round.startsAt.getTime() > Date.now()) {
      throw roundError(RoundErrorCode.NotStarted, round, { roundId: round.id, startsAt: round.startsAt });
    }
    if (round.id === 1) return;
    const previous = await this.roundOrFail(round.id - 1);
    if (!(await this.repository.closure(previous.id, manager))) {
      throw roundError(
        RoundErrorCode.PreviousRoundOpen,
        { round, previous },
        { roundId: round.id, previousRoundId: previous.id },
      );
    }
  }

  private async roundOrFail(id: number): Promise<Round> {
    const round = await this.contest.findRound(id);
    if (!round) throw notFoundError('Round not found');
    return round;
  }

  /** The promotion line, and for a jury round the whole of the jury's results it was drawn from. */
  private async rank(
    round: Round,
    requested: number | undefined,
    normalised: boolean,
    manager?: EntityManager,
  ): Promise<{ preview: PromotionPreview; jury: ResultRow[] | null }> {
    const count = requested ?? round.advanceCount;
    const nextRoundId = round.id < FINAL_ROUND ? round.id + 1 : null;
    if (nextRoundId === null || !count) {
      throw roundError(RoundErrorCode.NothingToPromote, round);
    }
    const method = rankingMethod(round, normalised, this.results.round3ViewsWeight);
    let ranked: RankedEntryDto[];
    let total: number;
    let jury: ResultRow[] | null = null;
    if (method.ranking === 'blend') {
      // Promotion is per creator: each creator takes at most one place, with their best verified film of the
      // round, ranked by the public board's rule (views and the round's votes blended among the round's entries).
      const films = await this.repository.bestFilms(round.id, count + CUT_PREVIEW, manager);
      ranked = films.map((film, index) => ({ position: index + 1, ...film }));
      total = await this.repository.creatorsContending(round.id, manager);
    } else {
      jury = await this.results.compute(round.id as 3 | 4, normalised, manager);
      total = jury.length;
      ranked = jury.slice(0, count + CUT_PREVIEW).map((row) => ({
        position: row.rank,
        submissionId: row.id,
        instagramUrl: row.instagramUrl,
        author: row.author,
        views: row.views,
        score: row.finalScore,
      }));
    }
    const advancing = ranked.slice(0, count);
    const cut = ranked.slice(count);
    const lastIn = advancing.at(-1);
    const preview: PromotionPreview = {
      roundId: round.id,
      nextRoundId,
      count,
      method,
      total,
      pendingEntries: await this.repository.pendingEntries(round.id, manager),
      advancing,
      cut,
      tieAtBoundary: !!lastIn && !!cut[0] && lastIn.score === cut[0].score,
    };
    return { preview, jury };
  }
}

/** A jury round's full final ranking as its close decides it, `advancing` marked as gone through. */
function juryStandings(results: ResultRow[], advancing: RankedEntryDto[]): JuryStanding[] {
  const through = new Set(advancing.map((entry) => entry.submissionId));
  return results.map((row) => ({
    submissionId: row.id,
    rank: row.rank,
    score: row.finalScore,
    views: row.views,
    advanced: through.has(row.id),
  }));
}

/**
 * Refuses a close whose consequences the organiser has not acknowledged: entries still awaiting verification
 * (silently out otherwise) and nobody going through. The error names only what is still unacknowledged.
 */
function refuseUnacknowledged(input: CloseRoundDto, warnings: CloseWarnings): void {
  const pendingEntries = input.acknowledgePendingEntries ? 0 : warnings.pendingEntries;
  const advancing = input.acknowledgeNobodyThrough ? null : warnings.advancing;
  const required = [
    ...(pendingEntries > 0 ? ['acknowledgePendingEntries'] : []),
    ...(advancing === 0 ? ['acknowledgeNobodyThrough'] : []),
  ];
  if (!required.length) return;
  throw roundError(
    RoundErrorCode.CloseNotAcknowledged,
    { round: warnings.round, pendingEntries, advancing },
    { pendingEntries: warnings.pendingEntries, advancing: warnings.advancing, required },
  );
}

/** A round's row in the console; `promoted` only once it is closed, and never for the final (nobody goes on). */
function toRoundRow(
  { round, closure, verifiedEntries, pendingEntries, promoted }: RoundListing,
  publication: RoundPublication | null,
  now: Date,
): RoundRowDto {
  return {
    id: round.id,
    slug: round.slug,
    phase: round.phase,
    title: round.title,
    description: round.description,
    startsAt: round.startsAt,
    endsAt: round.endsAt,
    acceptsSubmissions: round.acceptsSubmissions,
    evaluationMethod: round.evaluationMethod,
    participantsLabel: round.participantsLabel,
    advanceCount: round.advanceCount,
    videoRule: round.videoRule,
    votingEnabled: round.votingEnabled,
    voteOncePer: round.voteOncePer,
    voteDailyAllowance: round.voteDailyAllowance,
    viewsWeightPercent: round.viewsWeightPercent,
    translations: round.translations,
    updatedAt: round.updatedAt,
    verifiedEntries,
    pendingEntries,
    status: roundStatus(round, now),
    closedAt: round.closedAt,
    closedBy: closure?.closedBy ?? null,
    promoted: closure && round.id < FINAL_ROUND ? promoted : null,
    method: closure?.method ?? null,
    publishedAt: publication?.publishedAt ?? null,
    embargoUntil: publication?.embargoUntil ?? null,
  };
}

/** Each language's written texts; a language with none is left out. */
function writtenTranslations(translations: RoundTranslations): RoundTranslations {
  const written: RoundTranslations = {};
  for (const [code, texts] of Object.entries(translations) as Array<[keyof RoundTranslations, RoundTranslation]>) {
    const own = texts ? writtenTexts(texts) : {};
    if (Object.keys(own).length) written[code] = own;
  }
  return written;
}

/** The texts an organiser wrote, trimmed; blank ones are left out so the English shows instead. */
function writtenTexts(texts: RoundTranslation): RoundTranslation {
  const written: Array<[string, string]> = [];
  for (const [field, text] of Object.entries(texts)) {
    if (typeof text === 'string' && text.trim()) written.push([field, text.trim()]);
  }
  return Object.fromEntries(written);
}

/** The round's own fields, for the audit log (not the derived counts). */
function toRowOnly(row: RoundRowDto) {
  const {
    verifiedEntries: _v,
    pendingEntries: _pe,
    promoted: _p,
    closedAt: _c,
    closedBy: _b,
    method: _m,
    status: _s,
    publishedAt: _pa,
    embargoUntil: _e,
    ...round
  } = row;
  return round;
}
