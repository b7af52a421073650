import type { EntityManager } from 'typeorm';
import { ApiError } from '../common/errors/api-error';
import type { AuditLog, AuditRecord } from '../console/audit/audit-log';
import type { ConsoleActor } from '../console/console-actor';
import type { ContestService } from '../contest/contest.service';
import { Round } from '../contest/round.entity';
import type { NotificationOutboxService } from '../notifications/notification-outbox.service';
import type { QueueService } from '../queue/queue.service';
import type { PublicResultsService } from './public-results.service';
import type { ResultsCache } from './results-cache';
import type { RoundPublication } from './round-publication.entity';
import { RoundPublicationService } from './round-publication.service';
import type { RoundStandingsRepository } from './round-standings.repository';

/*
 * Publishing's rules against in-memory fakes: what may be published when, who hears it when, what an
 * announcement job does. What the public then sees is results.int-spec.ts, against Postgres.
 */

const ADMIN: ConsoleActor = {
  id: '00000000-0000-4000-8000-00000000a001',
  email: 'admin@example.test',
  displayName: null,
  role: 'admin',
};
const HOUR = 3600_000;

function setUp() {
  const rounds = [1, 2, 3, 4].map((id) =>
    Object.assign(new Round(), { id, phase: `Round ${id}`, title: `Title ${id}`, closedAt: null as Date | null }),
  );
  const publications = new Map<number, RoundPublication>();
  /** Rounds whose frozen standings are stored. */
  const frozen = new Set([1, 2, 3, 4]);
  /** Each transaction's manager, in order: a fake holding no connection, only its identity matters. */
  const managers: EntityManager[] = [];
  const told: number[] = [];
  const toldWith: EntityManager[] = [];
  const jobs: Array<{ data: unknown; delay?: number }> = [];
  const audit: AuditRecord[] = [];
  let invalidated = 0;

  const standings: Partial<Record<keyof RoundStandingsRepository, unknown>> = {
    transaction: async <T>(work: (manager: EntityManager) => Promise<T>) => {
      const before = new Map(publications);
      const manager = { transaction: managers.length + 1 } as unknown as EntityManager;
      managers.push(manager);
      try {
        return await work(manager);
      } catch (error) {
        publications.clear();
        before.forEach((value, key) => publications.set(key, value));
        throw error;
      }
    },
    lockRound: async (id: number) => rounds.find((round) => round.id === id) ?? null,
    publication: async (id: number) => publications.get(id) ?? null,
    publish: async (publication: Pick<RoundPublication, 'roundId' | 'embargoUntil' | 'publishedBy'>) => {
      const saved = { ...publication, publishedAt: new Date() };
      publications.set(publication.roundId, saved);
      return saved;
    },
    unpublish: async (id: number) => void publications.delete(id),
    deleteStandings: async (id: number) => void frozen.delete(id),
  };
  const contest: Pick<ContestService, 'findRound'> = {
    findRound: async (id) => rounds.find((round) => round.id === id) ?? null,
  };
  const notifications: Pick<NotificationOutboxService, 'resultsPublished'> = {
    resultsPublished: async (manager, roundId) => {
      told.push(roundId);
      toldWith.push(manager);
    },
  };
  const queues: Pick<QueueService, 'add'> = {
    add: (async (_name: string, data: unknown, options?: { delay?: number }) => {
      jobs.push({ data, delay: options?.delay });
    }) as unknown as QueueService['add'],
  };
  const cache: Pick<ResultsCache, 'invalidate'> = { invalidate: async () => void invalidated++ };
  const auditLog: Pick<AuditLog, 'record'> = { record: async (_actor, record) => void audit.push(record) };

  const service = new RoundPublicationService(
    standings as RoundStandingsRepository,
    contest as ContestService,
    {} as PublicResultsService,
    cache as ResultsCache,
    auditLog as AuditLog,
    notifications as NotificationOutboxService,
    queues as QueueService,
  );
  const close = (id: number) => (rounds[id - 1].closedAt = new Date());
  return {
    service,
    rounds,
    publications,
    frozen,
    managers,
    told,
    toldWith,
    jobs,
    audit,
    close,
    invalidations: () => invalidated,
  };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: ApiError) => error.code,
  );

