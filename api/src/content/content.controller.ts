import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ContentQuery, PublicContentDto } from './content.dto';
import { CONTENT_CACHE_SECONDS, ContentService } from './content.service';

@ApiTags('content')
@Controller('content')
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Get('site')
  @Header('Cache-Control', `public, max-age=${CONTENT_CACHE_SECONDS}`)
  @ApiOperation({
    summary: "The organisers' contest content (branding, prizes, jury, films, FAQ, legal dates) in one language",
  })
  @ApiOkResponse({ type: PublicContentDto })
  site(@Query() query: ContentQuery): Promise<PublicContentDto> {
    return this.content.published(query.lang ?? 'en');
  }
}
