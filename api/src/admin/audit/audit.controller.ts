import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/openapi/error-envelope.dto';
import type { FastifyReply } from 'fastify';
import { ConsoleRoles } from '../../console/console-auth.guard';
import { ApiListResponse } from '../../console/simple-rest/api-list-response';
import { IntId } from '../../console/simple-rest/id-param';
import { ListQueryDto, parseListQuery, setContentRange } from '../../console/simple-rest/list-query';
import { AuditEntryDto } from './audit-entry.dto';
import { AUDIT_LIST, AuditReadModel } from './audit.read-model';

/** The audit log of every console write; read-only by design (no route changes it). */
@ApiTags('console: audit log')
@Controller('admin/audit-log')
@ConsoleRoles('admin')
export class AuditController {
  constructor(private readonly audit: AuditReadModel) {}

  @Get()
  @ApiListResponse(AuditEntryDto)
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AuditEntryDto[]> {
    const list = parseListQuery(query, AUDIT_LIST);
    const page = await this.audit.list(list);
    setContentRange(reply, 'audit-log', list.offset, page);
    return page.rows;
  }

  @Get(':id')
  @ApiOkResponse({ type: AuditEntryDto })
  @ApiErrors(404)
  get(@Param('id', IntId) id: number): Promise<AuditEntryDto> {
    return this.audit.get(String(id));
  }
}
