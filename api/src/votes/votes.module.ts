import { Module } from '@nestjs/common';
import { ConsoleModule } from '../console/console.module';
import { ContentModule } from '../content/content.module';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { ProfileModule } from '../profile/profile.module';
import { EntryVotesController } from './entry-votes.controller';
import { LinkPreviewService } from './link-preview.service';
import { PublicEntryController } from './public-entry.controller';
import { VoteBatcher } from './vote-batcher';
import { VoteClock } from './vote-clock';
import { VotesController } from './votes.controller';
import { VotesRepository } from './votes.repository';
import { VotesService } from './votes.service';

/**
 * Public votes, their rules per round, the voter's mobile verification, and the public page of an entry with
 * its link preview. The console reviews an entry's votes and voids them (entry-votes.controller.ts, behind console/'s
 * guard, audited).
 */
@Module({
  imports: [ConsoleModule, ProfileModule, LeaderboardModule, ContentModule],
  controllers: [VotesController, PublicEntryController, EntryVotesController],
  providers: [VoteClock, VotesRepository, VoteBatcher, VotesService, LinkPreviewService],
  exports: [VotesService],
})
export class VotesModule {}