describe('publishing results', () => {
  it('refuses a round not closed yet, and one already published', async () => {
    const { service, close, publications, told } = setUp();
    expect(await refusal(service.publish(1, {}, ADMIN))).toBe('results_round_not_closed');
    close(1);
    await service.publish(1, {}, ADMIN);
    expect(await refusal(service.publish(1, {}, ADMIN))).toBe('results_already_published');
    expect([...publications.keys()]).toEqual([1]);
    expect(told).toEqual([1]);
  });

  it('publishes at once: public, its entrants told in the same transaction, audited, cached answers dropped', async () => {
    const { service, close, told, toldWith, managers, jobs, audit, invalidations } = setUp();
    close(2);
    const publication = await service.publish(2, {}, ADMIN);
    expect(publication).toMatchObject({ roundId: 2, embargoUntil: null, public: true });
    expect(told).toEqual([2]);
    expect(managers).toHaveLength(1);
    expect(toldWith[0]).toBe(managers[0]);
    // Nothing to announce later; the worker is asked to issue the round's certificates now.
    expect(jobs).toEqual([{ data: { roundId: 2 }, delay: undefined }]);
    expect(audit).toEqual([expect.objectContaining({ action: 'round.publish_results', resourceId: '2' })]);
    expect(invalidations()).toBe(1);
  });

  it('under embargo tells nobody now and schedules the announcement for the embargo; refuses one in the past', async () => {
    const { service, close, told, jobs, publications } = setUp();
    close(3);
    expect(await refusal(service.publish(3, { embargoUntil: new Date(Date.now() - HOUR).toISOString() }, ADMIN))).toBe(
      'validation_failed',
    );
    expect(publications.size).toBe(0);

    const embargoUntil = new Date(Date.now() + HOUR).toISOString();
    const publication = await service.publish(3, { embargoUntil }, ADMIN);
    expect(publication).toMatchObject({ public: false, embargoUntil: new Date(embargoUntil) });
    expect(told).toEqual([]);
    expect(jobs).toHaveLength(1);
    expect(jobs[0].data).toEqual({ roundId: 3, publishedAt: publication.publishedAt.toISOString() });
    expect(jobs[0].delay).toBeGreaterThan(HOUR - 60_000);
  });

  it('announces an embargoed publication only once public, and only the publication it was scheduled for', async () => {
    const { service, close, told, toldWith, managers, publications, jobs } = setUp();
    close(1);
    const publication = await service.publish(1, { embargoUntil: new Date(Date.now() + HOUR).toISOString() }, ADMIN);
    const job = { roundId: 1, publishedAt: publication.publishedAt.toISOString() };
    expect(await service.announce(job)).toBe(false);

    publications.get(1)!.embargoUntil = new Date(Date.now() - 1000);
    expect(await service.announce({ roundId: 1, publishedAt: new Date(0).toISOString() })).toBe(false);
    expect(await service.announce(job)).toBe(true);
    expect(told).toEqual([1]);
    // Told in the announcing job's own transaction, the one that read the publication.
    expect(toldWith).toEqual([managers.at(-1)]);
    expect(toldWith[0]).toBe(managers.at(-1));
    // Public now: its certificates are queued (scheduled announcement first, then the issue job).
    expect(jobs.map((job) => job.data)).toEqual([job, { roundId: 1 }]);

    publications.delete(1);
    expect(await service.announce(job)).toBe(false);
  });
});

describe('unpublishing results', () => {
  it('takes them down, audited, and refuses when there is nothing published', async () => {
    const { service, close, publications, audit } = setUp();
    close(1);
    expect(await refusal(service.unpublish(1, ADMIN))).toBe('results_publication_missing');
    await service.publish(1, {}, ADMIN);
    expect(await service.unpublish(1, ADMIN)).toMatchObject({ roundId: 1, public: false });
    expect(publications.size).toBe(0);
    expect(audit.map((record) => record.action)).toEqual(['round.publish_results', 'round.unpublish_results']);
  });

  it('lets a reopen withdraw the frozen standings only while nothing is published (409 round_results_published)', async () => {
    const { service, rounds, close, frozen, publications } = setUp();
    close(1);
    await service.publish(1, {}, ADMIN);
    const manager = {} as EntityManager;

    expect(await refusal(service.withdrawStandings(rounds[0], manager))).toBe('round_results_published');
    expect(frozen.has(1)).toBe(true);

    await service.unpublish(1, ADMIN);
    expect(publications.size).toBe(0);
    await service.withdrawStandings(rounds[0], manager);
    expect(frozen.has(1)).toBe(false);
    expect([...frozen]).toEqual([2, 3, 4]);
  });

  it('refuses the preview of an open round', async () => {
    const { service } = setUp();
    expect(await refusal(service.preview(1))).toBe('results_round_not_closed');
    expect(await refusal(service.preview(9))).toBe('not_found');
  });
});
