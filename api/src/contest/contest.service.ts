import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { notFoundError } from '../common/errors/not-found';
import { AppConfig } from '../config/app-config';
import { HOW_RANKING_WORKS, JUDGING_WEIGHTS, RULE_SECTIONS, submissionSteps, THEME_LABELS } from './contest-content';
import type { SiteLanguage } from '../common/languages';
import { contestError, ContestErrorCode } from './contest-errors';
import { ContestRepository } from './contest.repository';
import type { RoundViewDto, RulesContentDto } from './contest.dto';
import { Round, RoundTranslation } from './round.entity';
import { pickOpenRound, roundClosesAt, roundPeriod, roundStatus } from './round-schedule';

/** What the console may change on a round. */
export type RoundChanges = Partial<
  Pick<
    Round,
    | 'title'
    | 'phase'
    | 'description'
    | 'startsAt'
    | 'endsAt'
    | 'acceptsSubmissions'
    | 'evaluationMethod'
    | 'participantsLabel'
    | 'advanceCount'
    | 'videoRule'
    | 'votingEnabled'
    | 'voteOncePer'
    | 'voteDailyAllowance'
    | 'viewsWeightPercent'
    | 'translations'
  >
>;

/** Short, so a round edited from the console shows on every API instance within seconds. */
export const RULES_CACHE_SECONDS = 5;

/** Rounds and their dates, the published rules, and whether entries are accepted now. */
@Injectable()
export class ContestService {
  private readonly cached = new Map<SiteLanguage, { expiresAt: number; content: Promise<RulesContentDto> }>();
  /** The round taking entries as this process read it last (see roundAcceptingSubmissions). */
  private acceptingRound?: Promise<Round | null>;
  private readonly roundsChangedListeners: Array<() => Promise<void>> = [];

  constructor(
    @InjectRepository(Round) private readonly roundsRepository: Repository<Round>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly contest: ContestRepository,
  ) {}

  rounds(): Promise<Round[]> {
    return this.roundsRepository.find({ order: { id: 'ASC' } });
  }

  findRound(id: number): Promise<Round | null> {
    return this.roundsRepository.findOneBy({ id });
  }

  /** The round in progress at `now` by its dates; where windows overlap, the one taking entries. */
  async openRound(now = new Date()): Promise<Round | null> {
    return pickOpenRound(await this.rounds(), now);
  }

  /**
   * The round entries go to at `now`, or 409 round_closed naming the round and its dates. Read from the
   * database, so a console edit applies to the next call; with `confirmed`, judged on the copy this process read
   * last, for a writer that confirms the round in its own statement (enter_submission: `round_changed`) and
   * judges a refusal again on a fresh read.
   */
  async roundAcceptingSubmissions(options: { confirmed?: boolean } = {}, now = new Date()): Promise<Round> {
    let round = options.confirmed ? await this.acceptingRound?.catch(() => null) : null;
    if (!round) {
      this.acceptingRound = this.roundsRepository.findOneBy({ acceptsSubmissions: true });
      round = await this.acceptingRound;
    }
    if (!round) {
      throw contestError(ContestErrorCode.RoundClosed, null, null);
    }
    const status = roundStatus(round, now);
    if (status === 'open') return round;
    const closesAt = roundClosesAt(round);
    const details = { roundId: round.id, opensAt: round.startsAt, closesAt };
    throw contestError(ContestErrorCode.RoundClosed, { round, status }, details);
  }

  /**
   * From Round 2 on, only the creators promoted into the round may enter it (403 not_promoted otherwise).
   * Promotion is per creator: closing a round records each promoted creator's best film in
   * round_advancements, so a creator is promoted when one of their films is.
   */
  async assertPromoted(round: Round, participantId: string): Promise<void> {
    if (round.id === 1) return;
    if (await this.contest.isPromoted(round.id, participantId)) return;
    throw contestError(ContestErrorCode.NotPromoted, round, { roundId: round.id });
  }

  /**
   * Entries one participant may have in the round: MAX_ENTRIES_PER_PARTICIPANT in the open round, one new film
   * per promoted creator in the later rounds (a rejected one frees the place, as in Round 1).
   */
  entryLimit(round: Round): number {
    return round.id === 1 ? this.config.contest.maxEntriesPerParticipant : 1;
  }

  /** GET /content/rules, computed at most once per RULES_CACHE_SECONDS per process and language. */
  rules(language: SiteLanguage = 'en'): Promise<RulesContentDto> {
    const now = Date.now();
    let entry = this.cached.get(language);
    if (!entry || entry.expiresAt <= now) {
      const content = this.buildRules(new Date(now), language);
      entry = { expiresAt: now + RULES_CACHE_SECONDS * 1000, content };
      this.cached.set(language, entry);
      // A failed read must not be served from the cache for the next seconds.
      content.catch(() => {
        if (this.cached.get(language)?.content === content) this.cached.delete(language);
      });
    }
    return entry.content;
  }

