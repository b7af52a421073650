import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { SubmissionStatus } from '../contest/submission-statuses';
import type { ListQuery, Page } from '../console/simple-rest/list-query';
import { SqlConditions } from '../console/simple-rest/sql-builder';

export const GRIEVANCE_TOPICS = ['entry_decision', 'personal_data', 'other'] as const;
export type GrievanceTopic = (typeof GRIEVANCE_TOPICS)[number];
export const GRIEVANCE_STATUSES = ['open', 'in_progress', 'answered', 'closed'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];
/** Still waiting for an answer: these count towards a participant's cap, the reminders and "overdue". */
export const PENDING_STATUSES: readonly GrievanceStatus[] = ['open', 'in_progress'];

export interface GrievanceFilter {
  id: string[];
  status: GrievanceStatus[];
  topic: GrievanceTopic[];
  assigneeId: string[];
  participantId: string[];
  submissionId: string[];
  overdue: boolean;
  unassigned: boolean;
}

/** Sortable names to SQL: the whitelist is the only way a sort reaches the query. */
export const GRIEVANCE_SORT_COLUMNS: Record<string, string> = {
  id: 'g.id',
  receivedAt: 'g.received_at',
  dueAt: 'g.due_at',
  status: 'g.status',
  topic: 'g.topic',
  updatedAt: 'g.updated_at',
};

/** A grievance as the console reads it: who raised it, about which entry, who works on it. */
export interface GrievanceFacts {
  id: string;
  topic: GrievanceTopic;
  status: GrievanceStatus;
  message: string;
  reply: string | null;
  receivedAt: Date;
  dueAt: Date;
  answeredAt: Date | null;
  closedAt: Date | null;
  reinstatedAt: Date | null;
  updatedAt: Date;
  participantId: string;
  participantName: string | null;
  submissionId: string | null;
  instagramUrl: string | null;
  entryStatus: SubmissionStatus | null;
  entryStatusReason: string | null;
  assigneeId: string | null;
  assigneeEmail: string | null;
}

interface GrievanceNoteRow {
  id: string;
  authorId: string | null;
  authorEmail: string;
  body: string;
  createdAt: Date;
}

/** What a reminder or an alert names: the grievance, its due date and (reminders) whom to tell. */
export interface DueGrievance {
  id: string;
  dueAt: Date;
  topic: GrievanceTopic;
  assigneeId: string | null;
}

export type ReminderStage = 'reminder' | 'due_alert' | 'overdue_alert';

const SELECT = `
  SELECT g.id, g.topic, g.status, g.message, g.reply, g.received_at AS "receivedAt", g.due_at AS "dueAt",
         g.answered_at AS "answeredAt", g.closed_at AS "closedAt", g.reinstated_at AS "reinstatedAt",
         g.updated_at AS "updatedAt", g.participant_id AS "participantId", p.name AS "participantName",
         g.submission_id AS "submissionId", s.instagram_url AS "instagramUrl", s.status AS "entryStatus",
         s.status_reason AS "entryStatusReason", g.assignee_id AS "assigneeId", a.email AS "assigneeEmail"`;

const JOINS = `
  JOIN participants p ON p.id = g.participant_id
  LEFT JOIN submissions s ON s.id = g.submission_id
  LEFT JOIN console_accounts a ON a.id = g.assignee_id`;

const FROM = `FROM grievances g ${JOINS}`;

/** An UPDATE of one grievance answering its facts as changed, joined as SELECT joins them: no second read. */
const updatedFacts = (update: string) => `WITH g AS (${update} RETURNING *) ${SELECT} FROM g ${JOINS}`;

const PENDING = `g.status IN (${PENDING_STATUSES.map((status) => `'${status}'`).join(', ')})`;

/**
 * What else each reminder stage needs: the reminder an assignee, and it and the "due soon" alert a due date still
 * ahead (once it has passed, only the overdue alert is worth sending).
 */
const STAGES: Record<ReminderStage, string> = {
  reminder: 'g.assignee_id IS NOT NULL AND g.due_at > now()',
  due_alert: 'g.due_at > now()',
  overdue_alert: 'true',
};

