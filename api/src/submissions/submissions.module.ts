import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ConsoleModule } from '../console/console.module';
import { ContestModule } from '../contest/contest.module';
import { GrievancesModule } from '../grievances/grievances.module';
import { JuryModule } from '../jury/jury.module';
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
import { EntriesController } from './verification/entries.controller';
import { EntriesReadModel } from './verification/entries.read-model';
import { EntriesService } from './verification/entries.service';

/**
 * Participants' entries: link validation, one entry per post, limits, round window, status history, and the
 * claims on a post someone else entered. Organisers work on them in the console, behind console/'s guard: the
 * verification queue, an entry's detail and its status changes (verification/), and the claims (claims/).
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
    // The console's entry detail shows its jury work (assignments, scores, the jury settings).
    JuryModule,
    // Reinstating an entry from a grievance records it on the grievance.
    GrievancesModule,
  ],
  controllers: [SubmissionsController, EntriesController, OwnershipClaimsController],
  providers: [
    EntryBatcher,
    EntriesRepository,
    SubmissionsService,
    EntryClaimsRepository,
    EntryClaimsService,
    OwnershipClaimsService,
    EntriesReadModel,
    EntriesService,
  ],
  // The entries read model: the console's CSV export lists entries as the verification queue filters them.
  exports: [SubmissionsService, EntryClaimsService, EntriesReadModel],
})
export class SubmissionsModule {}
