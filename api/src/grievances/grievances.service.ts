import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { validationFailed } from '../common/errors/api-error';
import { notFoundError } from '../common/errors/not-found';
import { AppConfig } from '../config/app-config';
import { AuditLog } from '../console/audit/audit-log';
import type { ConsoleActor } from '../console/console-actor';
import { bool, ListQuery, ListSpec, oneOf, Page, uuids } from '../console/simple-rest/list-query';
import { formatIstDate } from '../contest/round-schedule';
import { topicWords } from '../notifications/label-words';
import { NotificationOutboxService } from '../notifications/notification-outbox.service';
import { PersonalDataService } from '../profile/personal-data.service';
import type {
  GrievanceDetailDto,
  GrievanceRowDto,
  MyGrievanceDto,
  MyGrievancesDto,
  RaiseGrievanceDto,
  UpdateGrievanceDto,
} from './grievance.dto';
import { grievanceError, GrievanceErrorCode } from './grievance-errors';
import {
  GRIEVANCE_SORT_COLUMNS,
  GRIEVANCE_STATUSES,
  GRIEVANCE_TOPICS,
  GrievanceFacts,
  GrievanceFilter,
  GrievancesRepository,
  GrievanceTopic,
  PENDING_STATUSES,
} from './grievances.repository';

export const GRIEVANCE_LIST: ListSpec<GrievanceFilter> = {
  sortable: Object.keys(GRIEVANCE_SORT_COLUMNS),
  // The queue's natural order: what is due first.
  defaultSort: ['dueAt', 'ASC'],
  filters: {
    id: uuids,
    status: oneOf(GRIEVANCE_STATUSES),
    topic: oneOf(GRIEVANCE_TOPICS),
    assigneeId: uuids,
    participantId: uuids,
    submissionId: uuids,
    overdue: bool,
    unassigned: bool,
  },
};

const DAY_MS = 86_400_000;

/** How the messages name a topic in English (the organisers' reminders; a participant's says it in theirs). */
export const TOPIC_LABELS: Readonly<Record<GrievanceTopic, string>> = topicWords('en');

/** A short reference people can quote: the id's first block, in capitals. */
export const grievanceRef = (id: string) => `G-${id.slice(0, 8).toUpperCase()}`;

const isPending = (grievance: Pick<GrievanceFacts, 'status'>) => PENDING_STATUSES.includes(grievance.status);

/**
 * Whole days left until the due date, as people count them: any part of a day left is a day ("1 day left" with
 * 3 hours to go), and once past due, whole days overdue but at least one. Negative when overdue.
 */
export function daysUntil(dueAt: Date, now: Date): number {
  const left = (new Date(dueAt).getTime() - now.getTime()) / DAY_MS;
  return left > 0 ? Math.ceil(left) : -Math.max(1, Math.floor(-left));
}

/** The countdown while the grievance waits for an answer; null once answered or closed (nothing counts down). */
export function daysLeft(grievance: Pick<GrievanceFacts, 'status' | 'dueAt'>, now: Date): number | null {
  return isPending(grievance) ? daysUntil(grievance.dueAt, now) : null;
}

/** "3 days left", "1 day overdue": the wording of reminders and alerts. */
export function countdownText(days: number): string {
  const n = Math.abs(days);
  return `${n} ${n === 1 ? 'day' : 'days'} ${days > 0 ? 'left' : 'overdue'}`;
}

/**
 * Grievances: participants raise them (an entry decision, their personal data, anything else) and read the
 * answer; organisers work the queue (assign, note, answer, close), every step in the audit log, within the
 * response time fixed at receipt (GRIEVANCE_RESPONSE_DAYS).
 */
@Injectable()
export class GrievancesService implements OnModuleInit {
  constructor(
    private readonly repository: GrievancesRepository,
    private readonly config: AppConfig,
    private readonly audit: AuditLog,
    private readonly outbox: NotificationOutboxService,
    private readonly personalData: PersonalDataService,
  ) {}

  onModuleInit(): void {
    this.personalData.registerExporter('grievances', (participantId) => this.repository.exportFor(participantId));
  }

  // ---- the participant's side ---------------------------------------------------------------------------------

