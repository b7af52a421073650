import {
  applyDecorators,
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  HttpStatus,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../common/errors/api-error';
import type { ConsoleRole } from '../accounts/console-account.entity';
import { ConsoleAccountsService } from '../accounts/console-accounts.service';
import type { ConsoleActor } from './console-actor';
import { ConsoleTokensService } from './console-tokens.service';

const ROLES_KEY = 'console:roles';

type ConsoleRequest = FastifyRequest & { consoleActor?: ConsoleActor };

/**
 * Console routes: a valid console access token of an enabled account whose role is listed. Participant
 * tokens fail (wrong audience and type). The account and the token's sign-in are read on every call, so
 * disabling the account, changing its role or password, or logging out takes effect at once rather than
 * when the token expires.
 */
@Injectable()
export class ConsoleAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: ConsoleTokensService,
    private readonly accounts: ConsoleAccountsService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const roles = this.reflector.getAllAndOverride<ConsoleRole[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    // A console route that forgot to say who may call it is closed, not open.
    if (!roles?.length) throw new ApiError(HttpStatus.FORBIDDEN, 'forbidden', 'This console action is not available');
    const request = context.switchToHttp().getRequest<ConsoleRequest>();
    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([^\s]+)$/i.exec(header);
    const claims = match ? await this.tokens.verifyAccess(match[1]) : null;
    const actor = claims ? await this.accounts.findSignedInActor(claims.sub, claims.sid) : null;
    if (!actor) throw new ApiError(HttpStatus.UNAUTHORIZED, 'unauthorized', 'Authentication required');
    if (!roles.includes(actor.role)) {
      throw new ApiError(HttpStatus.FORBIDDEN, 'forbidden', 'Your console role does not allow this');
    }
    request.consoleActor = actor;
    return true;
  }
}

/** Guards a console controller or route and names the roles that may call it. */
export const ConsoleRoles = (...roles: ConsoleRole[]) =>
  applyDecorators(SetMetadata(ROLES_KEY, roles), UseGuards(ConsoleAuthGuard), ApiBearerAuth());

/** The console account the guard authenticated. */
export const CurrentActor = createParamDecorator(
  (_: unknown, context: ExecutionContext): ConsoleActor =>
    context.switchToHttp().getRequest<ConsoleRequest>().consoleActor!,
);
