import { HttpStatus, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, QueryFailedError, Repository } from 'typeorm';
import { ApiError, validationFailed } from '../common/errors/api-error';
import { AppConfig } from '../config/app-config';
import { ContestService } from '../contest/contest.service';
import { LeaderboardService } from '../leaderboard/leaderboard.service';
import { NotificationOutboxService } from '../notifications/notification-outbox.service';
import { PersonalDataService } from '../profile/personal-data.service';
import { ProfileService } from '../profile/profile.service';
import { parseInstagramLink } from './instagram-link';
import { Submission, SubmissionCategory, SubmissionStatus } from './submission.entity';
import { SubmissionView, toSubmissionView } from './submission-view';
import { StatusActorType, SubmissionStatusChange } from './submission-status-change.entity';

export interface NewSubmission {
  instagramUrl: string;
  category: SubmissionCategory;
  hashtagsAdded: boolean;
  consent: boolean;
}

export interface StatusChangeOptions {
  /** Required for rejected and disqualified: the participant sees it. */
  reason?: string | null;
  actorType: StatusActorType;
  actorId?: string | null;
}

/** The moves an entry's status may make; anything else is 409 invalid_status_transition. */
const TRANSITIONS: Record<SubmissionStatus, readonly SubmissionStatus[]> = {
  pending: ['verified', 'rejected'],
  verified: ['disqualified'],
  rejected: [],
  disqualified: [],
};
const NEEDS_REASON: ReadonlySet<SubmissionStatus> = new Set(['rejected', 'disqualified']);

