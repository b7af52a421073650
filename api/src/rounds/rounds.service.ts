import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { RowsAndCount } from '../common/database/rows-and-count';
import { validationFailed } from '../common/errors/api-error';
import { notFoundError } from '../common/errors/not-found';
import { ContestService, RoundChanges } from '../contest/contest.service';
import { Round, RoundTranslation } from '../contest/round.entity';
import { roundStatus } from '../contest/round-schedule';
import { AuditLog } from '../console/audit/audit-log';
import type { ConsoleActor } from '../console/console-actor';
import { ResultsService } from '../admin/results/results.service';
import { integers, ListQuery, ListSpec, Page } from '../console/simple-rest/list-query';
import { CloseRoundDto, PromotionPreviewQuery, UpdateRoundDto, RoundRowDto, RankedEntryDto } from './round.dto';
import { RoundAdvancement } from '../contest/round-advancement.entity';
import { RoundClosure } from '../contest/round-closure.entity';
import { CloseWarnings, roundError, RoundErrorCode } from './round-errors';
import { RANK_ORDER, scoredEntries } from '../leaderboard/ranking-rule';
import { contending, inRound, JURY_ROUNDS, RankingMethod, rankingMethod } from '../contest/round-ranking';
import { NotificationOutboxService } from '../notifications/notification-outbox.service';

export interface PromotionPreview {
  roundId: number;
  nextRoundId: number | null;
  count: number;
  method: RankingMethod;
  /** Creators with a verified film in the round (each takes at most one place). */
  total: number;
  /** Entries of the round still awaiting verification: closing leaves them out. */
  pendingEntries: number;
  advancing: RankedEntryDto[];
  /** The entries just below the line. */
  cut: RankedEntryDto[];
  /** The last one in and the first one out have the same score: the tie-break decided. */
  tieAtBoundary: boolean;
}

export interface RoundFilter {
  id: number[];
}

export const ROUND_LIST: ListSpec<RoundFilter> = {
  sortable: ['id'],
  defaultSort: ['id', 'ASC'],
  filters: { id: integers(1, 4) },
};

/** How many entries below the line the preview shows. */
export const CUT_PREVIEW = 20;

// Namespace of the per-round advisory lock that makes closing a round happen once.
const CLOSE_LOCK = 7_243_502;

const FINAL_ROUND = 4;

/** SQL condition (aliases `s`, `p`) for an entry of round `round` still awaiting verification, by a creator in the contest. */
const AWAITING_VERIFICATION = (round: string) => `s.status = 'pending' AND p.blocked_at IS NULL AND ${inRound(round)}`;

/**
 * Rounds as organisers run them: dates through ContestService.updateRound, and closing a round, which
 * freezes its ranking and promotes the top N into the next round (round_advancements).
 */
