import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/openapi/error-envelope.dto';
import type { FastifyReply } from 'fastify';
import type { ConsoleActor } from '../../console/console-actor';
import { ConsoleRoles, CurrentActor } from '../../console/console-auth.guard';
import { ApiListResponse } from '../../console/simple-rest/api-list-response';
import { UuidId } from '../../console/simple-rest/id-param';
import { ListQueryDto, parseListQuery, setContentRange } from '../../console/simple-rest/list-query';
import {
  AcceptInvitationDto,
  ConsoleAccountDto,
  InvitationDetailsDto,
  InvitationQueryDto,
  InviteConsoleAccountDto,
  PasswordResetRequestDto,
  UpdateConsoleAccountDto,
} from './console-account.dto';
import { ACCOUNT_LIST, ConsoleAccountsService } from './console-accounts.service';
import { ConsoleInvitationsService } from './console-invitations.service';

/** Console accounts (organisers and jurors); disabled rather than deleted, so the audit log keeps its actors. */
@ApiTags('console: accounts')
@Controller('admin/accounts')
@ConsoleRoles('admin')
export class AccountsController {
  constructor(
    private readonly accounts: ConsoleAccountsService,
    private readonly invitations: ConsoleInvitationsService,
  ) {}

  @Get()
  @ApiListResponse(ConsoleAccountDto)
  async list(
    @Query() query: ListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ConsoleAccountDto[]> {
    const list = parseListQuery(query, ACCOUNT_LIST);
    const page = await this.accounts.list(list);
    setContentRange(reply, 'accounts', list.offset, page);
    return page.rows;
  }

  @Get(':id')
  @ApiOkResponse({ type: ConsoleAccountDto })
  @ApiErrors(404)
  get(@Param('id', UuidId) id: string): Promise<ConsoleAccountDto> {
    return this.accounts.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create an account without a password and mail its owner a link to set one' })
  @ApiCreatedResponse({ type: ConsoleAccountDto })
  @ApiErrors(409)
  create(@Body() body: InviteConsoleAccountDto, @CurrentActor() actor: ConsoleActor): Promise<ConsoleAccountDto> {
    return this.invitations.invite(body, actor);
  }

  @Post(':id/invitation')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Mail a new set-password link (the previous one stops working)' })
  @ApiOkResponse({ type: ConsoleAccountDto })
  @ApiErrors(404, 409)
  resend(@Param('id', UuidId) id: string, @CurrentActor() actor: ConsoleActor): Promise<ConsoleAccountDto> {
    return this.invitations.resend(id, actor);
  }

  @Put(':id')
  @ApiOkResponse({ type: ConsoleAccountDto })
  @ApiErrors(404, 409)
  update(
    @Param('id', UuidId) id: string,
    @Body() body: UpdateConsoleAccountDto,
    @CurrentActor() actor: ConsoleActor,
  ): Promise<ConsoleAccountDto> {
    return this.accounts.update(id, body, actor);
  }
}

/** The invitation link's page, used before its owner can sign in (under admin/auth, so nginx limits it). */
@ApiTags('console: sign-in')
@Controller('admin/auth/invitation')
export class InvitationController {
  constructor(private readonly invitations: ConsoleInvitationsService) {}

  @Get()
  @ApiOperation({ summary: 'Whether an invitation link still works, and for which account' })
  @ApiOkResponse({ type: InvitationDetailsDto })
  @ApiErrors(404, 410)
  check(@Query() query: InvitationQueryDto): Promise<InvitationDetailsDto> {
    return this.invitations.check(query.token);
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Set the account’s password with its invitation link (once)' })
  @ApiOkResponse({ type: InvitationDetailsDto })
  @ApiErrors(404, 410)
  accept(@Body() body: AcceptInvitationDto): Promise<InvitationDetailsDto> {
    return this.invitations.accept(body.token, body.password);
  }
}

/** "Forgot your password?": no sign-in, under admin/auth so nginx's sign-in rate limit covers it too. */
@ApiTags('console: sign-in')
@Controller('admin/auth/password-reset')
export class PasswordResetController {
  constructor(private readonly invitations: ConsoleInvitationsService) {}

  @Post()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary:
      'Forgotten password: mails an enabled account a set-password link (at most 3 an hour per address); the same 204 whatever the address',
  })
  @ApiNoContentResponse({ description: 'If the address is an enabled console account, a link is on its way' })
  @ApiErrors(400)
  async requestReset(@Body() body: PasswordResetRequestDto): Promise<void> {
    await this.invitations.requestReset(body.email);
  }
}
