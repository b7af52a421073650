import { Module } from '@nestjs/common';
import { AdminModule } from './admin/admin.module';
import { AuthModule } from './auth/auth.module';
import { CertificatesModule } from './certificates/certificates.module';
import { ContentModule } from './content/content.module';
import { ContestModule } from './contest/contest.module';
import { GrievancesModule } from './grievances/grievances.module';
import { JuryModule } from './jury/jury.module';
import { MediaModule } from './media/media.module';
import { NotificationsModule } from './notifications/notifications.module';
import { ObservabilityModule } from './observability/observability.module';
import { ParticipantsModule } from './participants/participants.module';
import { RoundsModule } from './rounds/rounds.module';
import { CoreModule } from './core.module';
import { LeaderboardModule } from './leaderboard/leaderboard.module';
import { MetricsModule } from './metrics/metrics.module';
import { OrganiserAlertsModule } from './notifications/organiser-alerts.module';
import { ProfileModule } from './profile/profile.module';
import { ResultsModule } from './results/results.module';
import { SubmissionsModule } from './submissions/submissions.module';
import { VotesModule } from './votes/votes.module';

/**
 * The HTTP API: the core plus every domain, each with its console routes, and the console's own areas
 * (AdminModule). Nest lists routes in the OpenAPI document in the order it meets the modules: after changing the
 * imports, regenerate the committed document and types (`npm run openapi -w api`).
 */
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
    ParticipantsModule,
    RoundsModule,
    ResultsModule,
    JuryModule,
    MediaModule,
    NotificationsModule,
    MetricsModule,
    LeaderboardModule,
    VotesModule,
    GrievancesModule,
    ObservabilityModule,
    CertificatesModule,
  ],
})
export class AppModule {}
