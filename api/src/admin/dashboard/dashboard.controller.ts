import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ConsoleRoles } from '../../console/console-auth.guard';
import { DashboardDto } from './dashboard.dto';
import { DashboardService } from './dashboard.service';

@ApiTags('console: dashboard')
@Controller('admin/dashboard')
@ConsoleRoles('admin')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Entries by status and per day, the oldest pending entry, the metrics source, the top of the board',
  })
  @ApiOkResponse({ type: DashboardDto })
  overview(): Promise<DashboardDto> {
    return this.dashboard.overview();
  }
}
