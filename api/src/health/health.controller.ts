import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import { HealthDto } from './health.dto';
import { healthError, HealthErrorCode } from './health-errors';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get('health')
  @ApiOperation({ summary: 'State of the API and its dependencies; 503 naming any that is down' })
  @ApiOkResponse({ type: HealthDto })
  @ApiErrors(503)
  async check(): Promise<HealthDto> {
    const { healthy, checks } = await this.health.check();
    if (!healthy) {
      const failing = Object.keys(checks).filter((name) => checks[name].status === 'down');
      throw healthError(HealthErrorCode.Unavailable, failing, { checks });
    }
    return { status: 'ok', checks };
  }
}
