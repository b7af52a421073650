import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { ApiError, validationFailed } from '../common/errors/api-error';
import { notFoundError } from '../common/errors/not-found';
import { isUniqueViolation } from '../common/database/unique-violation';
import { isUuid } from '../common/uuid';
import { AppConfig } from '../config/app-config';
import { ContestService } from '../contest/contest.service';
import { LeaderboardService } from '../leaderboard/leaderboard.service';
import { EntryStanding, EntryStandingService } from '../metrics/entry-standing.service';
import { entryMessage, NotificationOutboxService } from '../notifications/notification-outbox.service';
import { accountError, AccountErrorCode } from '../common/errors/account-errors';
import { PersonalDataService } from '../profile/personal-data.service';
import { ProfileService } from '../profile/profile.service';
import { Round } from '../contest/round.entity';
import { EntryBatcher } from './entry-batcher';
import { EntryClaimsService } from './claims/entry-claims.service';
import { MissingStep, missingSteps } from './entry-steps';
import { linkOwnerHint, parseInstagramLink } from './instagram-link';
import { Submission } from './submission.entity';
import { submissionError, SubmissionErrorCode } from './submission-errors';
import { SubmissionStatus } from '../contest/submission-statuses';
import { SubmissionCategory } from '../contest/submission-categories';
import { toSubmissionView } from './submission-view';
import type { SiteLanguage } from '../common/languages';
import type { EntryEligibilityDto, SubmissionViewDto } from './submission-view.dto';
import { StatusActorType, SubmissionStatusChange } from './submission-status-change.entity';

export interface NewSubmission {
  instagramUrl: string;
  category: SubmissionCategory;
  hashtagsAdded: boolean;
  consent: boolean;
  consentVersion: string;
  language: SiteLanguage;
}

export interface StatusChangeOptions {
  /** Required for rejected and disqualified: the participant sees it. */
  reason?: string | null;
  actorType: StatusActorType;
  actorId?: string | null;
  /** More to write in the change's transaction (a grievance recording that its entry was reinstated). */
  alongside?: (manager: EntityManager) => Promise<void>;
}

/** The moves an entry's status may make; anything else is 409 invalid_status_transition. */
const TRANSITIONS: Record<SubmissionStatus, readonly SubmissionStatus[]> = {
  pending: ['verified', 'rejected'],
  verified: ['disqualified'],
  rejected: [],
  disqualified: [],
};
const NEEDS_REASON: ReadonlySet<SubmissionStatus> = new Set(['rejected', 'disqualified']);
/** Undoing a rejection or a disqualification returns the entry to where it stood before it. */
const REINSTATED_TO: Partial<Record<SubmissionStatus, SubmissionStatus>> = {
  rejected: 'pending',
  disqualified: 'verified',
};

/** The answers of `enter_submission` (migration 1763620000000) that refuse the entry, as the API's errors. */
const REFUSALS: Record<string, (limit: number) => Error> = {
  unauthorized: () => accountError(AccountErrorCode.Gone),
  account_blocked: () => accountError(AccountErrorCode.Blocked),
  profile_incomplete: () => submissionError(SubmissionErrorCode.ProfileIncomplete),
  entry_limit_reached: (limit) => submissionError(SubmissionErrorCode.EntryLimitReached, limit, { limit }),
};

const notFound = () => notFoundError('Submission not found');
/** Reads of the round for one entry: this process's copy, then fresh ones if the statement found it changed. */
const ROUND_READS = 3;

/** Participants' entries and their status history. Other domains use this service, never the tables. */
@Injectable()
export class SubmissionsService implements OnModuleInit {
  constructor(
    @InjectRepository(Submission) private readonly submissions: Repository<Submission>,
    @InjectRepository(SubmissionStatusChange) private readonly changes: Repository<SubmissionStatusChange>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly profiles: ProfileService,
    private readonly personalData: PersonalDataService,
    private readonly contest: ContestService,
    private readonly leaderboard: LeaderboardService,
    private readonly standing: EntryStandingService,
    private readonly config: AppConfig,
    private readonly notifications: NotificationOutboxService,
    private readonly entries: EntryBatcher,
    private readonly claims: EntryClaimsService,
  ) {}

  /** Entries are part of the participant's data export; they are erased with the account (ON DELETE CASCADE). */
  onModuleInit(): void {
    this.personalData.registerExporter('submissions', (participantId) => this.exportFor(participantId));
  }

