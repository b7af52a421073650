import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { ConsoleActor } from '../console/console-actor';
import { ConsoleRoles, CurrentActor } from '../console/console-auth.guard';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import { ApiListResponse } from '../console/simple-rest/api-list-response';
import { UuidId } from '../console/simple-rest/id-param';
import { ListQueryDto, parseListQuery, setContentRange } from '../console/simple-rest/list-query';
import { ParticipantBlockDto, ParticipantDetailDto, ParticipantRowDto } from './participant.dto';
import { PARTICIPANT_LIST } from './participants.read-model';
import { ParticipantsService } from './participants.service';

@ApiTags('console: participants')
@Controller('admin/participants')
@ConsoleRoles('admin')
export class ParticipantsController {
  constructor(private readonly participants: ParticipantsService) {}

  @Get()
  @ApiListResponse(ParticipantRowDto)
  async list(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ParticipantRowDto[]> {
    const list = parseListQuery(query, PARTICIPANT_LIST);
    const page = await this.participants.list(list);
    setContentRange(reply, 'participants', list.offset, page);
    return page.rows;
  }

  @Get(':id')
  @ApiOkResponse({ type: ParticipantDetailDto })
  @ApiErrors(404)
  get(@Param('id', UuidId) id: string): Promise<ParticipantDetailDto> {
    return this.participants.detail(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Block or unblock a participant' })
  @ApiOkResponse({ type: ParticipantDetailDto })
  @ApiErrors(404)
  setBlocked(
    @Param('id', UuidId) id: string,
    @Body() body: ParticipantBlockDto,
    @CurrentActor() actor: ConsoleActor,
  ): Promise<ParticipantDetailDto> {
    return this.participants.setBlocked(id, body.blocked, actor);
  }
}
