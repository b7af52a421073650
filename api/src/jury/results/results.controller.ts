import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ConsoleRoles } from '../../console/console-auth.guard';
import { ApiListResponse } from '../../console/simple-rest/api-list-response';
import { ListQueryDto, parseListQuery, setContentRange } from '../../console/simple-rest/list-query';
import { ResultRowDto } from './result-row.dto';
import { RESULT_LIST, ResultsService } from './results.service';

@ApiTags('console: jury')
@Controller('admin/results')
@ConsoleRoles('admin')
export class ResultsController {
  constructor(private readonly results: ResultsService) {}

  @Get()
  @ApiOperation({
    summary: 'Round 3 or 4 results: filter {"roundId":3|4,"normalised":true|false}',
    description:
      'Weighted 40/30/30 mean over jurors; optional per-juror z-score normalisation; Round 3 combines ' +
      'views (relative to the most viewed entry) and the jury with ROUND3_VIEWS_WEIGHT; Round 4 is the jury alone.',
  })
  @ApiListResponse(ResultRowDto)
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<ResultRowDto[]> {
    const list = parseListQuery(query, RESULT_LIST);
    const page = await this.results.list(list);
    setContentRange(reply, 'results', list.offset, page);
    return page.rows;
  }
}