  /**
   * Edits a round (used by the console). Setting acceptsSubmissions moves the flag to this round, since
   * one round at most takes entries. Unknown round: 404; startsAt after endsAt: 400 invalid_round_dates.
   */
  async updateRound(id: number, changes: RoundChanges): Promise<Round> {
    const updated = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Round);
      const round = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!round) throw notFoundError('Round not found');
      const next = { ...round, ...changes };
      if (next.startsAt && next.endsAt && next.startsAt.getTime() > next.endsAt.getTime()) {
        throw contestError(ContestErrorCode.InvalidRoundDates, { startsAt: next.startsAt, endsAt: next.endsAt });
      }
      if (changes.acceptsSubmissions) {
        await this.contest.stopSubmissionsExcept(manager, id);
      }
      return repository.save({ ...next, updatedAt: new Date() });
    });
    await this.rulesChanged();
    return updated;
  }

  /**
   * Marks a round closed (at `closedAt`) or open again (null), inside the caller's transaction: the console
   * closes a round together with its promotions. Call rulesChanged() once that transaction has committed.
   */
  async setClosed(manager: EntityManager, id: number, closedAt: Date | null): Promise<void> {
    await this.contest.setClosed(manager, id, closedAt);
  }

  /**
   * Drops this process's cached rules, so the next read shows a change at once, and tells the listeners (the
   * public results' stage follows the rounds: a round closed or reopened must not wait for their cache).
   */
  async rulesChanged(): Promise<void> {
    this.cached.clear();
    for (const listener of this.roundsChangedListeners) await listener();
  }

  /** Listeners run after a round change committed, in order. */
  onRoundsChanged(listener: () => Promise<void>): void {
    this.roundsChangedListeners.push(listener);
  }

  private async buildRules(now: Date, language: SiteLanguage): Promise<RulesContentDto> {
    const rounds = await this.rounds();
    const open = pickOpenRound(rounds, now);
    const { requiredHashtags, requiredMention, maxEntriesPerParticipant, contestHandle, consentVersion } =
      this.config.contest;
    return {
      // Copies: the answer is cached and handed out, the published constants are not.
      rules: RULE_SECTIONS.map((section) => ({ ...section, items: [...section.items] })),
      judging: { weights: JUDGING_WEIGHTS.map((criterion) => ({ ...criterion })) },
      ranking: { howItWorks: HOW_RANKING_WORKS },
      categories: THEME_LABELS.map((theme) => ({ ...theme })),
      submission: {
        open: rounds.some((round) => round.acceptsSubmissions && roundStatus(round, now) === 'open'),
        requiredHashtags,
        requiredMention,
        maxEntriesPerParticipant,
        contestHandle,
        consentVersion,
        steps: submissionSteps(requiredHashtags, requiredMention, contestHandle),
      },
      rounds: rounds.map((round) => toRoundView(round, now, language)),
      openRound: open ? toRoundView(open, now, language) : null,
    };
  }
}

/** The round's texts the organisers wrote in `language` (none for English: the columns are the English). */
function roundTexts(round: Pick<Round, 'translations'>, language: SiteLanguage): RoundTranslation {
  return language === 'en' ? {} : (round.translations[language] ?? {});
}

/** The round as visitors read it, its texts in `language` where the organisers wrote them, else in English. */
function toRoundView(round: Round, now: Date, language: SiteLanguage): RoundViewDto {
  const own = roundTexts(round, language);
  return {
    id: round.id,
    slug: round.slug,
    phase: round.phase,
    title: own.title || round.title,
    description: own.description || round.description,
    participants: own.participantsLabel || round.participantsLabel,
    advanceCount: round.advanceCount,
    evaluationMethod: own.evaluationMethod || round.evaluationMethod,
    videoRule: round.videoRule && (own.videoRule || round.videoRule),
    startsAt: round.startsAt?.toISOString() ?? null,
    endsAt: round.endsAt?.toISOString() ?? null,
    closedAt: round.closedAt?.toISOString() ?? null,
    period: roundPeriod(round),
    status: roundStatus(round, now),
    acceptsSubmissions: round.acceptsSubmissions,
    voting: {
      enabled: round.votingEnabled,
      oncePer: round.voteOncePer,
      dailyAllowance: round.voteDailyAllowance,
      viewsWeightPercent: round.viewsWeightPercent,
      votesWeightPercent: 100 - round.viewsWeightPercent,
    },
  };
}
