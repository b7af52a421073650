import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { FastifyReply } from 'fastify';
import type { ConsoleActor } from '../auth/console-actor';
import { ConsoleRoles, CurrentActor } from '../auth/console-auth.guard';
import { UuidId } from '../simple-rest/id-param';
import { ListQueryDto, parseListQuery, setContentRange } from '../simple-rest/list-query';
import { PARTICIPANT_LIST } from './participants.read-model';
import { ParticipantsService } from './participants.service';

export class ParticipantBlockDto {
  @ApiProperty({ description: 'true blocks the participant and signs them out everywhere; false unblocks' })
  @IsBoolean()
  blocked!: boolean;
}

@ApiTags('console: participants')
@Controller('admin/participants')
@ConsoleRoles('admin')
export class ParticipantsController {
  constructor(private readonly participants: ParticipantsService) {}

  @Get()
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, PARTICIPANT_LIST);
    const page = await this.participants.list(list);
    setContentRange(reply, 'participants', list.offset, page);
    return page.rows;
  }

  @Get(':id')
  get(@Param('id', UuidId) id: string) {
    return this.participants.detail(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Block or unblock a participant' })
  setBlocked(@Param('id', UuidId) id: string, @Body() body: ParticipantBlockDto, @CurrentActor() actor: ConsoleActor) {
    return this.participants.setBlocked(id, body.blocked, actor);
  }
}
