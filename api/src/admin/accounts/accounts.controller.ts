import { Body, Controller, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { ConsoleActor } from '../auth/console-actor';
import { ConsoleRoles, CurrentActor } from '../auth/console-auth.guard';
import { UuidId } from '../simple-rest/id-param';
import { ListQueryDto, parseListQuery, setContentRange } from '../simple-rest/list-query';
import { CreateConsoleAccountDto, UpdateConsoleAccountDto } from './console-account.dto';
import { ACCOUNT_LIST, ConsoleAccountsService, ConsoleAccountView } from './console-accounts.service';

/** Console accounts (organisers and jurors); disabled rather than deleted, so the audit log keeps its actors. */
@ApiTags('console: accounts')
@Controller('admin/accounts')
@ConsoleRoles('admin')
export class AccountsController {
  constructor(private readonly accounts: ConsoleAccountsService) {}

  @Get()
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) reply: FastifyReply) {
    const list = parseListQuery(query, ACCOUNT_LIST);
    const page = await this.accounts.list(list);
    setContentRange(reply, 'accounts', list.offset, page);
    return page.rows;
  }

  @Get(':id')
  get(@Param('id', UuidId) id: string): Promise<ConsoleAccountView> {
    return this.accounts.get(id);
  }

  @Post()
  create(@Body() body: CreateConsoleAccountDto, @CurrentActor() actor: ConsoleActor): Promise<ConsoleAccountView> {
    return this.accounts.create(body, actor);
  }

  @Put(':id')
  update(
    @Param('id', UuidId) id: string,
    @Body() body: UpdateConsoleAccountDto,
    @CurrentActor() actor: ConsoleActor,
  ): Promise<ConsoleAccountView> {
    return this.accounts.update(id, body, actor);
  }
}
