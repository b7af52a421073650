import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEntry } from '../console/audit/audit-entry.entity';
import { AuditController } from './audit/audit.controller';
import { AuditReadModel } from './audit/audit.read-model';

/** The audit log's read-only route (admin/audit); every console write records itself through console/'s AuditLog. */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry])],
  controllers: [AuditController],
  providers: [AuditReadModel],
})
export class ConsoleAuditModule {}
