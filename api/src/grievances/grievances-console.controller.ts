import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import type { ConsoleActor } from '../console/console-actor';
import { ConsoleRoles, CurrentActor } from '../console/console-auth.guard';
import { ApiListResponse } from '../console/simple-rest/api-list-response';
import { UuidId } from '../console/simple-rest/id-param';
import { ListQueryDto, parseListQuery, setContentRange } from '../console/simple-rest/list-query';
import {
  GrievanceDetailDto,
  GrievanceNoteInputDto,
  GrievanceReplyDto,
  GrievanceRowDto,
  UpdateGrievanceDto,
} from './grievance.dto';
import { GRIEVANCE_LIST, GrievancesService } from './grievances.service';

/** The grievance queue: organisers assign, note, answer and close; every change is in the audit log. */
@ApiTags('console: grievances')
@Controller('admin/grievances')
@ConsoleRoles('admin')
export class GrievancesConsoleController {
  constructor(private readonly grievances: GrievancesService) {}

  @Get()
  @ApiOperation({
    summary: 'Grievances, by default the soonest due first',
    description:
      'filter: id, status, topic, assigneeId, participantId, submissionId, overdue (true|false), unassigned ' +
      '(true|false). sort: dueAt, receivedAt, updatedAt, status, topic, id.',
  })
  @ApiListResponse(GrievanceRowDto)
  async list(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<GrievanceRowDto[]> {
    const list = parseListQuery(query, GRIEVANCE_LIST);
    const page = await this.grievances.list(list);
    setContentRange(reply, 'grievances', list.offset, page);
    return page.rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'A grievance with its internal notes' })
  @ApiOkResponse({ type: GrievanceDetailDto })
  @ApiErrors(404)
  get(@Param('id', UuidId) id: string): Promise<GrievanceDetailDto> {
    return this.grievances.get(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Set the status (open, in progress, closed) and the assignee' })
  @ApiOkResponse({ type: GrievanceDetailDto })
  @ApiErrors(400, 404)
  update(
    @Param('id', UuidId) id: string,
    @Body() body: UpdateGrievanceDto,
    @CurrentActor() actor: ConsoleActor,
  ): Promise<GrievanceDetailDto> {
    return this.grievances.update(id, body, actor);
  }

  @Post(':id/notes')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Add an internal note (never shown to the participant)' })
  @ApiOkResponse({ type: GrievanceDetailDto })
  @ApiErrors(400, 404)
  addNote(
    @Param('id', UuidId) id: string,
    @Body() body: GrievanceNoteInputDto,
    @CurrentActor() actor: ConsoleActor,
  ): Promise<GrievanceDetailDto> {
    return this.grievances.addNote(id, body.body, actor);
  }

  @Post(':id/reply')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Answer it: status answered (or closed with close:true); the participant is told by e-mail and on the site',
  })
  @ApiOkResponse({ type: GrievanceDetailDto })
  @ApiErrors(400, 404, 409)
  reply(
    @Param('id', UuidId) id: string,
    @Body() body: GrievanceReplyDto,
    @CurrentActor() actor: ConsoleActor,
  ): Promise<GrievanceDetailDto> {
    return this.grievances.reply(id, body.reply, body.close ?? false, actor);
  }
}
