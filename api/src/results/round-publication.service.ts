import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { validationFailed } from '../common/errors/api-error';
import { notFoundError } from '../common/errors/not-found';
import { AuditLog } from '../console/audit/audit-log';
import type { ConsoleActor } from '../console/console-actor';
import { ContestService } from '../contest/contest.service';
import { Round } from '../contest/round.entity';
import { NotificationOutboxService } from '../notifications/notification-outbox.service';
import { JobName } from '../queue/jobs';
import { QueueService } from '../queue/queue.service';
import { isPublic, PublicResultsService } from './public-results.service';
import { ResultsCache } from './results-cache';
import { resultsError, ResultsErrorCode } from './results-errors';
import { PublishRoundDto, RoundPublicationDto, RoundResultsDto } from './results.dto';
import { RoundPublication } from './round-publication.entity';
import { JuryStanding, RoundStandingsRepository } from './round-standings.repository';

/** The data of the delayed job that announces embargoed results once they are public. */
export interface ResultsAnnounceJob {
  roundId: number;
  /** The publication it announces (a later one, after unpublish and publish again, has its own job). */
  publishedAt: string;
}

/**
 * Publishing a closed round's results (the organisers' act, audited), unpublishing them, the console's preview,
 * and the round's standings as its close freezes them. The entrants of the round hear the results are out when
 * they become public: at once, or by a delayed job at the embargo's end.
 */
@Injectable()
export class RoundPublicationService {
  private readonly logger = new Logger('RoundPublication');

  constructor(
    private readonly standings: RoundStandingsRepository,
    private readonly contest: ContestService,
    private readonly publicResults: PublicResultsService,
    private readonly cache: ResultsCache,
    private readonly audit: AuditLog,
    private readonly notifications: NotificationOutboxService,
    private readonly queues: QueueService,
  ) {}

  async publish(roundId: number, input: PublishRoundDto, actor: ConsoleActor): Promise<RoundPublicationDto> {
    const round = await this.roundOrFail(roundId);
    const embargoUntil = input.embargoUntil ? new Date(input.embargoUntil) : null;
    if (embargoUntil && embargoUntil.getTime() <= Date.now()) {
      throw validationFailed({ embargoUntil: ['must be in the future (or left out to publish at once)'] });
    }
    const publication = await this.standings.transaction(async (manager) => {
      const locked = await this.lockRound(roundId, manager);
      if (!locked.closedAt) throw resultsError(ResultsErrorCode.RoundNotClosed, round);
      const existing = await this.standings.publication(roundId, manager);
      if (existing) throw resultsError(ResultsErrorCode.AlreadyPublished, { round, publishedAt: existing.publishedAt });
      const saved = await this.standings.publish({ roundId, embargoUntil, publishedBy: actor.id }, manager);
      // Embargoed: a delayed job announces them once public. Queued before the commit, so a failure to queue
      // publishes nothing; a job whose publication did not commit finds none and does nothing.
      if (embargoUntil) await this.scheduleAnnouncement(saved);
      else await this.notifications.resultsPublished(manager, roundId);
      await this.audit.record(
        actor,
        {
          action: 'round.publish_results',
          resource: 'rounds',
          resourceId: String(roundId),
          after: { publishedAt: saved.publishedAt, embargoUntil },
        },
        manager,
      );
      return saved;
    });
    await this.cache.invalidate(`publishing round ${roundId}`);
    if (!embargoUntil) {
      // Once committed, so the job finds the results public. The certificates' hourly sweep catches a failure here.
      await this.issueCertificates(publication).catch((error: Error) =>
        this.logger.warn(`certificates of round ${roundId} not queued: ${error.message}`),
      );
    }
    return toPublicationDto(publication);
  }

  async unpublish(roundId: number, actor: ConsoleActor): Promise<RoundPublicationDto> {
    const round = await this.roundOrFail(roundId);
    const publication = await this.standings.transaction(async (manager) => {
      await this.lockRound(roundId, manager);
      const existing = await this.standings.publication(roundId, manager);
      if (!existing) throw resultsError(ResultsErrorCode.PublicationNotPublished, round);
      await this.standings.unpublish(roundId, manager);
      await this.audit.record(
        actor,
        {
          action: 'round.unpublish_results',
          resource: 'rounds',
          resourceId: String(roundId),
          before: { publishedAt: existing.publishedAt, embargoUntil: existing.embargoUntil },
        },
        manager,
      );
      return existing;
    });
    await this.cache.invalidate(`unpublishing round ${roundId}`);
    return { ...toPublicationDto(publication), public: false };
  }

