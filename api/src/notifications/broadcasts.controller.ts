import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuditLog } from '../console/audit/audit-log';
import type { ConsoleActor } from '../console/console-actor';
import { ConsoleRoles, CurrentActor } from '../console/console-auth.guard';
import { UuidId } from '../console/simple-rest/id-param';
import { ApiListResponse } from '../console/simple-rest/api-list-response';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import { BroadcastPreviewDto, BroadcastProgressDto } from './notifications.dto';
import { ListQueryDto, parseListQuery, setContentRange } from '../console/simple-rest/list-query';
import { BroadcastDto } from './broadcasts.dto';
import { BROADCAST_LIST, BroadcastsService } from './broadcasts.service';

/** The console's `broadcasts` resource: compose, preview (count and text), send, follow progress. Admins only. */
@ApiTags('console: notifications')
@Controller('admin/broadcasts')
@ConsoleRoles('admin')
export class BroadcastsController {
  constructor(
    private readonly broadcasts: BroadcastsService,
    private readonly audit: AuditLog,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Broadcasts with their delivery progress' })
  @ApiListResponse(BroadcastProgressDto)
  async list(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BroadcastProgressDto[]> {
    const list = parseListQuery(query, BROADCAST_LIST);
    const page = await this.broadcasts.list(list);
    setContentRange(reply, 'broadcasts', list.offset, page);
    return page.rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One broadcast with its delivery progress' })
  @ApiOkResponse({ type: BroadcastProgressDto })
  @ApiErrors(404)
  get(@Param('id', UuidId) id: string): Promise<BroadcastProgressDto> {
    return this.broadcasts.get(id);
  }

  @Post('preview')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'How many people a broadcast reaches now, and its text per channel; sends nothing' })
  @ApiOkResponse({ type: BroadcastPreviewDto })
  preview(@Body() input: BroadcastDto): Promise<BroadcastPreviewDto> {
    return this.broadcasts.preview(input);
  }

  @Post()
  @ApiOperation({ summary: 'Queue a broadcast (audited); delivery follows the channels’ rates' })
  @ApiCreatedResponse({ type: BroadcastProgressDto })
  send(@Body() input: BroadcastDto, @CurrentActor() actor: ConsoleActor): Promise<BroadcastProgressDto> {
    return this.broadcasts.send(input, actor.id, (manager, broadcast) =>
      this.audit.record(
        actor,
        {
          action: 'broadcast.send',
          resource: 'broadcasts',
          resourceId: broadcast.id,
          after: {
            audience: broadcast.audience,
            roundId: broadcast.roundId,
            channels: broadcast.channels,
            subject: broadcast.subject,
            recipients: broadcast.recipients,
          },
        },
        manager,
      ),
    );
  }
}
