import type { DataSource, EntityManager } from 'typeorm';
import type { ApiError } from '../../common/errors/api-error';
import type { AuditLog, AuditRecord } from '../../console/audit/audit-log';
import type { ConsoleActor } from '../../console/console-actor';
import type { NotificationOutboxService } from '../../notifications/notification-outbox.service';
import { JuryErrorCode } from '../jury-errors';
import type { AssignmentPlanInput, ExistingAssignment } from './auto-assign';
import type { JuryAssignment } from './jury-assignment.entity';
import type { ListQuery, Page } from '../../console/simple-rest/list-query';
import type { AssignmentRowDto } from './jury-assignment.dto';
import { AssignmentFilter, JuryAssignmentsRepository, NewAssignment } from './jury-assignments.repository';
import { JuryAssignmentsService } from './jury-assignments.service';

type Repository = { [K in keyof JuryAssignmentsRepository]: JuryAssignmentsRepository[K] };

/** The contest as the repository sees it, over arrays: jurors, entries by round, assignments, conflicts. */
class FakeAssignmentsRepository implements Repository {
  jurors: Array<{ id: string; active: boolean }> = [];
  /** The entries contending in each round, oldest first. */
  contending = new Map<number, string[]>();
  authors = new Map<string, string>();
  closedRounds = new Set<number>();
  assignments: Array<NewAssignment & { id: string }> = [];
  /** Assignments the juror abstained on (declared a conflict of interest). */
  abstained = new Set<string>();
  /** Conflicts organisers recorded: juror × participant. */
  recorded: Array<{ jurorId: string; participantId: string }> = [];

  /** The list, reduced to what these tests read back: rows by id, a juror's own only. */
  page(query: ListQuery<AssignmentFilter>, jurorId: string | null): Promise<Page<AssignmentRowDto>> {
    const rows = this.assignments
      .filter((a) => (!query.filter.id || query.filter.id.includes(a.id)) && (!jurorId || a.jurorId === jurorId))
      .map((a) => ({
        id: a.id,
        roundId: a.roundId,
        submissionId: a.submissionId,
        jurorId: a.jurorId,
        jurorEmail: `${a.jurorId}@contest.test`,
        jurorName: null,
        createdAt: new Date(0),
        state: this.abstained.has(a.id) ? ('abstained' as const) : ('to_score' as const),
        scoreId: null,
        roundClosed: this.closedRounds.has(a.roundId),
        instagramUrl: `https://www.instagram.com/reel/${a.submissionId}/`,
        category: 'film',
      }));
    return Promise.resolve({ rows, total: rows.length });
  }

  progress(): never {
    throw new Error('not used by these rules');
  }

  roundClosed(_manager: EntityManager, roundId: number): Promise<boolean> {
    return Promise.resolve(this.closedRounds.has(roundId));
  }

  isActiveJuror(_manager: EntityManager, jurorId: string): Promise<boolean> {
    return Promise.resolve(this.jurors.some((juror) => juror.id === jurorId && juror.active));
  }

  activeJurors(_manager: EntityManager, jurorIds: string[] | null): Promise<string[]> {
    const active = this.jurors.filter((juror) => juror.active && (!jurorIds || jurorIds.includes(juror.id)));
    return Promise.resolve(active.map((juror) => juror.id));
  }

  contends(_manager: EntityManager, submissionId: string, roundId: number): Promise<boolean> {
    return Promise.resolve((this.contending.get(roundId) ?? []).includes(submissionId));
  }

  contendingEntries(_manager: EntityManager, roundId: number): Promise<string[]> {
    return Promise.resolve(this.contending.get(roundId) ?? []);
  }

  conflictWith(
    _manager: EntityManager,
    submissionId: string,
    jurorId: string,
  ): Promise<{ declared: boolean; recorded: boolean }> {
    const declared = this.assignments.some(
      (a) => this.abstained.has(a.id) && a.submissionId === submissionId && a.jurorId === jurorId,
    );
    const author = this.authors.get(submissionId);
    const recorded = this.recorded.some((c) => c.jurorId === jurorId && c.participantId === author);
    return Promise.resolve({ declared, recorded });
  }

  conflicts(): Promise<AssignmentPlanInput['conflicts']> {
    const declared = this.assignments
      .filter((a) => this.abstained.has(a.id))
      .map((a) => ({ submissionId: a.submissionId, jurorId: a.jurorId }));
    const recorded = [...this.authors].flatMap(([submissionId, author]) =>
      this.recorded.filter((c) => c.participantId === author).map((c) => ({ submissionId, jurorId: c.jurorId })),
    );
    return Promise.resolve([...declared, ...recorded]);
  }

  inRound(_manager: EntityManager, roundId: number): Promise<ExistingAssignment[]> {
    return Promise.resolve(
      this.assignments
        .filter((a) => a.roundId === roundId)
        .map((a) => ({ submissionId: a.submissionId, jurorId: a.jurorId, conflict: this.abstained.has(a.id) })),
    );
  }

  lockAutoAssign(): Promise<void> {
    return Promise.resolve();
  }