  /**
   * Stores the grievance and tells its author it was received, in one transaction. An entry decision names
   * one of their own entries; anything else may. At most GRIEVANCE_MAX_OPEN wait for an answer at once.
   */
  /** The open limit: with this many pending, raising one more is refused (and the site says so beforehand). */
  private atOpenLimit(pending: number): boolean {
    return pending >= this.config.grievances.maxOpen;
  }

  async raise(participantId: string, input: RaiseGrievanceDto): Promise<MyGrievanceDto> {
    const submissionId = input.submissionId ?? null;
    if (input.topic === 'entry_decision' && !submissionId) {
      throw validationFailed({ submissionId: ['is required for a grievance about an entry decision'] });
    }
    const { responseDays, maxOpen } = this.config.grievances;
    const id = await this.repository.transaction(async (manager) => {
      if (this.atOpenLimit(await this.repository.pendingCountLocked(manager, participantId))) {
        throw grievanceError(GrievanceErrorCode.TooManyOpen, { limit: maxOpen }, { limit: maxOpen });
      }
      if (submissionId && !(await this.repository.ownsSubmission(manager, participantId, submissionId))) {
        throw validationFailed({ submissionId: ['is not one of your entries'] });
      }
      const stored = await this.repository.insert(manager, {
        participantId,
        topic: input.topic,
        submissionId,
        message: input.message.trim(),
        responseDays,
      });
      await this.outbox.grievanceNews(manager, {
        kind: 'grievance_received',
        grievanceId: stored.id,
        participantId,
        at: stored.receivedAt,
        params: { ...this.messageParams(stored.id, input.topic), dueDate: formatIstDate(stored.dueAt) },
      });
      return stored.id;
    });
    return toMine(await this.facts(id));
  }

  async mine(participantId: string): Promise<MyGrievancesDto> {
    const rows = await this.repository.ownGrievances(participantId);
    const { responseDays, maxOpen } = this.config.grievances;
    const atLimit = this.atOpenLimit(rows.filter(isPending).length);
    return { items: rows.map(toMine), responseDays, maxOpen, atLimit };
  }

  // ---- the console's side -------------------------------------------------------------------------------------

  async list(query: ListQuery<GrievanceFilter>): Promise<Page<GrievanceRowDto>> {
    const page = await this.repository.list(query);
    const now = new Date();
    return { ...page, rows: page.rows.map((row) => toRow(row, now)) };
  }

  async get(id: string): Promise<GrievanceDetailDto> {
    return this.detail(await this.facts(id));
  }

  /** Sets the status (open, in progress, closed) and the assignee (an enabled organiser, or nobody). */
  async update(id: string, change: UpdateGrievanceDto, actor: ConsoleActor): Promise<GrievanceDetailDto> {
    const assigneeId = change.assigneeId;
    if (assigneeId && !(await this.repository.isAssignable(assigneeId))) {
      throw validationFailed({ assigneeId: ['is not an enabled organiser account'] });
    }
    const updated = await this.repository.transaction(async (manager) => {
      const before = await this.locked(manager, id);
      const after = {
        status: change.status ?? before.status,
        assigneeId: assigneeId === undefined ? before.assigneeId : assigneeId,
      };
      const grievance = await this.repository.update(manager, id, after);
      await this.audit.record(
        actor,
        {
          action: 'grievance.update',
          resource: 'grievances',
          resourceId: id,
          before: { status: before.status, assigneeId: before.assigneeId },
          after,
        },
        manager,
      );
      return grievance;
    });
    return this.detail(updated);
  }

  /** An internal note: organisers only, never shown to the participant. */
  async addNote(id: string, body: string, actor: ConsoleActor): Promise<GrievanceDetailDto> {
    const noted = await this.repository.transaction(async (manager) => {
      await this.locked(manager, id);
      const grievance = await this.repository.addNote(manager, id, actor, body.trim());
      await this.audit.record(
        actor,
        { action: 'grievance.note', resource: 'grievances', resourceId: id, after: { body: body.trim() } },
        manager,
      );
      return grievance;
    });
    return this.detail(noted);
  }

