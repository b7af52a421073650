import { Module } from '@nestjs/common';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { ProfileModule } from '../profile/profile.module';
import { ConsoleModule } from '../console/console.module';
import { ParticipantsController } from './participants/participants.controller';
import { ParticipantsReadModel } from './participants/participants.read-model';
import { ParticipantsService } from './participants/participants.service';

/** The participants (admin/participants): profiles through ProfileService, the list through its read model. */
@Module({
  imports: [ConsoleModule, LeaderboardModule, ProfileModule],
  controllers: [ParticipantsController],
  providers: [ParticipantsReadModel, ParticipantsService],
})
export class ConsoleEntriesModule {}
