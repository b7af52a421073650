import type { EntityManager } from 'typeorm';
import { ApiError } from '../common/errors/api-error';
import type { AppConfig } from '../config/app-config';
import type { AuditLog, AuditRecord } from '../console/audit/audit-log';
import type { ConsoleActor } from '../console/console-actor';
import type { NotificationOutboxService } from '../notifications/notification-outbox.service';
import type { PersonalDataService } from '../profile/personal-data.service';
import type { GrievanceFacts, GrievancesRepository } from './grievances.repository';
import { GrievancesService } from './grievances.service';

/*
 * The grievance rules against in-memory fakes: what a raise needs, the cap, whose entry it may name, what the
 * participant is told, and that a closed grievance takes no answer. The SQL (the queue's filters, the reminders'
 * windows) is checked against Postgres in grievances.int-spec.ts.
 */

const ME = '00000000-0000-4000-8000-0000000000a1';
const MY_ENTRY = '00000000-0000-4000-8000-0000000000e1';
const THEIR_ENTRY = '00000000-0000-4000-8000-0000000000e2';
const ADMIN: ConsoleActor = {
  id: '00000000-0000-4000-8000-0000000000c1',
  email: 'a@x.test',
  displayName: null,
  role: 'admin',
};
const MANAGER = {} as EntityManager;
const DAY = 86_400_000;

function fakes(maxOpen = 2) {
  const rows: GrievanceFacts[] = [];
  const told: string[] = [];
  const audit: AuditRecord[] = [];
  const repository = {
    transaction: <T>(work: (manager: EntityManager) => Promise<T>) => work(MANAGER),
    pendingCountLocked: (_: EntityManager, participantId: string) =>
      Promise.resolve(
        rows.filter((row) => row.participantId === participantId && ['open', 'in_progress'].includes(row.status))
          .length,
      ),
    ownsSubmission: (_: EntityManager, participantId: string, submissionId: string) =>
      Promise.resolve(participantId === ME && submissionId === MY_ENTRY),
    insert: (
      _: EntityManager,
      input: {
        participantId: string;
        topic: GrievanceFacts['topic'];
        submissionId: string | null;
        message: string;
        responseDays: number;
      },
    ) => {
      const receivedAt = new Date();
      const row = {
        id: `00000000-0000-4000-8000-${String(rows.length + 1).padStart(12, '0')}`,
        topic: input.topic,
        status: 'open',
        message: input.message,
        reply: null,
        receivedAt,
        dueAt: new Date(receivedAt.getTime() + input.responseDays * DAY),
        answeredAt: null,
        closedAt: null,
        reinstatedAt: null,
        updatedAt: receivedAt,
        participantId: input.participantId,
        participantName: 'Kavya',
        submissionId: input.submissionId,
        instagramUrl: null,
        entryStatus: null,
        entryStatusReason: null,
        assigneeId: null,
        assigneeEmail: null,
      } satisfies GrievanceFacts;
      rows.push(row);
      return Promise.resolve(row);
    },
    get: (id: string) => Promise.resolve(rows.find((row) => row.id === id) ?? null),
    lock: (_: EntityManager, id: string) => Promise.resolve(rows.find((row) => row.id === id) ?? null),
    notes: () => Promise.resolve([]),
    answer: (_: EntityManager, id: string, reply: string, close: boolean) => {
      const row = rows.find((candidate) => candidate.id === id)!;
      Object.assign(row, { reply, status: close ? 'closed' : 'answered', answeredAt: new Date() });
      return Promise.resolve(row);
    },
  } as unknown as GrievancesRepository;
  const outbox = {
    grievanceNews: (_: EntityManager, news: { kind: string; params: Record<string, string> }) => {
      told.push(`${news.kind} ${news.params.topicLabel}`);
      return Promise.resolve();
    },
  } as unknown as NotificationOutboxService;
  const auditLog = {
    record: (_: unknown, record: AuditRecord) => Promise.resolve(void audit.push(record)),
  } as unknown as AuditLog;
  const config = { grievances: { responseDays: 30, maxOpen, reminderDays: 7, alertDays: 2 } } as AppConfig;
  const service = new GrievancesService(repository, config, auditLog, outbox, {} as PersonalDataService);
  return { service, rows, told, audit };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: ApiError) => ({ status: error.getStatus(), code: error.code, details: error.details }),
  );

describe('raising a grievance', () => {
  it('needs the entry a decision was about, and only one of the participant’s own', async () => {
    const { service, rows } = fakes();
    expect(await refusal(service.raise(ME, { topic: 'entry_decision', message: 'Look again' }))).toMatchObject({
      status: 400,
      details: { fields: { submissionId: [expect.stringContaining('required')] } },
    });
    expect(
      await refusal(service.raise(ME, { topic: 'entry_decision', submissionId: THEIR_ENTRY, message: 'x' })),
    ).toMatchObject({ status: 400, details: { fields: { submissionId: ['is not one of your entries'] } } });
    expect(rows).toEqual([]);
  });

  it('is due after the response time, and its author is told it was received', async () => {
    const { service, told } = fakes();
    const raised = await service.raise(ME, { topic: 'entry_decision', submissionId: MY_ENTRY, message: '  Why?  ' });
    expect(raised).toMatchObject({ status: 'open', message: 'Why?', submissionId: MY_ENTRY });
    expect(new Date(raised.dueAt).getTime() - new Date(raised.receivedAt).getTime()).toBe(30 * DAY);
    expect(told).toEqual(['grievance_received a decision on your entry']);
  });

  it('refuses one more while as many as allowed wait for an answer, and takes it once one is answered', async () => {
    const { service } = fakes(2);
    const first = await service.raise(ME, { topic: 'other', message: 'one' });
    await service.raise(ME, { topic: 'personal_data', message: 'two' });
    expect(await refusal(service.raise(ME, { topic: 'other', message: 'three' }))).toMatchObject({
      status: 409,
      code: 'too_many_open_grievances',
    });
    await service.reply(first.id, 'Answered', false, ADMIN);
    expect((await service.raise(ME, { topic: 'other', message: 'three' })).status).toBe('open');
  });
});

describe('answering a grievance', () => {
  it('tells the participant and records it; a closed grievance takes no answer', async () => {
    const { service, told, audit } = fakes();
    const raised = await service.raise(ME, { topic: 'personal_data', message: 'Correct my state' });
    const answered = await service.reply(raised.id, 'Done.', true, ADMIN);
    expect(answered).toMatchObject({ status: 'closed', reply: 'Done.', daysLeft: null, overdue: false });
    expect(told).toEqual(['grievance_received your personal data', 'grievance_answered your personal data']);
    expect(audit).toEqual([
      expect.objectContaining({ action: 'grievance.reply', after: { status: 'closed', reply: 'Done.' } }),
    ]);
    expect(await refusal(service.reply(raised.id, 'Again', false, ADMIN))).toMatchObject({
      status: 409,
      code: 'grievance_closed',
    });
  });
});