  /**
   * The answer: stored, the grievance answered (or closed with it), its author told by e-mail and on the site,
   * all in one transaction. A closed grievance must be reopened first.
   */
  async reply(id: string, reply: string, close: boolean, actor: ConsoleActor): Promise<GrievanceDetailDto> {
    const answered = await this.repository.transaction(async (manager) => {
      const before = await this.locked(manager, id);
      if (before.status === 'closed') throw grievanceError(GrievanceErrorCode.Closed);
      const grievance = await this.repository.answer(manager, id, reply.trim(), close);
      await this.outbox.grievanceNews(manager, {
        kind: 'grievance_answered',
        grievanceId: id,
        participantId: before.participantId,
        at: grievance.answeredAt as Date,
        params: this.messageParams(id, before.topic),
      });
      await this.audit.record(
        actor,
        {
          action: 'grievance.reply',
          resource: 'grievances',
          resourceId: id,
          before: { status: before.status, reply: before.reply },
          after: { status: close ? 'closed' : 'answered', reply: reply.trim() },
        },
        manager,
      );
      return grievance;
    });
    return this.detail(answered);
  }

  /**
   * Checks, before an entry is reinstated from a grievance, that the grievance is about that entry: 404 for no
   * such grievance, 400 when it is about another one (or none).
   */
  async ensureAbout(grievanceId: string, submissionId: string): Promise<void> {
    const grievance = await this.facts(grievanceId);
    if (grievance.submissionId !== submissionId) {
      throw validationFailed({ grievanceId: ['is about another entry, or about none'] });
    }
  }

  /** In the reinstating transaction: the grievance records that its entry was reinstated. */
  async recordReinstatement(manager: EntityManager, grievanceId: string): Promise<void> {
    await this.repository.markReinstated(manager, grievanceId);
  }

  /** Every grievance, for the grievance officer's CSV (rows as the console's queue shows them). */
  async exportRows(): Promise<GrievanceRowDto[]> {
    const now = new Date();
    return (await this.repository.all()).map((row) => toRow(row, now));
  }

  /** Callers pass a UUID (the routes' and the reinstate body's validation, or an id just stored). */
  private async facts(id: string): Promise<GrievanceFacts> {
    const grievance = await this.repository.get(id);
    if (!grievance) throw notFoundError('No such grievance');
    return grievance;
  }

  /** The console's view of a grievance whose facts are known: its row and its notes. */
  private async detail(grievance: GrievanceFacts): Promise<GrievanceDetailDto> {
    return { ...toRow(grievance, new Date()), notes: await this.repository.notes(grievance.id) };
  }

  private async locked(manager: EntityManager, id: string): Promise<GrievanceFacts> {
    const grievance = await this.repository.lock(manager, id);
    if (!grievance) throw notFoundError('No such grievance');
    return grievance;
  }

  private messageParams(id: string, topic: GrievanceTopic) {
    // The topic's code, said in its author's language when the message goes out (notifications/label-words.ts).
    return { grievanceRef: grievanceRef(id), topic, topicLabel: TOPIC_LABELS[topic] };
  }
}

function toMine(grievance: GrievanceFacts): MyGrievanceDto {
  const { id, topic, submissionId, instagramUrl, message, status, receivedAt, dueAt, reply, answeredAt, closedAt } =
    grievance;
  return {
    id,
    reference: grievanceRef(id),
    topic,
    submissionId,
    instagramUrl,
    message,
    status,
    receivedAt,
    dueAt,
    reply,
    answeredAt,
    closedAt,
  };
}

function toRow(grievance: GrievanceFacts, now: Date): GrievanceRowDto {
  const left = daysLeft(grievance, now);
  return {
    ...toMine(grievance),
    participantId: grievance.participantId,
    participantName: grievance.participantName,
    entryStatus: grievance.entryStatus,
    entryStatusReason: grievance.entryStatusReason,
    assigneeId: grievance.assigneeId,
    assigneeEmail: grievance.assigneeEmail,
    daysLeft: left,
    countdown: left === null ? null : countdownText(left),
    overdue: isPending(grievance) && new Date(grievance.dueAt).getTime() <= now.getTime(),
    reinstatedAt: grievance.reinstatedAt,
    updatedAt: grievance.updatedAt,
  };
}
