import { Module } from '@nestjs/common';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { ProfileModule } from '../profile/profile.module';
import { PublicEntryController } from './public-entry.controller';
import { VoteClock } from './vote-clock';
import { VotesController } from './votes.controller';
import { VotesRepository } from './votes.repository';
import { VotesService } from './votes.service';

/** Public votes, their rules per round, the voter's mobile verification, and the public page of an entry. */
@Module({
  imports: [ProfileModule, LeaderboardModule],
  controllers: [VotesController, PublicEntryController],
  providers: [VoteClock, VotesRepository, VotesService],
  exports: [VotesService],
})
export class VotesModule {}
