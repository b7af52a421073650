import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEntry } from './audit/audit-entry.entity';
import { AuditLog } from './audit/audit-log';
import { ConsoleAuthGuard } from './console-auth.guard';

/**
 * What every console route needs, whichever domain owns it: the guard (with ConsoleRoles and CurrentActor) and
 * the audit log its writes record themselves in. Domains import this, never admin/ (the console's shell).
 */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry])],
  providers: [AuditLog, ConsoleAuthGuard],
  exports: [AuditLog, ConsoleAuthGuard],
})
export class ConsoleModule {}
