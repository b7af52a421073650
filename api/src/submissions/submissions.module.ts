import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsoleModule } from '../console/console.module';
import { ContestModule } from '../contest/contest.module';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { MetricsModule } from '../metrics/metrics.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { ProfileModule } from '../profile/profile.module';
import { EntriesRepository } from './entries.repository';
import { EntryBatcher } from './entry-batcher';
import { EntryClaimsRepository } from './claims/entry-claims.repository';
import { EntryClaimsService } from './claims/entry-claims.service';
import { OwnershipClaimsController } from './claims/ownership-claims.controller';
import { OwnershipClaimsService } from './claims/ownership-claims.service';
import { Submission } from './submission.entity';
import { SubmissionStatusChange } from './submission-status-change.entity';
import { SubmissionsController } from './submissions.controller';
import { SubmissionsService } from './submissions.service';

/**
 * Participants' entries: link validation, one entry per post, limits, round window, status history, and the
 * claims on a post someone else entered, which organisers review in the console (claims/, behind console/'s guard).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([Submission, SubmissionStatusChange]),
    ConsoleModule,
    ProfileModule,
    ContestModule,
    LeaderboardModule,
    MetricsModule,
    NotificationsModule,
  ],
  controllers: [SubmissionsController, OwnershipClaimsController],
  providers: [
    EntryBatcher,
    EntriesRepository,
    SubmissionsService,
    EntryClaimsRepository,
    EntryClaimsService,
    OwnershipClaimsService,
  ],
  exports: [SubmissionsService, EntryClaimsService],
})
export class SubmissionsModule {}