@Injectable()
export class RoundsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly contest: ContestService,
    private readonly results: ResultsService,
    private readonly audit: AuditLog,
    private readonly notifications: NotificationOutboxService,
  ) {}

  async list(query: ListQuery<RoundFilter>): Promise<Page<RoundRowDto>> {
    const rounds = (await this.contest.rounds()).filter(
      (round) => !query.filter.id || query.filter.id.includes(round.id),
    );
    const closures = await this.dataSource.getRepository(RoundClosure).find();
    const counts: Array<{ round: number; verified: number; pending: number; promoted: number }> =
      await this.dataSource.query(
        `SELECT r.id AS round,
              (SELECT count(*)::int FROM submissions s JOIN participants p ON p.id = s.participant_id
                WHERE ${contending('r.id')}) AS verified,
              (SELECT count(*)::int FROM submissions s JOIN participants p ON p.id = s.participant_id
                WHERE ${AWAITING_VERIFICATION('r.id')}) AS pending,
              (SELECT count(*)::int FROM round_advancements ra WHERE ra.round_id = r.id + 1) AS promoted
         FROM rounds r`,
      );
    const rows = rounds.map((round) => {
      const closure = closures.find((item) => item.roundId === round.id);
      const count = counts.find((item) => item.round === round.id);
      return {
        ...toRow(round),
        verifiedEntries: count?.verified ?? 0,
        pendingEntries: count?.pending ?? 0,
        status: roundStatus(round, new Date()),
        closedAt: round.closedAt,
        closedBy: closure?.closedBy ?? null,
        // The final promotes nobody: there is no count of creators who went through.
        promoted: closure && round.id < FINAL_ROUND ? (count?.promoted ?? 0) : null,
        method: closure?.method ?? null,
      };
    });
    if (query.sort.order === 'DESC') rows.reverse();
    return { rows: rows.slice(query.offset, query.offset + query.limit), total: rows.length };
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
          : key === 'hindi'
            ? writtenTexts(value as RoundTranslation)
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
    return this.rank(this.dataSource.manager, round, query.count, query.normalised ?? false);
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
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock($1, $2)`, [CLOSE_LOCK, id]);
      if (await manager.getRepository(RoundClosure).existsBy({ roundId: id })) {
        throw roundError(RoundErrorCode.AlreadyClosed, round);
      }
      await this.refuseEarlyClose(manager, round);
      const normalised = input.normalised ?? false;
      let advanceCount: number | null = null;
      let method = rankingMethod(round, normalised, this.results.round3ViewsWeight);
      let after: Record<string, unknown> = {};
      if (id < FINAL_ROUND) {
        const preview = await this.rank(manager, round, input.count, normalised);
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
        if (preview.advancing.length) {
          await manager.getRepository(RoundAdvancement).insert(
            preview.advancing.map((entry) => ({
              roundId: id + 1,
              submissionId: entry.submissionId,
              position: entry.position,
              score: entry.score ?? 0,
            })),
          );
        }
        after = {
          pendingEntriesLeftOut: preview.pendingEntries,
          promoted: preview.advancing.length,
          lastIn: lastIn ?? null,
          firstOut: preview.cut[0] ?? null,
          tieAtBoundary: preview.tieAtBoundary,
        };
      } else {
        const pendingEntries = await this.pendingEntries(manager, id);
        refuseUnacknowledged(input, { round, pendingEntries, advancing: null });
        after = { pendingEntriesLeftOut: pendingEntries };
      }
      await manager.getRepository(RoundClosure).insert({ roundId: id, advanceCount, method, closedBy: actor.id });
      await this.contest.setClosed(manager, id, new Date());
      // Closing the final publishes the results: its entrants hear it; earlier rounds say who went through.
      if (id < FINAL_ROUND) await this.notifications.roundClosed(manager, id);
      else await this.notifications.resultsPublished(manager, id);
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
    this.contest.rulesChanged();
    return this.get(id);
  }

  /**
   * Undoes a close while the next round has not started: the closure goes, the round is open again (until its
   * end date) and the creators it promoted leave the next round, all in one transaction, audited with the
   * reason and who had been promoted.
   */
  async reopen(id: number, reason: string, actor: ConsoleActor): Promise<RoundRowDto> {
    const round = await this.roundOrFail(id);
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock($1, $2)`, [CLOSE_LOCK, id]);
      const closure = await manager.getRepository(RoundClosure).findOneBy({ roundId: id });
      if (!closure) {
        throw roundError(RoundErrorCode.NotClosed, round);
      }
      const next = id < FINAL_ROUND ? await manager.getRepository(Round).findOneByOrFail({ id: id + 1 }) : null;
      if (next?.startsAt && next.startsAt.getTime() <= Date.now()) {
        throw roundError(
          RoundErrorCode.NextRoundStarted,
          { round, next, startedAt: next.startsAt },
          { roundId: id, nextRoundId: next.id },
        );
      }
      // Jurors already at work on the promoted films: reopening would take their entries away under them.
      const [juryAtWork] = next
        ? await manager.query<unknown[]>(`SELECT 1 FROM jury_assignments WHERE round_id = $1 LIMIT 1`, [next.id])
        : [];
      if (juryAtWork) {
        throw roundError(
          RoundErrorCode.NextRoundInProgress,
          { round, next: next! },
          { roundId: id, nextRoundId: next!.id },
        );
      }
      const promoted: Array<{ submission_id: string }> = next
        ? (
            await manager.query<RowsAndCount<{ submission_id: string }>>(
              `DELETE FROM round_advancements WHERE round_id = $1 RETURNING submission_id`,
              [next.id],
            )
          )[0]
        : [];
      await manager.getRepository(RoundClosure).delete({ roundId: id });
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
            promoted: promoted.map((row) => row.submission_id),
          },
          after: { reason: reason.trim() },
        },
        manager,
      );
    });
    this.contest.rulesChanged();
    return this.get(id);
  }

  /**
   * A round closes only once it has started, and only after the round before it was closed (else nobody has
   * been promoted into it yet); the message says which.
   */
  private async refuseEarlyClose(manager: EntityManager, round: Round): Promise<void> {
    if (!round.startsAt || round.startsAt.getTime() > Date.now()) {
      throw roundError(RoundErrorCode.NotStarted, round, { roundId: round.id, startsAt: round.startsAt });
    }
    if (round.id === 1) return;
    const previous = await manager.getRepository(Round).findOneByOrFail({ id: round.id - 1 });
    if (!(await manager.getRepository(RoundClosure).existsBy({ roundId: previous.id }))) {
      throw roundError(
        RoundErrorCode.PreviousRoundOpen,
        { round, previous },
        { roundId: round.id, previousRoundId: previous.id },
      );
    }
  }

  private async pendingEntries(manager: EntityManager, roundId: number): Promise<number> {
    const [{ pending }] = await manager.query<Array<{ pending: number }>>(
      `SELECT count(*)::int AS pending FROM submissions s JOIN participants p ON p.id = s.participant_id
        WHERE ${AWAITING_VERIFICATION('$1')}`,
      [roundId],
    );
    return pending;
  }

  private async roundOrFail(id: number): Promise<Round> {
    const round = await this.contest.findRound(id);
    if (!round) throw notFoundError('Round not found');
    return round;
  }

  private async rank(
    manager: EntityManager,
    round: Round,
    requested: number | undefined,
    normalised: boolean,
  ): Promise<PromotionPreview> {
    const count = requested ?? round.advanceCount;
    const nextRoundId = round.id < FINAL_ROUND ? round.id + 1 : null;
    if (nextRoundId === null || !count) {
      throw roundError(RoundErrorCode.NothingToPromote, round);
    }
    const method = rankingMethod(round, normalised, this.results.round3ViewsWeight);
    let ranked: RankedEntryDto[];
    let total: number;
    if (method.ranking === 'blend') {
      // Promotion is per creator: each creator takes at most one place, with their best verified film of the
      // round, ranked by the public board's rule (views and the round's votes blended among the round's entries).
      const rows: Array<Omit<RankedEntryDto, 'position'>> = await manager.query(
        `SELECT id AS "submissionId", instagram_url AS "instagramUrl", author, views::float8 AS views, score
           FROM (SELECT DISTINCT ON (participant_id) *
                   FROM (${scoredEntries(contending('$1'), '$1')}) scored
                  ORDER BY participant_id, ${RANK_ORDER}) best
          ORDER BY ${RANK_ORDER}
          LIMIT $2`,
        [round.id, count + CUT_PREVIEW],
      );
      ranked = rows.map((row, index) => ({ position: index + 1, ...row }));
      [{ total }] = await manager.query(
        `SELECT count(DISTINCT s.participant_id)::int AS total
           FROM submissions s JOIN participants p ON p.id = s.participant_id WHERE ${contending('$1')}`,
        [round.id],
      );
    } else {
      const results = await this.results.compute(round.id as 3 | 4, normalised, manager);
      total = results.length;
      ranked = results.slice(0, count + CUT_PREVIEW).map((row) => ({
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
    return {
      roundId: round.id,
      nextRoundId,
      count,
      method,
      total,
      pendingEntries: await this.pendingEntries(manager, round.id),
      advancing,
      cut,
      tieAtBoundary: !!lastIn && !!cut[0] && lastIn.score === cut[0].score,
    };
  }
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

function toRow(round: Round) {
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
    hindi: round.hindi,
    updatedAt: round.updatedAt,
  };
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
    ...round
  } = row;
  return round;
}
