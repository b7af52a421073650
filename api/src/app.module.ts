import { Module } from '@nestjs/common';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import { ContentModule } from './content/content.module';
import { ContestModule } from './contest/contest.module';
import { CoreModule } from './core.module';
import { LeaderboardModule } from './leaderboard/leaderboard.module';
import { MetricsModule } from './metrics/metrics.module';
import { OrganiserAlertsModule } from './notifications/organiser-alerts.module';
import { ProfileModule } from './profile/profile.module';
import { SubmissionsModule } from './submissions/submissions.module';
import { VotesModule } from './votes/votes.module';

/** The HTTP API: the core plus every domain. */
@Module({
  imports: [
    CoreModule,
    AuthModule,
    OrganiserAlertsModule,
    ProfileModule,
    ContestModule,
    ContentModule,
    SubmissionsModule,
    AdminModule,
    MetricsModule,
    LeaderboardModule,
    VotesModule,
  ],
})
export class AppModule {}
