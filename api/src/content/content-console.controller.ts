import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuditLog } from '../console/audit/audit-log';
import type { ConsoleActor } from '../console/console-actor';
import { ConsoleRoles, CurrentActor } from '../console/console-auth.guard';
import { IntId } from '../console/simple-rest/id-param';
import { notFoundError } from '../common/errors/not-found';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import { ContentRecordDto } from './content.dto';
import { ContentService } from './content.service';
import { SITE_CONTENT_ID } from './site-content.entity';

/** The console's `content` resource: a single record (id 1) in every language, edited whole and audited. */
@ApiTags('console: content')
@Controller('admin/content')
@ConsoleRoles('admin')
@ApiErrors(404)
export class ContentConsoleController {
  constructor(
    private readonly content: ContentService,
    private readonly audit: AuditLog,
  ) {}

  @Get(':id')
  @ApiOkResponse({ type: ContentRecordDto })
  get(@Param('id', IntId) id: number): Promise<ContentRecordDto> {
    assertSingleRecord(id);
    return this.content.read();
  }

  @Put(':id')
  @ApiOperation({ summary: "Replace the organisers' content (every field checked; nothing saved on an error)" })
  @ApiBody({ type: ContentRecordDto })
  @ApiOkResponse({ type: ContentRecordDto })
  @ApiErrors(409)
  update(
    @Param('id', IntId) id: number,
    // Checked field by field by parseContentDocument, which names every bad path.
    @Body() body: unknown,
    @CurrentActor() actor: ConsoleActor,
  ): Promise<ContentRecordDto> {
    assertSingleRecord(id);
    return this.content.replace(body, (before, after, manager) =>
      this.audit.record(
        actor,
        { action: 'content.update', resource: 'content', resourceId: String(id), before, after },
        manager,
      ),
    );
  }
}

function assertSingleRecord(id: number): void {
  if (id !== SITE_CONTENT_ID) throw notFoundError('There is one content record, id 1');
}