  /**
   * Enters a post for a participant, the contest's hottest write, in one statement shared with the entries that
   * arrive meanwhile (EntryBatcher): `enter_submission` (migration 1763620000000) locks and reads the
   * participant's row (profile state from the database, not the token, whose profile-complete claim may be stale;
   * the lock serialises one participant's submissions so two at once cannot both pass the limit), confirms the
   * round this process judged open, counts their entries, writes the entry unless the post is held by a live
   * entry (race-safe: the partial unique index decides), its first history row and its "entry received"
   * messages. The round is the copy this process read last unless that copy changed (`round_changed`: read
   * again) or refuses (judged on a fresh read). The refusals keep their order: account, link, round, limit, post.
   */
  async create(participantId: string, input: NewSubmission): Promise<SubmissionViewDto> {
    // A page read before the terms changed showed the old consent: the entrant must read the current one.
    if (input.consentVersion !== this.config.contest.consentVersion) {
      throw validationFailed(
        { consentVersion: ['The contest terms have changed: reload the page and read the consent again'] },
        'The contest terms have changed: reload the page and read the consent again',
      );
    }
    const link = parseInstagramLink(input.instagramUrl);
    for (let attempt = 1; ; attempt++) {
      // Read first and thrown in its turn, after the account's checks made in the same call as the insert.
      const round = await this.openRoundFor(participantId, attempt === 1).catch((error: unknown) => error);
      const open = link && round instanceof Round ? round : null;
      const limit = open ? this.contest.entryLimit(open) : 0;
      const message = entryMessage(
        { instagramUrl: link?.canonicalUrl ?? '', category: input.category, statusReason: null },
        null,
        'pending',
      )!;
      // The entry's columns are null unless the outcome is that it was entered.
      const { outcome, instagramHandle, ...entry } = await this.entries.enter({
        participant: participantId,
        round: open?.id ?? null,
        roundStarts: open?.startsAt ?? null,
        roundEnds: open?.endsAt ?? null,
        url: link?.canonicalUrl ?? null,
        shortcode: link?.shortcode ?? null,
        category: input.category,
        hashtags: input.hashtagsAdded,
        consent: input.consent,
        consentVersion: input.consentVersion,
        consentLanguage: input.language,
        linkUsername: linkOwnerHint(input.instagramUrl),
        limit,
        kind: message.kind,
        messageCategory: message.category,
        params: message.params,
        channels: message.channels,
      });
      // Edited or closed between this process's read and the statement: read it again (twice at most).
      if (outcome === 'round_changed' && attempt < ROUND_READS) continue;
      if (outcome === 'round_changed') throw new Error('the round taking entries kept changing');
      // Another participant's live entry holds the post: the attempt is this participant's claim on it, even at
      // their entry limit (the author whose post was taken must be able to say so).
      if ((outcome === 'duplicate_submission' || outcome === 'entry_limit_reached') && link) {
        const claim = await this.claims.claimHeldPost(participantId, link.shortcode);
        if (claim) throw claim;
      }
      if (outcome === 'duplicate_submission') throw submissionError(SubmissionErrorCode.DuplicateSubmission);
      if (outcome in REFUSALS) throw REFUSALS[outcome](limit);
      if (!link) {
        throw submissionError(SubmissionErrorCode.InvalidInstagramLink);
      }
      if (!(round instanceof Round)) throw round;
      const submission: Submission = Object.assign(new Submission(), entry);
      return toSubmissionView(submission, null, this.stepsOf(submission, null, instagramHandle));
    }
  }

  /**
   * The round taking entries now, for this participant: where the round window (and eligibility) is checked.
   * With `confirmed`, on this process's copy of the round; a refusal is then judged again on a fresh read.
   */
  private async openRoundFor(participantId: string, confirmed: boolean): Promise<Round> {
    try {
      const round = await this.contest.roundAcceptingSubmissions({ confirmed });
      await this.contest.assertPromoted(round, participantId);
      return round;
    } catch (error) {
      if (confirmed) return this.openRoundFor(participantId, false);
      throw error;
    }
  }

