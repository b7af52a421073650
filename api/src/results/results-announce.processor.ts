import { Injectable } from '@nestjs/common';
import { JobName } from '../queue/jobs';
import { OnJob } from '../queue/on-job.decorator';
import { ResultsAnnounceJob, RoundPublicationService } from './round-publication.service';

/** Worker only: announces embargoed results once the embargo has passed. */
@Injectable()
export class ResultsAnnounceProcessor {
  constructor(private readonly publications: RoundPublicationService) {}

  @OnJob(JobName.ResultsAnnounce)
  announce(data: ResultsAnnounceJob): Promise<boolean> {
    return this.publications.announce(data);
  }
}
