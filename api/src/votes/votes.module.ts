import { Module } from '@nestjs/common';
import { ProfileModule } from '../profile/profile.module';
import { VoteClock } from './vote-clock';
import { VotesController } from './votes.controller';
import { VotesRepository } from './votes.repository';
import { VotesService } from './votes.service';

/** Public votes, their rules per round, and the voter's mobile verification. */
@Module({
  imports: [ProfileModule],
  controllers: [VotesController],
  providers: [VoteClock, VotesRepository, VotesService],
  exports: [VotesService],
})
export class VotesModule {}