  /**
   * GET /submissions/eligibility: the round and promotion checks of `create`, asked before the form is filled,
   * so a creator not promoted into Round 2 is told up front (the entry limit stays for the entry itself).
   */
  async eligibility(participantId: string): Promise<EntryEligibilityDto> {
    try {
      const round = await this.openRoundFor(participantId, false);
      return { mayEnter: true, roundId: round.id, refusal: null };
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'round_closed' || error.code === 'not_promoted')) {
        return { mayEnter: false, roundId: null, refusal: { code: error.code, message: error.message } };
      }
      throw error;
    }
  }

  /** The participant's own entry; someone else's id and a malformed id answer the same 404. */
  async findOwn(participantId: string, id: string): Promise<Submission> {
    if (!isUuid(id)) throw notFound();
    const submission = await this.submissions.findOneBy({ id, participantId });
    if (!submission) throw notFound();
    return submission;
  }

  /** GET /submissions/mine: the participant's entries, newest first, with their figures, rank and missing steps. */
  async ownEntries(participantId: string): Promise<SubmissionViewDto[]> {
    return this.views(participantId, await this.listForParticipant(participantId));
  }

  /** GET /submissions/{id}: one of the participant's entries with its figures, rank and missing steps. */
  async ownEntry(participantId: string, id: string): Promise<SubmissionViewDto> {
    const [view] = await this.views(participantId, [await this.findOwn(participantId, id)]);
    return view;
  }

  private async views(participantId: string, entries: Submission[]): Promise<SubmissionViewDto[]> {
    const ids = entries.map((entry) => entry.id);
    const [positions, standings, participant] = await Promise.all([
      this.leaderboard.positionsFor(ids),
      this.standing.standings(ids),
      this.profiles.findById(participantId),
    ]);
    const handle = participant?.instagramHandle ?? null;
    const unproven = participant && !participant.instagramProvenUsername ? participant.ownershipCode : null;
    return entries.map((entry) =>
      toSubmissionView(
        entry,
        positions.get(entry.id) ?? null,
        // The code is asked for only while no account is proven theirs.
        this.stepsOf(entry, standings.get(entry.id) ?? null, handle, unproven),
      ),
    );
  }

  private stepsOf(
    entry: Submission,
    standing: EntryStanding | null,
    handle: string | null,
    ownershipCode: string | null = null,
  ): MissingStep[] {
    return missingSteps(entry.status, standing, handle, this.config.contest.requiredMention, ownershipCode);
  }

  /** A participant's entries, newest first. */
  listForParticipant(participantId: string): Promise<Submission[]> {
    return this.submissions.find({ where: { participantId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  findByIds(ids: string[]): Promise<Submission[]> {
    const valid = ids.filter((id) => isUuid(id));
    return valid.length ? this.submissions.findBy({ id: In(valid) }) : Promise.resolve([]);
  }

  /**
   * Moves an entry along pending -> verified | rejected, verified -> disqualified, writing the history row
   * in the same transaction. Used by the console (admin) and the worker (system).
   */
  async changeStatus(id: string, to: SubmissionStatus, options: StatusChangeOptions): Promise<Submission> {
    if (!isUuid(id)) throw notFound();
    const reason = options.reason?.trim() || null;
    if (NEEDS_REASON.has(to) && !reason) {
      throw validationFailed({ reason: [`A reason is required to mark an entry ${to}`] });
    }
    return this.moveStatus(id, (from) => (TRANSITIONS[from].includes(to) ? to : null), to, reason, options);
  }

  /**
   * Undoes a rejection (back to pending, to be decided again) or a disqualification (back to verified), with
   * the reason in the history row; any other status is 409 invalid_status_transition.
   */
  reinstate(id: string, options: StatusChangeOptions & { reason: string }): Promise<Submission> {
    if (!isUuid(id)) throw notFound();
    return this.moveStatus(id, (from) => REINSTATED_TO[from] ?? null, 'reinstated', options.reason.trim(), options);
  }

  private moveStatus(
    id: string,
    target: (from: SubmissionStatus) => SubmissionStatus | null,
    wanted: string,
    reason: string | null,
    options: StatusChangeOptions,
  ): Promise<Submission> {
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Submission);
      const submission = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!submission) throw notFound();
      const from = submission.status;
      const to = target(from);
      if (!to) {
        throw submissionError(SubmissionErrorCode.InvalidStatusTransition, { from, to: wanted }, { from, to: wanted });
      }
      const now = new Date();
      submission.status = to;
      submission.statusReason = NEEDS_REASON.has(to) ? reason : null;
      submission.statusChangedAt = now;
      await repository.save(submission).catch((error: unknown) => {
        // A rejected entry freed its post; reinstating it while another live entry holds the post would
        // make two live claims: the partial unique index refuses, and the organiser is told why.
        if (isUniqueViolation(error, 'submissions_live_shortcode_key')) {
          throw submissionError(SubmissionErrorCode.PostClaimedAgain, { shortcode: submission.shortcode });
        }
        throw error;
      });
      await manager.getRepository(SubmissionStatusChange).insert({
        submissionId: id,
        fromStatus: from,
        toStatus: to,
        reason,
        actorType: options.actorType,
        actorId: options.actorId ?? null,
      });
      await this.notifications.entryStatusChanged(manager, submission, from, to);
      await options.alongside?.(manager);
      return submission;
    });
  }

  /** A participant's entries with their status history, for their data export (console staff ids left out). */
  async exportFor(participantId: string) {
    const entries = await this.listForParticipant(participantId);
    const history = entries.length
      ? await this.changes.find({
          where: { submissionId: In(entries.map((entry) => entry.id)) },
          order: { createdAt: 'ASC', id: 'ASC' },
        })
      : [];
    return entries.map((entry) => ({
      id: entry.id,
      instagramUrl: entry.instagramUrl,
      category: entry.category,
      roundId: entry.roundId,
      status: entry.status,
      statusReason: entry.statusReason,
      hashtagsAdded: entry.hashtagsAdded,
      consent: entry.consent,
      consentedAt: entry.consentedAt,
      consentVersion: entry.consentVersion,
      consentLanguage: entry.consentLanguage,
      instagramUsername: entry.igUsername,
      instagramMediaId: entry.igMediaId,
      createdAt: entry.createdAt,
      statusChangedAt: entry.statusChangedAt,
      history: history
        .filter((change) => change.submissionId === entry.id)
        .map((change) => ({
          fromStatus: change.fromStatus,
          toStatus: change.toStatus,
          reason: change.reason,
          by: change.actorType,
          at: change.createdAt,
        })),
    }));
  }

  /** An entry's status changes, oldest first. */
  statusHistory(submissionId: string): Promise<SubmissionStatusChange[]> {
    if (!isUuid(submissionId)) return Promise.resolve([]);
    return this.changes.find({ where: { submissionId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }
}
