import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/openapi/error-envelope.dto';
import type { FastifyReply } from 'fastify';
import type { ConsoleActor } from '../../console/console-actor';
import { ConsoleRoles, CurrentActor } from '../../console/console-auth.guard';
import { ApiListResponse } from '../../console/simple-rest/api-list-response';
import { UuidId } from '../../console/simple-rest/id-param';
import { ListQueryDto, parseListQuery, setContentRange } from '../../console/simple-rest/list-query';
import { ENTRY_LIST, JURY_ENTRY_LIST } from './entries.read-model';
import { EntriesService } from './entries.service';
import { BulkEntryStatusDto, EntryStatusDto, ReinstateEntryDto } from './entry-status.dto';
import { BulkOutcomeDto, EntryDetailDto, EntryRowDto } from './entry.dto';

@ApiTags('console: entries')
@Controller('admin/entries')
export class EntriesController {
  constructor(private readonly entries: EntriesService) {}

  @Get()
  @ConsoleRoles('admin', 'jury')
  @ApiOperation({
    summary: 'Entries (a juror sees only those assigned to them)',
    description:
      'filter: status, category, creatorCategory, stateProvince, roundId, participantId, autoCheckPassed, flagged, ' +
      'isDemo, q (author, Instagram user or link), id. Unknown filters or sort fields answer 400.',
  })
  @ApiListResponse(EntryRowDto)
  async list(
    @Query() query: ListQueryDto,
    @CurrentActor() actor: ConsoleActor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EntryRowDto[]> {
    const list = actor.role === 'admin' ? parseListQuery(query, ENTRY_LIST) : parseListQuery(query, JURY_ENTRY_LIST);
    const page = await this.entries.list(list, actor);
    setContentRange(reply, 'entries', list.offset, page);
    return page.rows;
  }

  @Get(':id')
  @ConsoleRoles('admin', 'jury')
  @ApiOperation({ summary: 'An entry with its history, checks, metrics and jury work' })
  @ApiOkResponse({ type: EntryDetailDto })
  @ApiErrors(404)
  get(@Param('id', UuidId) id: string, @CurrentActor() actor: ConsoleActor): Promise<EntryDetailDto> {
    return this.entries.detail(id, actor);
  }

  @Put(':id')
  @ConsoleRoles('admin')
  @ApiOperation({ summary: 'Verify, or reject / disqualify with the reason the participant sees' })
  @ApiOkResponse({ type: EntryRowDto })
  @ApiErrors(404, 409)
  decide(
    @Param('id', UuidId) id: string,
    @Body() body: EntryStatusDto,
    @CurrentActor() actor: ConsoleActor,
  ): Promise<EntryRowDto> {
    return this.entries.decide(id, body.status, body.statusReason ?? null, actor);
  }

  @Post(':id/reinstate')
  @HttpCode(HttpStatus.OK)
  @ConsoleRoles('admin')
  @ApiOperation({
    summary: 'Undo a rejection (back to pending) or a disqualification (back to verified), with a reason',
    description: 'grievanceId: the grievance about this entry that led to it (400 if it is about another entry).',
  })
  @ApiOkResponse({ type: EntryRowDto })
  @ApiErrors(400, 404, 409)
  reinstate(
    @Param('id', UuidId) id: string,
    @Body() body: ReinstateEntryDto,
    @CurrentActor() actor: ConsoleActor,
  ): Promise<EntryRowDto> {
    return this.entries.reinstate(id, body.reason, actor, body.grievanceId ?? null);
  }

  @Post('bulk-status')
  @HttpCode(HttpStatus.OK)
  @ConsoleRoles('admin')
  @ApiOperation({ summary: 'The same decision on up to 200 entries; answers which were updated and which refused' })
  @ApiOkResponse({ type: BulkOutcomeDto })
  decideMany(@Body() body: BulkEntryStatusDto, @CurrentActor() actor: ConsoleActor): Promise<BulkOutcomeDto> {
    return this.entries.decideMany(body.ids, body.status, body.statusReason ?? null, actor);
  }
}
