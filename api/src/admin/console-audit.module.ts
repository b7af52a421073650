import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEntry } from './audit/audit-entry.entity';
import { AuditController } from './audit/audit.controller';
import { AuditReadModel } from './audit/audit.read-model';
import { AuditService } from './audit/audit.service';

/** The audit log (admin/audit): every console write records itself through AuditService; read-only route. */
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry])],
  controllers: [AuditController],
  providers: [AuditService, AuditReadModel],
  exports: [AuditService],
})
export class ConsoleAuditModule {}
