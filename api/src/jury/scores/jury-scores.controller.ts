import { Body, Controller, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/openapi/error-envelope.dto';
import type { FastifyReply } from 'fastify';
import type { ConsoleActor } from '../../console/console-actor';
import { ConsoleRoles, CurrentActor } from '../../console/console-auth.guard';
import { ApiListResponse } from '../../console/simple-rest/api-list-response';
import { UuidId } from '../../console/simple-rest/id-param';
import { ListQueryDto, parseListQuery, setContentRange } from '../../console/simple-rest/list-query';
import { CreateScoreDto, ScoreFieldsDto, ScoreRowDto } from './jury-score.dto';
import { JuryScoresService, SCORE_LIST } from './jury-scores.service';

@ApiTags('console: jury')
@Controller('admin/scores')
export class JuryScoresController {
  constructor(private readonly scores: JuryScoresService) {}

  @Get()
  @ConsoleRoles('admin', 'jury')
  @ApiOperation({ summary: "Scores (a juror sees only their own, never another juror's)" })
  @ApiListResponse(ScoreRowDto)
  async list(
    @Query() query: ListQueryDto,
    @CurrentActor() actor: ConsoleActor,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ScoreRowDto[]> {
    const list = parseListQuery(query, SCORE_LIST);
    const page = await this.scores.list(list, actor);
    setContentRange(reply, 'scores', list.offset, page);
    return page.rows;
  }

  @Get(':id')
  @ConsoleRoles('admin', 'jury')
  @ApiOkResponse({ type: ScoreRowDto })
  @ApiErrors(404)
  get(@Param('id', UuidId) id: string, @CurrentActor() actor: ConsoleActor): Promise<ScoreRowDto> {
    return this.scores.get(id, actor);
  }

  @Post()
  @ConsoleRoles('jury')
  @ApiOperation({ summary: 'Score an assigned entry 0–10 on each criterion, or abstain for a conflict of interest' })
  @ApiCreatedResponse({ type: ScoreRowDto })
  @ApiErrors(404, 409)
  create(@Body() body: CreateScoreDto, @CurrentActor() actor: ConsoleActor): Promise<ScoreRowDto> {
    return this.scores.create(body, actor);
  }

  @Put(':id')
  @ConsoleRoles('jury')
  @ApiOperation({ summary: 'Change your own score while the round is open' })
  @ApiOkResponse({ type: ScoreRowDto })
  @ApiErrors(404, 409)
  update(
    @Param('id', UuidId) id: string,
    @Body() body: ScoreFieldsDto,
    @CurrentActor() actor: ConsoleActor,
  ): Promise<ScoreRowDto> {
    return this.scores.update(id, body, actor);
  }
}
