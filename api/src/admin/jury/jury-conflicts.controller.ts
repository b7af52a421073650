import { Body, Controller, Delete, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { ConsoleActor } from '../auth/console-actor';
import { ConsoleRoles, CurrentActor } from '../auth/console-auth.guard';
import { UuidId } from '../simple-rest/id-param';
import { ListQueryDto, parseListQuery, setContentRange } from '../simple-rest/list-query';
import { CreateJuryConflictDto } from './jury-conflict.dto';
import { JURY_CONFLICT_LIST, JuryConflictRow, JuryConflictsService } from './jury-conflicts.service';

/** Conflicts of interest recorded in advance (juror × participant); organisers only. */
@ApiTags('console: jury')
@Controller('admin/jury-conflicts')
@ConsoleRoles('admin')
export class JuryConflictsController {
  constructor(private readonly conflicts: JuryConflictsService) {}

  @Get()
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, JURY_CONFLICT_LIST);
    const page = await this.conflicts.list(list);
    setContentRange(reply, 'jury-conflicts', list.offset, page);
    return page.rows;
  }

  @Get(':id')
  get(@Param('id', UuidId) id: string): Promise<JuryConflictRow> {
    return this.conflicts.get(id);
  }

  @Post()
  @ApiOperation({ summary: "Record that a juror must never judge a participant's entries" })
  create(@Body() body: CreateJuryConflictDto, @CurrentActor() actor: ConsoleActor): Promise<JuryConflictRow> {
    return this.conflicts.create(body, actor);
  }

  @Delete(':id')
  remove(@Param('id', UuidId) id: string, @CurrentActor() actor: ConsoleActor): Promise<JuryConflictRow> {
    return this.conflicts.remove(id, actor);
  }
}
