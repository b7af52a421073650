import { Module } from '@nestjs/common';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { ProfileModule } from '../profile/profile.module';
import { VotesModule } from '../votes/votes.module';
import { ConsoleModule } from '../console/console.module';
import { EntryVotesController } from './entries/entry-votes.controller';
import { ParticipantsController } from './participants/participants.controller';
import { ParticipantsReadModel } from './participants/participants.read-model';
import { ParticipantsService } from './participants/participants.service';

/**
 * An entry's public votes (admin/entries, through VotesService) and the participants (admin/participants):
 * profiles through ProfileService, the list read across tables in the read model.
 */
@Module({
  imports: [ConsoleModule, LeaderboardModule, ProfileModule, VotesModule],
  controllers: [EntryVotesController, ParticipantsController],
  providers: [ParticipantsReadModel, ParticipantsService],
})
export class ConsoleEntriesModule {}