  findForUpdate(_manager: EntityManager, id: string): Promise<JuryAssignment | null> {
    const found = this.assignments.find((a) => a.id === id);
    return Promise.resolve(found ? { ...found, createdAt: new Date(0) } : null);
  }

  isScored(_manager: EntityManager, id: string): Promise<boolean> {
    return Promise.resolve(this.abstained.has(id));
  }

  insert(_manager: EntityManager, assignments: NewAssignment[]): Promise<string[]> {
    const ids = assignments.map((assignment) => {
      const id = `a${this.assignments.length + 1}`;
      this.assignments.push({ ...assignment, id });
      return id;
    });
    return Promise.resolve(ids);
  }

  delete(_manager: EntityManager, id: string): Promise<void> {
    this.assignments = this.assignments.filter((a) => a.id !== id);
    return Promise.resolve();
  }

  /** Who is assigned to what in a round, as an organiser reads the list: entry → jurors. */
  staffing(roundId: number): Record<string, string[]> {
    const staffing: Record<string, string[]> = {};
    for (const a of this.assignments.filter((assignment) => assignment.roundId === roundId)) {
      (staffing[a.submissionId] ??= []).push(a.jurorId);
    }
    for (const jurors of Object.values(staffing)) jurors.sort();
    return staffing;
  }
}

const organiser: ConsoleActor = { id: 'organiser', email: 'o@contest.test', displayName: null, role: 'admin' };
const manager = {} as EntityManager;

function setUp() {
  const repository = new FakeAssignmentsRepository();
  const audit: AuditRecord[] = [];
  const notified: number[] = [];
  // One transaction is one call: the fakes ignore the manager they are handed.
  const dataSource = {
    transaction: <T>(work: (manager: EntityManager) => Promise<T>) => work(manager),
  } as unknown as DataSource;
  const auditLog = {
    record: (_actor: ConsoleActor, record: AuditRecord) => Promise.resolve(void audit.push(record)),
  } as unknown as AuditLog;
  const notifications = {
    jurorsAssigned: (_manager: EntityManager, roundId: number) => Promise.resolve(void notified.push(roundId)),
  } as unknown as NotificationOutboxService;
  const service = new JuryAssignmentsService(
    dataSource,
    repository as unknown as JuryAssignmentsRepository,
    auditLog,
    notifications,
  );
  return { service, repository, audit, notified };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: ApiError) => error.code,
  );

