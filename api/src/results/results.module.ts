import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsoleModule } from '../console/console.module';
import { ContentModule } from '../content/content.module';
import { ContestModule } from '../contest/contest.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ProfileModule } from '../profile/profile.module';
import { PublicResultsController } from './public-results.controller';
import { PublicResultsService } from './public-results.service';
import { ResultsCache } from './results-cache';
import { ResultsShareController } from './results-share.controller';
import { ResultsShareService } from './results-share.service';
import { RoundPublication } from './round-publication.entity';
import { RoundPublicationController } from './round-publication.controller';
import { RoundPublicationService } from './round-publication.service';
import { RoundStandingsRepository } from './round-standings.repository';

/**
 * Each round's results in public: the final ranking its close freezes (round_standings), the organisers' act of
 * publishing it (round_publications, audited, optionally embargoed), the public pages' API and the console's
 * preview. The round lifecycle (RoundsModule) freezes and withdraws standings through RoundPublicationService.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([RoundPublication]),
    ConsoleModule,
    ContestModule,
    ContentModule,
    NotificationsModule,
    ProfileModule,
  ],
  controllers: [PublicResultsController, RoundPublicationController, ResultsShareController],
  providers: [
    RoundStandingsRepository,
    ResultsCache,
    PublicResultsService,
    RoundPublicationService,
    ResultsShareService,
  ],
  exports: [RoundPublicationService],
})
export class ResultsModule {}
