import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/openapi/error-envelope.dto';
import type { FastifyReply } from 'fastify';
import type { ConsoleActor } from '../../console/console-actor';
import { ConsoleRoles, CurrentActor } from '../../console/console-auth.guard';
import { ApiListResponse } from '../../console/simple-rest/api-list-response';
import { IntId } from '../../console/simple-rest/id-param';
import { ListQueryDto, parseListQuery, setContentRange } from '../../console/simple-rest/list-query';
import { JurySettingsRowDto, UpdateJurySettingsDto } from './jury-settings';
import { JURY_SETTINGS_LIST, JurySettingsService } from './jury-settings.service';

/** Per jury round (id = round 3 or 4): whether jurors see views and likes while scoring. */
@ApiTags('console: jury')
@Controller('admin/jury-settings')
@ConsoleRoles('admin')
export class JurySettingsController {
  constructor(private readonly settings: JurySettingsService) {}

  @Get()
  @ApiListResponse(JurySettingsRowDto)
  async list(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<JurySettingsRowDto[]> {
    const list = parseListQuery(query, JURY_SETTINGS_LIST);
    const page = await this.settings.list(list);
    setContentRange(reply, 'jury-settings', list.offset, page);
    return page.rows;
  }

  @Get(':id')
  @ApiOkResponse({ type: JurySettingsRowDto })
  @ApiErrors(404)
  get(@Param('id', IntId) id: number): Promise<JurySettingsRowDto> {
    return this.settings.get(id);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Show or hide views and likes to the jurors of this round (hidden by default)' })
  @ApiOkResponse({ type: JurySettingsRowDto })
  @ApiErrors(404)
  update(
    @Param('id', IntId) id: number,
    @Body() body: UpdateJurySettingsDto,
    @CurrentActor() actor: ConsoleActor,
  ): Promise<JurySettingsRowDto> {
    return this.settings.update(id, body.showMetricsToJury, actor);
  }
}
