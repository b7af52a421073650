import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { PUBLIC_CACHE_CONTROL } from '../leaderboard/leaderboard.controller';
import { LinkPreviewService } from './link-preview.service';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import { ContentQuery } from '../content/content.dto';
import { PublicEntryDto } from './votes.dto';
import { VotesService } from './votes.service';

@ApiTags('votes')
@Controller('entries')
export class PublicEntryController {
  constructor(
    private readonly votes: VotesService,
    private readonly previews: LinkPreviewService,
  ) {}

  @Get(':id')
  @Header('cache-control', PUBLIC_CACHE_CONTROL)
  @ApiOperation({ summary: 'One public entry: rank, figures, votes, theme, creator tier, state, display name' })
  @ApiOkResponse({ type: PublicEntryDto })
  @ApiErrors(404)
  entry(@Param('id') id: string): Promise<PublicEntryDto> {
    return this.votes.publicEntry(id);
  }

  @Get(':id/link-preview')
  @Header('cache-control', PUBLIC_CACHE_CONTROL)
  @Header('content-type', 'text/html; charset=utf-8')
  @ApiOperation({
    summary:
      "The <head> tags (title, Open Graph, Twitter card) of an entry's shareable page, in `lang`; the generic ones for an entry that is not public",
  })
  @ApiProduces('text/html')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'HTML tags, every value escaped' })
  linkPreview(@Param('id') id: string, @Query() query: ContentQuery): Promise<string> {
    return this.previews.entryTags(id, query.lang);
  }
}