// Namespace of the per-participant advisory locks (two-key form, so it never meets the migration lock).
const ENTRY_LOCK_NAMESPACE = 7_243_101;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notFound = () => new ApiError(HttpStatus.NOT_FOUND, 'not_found', 'Submission not found');

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
    private readonly config: AppConfig,
    private readonly notifications: NotificationOutboxService,
  ) {}

  /** Entries are part of the participant's data export; they are erased with the account (ON DELETE CASCADE). */
  onModuleInit(): void {
    this.personalData.registerExporter('submissions', (participantId) => this.exportFor(participantId));
  }

  /**
   * Enters a post for a participant. The profile is read from the database, not the token, whose
   * profile-complete claim may be stale. The entry and its first history row are written together.
   */
  async create(participantId: string, input: NewSubmission): Promise<Submission> {
    const participant = await this.profiles.findById(participantId);
    if (!participant) throw new ApiError(HttpStatus.UNAUTHORIZED, 'unauthorized', 'Authentication required');
    if (participant.blockedAt) {
      throw new ApiError(
        HttpStatus.FORBIDDEN,
        'account_blocked',
        'Your account has been blocked from the contest. Please contact support.',
      );
    }
    if (!participant.profileComplete) {
      throw new ApiError(
        HttpStatus.FORBIDDEN,
        'profile_incomplete',
        'Please complete your profile before submitting an entry',
      );
    }
    const link = parseInstagramLink(input.instagramUrl);
    if (!link) {
      throw new ApiError(
        HttpStatus.BAD_REQUEST,
        'invalid_instagram_link',
        'Please provide a valid Instagram post link',
      );
    }
    const round = await this.contest.roundAcceptingSubmissions();
    const limit = this.config.contest.maxEntriesPerParticipant;

    try {
      return await this.dataSource.transaction(async (manager) => {
        // Serialises one participant's submissions so that two at once cannot both pass the count below.
        await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [ENTRY_LOCK_NAMESPACE, participantId]);
        // Rejected entries free their slot (the participant may enter another post); disqualified do not.
        const [{ count }] = await manager.query(
          `SELECT count(*)::int AS count FROM submissions
            WHERE participant_id = $1 AND round_id = $2 AND status <> 'rejected'`,
          [participantId, round.id],
        );
        if (count >= limit) {
          throw new ApiError(
            HttpStatus.CONFLICT,
            'entry_limit_reached',
            `You have reached the limit of ${limit} ${limit === 1 ? 'entry' : 'entries'} per participant`,
            { limit },
          );
        }
        const submission = await manager.getRepository(Submission).save(
          manager.getRepository(Submission).create({
            participantId,
            roundId: round.id,
            instagramUrl: link.canonicalUrl,
            shortcode: link.shortcode,
            category: input.category,
            hashtagsAdded: input.hashtagsAdded,
            consent: input.consent,
          }),
        );
        await manager.getRepository(SubmissionStatusChange).insert({
          submissionId: submission.id,
          fromStatus: null,
          toStatus: submission.status,
          actorType: 'participant',
          actorId: participantId,
        });
        await this.notifications.entryStatusChanged(manager, submission, null, submission.status);
        return submission;
      });
    } catch (error) {
      if (isUniqueViolation(error, 'submissions_shortcode_key')) {
        throw new ApiError(
          HttpStatus.CONFLICT,
          'duplicate_submission',
          'This Instagram post has already been entered in the contest',
        );
      }
      throw error;
    }
  }

  /** The participant's own entry; someone else's id and a malformed id answer the same 404. */
  async findOwn(participantId: string, id: string): Promise<Submission> {
    if (!UUID.test(id)) throw notFound();
    const submission = await this.submissions.findOneBy({ id, participantId });
    if (!submission) throw notFound();
    return submission;
  }

  /** GET /submissions/mine: the participant's entries, newest first, with their figures and rank. */
  async ownEntries(participantId: string): Promise<SubmissionView[]> {
    const entries = await this.listForParticipant(participantId);
    const positions = await this.leaderboard.positionsFor(entries.map((entry) => entry.id));
    return entries.map((entry) => toSubmissionView(entry, positions.get(entry.id) ?? null));
  }

  /** GET /submissions/{id}: one of the participant's entries with its figures and rank. */
  async ownEntry(participantId: string, id: string): Promise<SubmissionView> {
    const entry = await this.findOwn(participantId, id);
    const positions = await this.leaderboard.positionsFor([entry.id]);
    return toSubmissionView(entry, positions.get(entry.id) ?? null);
  }

  /** A participant's entries, newest first. */
  listForParticipant(participantId: string): Promise<Submission[]> {
    return this.submissions.find({ where: { participantId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  findByIds(ids: string[]): Promise<Submission[]> {
    const valid = ids.filter((id) => UUID.test(id));
    return valid.length ? this.submissions.findBy({ id: In(valid) }) : Promise.resolve([]);
  }

  /**
   * Moves an entry along pending -> verified | rejected, verified -> disqualified, writing the history row
   * in the same transaction. Used by the console (admin) and the worker (system).
   */
  async changeStatus(id: string, to: SubmissionStatus, options: StatusChangeOptions): Promise<Submission> {
    if (!UUID.test(id)) throw notFound();
    const reason = options.reason?.trim() || null;
    if (NEEDS_REASON.has(to) && !reason) {
      throw validationFailed({ reason: [`A reason is required to mark an entry ${to}`] });
    }
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Submission);
      const submission = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!submission) throw notFound();
      const from = submission.status;
      if (!TRANSITIONS[from].includes(to)) {
        throw new ApiError(
          HttpStatus.CONFLICT,
          'invalid_status_transition',
          `An entry cannot move from ${from} to ${to}`,
          { from, to },
        );
      }
      const now = new Date();
      submission.status = to;
      submission.statusReason = NEEDS_REASON.has(to) ? reason : null;
      submission.statusChangedAt = now;
      await repository.save(submission);
      await manager.getRepository(SubmissionStatusChange).insert({
        submissionId: id,
        fromStatus: from,
        toStatus: to,
        reason,
        actorType: options.actorType,
        actorId: options.actorId ?? null,
      });
      await this.notifications.entryStatusChanged(manager, submission, from, to);
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
    if (!UUID.test(submissionId)) return Promise.resolve([]);
    return this.changes.find({ where: { submissionId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }
}

function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && driverError.constraint === constraint;
}
