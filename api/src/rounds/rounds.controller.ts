import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import type { FastifyReply } from 'fastify';
import type { ConsoleActor } from '../console/console-actor';
import { ConsoleRoles, CurrentActor } from '../console/console-auth.guard';
import { ApiListResponse } from '../console/simple-rest/api-list-response';
import { IntId } from '../console/simple-rest/id-param';
import { ListQueryDto, parseListQuery, setContentRange } from '../console/simple-rest/list-query';
import { UndoReasonDto } from '../console/audit/undo-reason.dto';
import { CloseRoundDto, PromotionPreviewDto, PromotionPreviewQuery, RoundRowDto, UpdateRoundDto } from './round.dto';
import { ROUND_LIST } from './rounds.repository';
import { RoundsService } from './rounds.service';

@ApiTags('console: rounds')
@Controller('admin/rounds')
@ConsoleRoles('admin')
@ApiErrors(404)
export class RoundsController {
  constructor(private readonly rounds: RoundsService) {}

  @Get()
  @ApiListResponse(RoundRowDto)
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<RoundRowDto[]> {
    const list = parseListQuery(query, ROUND_LIST);
    const page = await this.rounds.list(list);
    setContentRange(reply, 'rounds', list.offset, page);
    return page.rows;
  }

  @Get(':id')
  @ApiOkResponse({ type: RoundRowDto })
  get(@Param('id', IntId) id: number): Promise<RoundRowDto> {
    return this.rounds.get(id);
  }

  @Put(':id')
  @ApiOperation({ summary: "Edit a round's dates and settings" })
  @ApiOkResponse({ type: RoundRowDto })
  update(
    @Param('id', IntId) id: number,
    @Body() body: UpdateRoundDto,
    @CurrentActor() actor: ConsoleActor,
  ): Promise<RoundRowDto> {
    return this.rounds.update(id, body, actor);
  }

  @Get(':id/promotion')
  @ApiOperation({ summary: 'Preview of who goes through to the next round and who is cut at the line' })
  @ApiOkResponse({ type: PromotionPreviewDto })
  preview(@Param('id', IntId) id: number, @Query() query: PromotionPreviewQuery): Promise<PromotionPreviewDto> {
    return this.rounds.preview(id, query);
  }

  @Post(':id/close')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Close the round: freeze its ranking and promote the top N into the next round' })
  @ApiOkResponse({ type: RoundRowDto })
  @ApiErrors(409)
  close(
    @Param('id', IntId) id: number,
    @Body() body: CloseRoundDto,
    @CurrentActor() actor: ConsoleActor,
  ): Promise<RoundRowDto> {
    return this.rounds.close(id, body, actor);
  }

  @Post(':id/reopen')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Reopen a closed round while the next one has not started; its promotions are undone',
  })
  @ApiOkResponse({ type: RoundRowDto })
  @ApiErrors(409)
  reopen(
    @Param('id', IntId) id: number,
    @Body() body: UndoReasonDto,
    @CurrentActor() actor: ConsoleActor,
  ): Promise<RoundRowDto> {
    return this.rounds.reopen(id, body.reason, actor);
  }
}
