import { Controller, Get, Header, Param, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthenticatedParticipant } from '../common/auth/participant-auth.guard';
import { CurrentParticipant, ParticipantAuthGuard } from '../common/auth/participant-auth.guard';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import { IntId } from '../console/simple-rest/id-param';
import { PublicResultsService } from './public-results.service';
import { MyResultDto, ResultsIndexDto, ResultsQueryDto, RoundResultsDto } from './results.dto';

/**
 * nginx and browsers keep a public results answer 5 seconds (no stale serving): an unpublished round is gone
 * from every cache within that, plus the API's own Redis cache, which publishing and unpublishing bypass.
 */
export const RESULTS_CACHE_CONTROL = 'public, max-age=5';

@ApiTags('results')
@Controller()
export class PublicResultsController {
  constructor(private readonly results: PublicResultsService) {}

  @Get('results')
  @Header('cache-control', RESULTS_CACHE_CONTROL)
  @ApiOperation({ summary: 'Where the contest stands, and the rounds whose results are public' })
  @ApiOkResponse({ type: ResultsIndexDto })
  index(): Promise<ResultsIndexDto> {
    return this.results.index();
  }

  @Get('results/:roundId')
  @Header('cache-control', RESULTS_CACHE_CONTROL)
  @ApiOperation({
    summary: "A round's public results: who went through (Rounds 1–3) or the winners with their prizes (Round 4)",
    description: '404 `results_not_published` until the organisers publish them (and any embargo has passed).',
  })
  @ApiOkResponse({ type: RoundResultsDto })
  @ApiErrors(400, 404)
  round(@Param('roundId', IntId) roundId: number, @Query() query: ResultsQueryDto): Promise<RoundResultsDto> {
    return this.results.roundResults(roundId, query);
  }

  @Get('me/results/:roundId')
  @UseGuards(ParticipantAuthGuard)
  @ApiBearerAuth()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: "The signed-in participant's line in a round's public results, and its page offset" })
  @ApiOkResponse({ type: MyResultDto })
  @ApiErrors(401, 404)
  mine(
    @Param('roundId', IntId) roundId: number,
    @CurrentParticipant() participant: AuthenticatedParticipant,
  ): Promise<MyResultDto> {
    return this.results.mine(roundId, participant.id);
  }
}
