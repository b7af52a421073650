import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { JobName } from '../queue/jobs';
import { OnJob } from '../queue/on-job.decorator';
import { QueueService } from '../queue/queue.service';
import { CertificatesService } from './certificates.service';

/**
 * Every minute each worker's clock queues that minute's sweep under one job id, so one worker runs it. The sweep
 * issues whatever published results earn and is not issued yet: a publication (or an embargo running out) is
 * followed within a minute, and a sweep cut short by a restart is finished by the next one.
 */
@Injectable()
export class CertificatesIssueProcessor {
  constructor(
    private readonly queues: QueueService,
    private readonly certificates: CertificatesService,
  ) {}

  @Cron(CronExpression.EVERY_MINUTE, { name: 'certificates-issue' })
  async tick(): Promise<void> {
    await this.queues.add(
      JobName.CertificatesIssue,
      {},
      {
        jobId: `certificates-issue-${Math.floor(Date.now() / 60_000)}`,
        removeOnComplete: { age: 3600 },
        removeOnFail: { age: 24 * 3600 },
      },
    );
  }

  @OnJob(JobName.CertificatesIssue)
  async issue(): Promise<{ issued: number }> {
    return { issued: await this.certificates.issueDue() };
  }
}
