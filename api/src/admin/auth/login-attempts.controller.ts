import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiListResponse } from '../../console/simple-rest/api-list-response';
import { ListQueryDto, parseListQuery, setContentRange } from '../../console/simple-rest/list-query';
import { ConsoleLoginAttemptDto } from './console-auth.dto';
import { ConsoleRoles } from '../../console/console-auth.guard';
import { LOGIN_ATTEMPT_LIST, LoginAttemptsService } from './login-attempts.service';

@ApiTags('console: sign-in')
@Controller('admin/login-attempts')
@ConsoleRoles('admin')
export class LoginAttemptsController {
  constructor(private readonly attempts: LoginAttemptsService) {}

  @Get()
  @ApiListResponse(ConsoleLoginAttemptDto)
  async list(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ConsoleLoginAttemptDto[]> {
    const list = parseListQuery(query, LOGIN_ATTEMPT_LIST);
    const page = await this.attempts.list(list);
    setContentRange(reply, 'login-attempts', list.offset, page);
    return page.rows;
  }
}
