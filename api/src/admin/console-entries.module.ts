import { Module } from '@nestjs/common';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { MetricsModule } from '../metrics/metrics.module';
import { ProfileModule } from '../profile/profile.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { VotesModule } from '../votes/votes.module';
import { ConsoleModule } from '../console/console.module';
import { JuryModule } from '../jury/jury.module';
import { EntriesController } from './entries/entries.controller';
import { EntriesReadModel } from './entries/entries.read-model';
import { EntriesService } from './entries/entries.service';
import { EntryVotesController } from './entries/entry-votes.controller';
import { ParticipantsController } from './participants/participants.controller';
import { ParticipantsReadModel } from './participants/participants.read-model';
import { ParticipantsService } from './participants/participants.service';

/**
 * The verification queue and its entries' votes (admin/entries) and the participants (admin/participants):
 * status changes through SubmissionsService, profiles through ProfileService, lists read across tables in the
 * read models, an entry's public votes through VotesService.
 */
@Module({
  imports: [
    ConsoleModule,
    // The entry detail shows its jury work (assignments, scores, the jury settings).
    JuryModule,
    SubmissionsModule,
    LeaderboardModule,
    MetricsModule,
    ProfileModule,
    VotesModule,
  ],
  controllers: [EntriesController, EntryVotesController, ParticipantsController],
  providers: [EntriesReadModel, EntriesService, ParticipantsReadModel, ParticipantsService],
  exports: [EntriesReadModel],
})
export class ConsoleEntriesModule {}
