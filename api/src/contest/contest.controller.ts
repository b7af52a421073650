import { Controller, Get, Header, Query } from '@nestjs/common';
import { ContentQuery } from '../content/content.dto';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RulesContentDto } from './contest.dto';
import { ContestService, RULES_CACHE_SECONDS } from './contest.service';

@ApiTags('content')
@Controller('content')
export class ContestController {
  constructor(private readonly contest: ContestService) {}

  @Get('rules')
  @Header('Cache-Control', `public, max-age=${RULES_CACHE_SECONDS}`)
  @ApiOperation({
    summary: 'Rules, judging weights and the rounds with their dates and which is open',
    description: "The rounds' texts in `lang` where the organisers wrote them, else in English.",
  })
  @ApiOkResponse({ type: RulesContentDto })
  rules(@Query() query: ContentQuery): Promise<RulesContentDto> {
    return this.contest.rules(query.lang);
  }
}
