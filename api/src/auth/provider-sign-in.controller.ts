import {
  Body,
  CanActivate,
  Controller,
  ExecutionContext,
  Get,
  HttpCode,
  HttpStatus,
  Injectable,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../config/app-config';
import { AuthResponseDto, ProviderReturnCodeDto, SignInUrlDto } from './auth.dto';
import { authError, AuthErrorCode } from './auth-errors';
import {
  BROWSER_BINDING_FORMAT,
  CallbackError,
  GoogleSignInService,
  newBrowserBinding,
  SIGN_IN_FLOW_TTL_SECONDS,
} from './google-sign-in.service';

const BINDING_COOKIE = 'contest_sign_in';
const BINDING_COOKIE_PATH = '/api/v1/auth';

/** `/auth/{provider}/…` exists for Google only; any other word answers 404 `unknown_provider`. */
@Injectable()
class KnownProviderGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (
      context.switchToHttp().getRequest<FastifyRequest<{ Params: { provider: string } }>>().params.provider !== 'google'
    ) {
      throw authError(AuthErrorCode.UnknownProvider);
    }
    return true;
  }
}

/** The plugin parses no request's cookies by itself (http-app.ts): only these routes read one. */
function readCookie(request: FastifyRequest, name: string): string | null {
  return request.server.parseCookie(request.headers.cookie ?? '')[name] ?? null;
}

@ApiTags('auth')
@ApiErrors(404)
@UseGuards(KnownProviderGuard)
@Controller('auth/:provider')
export class ProviderSignInController {
  constructor(
    private readonly google: GoogleSignInService,
    private readonly config: AppConfig,
  ) {}

  @Get('url')
  @ApiOperation({ summary: "The provider's sign-in address to send the browser to" })
  @ApiOkResponse({ type: SignInUrlDto })
  @ApiErrors(503)
  async url(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<SignInUrlDto> {
    const existing = readCookie(request, BINDING_COOKIE);
    const binding = existing && BROWSER_BINDING_FORMAT.test(existing) ? existing : newBrowserBinding();
    const url = await this.google.start(binding);
    void reply
      .setCookie(BINDING_COOKIE, binding, {
        path: BINDING_COOKIE_PATH,
        maxAge: SIGN_IN_FLOW_TTL_SECONDS,
        httpOnly: true,
        sameSite: 'lax',
        secure: this.config.publicUrl.startsWith('https:'),
      })
      .header('cache-control', 'no-store');
    return { url };
  }

  @Get('callback')
  @ApiOperation({
    summary: "The provider's redirect target; redirects to the site with a one-time code or an error in the fragment",
  })
  @ApiFoundResponse({ description: 'To the site, `#code=…` or `#error=…&error_description=…`' })
  async callback(
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    let fragment: URLSearchParams;
    try {
      fragment = new URLSearchParams({ code: await this.google.complete(query, readCookie(request, BINDING_COOKIE)) });
    } catch (error) {
      // complete() reports every failure as a CallbackError; anything else still must not become a 500 page.
      const { code, description } =
        error instanceof CallbackError ? error : { code: 'server_error', description: 'Google authentication failed' };
      fragment = new URLSearchParams({ error: code, error_description: description });
    }
    void reply
      .status(HttpStatus.FOUND)
      .header('location', `${this.config.publicUrl}/auth/google/callback#${fragment.toString()}`)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send();
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "Trade the callback's one-time code for a session; only in the browser that started the sign-in",
  })
  @ApiOkResponse({ type: AuthResponseDto })
  @ApiErrors(401, 403)
  redeem(@Body() body: ProviderReturnCodeDto, @Req() request: FastifyRequest): Promise<AuthResponseDto> {
    return this.google.redeem(body.code, readCookie(request, BINDING_COOKIE));
  }
}
