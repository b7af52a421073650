import { Body, Controller, Get, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/openapi/error-envelope.dto';
import type { FastifyRequest } from 'fastify';
import type { ConsoleActor } from '../../console/console-actor';
import { ConsoleRoles, CurrentActor } from '../../console/console-auth.guard';
import { ConsoleActorDto, ConsoleLoginDto, ConsoleRefreshDto, ConsoleSessionDto } from './console-auth.dto';
import { ConsoleAuthService } from './console-auth.service';

@ApiTags('console: sign-in')
@Controller('admin/auth')
export class ConsoleAuthController {
  constructor(private readonly auth: ConsoleAuthService) {}

  @Post('login')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Sign in to the console; five failed tries in a row from one address lock it there for 15 minutes',
  })
  @ApiOkResponse({ type: ConsoleSessionDto })
  @ApiErrors(401, 403, 429)
  login(@Body() body: ConsoleLoginDto, @Req() request: FastifyRequest): Promise<ConsoleSessionDto> {
    const userAgent = request.headers['user-agent'];
    return this.auth.login(body.email, body.password, { ip: request.ip ?? null, userAgent: userAgent ?? null });
  }

  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Exchange a refresh token for new tokens (the old one is spent)' })
  @ApiOkResponse({ type: ConsoleSessionDto })
  @ApiErrors(401, 403)
  refresh(@Body() body: ConsoleRefreshDto): Promise<ConsoleSessionDto> {
    return this.auth.refresh(body.refreshToken);
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'End the sign-in the refresh token belongs to' })
  @ApiNoContentResponse({ description: 'Signed out' })
  async logout(@Body() body: ConsoleRefreshDto): Promise<void> {
    await this.auth.logout(body.refreshToken);
  }

  @Get('me')
  @ConsoleRoles('admin', 'jury')
  @ApiOperation({ summary: 'The signed-in console account and its role' })
  @ApiOkResponse({ type: ConsoleActorDto })
  me(@CurrentActor() actor: ConsoleActor): ConsoleActorDto {
    return actor;
  }
}