/** The SQL of grievances and their internal notes. */
@Injectable()
export class GrievancesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * The participant's unanswered grievances, their row locked first so two grievances raised at once cannot
   * both slip under the cap.
   */
  async pendingCountLocked(manager: EntityManager, participantId: string): Promise<number> {
    await manager.query(`SELECT 1 FROM participants WHERE id = $1 FOR NO KEY UPDATE`, [participantId]);
    const [{ n }] = await manager.query<Array<{ n: number }>>(
      `SELECT count(*)::int AS n FROM grievances g WHERE g.participant_id = $1 AND ${PENDING}`,
      [participantId],
    );
    return n;
  }

  /** True when the entry is the participant's own. */
  async ownsSubmission(manager: EntityManager, participantId: string, submissionId: string): Promise<boolean> {
    const rows = await manager.query<unknown[]>(`SELECT 1 FROM submissions WHERE id = $1 AND participant_id = $2`, [
      submissionId,
      participantId,
    ]);
    return rows.length > 0;
  }

  async insert(
    manager: EntityManager,
    grievance: {
      participantId: string;
      topic: GrievanceTopic;
      submissionId: string | null;
      message: string;
      responseDays: number;
    },
  ): Promise<{ id: string; receivedAt: Date; dueAt: Date }> {
    const [row] = await manager.query<Array<{ id: string; receivedAt: Date; dueAt: Date }>>(
      `INSERT INTO grievances (participant_id, topic, submission_id, message, due_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(days => $5))
       RETURNING id, received_at AS "receivedAt", due_at AS "dueAt"`,
      [grievance.participantId, grievance.topic, grievance.submissionId, grievance.message, grievance.responseDays],
    );
    return row;
  }

  /** The participant's own grievances, newest first. */
  ownGrievances(participantId: string): Promise<GrievanceFacts[]> {
    return this.dataSource.query<GrievanceFacts[]>(
      `${SELECT} ${FROM} WHERE g.participant_id = $1 ORDER BY g.received_at DESC, g.id`,
      [participantId],
    );
  }

  async get(id: string): Promise<GrievanceFacts | null> {
    const [row] = await this.dataSource.query<GrievanceFacts[]>(`${SELECT} ${FROM} WHERE g.id = $1`, [id]);
    return row ?? null;
  }

  /** The grievance, its row (only its row) locked for a change; null when there is none. */
  async lock(manager: EntityManager, id: string): Promise<GrievanceFacts | null> {
    const [row] = await manager.query<GrievanceFacts[]>(`${SELECT} ${FROM} WHERE g.id = $1 FOR NO KEY UPDATE OF g`, [
      id,
    ]);
    return row ?? null;
  }

  async list(query: ListQuery<GrievanceFilter>): Promise<Page<GrievanceFacts>> {
    const { filter } = query;
    const where = new SqlConditions();
    if (filter.id) where.add((bind) => `g.id = ANY(${bind(filter.id)}::uuid[])`);
    if (filter.status) where.add((bind) => `g.status = ANY(${bind(filter.status)})`);
    if (filter.topic) where.add((bind) => `g.topic = ANY(${bind(filter.topic)})`);
    if (filter.assigneeId) where.add((bind) => `g.assignee_id = ANY(${bind(filter.assigneeId)}::uuid[])`);
    if (filter.participantId) where.add((bind) => `g.participant_id = ANY(${bind(filter.participantId)}::uuid[])`);
    if (filter.submissionId) where.add((bind) => `g.submission_id = ANY(${bind(filter.submissionId)}::uuid[])`);
    if (filter.overdue !== undefined) {
      where.add(() => `${filter.overdue ? '' : 'NOT '}(${PENDING} AND g.due_at <= now())`);
    }
    if (filter.unassigned !== undefined) where.add(() => `g.assignee_id IS ${filter.unassigned ? '' : 'NOT '}NULL`);
    const countParams = [...where.params];
    const order = `${GRIEVANCE_SORT_COLUMNS[query.sort.field]} ${query.sort.order}, g.id`;
    const page = `LIMIT ${where.bind(query.limit)} OFFSET ${where.bind(query.offset)}`;
    const [rows, [{ total }]] = await Promise.all([
      this.dataSource.query<GrievanceFacts[]>(
        `${SELECT} ${FROM} ${where.where} ORDER BY ${order} ${page}`,
        where.params,
      ),
      this.dataSource.query<Array<{ total: number }>>(
        `SELECT count(*)::int AS total ${FROM} ${where.where}`,
        countParams,
      ),
    ]);
    return { rows, total };
  }

  /** Every grievance, oldest first, for the grievance officer's CSV. */
  all(): Promise<GrievanceFacts[]> {
    return this.dataSource.query<GrievanceFacts[]>(`${SELECT} ${FROM} ORDER BY g.received_at, g.id`);
  }

  notes(id: string): Promise<GrievanceNoteRow[]> {
    return this.dataSource.query<GrievanceNoteRow[]>(
      `SELECT id::text, author_id AS "authorId", author_email AS "authorEmail", body, created_at AS "createdAt"
         FROM grievance_notes WHERE grievance_id = $1 ORDER BY id`,
      [id],
    );
  }

  /** True when the console account may be given grievances: an enabled organiser. */
  async isAssignable(accountId: string): Promise<boolean> {
    const rows = await this.dataSource.query<unknown[]>(
      `SELECT 1 FROM console_accounts WHERE id = $1 AND role = 'admin' AND NOT disabled`,
      [accountId],
    );
    return rows.length > 0;
  }

  /** Sets the status and the assignee; closing stamps closed_at and reopening clears it. */
  async update(
    manager: EntityManager,
    id: string,
    change: { status: GrievanceStatus; assigneeId: string | null },
  ): Promise<GrievanceFacts> {
    const [row] = await manager.query<GrievanceFacts[]>(
      updatedFacts(
        `UPDATE grievances
            SET status = $2::text, assignee_id = $3::uuid,
                closed_at = CASE WHEN $2::text = 'closed' THEN coalesce(closed_at, now()) END,
                updated_at = now()
          WHERE id = $1`,
      ),
      [id, change.status, change.assigneeId],
    );
    return row;
  }

  async addNote(
    manager: EntityManager,
    id: string,
    author: { id: string; email: string },
    body: string,
  ): Promise<GrievanceFacts> {
    await manager.query(
      `INSERT INTO grievance_notes (grievance_id, author_id, author_email, body) VALUES ($1, $2, $3, $4)`,
      [id, author.id, author.email, body],
    );
    const [row] = await manager.query<GrievanceFacts[]>(
      updatedFacts(`UPDATE grievances SET updated_at = now() WHERE id = $1`),
      [id],
    );
    return row;
  }

  /** Stores the answer; its answeredAt keys the participant's message. */
  async answer(manager: EntityManager, id: string, reply: string, close: boolean): Promise<GrievanceFacts> {
    const [row] = await manager.query<GrievanceFacts[]>(
      updatedFacts(
        `UPDATE grievances
            SET reply = $2, answered_at = now(), status = CASE WHEN $3::boolean THEN 'closed' ELSE 'answered' END,
                closed_at = CASE WHEN $3::boolean THEN now() END, updated_at = now()
          WHERE id = $1`,
      ),
      [id, reply, close],
    );
    return row;
  }

  /** The entry the grievance is about was reinstated from it. */
  async markReinstated(manager: EntityManager, id: string): Promise<void> {
    await manager.query(`UPDATE grievances SET reinstated_at = now(), updated_at = now() WHERE id = $1`, [id]);
  }

  /**
   * The unanswered grievances in this stage's window (from `leadDays` before their due date). They stay in it
   * until answered, so every run finds them again: the outbox's keys make each message go once.
   */
  dueFor(manager: EntityManager, stage: ReminderStage, leadDays: number): Promise<DueGrievance[]> {
    return manager.query<DueGrievance[]>(
      `SELECT g.id, g.due_at AS "dueAt", g.topic, g.assignee_id AS "assigneeId"
         FROM grievances g
        WHERE ${PENDING} AND ${STAGES[stage]} AND g.due_at - make_interval(days => $1::int) <= now()
        ORDER BY g.due_at, g.id`,
      [leadDays],
    );
  }

  /** The participant's grievances for their data export (the organisers' notes and names left out). */
  exportFor(participantId: string) {
    return this.dataSource.query<unknown[]>(
      `SELECT g.id, g.topic, g.submission_id AS "submissionId", g.message, g.status, g.received_at AS "receivedAt",
              g.due_at AS "dueAt", g.reply, g.answered_at AS "answeredAt", g.closed_at AS "closedAt"
         FROM grievances g WHERE g.participant_id = $1 ORDER BY g.received_at`,
      [participantId],
    );
  }
}
