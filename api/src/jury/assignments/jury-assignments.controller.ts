import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/openapi/error-envelope.dto';
import type { FastifyReply } from 'fastify';
import type { ConsoleActor } from '../../console/console-actor';
import { ConsoleRoles, CurrentActor } from '../../console/console-auth.guard';
import { ApiListResponse } from '../../console/simple-rest/api-list-response';
import { UuidId } from '../../console/simple-rest/id-param';
import { ListQueryDto, parseListQuery, setContentRange } from '../../console/simple-rest/list-query';
import {
  AssignmentRowDto,
  AutoAssignDto,
  AutoAssignResultDto,
  CreateAssignmentDto,
  JuryProgressDto,
  JuryProgressQueryDto,
} from './jury-assignment.dto';
import { ASSIGNMENT_LIST, JuryAssignmentsService } from './jury-assignments.service';

@ApiTags('console: jury')
@Controller('admin/jury-assignments')
export class JuryAssignmentsController {
  constructor(private readonly assignments: JuryAssignmentsService) {}

  @Get()
  @ConsoleRoles('admin', 'jury')
  @ApiOperation({ summary: 'Assignments (a juror sees only their own)' })
  @ApiListResponse(AssignmentRowDto)
  async list(
    @Query() query: ListQueryDto,
    @CurrentActor() actor: ConsoleActor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AssignmentRowDto[]> {
    const list = parseListQuery(query, ASSIGNMENT_LIST);
    const page = await this.assignments.list(list, actor);
    setContentRange(reply, 'jury-assignments', list.offset, page);
    return page.rows;
  }

  @Get('progress')
  @ConsoleRoles('admin')
  @ApiOperation({ summary: "Each juror's assigned, scored, abstained and still-to-score counts (one round or both)" })
  @ApiOkResponse({ type: JuryProgressDto })
  progress(@Query() query: JuryProgressQueryDto): Promise<JuryProgressDto> {
    return this.assignments.progress(query.roundId);
  }

  @Get(':id')
  @ConsoleRoles('admin', 'jury')
  @ApiOkResponse({ type: AssignmentRowDto })
  @ApiErrors(404)
  get(@Param('id', UuidId) id: string, @CurrentActor() actor: ConsoleActor): Promise<AssignmentRowDto> {
    return this.assignments.get(id, actor);
  }

  @Post()
  @ConsoleRoles('admin')
  @ApiOperation({ summary: 'Assign a juror to a verified entry of round 3 or 4 by hand' })
  @ApiCreatedResponse({ type: AssignmentRowDto })
  @ApiErrors(404, 409)
  create(@Body() body: CreateAssignmentDto, @CurrentActor() actor: ConsoleActor): Promise<AssignmentRowDto> {
    return this.assignments.create(body, actor);
  }

  @Post('auto')
  @HttpCode(HttpStatus.OK)
  @ConsoleRoles('admin')
  @ApiOperation({ summary: 'Top every entry of the round up to N jurors, evenly loaded, avoiding conflicts' })
  @ApiOkResponse({ type: AutoAssignResultDto })
  @ApiErrors(409)
  auto(@Body() body: AutoAssignDto, @CurrentActor() actor: ConsoleActor): Promise<AutoAssignResultDto> {
    return this.assignments.autoAssign(body, actor);
  }

  @Delete(':id')
  @ConsoleRoles('admin')
  @ApiOperation({ summary: 'Remove an assignment the juror has not scored yet' })
  @ApiOkResponse({ type: AssignmentRowDto, description: 'The assignment removed' })
  @ApiErrors(404, 409)
  remove(@Param('id', UuidId) id: string, @CurrentActor() actor: ConsoleActor): Promise<AssignmentRowDto> {
    return this.assignments.remove(id, actor);
  }
}