describe('JuryAssignmentsService.autoAssign', () => {
  it('gives every entry of the round its jurors, evenly loaded, and tells the jurors once', async () => {
    const { service, repository, audit, notified } = setUp();
    repository.jurors = ['j1', 'j2', 'j3'].map((id) => ({ id, active: true }));
    repository.contending.set(3, ['e1', 'e2', 'e3', 'e4']);
    repository.contending.set(4, ['e5']);

    const outcome = await service.autoAssign({ roundId: 3, jurorsPerEntry: 2 }, organiser);

    expect(outcome).toEqual({ created: 8, shortfalls: [] });
    expect(repository.staffing(3)).toEqual({
      e1: ['j1', 'j2'],
      e2: ['j1', 'j3'],
      e3: ['j2', 'j3'],
      e4: ['j1', 'j2'],
    });
    expect(repository.staffing(4)).toEqual({});
    expect(repository.assignments.every((a) => a.roundId === 3 && a.assignedBy === 'organiser')).toBe(true);
    expect(notified).toEqual([3]);
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'assignment.auto',
        after: { roundId: 3, jurorsPerEntry: 2, created: 8, shortfalls: [], entries: 4, jurors: 3 },
      }),
    ]);
  });

  it('never gives a juror an entry by an author they have a conflict with, or one they abstained on before', async () => {
    const { service, repository } = setUp();
    repository.jurors = ['j1', 'j2', 'j3'].map((id) => ({ id, active: true }));
    repository.contending.set(3, ['e1', 'e2']);
    repository.contending.set(4, ['e1', 'e2']);
    repository.authors.set('e1', 'p1').set('e2', 'p2');
    repository.recorded.push({ jurorId: 'j1', participantId: 'p1' });
    const [abstention] = await repository.insert(manager, [
      { roundId: 3, submissionId: 'e2', jurorId: 'j2', assignedBy: 'organiser' },
    ]);
    repository.abstained.add(abstention);

    const outcome = await service.autoAssign({ roundId: 4, jurorsPerEntry: 2 }, organiser);

    expect(repository.staffing(4)).toEqual({ e1: ['j2', 'j3'], e2: ['j1', 'j3'] });
    expect(outcome).toEqual({ created: 4, shortfalls: [] });
  });

  it('tops up what is there, replaces an abstaining juror, and reports entries it cannot staff', async () => {
    const { service, repository, notified } = setUp();
    repository.jurors = ['j1', 'j2'].map((id) => ({ id, active: true }));
    repository.contending.set(3, ['e1', 'e2']);
    const [, abstention] = await repository.insert(manager, [
      { roundId: 3, submissionId: 'e1', jurorId: 'j1', assignedBy: 'organiser' },
      { roundId: 3, submissionId: 'e2', jurorId: 'j1', assignedBy: 'organiser' },
    ]);
    repository.abstained.add(abstention);

    const outcome = await service.autoAssign({ roundId: 3, jurorsPerEntry: 2 }, organiser);

    // e1 gets its second juror; e2's abstention does not count, and only j2 is left to mark it.
    expect(repository.staffing(3)).toEqual({ e1: ['j1', 'j2'], e2: ['j1', 'j2'] });
    expect(outcome).toEqual({ created: 2, shortfalls: [{ submissionId: 'e2', missing: 1 }] });
    expect(notified).toEqual([3]);
  });

  it('assigns nobody and tells nobody when every entry is staffed', async () => {
    const { service, repository, notified } = setUp();
    repository.jurors = [{ id: 'j1', active: true }];
    repository.contending.set(3, ['e1']);
    await repository.insert(manager, [{ roundId: 3, submissionId: 'e1', jurorId: 'j1', assignedBy: 'organiser' }]);

    expect(await service.autoAssign({ roundId: 3, jurorsPerEntry: 1 }, organiser)).toEqual({
      created: 0,
      shortfalls: [],
    });
    expect(notified).toEqual([]);
  });

  it('uses only the chosen jurors, and refuses a choice with a disabled juror', async () => {
    const { service, repository } = setUp();
    repository.jurors = [
      { id: 'j1', active: true },
      { id: 'j2', active: true },
      { id: 'j3', active: false },
    ];
    repository.contending.set(3, ['e1', 'e2']);

    await expect(
      service.autoAssign({ roundId: 3, jurorsPerEntry: 1, jurorIds: ['j1', 'j3'] }, organiser),
    ).rejects.toMatchObject({ code: 'validation_failed', details: { fields: { jurorIds: expect.any(Array) } } });
    expect(repository.assignments).toEqual([]);

    await service.autoAssign({ roundId: 3, jurorsPerEntry: 1, jurorIds: ['j2'] }, organiser);
    expect(repository.staffing(3)).toEqual({ e1: ['j2'], e2: ['j2'] });
  });

  it('refuses a closed round and a round without a jury', async () => {
    const { service, repository } = setUp();
    repository.jurors = [{ id: 'j1', active: true }];
    repository.contending.set(3, ['e1']);
    repository.contending.set(2, ['e1']);
    repository.closedRounds.add(3);

    expect(await codeOf(service.autoAssign({ roundId: 3, jurorsPerEntry: 1 }, organiser))).toBe(
      JuryErrorCode.WorkFinal,
    );
    expect(await codeOf(service.autoAssign({ roundId: 2, jurorsPerEntry: 1 }, organiser))).toBe('validation_failed');
    expect(repository.assignments).toEqual([]);
  });
});

describe('JuryAssignmentsService.create', () => {
  function contest() {
    const setup = setUp();
    setup.repository.jurors = [
      { id: 'j1', active: true },
      { id: 'j2', active: false },
    ];
    setup.repository.contending.set(3, ['e1']);
    setup.repository.authors.set('e1', 'p1').set('e9', 'p1');
    return setup;
  }
  const by = (jurorId: string, submissionId = 'e1') => ({ roundId: 3, submissionId, jurorId });

  it('assigns an active juror to an entry of the round and tells them', async () => {
    const { service, repository, notified, audit } = contest();
    const row = await service.create(by('j1'), organiser);
    expect(row).toMatchObject({ roundId: 3, submissionId: 'e1', jurorId: 'j1', state: 'to_score' });
    expect(repository.staffing(3)).toEqual({ e1: ['j1'] });
    expect(notified).toEqual([3]);
    expect(audit).toEqual([expect.objectContaining({ action: 'assignment.create', resourceId: row.id })]);
  });

  it('refuses a juror who abstained on the entry in an earlier round', async () => {
    const { service, repository } = contest();
    repository.contending.set(4, ['e1']);
    const [abstention] = await repository.insert(
      manager,
      [by('j1')].map((a) => ({ ...a, assignedBy: null })),
    );
    repository.abstained.add(abstention);
    await expect(service.create({ ...by('j1'), roundId: 4 }, organiser)).rejects.toMatchObject({
      code: JuryErrorCode.JurorConflict,
      message: 'This juror declared a conflict of interest with this entry',
    });
  });

  it('refuses a disabled juror, an entry not in the round and a juror with a recorded conflict', async () => {
    const { service, repository } = contest();
    expect(await codeOf(service.create(by('j2'), organiser))).toBe('validation_failed');
    expect(await codeOf(service.create(by('j1', 'e9'), organiser))).toBe(JuryErrorCode.EntryNotInRound);
    repository.recorded.push({ jurorId: 'j1', participantId: 'p1' });
    await expect(service.create(by('j1'), organiser)).rejects.toMatchObject({
      code: JuryErrorCode.JurorConflict,
      message: "This juror has a recorded conflict of interest with this entry's author",
    });
    expect(repository.assignments).toEqual([]);
  });
});
