import { Module } from '@nestjs/common';
import { ResultsAnnounceProcessor } from './results-announce.processor';
import { ResultsModule } from './results.module';

/** Worker only: the delayed announcement of embargoed results. */
@Module({
  imports: [ResultsModule],
  providers: [ResultsAnnounceProcessor],
})
export class ResultsWorkerModule {}
