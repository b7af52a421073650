import { Module } from '@nestjs/common';
import { ConsoleAuditModule } from './console-audit.module';
import { ConsoleAuthModule } from './console-auth.module';
import { ConsoleDashboardModule } from './console-dashboard.module';
import { ConsoleExportsModule } from './console-exports.module';

/**
 * The console's own areas under /api/v1/admin: sign-in and accounts, the audit log, the dashboard and the CSV
 * exports. Every other console route belongs to a domain, whose module registers it beside its rules (README,
 * Architecture); AppModule imports them all.
 * Nest lists routes in the OpenAPI document in the order it meets the modules: after changing the imports
 * here, regenerate the committed document and types (`npm run openapi -w api`).
 */
@Module({
  imports: [ConsoleAuthModule, ConsoleAuditModule, ConsoleDashboardModule, ConsoleExportsModule],
})
export class AdminModule {}
