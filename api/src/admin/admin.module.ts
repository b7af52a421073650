import { Module } from '@nestjs/common';
import { ConsoleAuditModule } from './console-audit.module';
import { ConsoleAuthModule } from './console-auth.module';
import { ConsoleDashboardModule } from './console-dashboard.module';
import { ConsoleEntriesModule } from './console-entries.module';
import { ConsoleExportsModule } from './console-exports.module';
import { ConsolePublishingModule } from './console-publishing.module';
import { ConsoleRoundsModule } from './console-rounds.module';
import { RoundsModule } from '../rounds/rounds.module';

/**
 * The organisers' and jury console API under /api/v1/admin, in the dialect ra-data-simple-rest speaks: one
 * module per area (README, Layout). Writes to other domains go through their services (SubmissionsService,
 * ContestService, ProfileService); lists read across tables in the read models (entries, participants).
 * Nest lists routes in the OpenAPI document in the order it meets the modules: after changing the imports
 * here, regenerate the committed document and types (`npm run openapi -w api`).
 */
@Module({
  imports: [
    ConsoleAuthModule,
    ConsoleAuditModule,
    ConsoleDashboardModule,
    ConsoleEntriesModule,
    RoundsModule,
    ConsoleRoundsModule,
    ConsoleExportsModule,
    ConsolePublishingModule,
  ],
})
export class AdminModule {}
