import { Controller, Get, Header, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import { ContentQuery } from '../content/content.dto';
import { IntId, UuidId } from '../console/simple-rest/id-param';
import { RESULTS_CACHE_CONTROL } from './public-results.controller';
import { ResultsShareService } from './results-share.service';

/** What link-preview crawlers read of a results page (nginx puts the tags into /results/{roundId}'s HTML). */
@ApiTags('results')
// Only the successes are HTML or PNG (each names its type): errors stay the JSON envelope.
@Controller('results')
export class ResultsShareController {
  constructor(private readonly share: ResultsShareService) {}

  @Get(':roundId/link-preview')
  @Header('cache-control', RESULTS_CACHE_CONTROL)
  @Header('content-type', 'text/html; charset=utf-8')
  @ApiOperation({
    summary:
      "The <head> tags (title, Open Graph, Twitter card) of a round's results page, the organisers' texts in `lang`; the generic ones until its results are public",
  })
  @ApiOkResponse({
    content: { 'text/html': { schema: { type: 'string' } } },
    description: 'HTML tags, every value escaped',
  })
  @ApiErrors(404)
  linkPreview(@Param('roundId', IntId) roundId: number, @Query() query: ContentQuery): Promise<string> {
    return this.share.linkPreviewTags(roundId, query.lang);
  }

  @Get(':roundId/share.png')
  @Header('cache-control', RESULTS_CACHE_CONTROL)
  @ApiOperation({
    summary: "A round's share image (1200×630 PNG): its title in English and Hindi and its outcome",
    description: '404 `results_not_published` until the organisers publish the results (and any embargo has passed).',
  })
  @ApiOkResponse({ content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors(404)
  async image(@Param('roundId', IntId) roundId: number): Promise<StreamableFile> {
    return new StreamableFile(await this.share.shareImage(roundId), { type: 'image/png' });
  }

  @Get(':roundId/lines/:submissionId/link-preview')
  @Header('cache-control', RESULTS_CACHE_CONTROL)
  @Header('content-type', 'text/html; charset=utf-8')
  @ApiOperation({
    summary:
      "The <head> tags of a winner's page (/results/{roundId}/{submissionId}); the generic ones for anyone but a winner of public results",
  })
  @ApiOkResponse({
    content: { 'text/html': { schema: { type: 'string' } } },
    description: 'HTML tags, every value escaped',
  })
  @ApiErrors(404)
  winnerLinkPreview(
    @Param('roundId', IntId) roundId: number,
    @Param('submissionId', UuidId) submissionId: string,
    @Query() query: ContentQuery,
  ): Promise<string> {
    return this.share.winnerTags(roundId, submissionId, query.lang);
  }

  @Get(':roundId/lines/:submissionId/share.png')
  @Header('cache-control', RESULTS_CACHE_CONTROL)
  @ApiOperation({
    summary: "A winner's share image (1200×630 PNG): their name, prize and place",
    description: '404 `results_not_published` unless the entry is a winner of public results.',
  })
  @ApiOkResponse({ content: { 'image/png': { schema: { type: 'string', format: 'binary' } } } })
  @ApiErrors(404)
  async winnerImage(
    @Param('roundId', IntId) roundId: number,
    @Param('submissionId', UuidId) submissionId: string,
  ): Promise<StreamableFile> {
    return new StreamableFile(await this.share.winnerImage(roundId, submissionId), { type: 'image/png' });
  }
}
