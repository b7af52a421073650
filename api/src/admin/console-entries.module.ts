import { Module } from '@nestjs/common';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { MetricsModule } from '../metrics/metrics.module';
import { ProfileModule } from '../profile/profile.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { VotesModule } from '../votes/votes.module';
import { OwnershipClaimsController } from './claims/ownership-claims.controller';
import { OwnershipClaimsService } from './claims/ownership-claims.service';
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
 * The verification queue and its entries' votes (admin/entries), the participants (admin/participants) and the
 * claims on who owns a post (admin/claims, through EntryClaimsService):
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
  controllers: [EntriesController, EntryVotesController, ParticipantsController, OwnershipClaimsController],
  providers: [EntriesReadModel, EntriesService, ParticipantsReadModel, ParticipantsService, OwnershipClaimsService],
  exports: [EntriesReadModel],
})
export class ConsoleEntriesModule {}
