import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import { HealthDto, LivenessDto, ReadinessDto } from './health.dto';
import { healthError, HealthErrorCode } from './health-errors';
import { CheckResult, HealthService } from './health.service';
import { ReadinessService } from './readiness.service';

const failing = (checks: Record<string, CheckResult>) =>
  Object.keys(checks).filter((name) => checks[name].status === 'down');

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    private readonly readiness: ReadinessService,
  ) {}

  @Get('health')
  @ApiOperation({ summary: 'State of the API and its dependencies; 503 naming any that is down' })
  @ApiOkResponse({ type: HealthDto })
  @ApiErrors(503)
  async check(): Promise<HealthDto> {
    const { healthy, checks } = await this.health.check();
    if (!healthy) throw healthError(HealthErrorCode.Unavailable, failing(checks), { checks });
    return { status: 'ok', checks };
  }

  @Get('live')
  @ApiOperation({
    summary: 'Liveness probe: the process answers (no dependency is asked); restart it only when this fails',
  })
  @ApiOkResponse({ type: LivenessDto })
  live(): LivenessDto {
    return { status: 'alive' };
  }

  @Get('ready')
  @ApiOperation({
    summary:
      'Readiness probe: 503 `draining` after SIGTERM, 503 `unavailable` naming Postgres or Redis when either is down',
  })
  @ApiOkResponse({ type: ReadinessDto })
  @ApiErrors(503)
  async ready(): Promise<ReadinessDto> {
    if (this.readiness.isDraining) throw healthError(HealthErrorCode.Draining);
    const { healthy, checks } = await this.health.checkCore();
    if (!healthy) throw healthError(HealthErrorCode.Unavailable, failing(checks), { checks });
    return { status: 'ready', checks };
  }
}
