import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { ConsoleActor } from '../auth/console-actor';
import { ConsoleRoles, CurrentActor } from '../auth/console-auth.guard';
import { UuidId } from '../simple-rest/id-param';
import { ListQueryDto, parseListQuery, setContentRange } from '../simple-rest/list-query';
import { AutoAssignDto, CreateAssignmentDto, JuryProgressQueryDto } from './jury-assignment.dto';
import { ASSIGNMENT_LIST, JuryAssignmentsService } from './jury-assignments.service';

@ApiTags('console: jury')
@Controller('admin/jury-assignments')
export class JuryAssignmentsController {
  constructor(private readonly assignments: JuryAssignmentsService) {}

  @Get()
  @ConsoleRoles('admin', 'jury')
  @ApiOperation({ summary: 'Assignments (a juror sees only their own)' })
  async list(
    @Query() query: ListQueryDto,
    @CurrentActor() actor: ConsoleActor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const list = parseListQuery(query, ASSIGNMENT_LIST);
    const page = await this.assignments.list(list, actor);
    setContentRange(reply, 'jury-assignments', list.offset, page);
    return page.rows;
  }

  @Get('progress')
  @ConsoleRoles('admin')
  @ApiOperation({ summary: "Each juror's assigned, scored, abstained and still-to-score counts (one round or both)" })
  progress(@Query() query: JuryProgressQueryDto) {
    return this.assignments.progress(query.roundId);
  }

  @Get(':id')
  @ConsoleRoles('admin', 'jury')
  get(@Param('id', UuidId) id: string, @CurrentActor() actor: ConsoleActor) {
    return this.assignments.get(id, actor);
  }

  @Post()
  @ConsoleRoles('admin')
  @ApiOperation({ summary: 'Assign a juror to a verified entry of round 3 or 4 by hand' })
  create(@Body() body: CreateAssignmentDto, @CurrentActor() actor: ConsoleActor) {
    return this.assignments.create(body, actor);
  }

  @Post('auto')
  @HttpCode(HttpStatus.OK)
  @ConsoleRoles('admin')
  @ApiOperation({ summary: 'Top every entry of the round up to N jurors, evenly loaded, avoiding conflicts' })
  auto(@Body() body: AutoAssignDto, @CurrentActor() actor: ConsoleActor) {
    return this.assignments.autoAssign(body, actor);
  }

  @Delete(':id')
  @ConsoleRoles('admin')
  @ApiOperation({ summary: 'Remove an assignment the juror has not scored yet' })
  remove(@Param('id', UuidId) id: string, @CurrentActor() actor: ConsoleActor) {
    return this.assignments.remove(id, actor);
  }
}
