import { Module } from '@nestjs/common';
import { ConsoleModule } from '../console/console.module';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { ProfileModule } from '../profile/profile.module';
import { ParticipantsController } from './participants.controller';
import { ParticipantsReadModel } from './participants.read-model';
import { ParticipantsService } from './participants.service';

/**
 * The console's management of participants: the list, a participant's detail, blocking and reinstating (audited,
 * behind console/'s guard). Profiles change through ProfileService and sessions end through auth's SessionService;
 * it is not part of profile/ because auth already imports profile.
 */
@Module({
  imports: [ConsoleModule, LeaderboardModule, ProfileModule],
  controllers: [ParticipantsController],
  providers: [ParticipantsReadModel, ParticipantsService],
})
export class ParticipantsModule {}
