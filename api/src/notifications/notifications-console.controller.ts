import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuditLog } from '../console/audit/audit-log';
import type { ConsoleActor } from '../console/console-actor';
import { ConsoleRoles, CurrentActor } from '../console/console-auth.guard';
import { UuidId } from '../console/simple-rest/id-param';
import { ApiListResponse } from '../console/simple-rest/api-list-response';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import { NotificationDto } from './notifications.dto';
import { ListQueryDto, parseListQuery, setContentRange } from '../console/simple-rest/list-query';
import { NOTIFICATION_LIST, NotificationsConsoleService } from './notifications-console.service';

/** The console's `notifications` resource: every message, its provider's answer, and retry. Admins only. */
@ApiTags('console: notifications')
@Controller('admin/notifications')
@ConsoleRoles('admin')
export class NotificationsConsoleController {
  constructor(
    private readonly notifications: NotificationsConsoleService,
    private readonly audit: AuditLog,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Messages (filters: status, channel, kind, participantId, attempts)' })
  @ApiListResponse(NotificationDto)
  async list(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<NotificationDto[]> {
    const list = parseListQuery(query, NOTIFICATION_LIST);
    const page = await this.notifications.list(list);
    setContentRange(reply, 'notifications', list.offset, page);
    return page.rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One message' })
  @ApiOkResponse({ type: NotificationDto })
  @ApiErrors(404)
  get(@Param('id', UuidId) id: string): Promise<NotificationDto> {
    return this.notifications.get(id);
  }

  @Post(':id/retry')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Send a failed or skipped message again (audited)' })
  @ApiOkResponse({ type: NotificationDto })
  @ApiErrors(404, 409)
  retry(@Param('id', UuidId) id: string, @CurrentActor() actor: ConsoleActor): Promise<NotificationDto> {
    return this.notifications.retry(id, (manager, before, after) =>
      this.audit.record(
        actor,
        {
          action: 'notification.retry',
          resource: 'notifications',
          resourceId: id,
          before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
          after: { status: after.status, generation: after.generation },
        },
        manager,
      ),
    );
  }
}
