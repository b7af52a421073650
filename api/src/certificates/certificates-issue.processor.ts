import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { JobName, QueueName } from '../queue/jobs';
import { OnJob } from '../queue/on-job.decorator';
import { QueueService } from '../queue/queue.service';
import { CertificatesService, ISSUE_BATCH } from './certificates.service';

/** The issue job's data: the round whose results just went public, or none for the sweep over every public round. */
export interface CertificatesIssueJob {
  roundId?: number;
}

const SCHEDULER_ID = 'certificates-issue-sweep';
/**
 * Publication queues the round's issue job itself (results/round-publication.service.ts), at once or when its
 * embargo ends; the sweep only catches what that missed (a failed job, an entry reinstated since): hourly is enough.
 */
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * Worker only: issues the certificates of published results. One job per publication, and an hourly sweep under
 * one schedule across workers; both only ever add what is missing, so a job cut short is finished by the next.
 */
@Injectable()
export class CertificatesIssueProcessor implements OnApplicationBootstrap {
  constructor(
    private readonly queues: QueueService,
    private readonly certificates: CertificatesService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.queues
      .queue(QueueName.Certificates)
      .upsertJobScheduler(
        SCHEDULER_ID,
        { every: SWEEP_EVERY_MS },
        { name: JobName.CertificatesIssue, data: {}, opts: { removeOnComplete: 100, removeOnFail: 100 } },
      );
  }

  @OnJob(JobName.CertificatesIssue)
  async issue(data: CertificatesIssueJob): Promise<{ issued: number }> {
    return { issued: await this.certificates.issueDue(ISSUE_BATCH, data.roundId ?? null) };
  }
}