  /** Exactly what the public page would show (first page, total), once the round is closed. */
  async preview(roundId: number): Promise<RoundResultsDto> {
    const round = await this.roundOrFail(roundId);
    if (!round.closedAt) throw resultsError(ResultsErrorCode.RoundNotClosed, round);
    return this.publicResults.preview(round);
  }

  /** The publications of these rounds, for the console's round rows. */
  async publicationsOf(roundIds: number[]): Promise<Map<number, RoundPublication>> {
    const publications = await this.standings.publications(roundIds);
    return new Map(publications.map((item) => [item.roundId, item]));
  }

  /**
   * Freezes the round's final ranking inside its close (after the promotions are written): Rounds 1–2 from the
   * board's rule, Rounds 3–4 the jury lines the close computed.
   */
  async freezeStandings(roundId: number, juryLines: JuryStanding[] | null, manager: EntityManager): Promise<void> {
    if (juryLines) await this.standings.freezeJury(roundId, juryLines, manager);
    else await this.standings.freezeBlended(roundId, manager);
  }

  /** Inside a reopen: refuses while the results are published (409), else removes the frozen ranking. */
  async withdrawStandings(round: Round, manager: EntityManager): Promise<void> {
    await this.lockRound(round.id, manager);
    if (await this.standings.publication(round.id, manager)) {
      throw resultsError(ResultsErrorCode.ReopenPublished, round, { roundId: round.id });
    }
    await this.standings.deleteStandings(round.id, manager);
  }

  /**
   * Announces embargoed results (the delayed job): only the publication it was scheduled for, once public.
   * Announcing twice tells nobody twice (the outbox's keys are per round and participant).
   */
  async announce(job: ResultsAnnounceJob): Promise<boolean> {
    const publication = await this.standings.transaction(async (manager) => {
      const current = await this.standings.publication(job.roundId, manager);
      if (!current || current.publishedAt.toISOString() !== job.publishedAt) return null;
      if (!isPublic(current)) return null;
      await this.notifications.resultsPublished(manager, job.roundId);
      return current;
    });
    // Once committed; a failure to queue fails this job, whose retry announces to nobody twice and queues again.
    if (publication) await this.issueCertificates(publication);
    return publication !== null;
  }

  /** Queues the issuing of the certificates the publication's results earn (certificates/, in the worker). */
  private async issueCertificates(publication: RoundPublication): Promise<void> {
    await this.queues.add(
      JobName.CertificatesIssue,
      { roundId: publication.roundId },
      {
        jobId: `certificates-issue-${publication.roundId}-${publication.publishedAt.getTime()}`,
        attempts: 5,
        backoff: { type: 'exponential', delay: 60_000 },
        removeOnComplete: 100,
        removeOnFail: 100,
      },
    );
  }

  private async scheduleAnnouncement(publication: RoundPublication): Promise<void> {
    const data: ResultsAnnounceJob = {
      roundId: publication.roundId,
      publishedAt: publication.publishedAt.toISOString(),
    };
    const delay = Math.max(0, publication.embargoUntil!.getTime() - Date.now());
    await this.queues.add(JobName.ResultsAnnounce, data, {
      delay,
      jobId: `results-announce-${publication.roundId}-${publication.publishedAt.getTime()}`,
      attempts: 5,
      backoff: { type: 'exponential', delay: 60_000 },
      removeOnComplete: 100,
      removeOnFail: 100,
    });
  }

  /** Locks the round's row until the transaction ends: publish, unpublish and reopen of a round take turns. */
  private async lockRound(roundId: number, manager: EntityManager): Promise<Round> {
    const round = await this.standings.lockRound(roundId, manager);
    if (!round) throw notFoundError('Round not found');
    return round;
  }

  private async roundOrFail(id: number): Promise<Round> {
    const round = await this.contest.findRound(id);
    if (!round) throw notFoundError('Round not found');
    return round;
  }
}

function toPublicationDto(publication: RoundPublication): RoundPublicationDto {
  return {
    roundId: publication.roundId,
    publishedAt: publication.publishedAt,
    embargoUntil: publication.embargoUntil,
    public: isPublic(publication),
  };
}
