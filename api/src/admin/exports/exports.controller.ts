import { Controller, Get, Header, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { ConsoleActor } from '../auth/console-actor';
import { AuditService } from '../audit/audit.service';
import { ConsoleRoles, CurrentActor } from '../auth/console-auth.guard';
import { ExportsService } from './exports.service';

const today = () => new Date().toISOString().slice(0, 10);

/** CSV downloads of personal data: admins only, and each one goes in the audit log. */
@ApiTags('console: exports')
@Controller('admin/exports')
@ConsoleRoles('admin')
export class ExportsController {
  constructor(
    private readonly exports: ExportsService,
    private readonly audit: AuditService,
  ) {}

  @Get('entries.csv')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'Every entry with its latest metrics and jury scores, as CSV (streamed)' })
  async entries(@CurrentActor() actor: ConsoleActor): Promise<StreamableFile> {
    await this.audit.record(actor, { action: 'export.entries', resource: 'exports', resourceId: 'entries.csv' });
    return new StreamableFile(this.exports.entries(), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="entries-${today()}.csv"`,
    });
  }

  @Get('participants.csv')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: 'Every participant with contact details, as CSV (streamed)' })
  async participants(@CurrentActor() actor: ConsoleActor): Promise<StreamableFile> {
    await this.audit.record(actor, {
      action: 'export.participants',
      resource: 'exports',
      resourceId: 'participants.csv',
    });
    return new StreamableFile(this.exports.participants(), {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="participants-${today()}.csv"`,
    });
  }
}
