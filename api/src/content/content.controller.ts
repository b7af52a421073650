import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiPropertyOptional, ApiTags } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { CONTENT_LANGUAGES, ContentLanguage } from './content-document';
import { PublicContentDto } from './content.dto';
import { CONTENT_CACHE_SECONDS, ContentService, PublicContent } from './content.service';

export class ContentQuery {
  @ApiPropertyOptional({ enum: CONTENT_LANGUAGES, enumName: 'ContentLanguage', default: 'en' })
  @IsOptional()
  @IsIn(CONTENT_LANGUAGES)
  lang?: ContentLanguage;
}

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
  site(@Query() query: ContentQuery): Promise<PublicContent> {
    return this.content.published(query.lang ?? 'en');
  }
}
