import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../config/app-config';
import { ContentConsoleController } from '../content/content-console.controller';
import { ContentModule } from '../content/content.module';
import { ContestModule } from '../contest/contest.module';
import { LeaderboardModule } from '../leaderboard/leaderboard.module';
import { MetricsModule } from '../metrics/metrics.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { BroadcastsController } from '../notifications/broadcasts.controller';
import { NotificationsConsoleController } from '../notifications/notifications-console.controller';
import { ProfileModule } from '../profile/profile.module';
import { SubmissionsModule } from '../submissions/submissions.module';
import { AccountsController } from './accounts/accounts.controller';
import { ConsoleAccount } from './accounts/console-account.entity';
import { ConsoleAccountsService } from './accounts/console-accounts.service';
import { AuditEntry } from './audit/audit-entry.entity';
import { AuditController } from './audit/audit.controller';
import { AuditService } from './audit/audit.service';
import { ConsoleAuthController } from './auth/console-auth.controller';
import { ConsoleAuthGuard } from './auth/console-auth.guard';
import { ConsoleAuthService } from './auth/console-auth.service';
import { ConsoleLoginAttempt } from './auth/console-login-attempt.entity';
import { ConsoleRefreshToken } from './auth/console-refresh-token.entity';
import { ConsoleSignInLocksService } from './auth/console-sign-in-locks.service';
import { ConsoleTokensService } from './auth/console-tokens.service';
import { LoginAttemptsController } from './auth/login-attempts.controller';
import { LoginAttemptsService } from './auth/login-attempts.service';
import { DashboardController } from './dashboard/dashboard.controller';
import { DashboardService } from './dashboard/dashboard.service';
import { EntriesController } from './entries/entries.controller';
import { EntriesReadModel } from './entries/entries.read-model';
import { EntriesService } from './entries/entries.service';
import { EntryVotesController } from './entries/entry-votes.controller';
import { VotesModule } from '../votes/votes.module';
import { ExportsController } from './exports/exports.controller';
import { ExportsService } from './exports/exports.service';
import { JuryAssignment } from './jury/jury-assignment.entity';
import { JuryAssignmentsController } from './jury/jury-assignments.controller';
import { JuryAssignmentsService } from './jury/jury-assignments.service';
import { JuryConflict } from './jury/jury-conflict.entity';
import { JuryConflictsController } from './jury/jury-conflicts.controller';
import { JuryConflictsService } from './jury/jury-conflicts.service';
import { JurySettingsController } from './jury/jury-settings.controller';
import { JurySettingsService } from './jury/jury-settings.service';
import { ParticipantsController } from './participants/participants.controller';
import { ParticipantsReadModel } from './participants/participants.read-model';
import { ParticipantsService } from './participants/participants.service';
import { ResultsController } from './results/results.controller';
import { ResultsService } from './results/results.service';
import { RoundAdvancement } from './rounds/round-advancement.entity';
import { RoundClosure } from './rounds/round-closure.entity';
import { RoundsController } from './rounds/rounds.controller';
import { RoundsService } from './rounds/rounds.service';
import { JuryScore } from './scores/jury-score.entity';
import { JuryScoresController } from './scores/jury-scores.controller';
import { JuryScoresService } from './scores/jury-scores.service';

/**
 * The organisers' and jury console API under /api/v1/admin, in the dialect ra-data-simple-rest speaks.
 * Writes to other domains go through their services (SubmissionsService, ContestService, ProfileService);
 * lists read across tables in the read models (entries, participants), documented there.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      ConsoleAccount,
      ConsoleRefreshToken,
      ConsoleLoginAttempt,
      AuditEntry,
      JuryAssignment,
      JuryConflict,
      JuryScore,
      RoundClosure,
      RoundAdvancement,
    ]),
    // Same secret as participants' tokens; the console audience and `typ` keep the two apart.
    JwtModule.registerAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({ secret: config.jwtSecret, verifyOptions: { algorithms: ['HS256'] } }),
    }),
    SubmissionsModule,
    ContestModule,
    ContentModule,
    ProfileModule,
    MetricsModule,
    LeaderboardModule,
    NotificationsModule,
    VotesModule,
  ],
  controllers: [
    ConsoleAuthController,
    AccountsController,
    LoginAttemptsController,
    AuditController,
    DashboardController,
    EntriesController,
    EntryVotesController,
    ParticipantsController,
    RoundsController,
    JuryAssignmentsController,
    JuryConflictsController,
    JurySettingsController,
    JuryScoresController,
    ResultsController,
    ExportsController,
    ContentConsoleController,
    NotificationsConsoleController,
    BroadcastsController,
  ],
  providers: [
    AuditService,
    ConsoleAccountsService,
    ConsoleTokensService,
    ConsoleSignInLocksService,
    ConsoleAuthService,
    ConsoleAuthGuard,
    LoginAttemptsService,
    DashboardService,
    EntriesReadModel,
    EntriesService,
    ParticipantsReadModel,
    ParticipantsService,
    RoundsService,
    JuryAssignmentsService,
    JuryConflictsService,
    JurySettingsService,
    JuryScoresService,
    ResultsService,
    ExportsService,
  ],
})
export class AdminModule {}
