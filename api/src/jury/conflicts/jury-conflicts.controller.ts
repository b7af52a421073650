import { Body, Controller, Delete, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/openapi/error-envelope.dto';
import type { FastifyReply } from 'fastify';
import type { ConsoleActor } from '../../console/console-actor';
import { ConsoleRoles, CurrentActor } from '../../console/console-auth.guard';
import { ApiListResponse } from '../../console/simple-rest/api-list-response';
import { UuidId } from '../../console/simple-rest/id-param';
import { ListQueryDto, parseListQuery, setContentRange } from '../../console/simple-rest/list-query';
import { CreateJuryConflictDto, JuryConflictRowDto } from './jury-conflict.dto';
import { JURY_CONFLICT_LIST, JuryConflictsService } from './jury-conflicts.service';

/** Conflicts of interest recorded in advance (juror × participant); organisers only. */
@ApiTags('console: jury')
@Controller('admin/jury-conflicts')
@ConsoleRoles('admin')
export class JuryConflictsController {
  constructor(private readonly conflicts: JuryConflictsService) {}

  @Get()
  @ApiListResponse(JuryConflictRowDto)
  async list(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JuryConflictRowDto[]> {
    const list = parseListQuery(query, JURY_CONFLICT_LIST);
    const page = await this.conflicts.list(list);
    setContentRange(reply, 'jury-conflicts', list.offset, page);
    return page.rows;
  }

  @Get(':id')
  @ApiOkResponse({ type: JuryConflictRowDto })
  @ApiErrors(404)
  get(@Param('id', UuidId) id: string): Promise<JuryConflictRowDto> {
    return this.conflicts.get(id);
  }

  @Post()
  @ApiOperation({ summary: "Record that a juror must never judge a participant's entries" })
  @ApiCreatedResponse({ type: JuryConflictRowDto })
  @ApiErrors(404, 409)
  create(@Body() body: CreateJuryConflictDto, @CurrentActor() actor: ConsoleActor): Promise<JuryConflictRowDto> {
    return this.conflicts.create(body, actor);
  }

  @Delete(':id')
  @ApiOkResponse({ type: JuryConflictRowDto, description: 'The conflict removed' })
  @ApiErrors(404)
  remove(@Param('id', UuidId) id: string, @CurrentActor() actor: ConsoleActor): Promise<JuryConflictRowDto> {
    return this.conflicts.remove(id, actor);
  }
}
