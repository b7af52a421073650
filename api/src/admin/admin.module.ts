import { Module } from '@nestjs/common';
import { ConsoleAuditModule } from './console-audit.module';
import { ConsoleAuthModule } from './console-auth.module';
import { ConsoleDashboardModule } from './console-dashboard.module';
import { ConsoleExportsModule } from './console-exports.module';
import { ConsolePublishingModule } from './console-publishing.module';
import { JuryModule } from '../jury/jury.module';
import { ParticipantsModule } from '../participants/participants.module';
import { RoundsModule } from '../rounds/rounds.module';

/**
 * The organisers' and jury console API under /api/v1/admin, in the dialect ra-data-simple-rest speaks: the
 * console's own areas (Console*Module) and the domains whose console routes sit beside their rules and which
 * AppModule does not import already (ParticipantsModule, RoundsModule, JuryModule; content, media and notifications
 * through ConsolePublishingModule). SubmissionsModule and VotesModule mount their console routes themselves
 * (README, Architecture).
 * Nest lists routes in the OpenAPI document in the order it meets the modules: after changing the imports
 * here, regenerate the committed document and types (`npm run openapi -w api`).
 */
@Module({
  imports: [
    ConsoleAuthModule,
    ConsoleAuditModule,
    ConsoleDashboardModule,
    ParticipantsModule,
    RoundsModule,
    JuryModule,
    ConsoleExportsModule,
    ConsolePublishingModule,
  ],
})
export class AdminModule {}
