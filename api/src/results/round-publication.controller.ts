import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import type { ConsoleActor } from '../console/console-actor';
import { ConsoleRoles, CurrentActor } from '../console/console-auth.guard';
import { IntId } from '../console/simple-rest/id-param';
import { PublishRoundDto, RoundPublicationDto, RoundResultsDto } from './results.dto';
import { RoundPublicationService } from './round-publication.service';

@ApiTags('console: rounds')
@Controller('admin/rounds')
@ConsoleRoles('admin')
@ApiErrors(404)
export class RoundPublicationController {
  constructor(private readonly publications: RoundPublicationService) {}

  @Post(':id/publish')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Publish a closed round's results, at once or from an embargo time" })
  @ApiOkResponse({ type: RoundPublicationDto })
  @ApiErrors(400, 409)
  publish(
    @Param('id', IntId) id: number,
    @Body() body: PublishRoundDto,
    @CurrentActor() actor: ConsoleActor,
  ): Promise<RoundPublicationDto> {
    return this.publications.publish(id, body, actor);
  }

  @Post(':id/unpublish')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Take a round's results off the public site" })
  @ApiOkResponse({ type: RoundPublicationDto })
  @ApiErrors(409)
  unpublish(@Param('id', IntId) id: number, @CurrentActor() actor: ConsoleActor): Promise<RoundPublicationDto> {
    return this.publications.unpublish(id, actor);
  }

  @Get(':id/publication-preview')
  @ApiOperation({ summary: "What the round's public results page shows (first page and total), once it is closed" })
  @ApiOkResponse({ type: RoundResultsDto })
  @ApiErrors(409)
  preview(@Param('id', IntId) id: number): Promise<RoundResultsDto> {
    return this.publications.preview(id);
  }
}
