import {
  applyDecorators,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ApiErrors } from '../common/openapi/error-envelope.dto';
import type { FastifyRequest } from 'fastify';
import { accountError, AccountErrorCode } from '../common/errors/account-errors';
import { consoleAuthError, ConsoleAuthErrorCode } from './console-auth-errors';
import type { ConsoleActor, ConsoleRole } from './console-actor';

const ROLES_KEY = 'console:roles';

type ConsoleRequest = FastifyRequest & { consoleActor?: ConsoleActor };

/**
 * Console routes: a valid console access token of an enabled account whose role is listed, checked by the
 * `console-jwt` passport strategy (as participants' routes are by `participant-jwt`). Participant tokens fail
 * (wrong audience and type). The actor goes to `request.consoleActor`, apart from a participant's `user`.
 */
@Injectable()
export class ConsoleAuthGuard extends AuthGuard('console-jwt') {
  constructor(private readonly reflector: Reflector) {
    super({ property: 'consoleActor', session: false });
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const roles = this.reflector.getAllAndOverride<ConsoleRole[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    // A console route that forgot to say who may call it is closed, not open.
    if (!roles?.length) throw consoleAuthError(ConsoleAuthErrorCode.Forbidden, 'closed');
    await super.canActivate(context);
    const actor = context.switchToHttp().getRequest<ConsoleRequest>().consoleActor!;
    if (!roles.includes(actor.role)) {
      throw consoleAuthError(ConsoleAuthErrorCode.Forbidden, 'role');
    }
    return true;
  }

  // Passport hands on the error a strategy failed with (what validate() threw), or null.
  handleRequest<T>(error: Error | null, actor: T | false): T {
    if (error) throw error;
    if (!actor) throw accountError(AccountErrorCode.Gone);
    return actor;
  }
}

/** Guards a console controller or route and names the roles that may call it. */
export const ConsoleRoles = (...roles: ConsoleRole[]) =>
  applyDecorators(SetMetadata(ROLES_KEY, roles), UseGuards(ConsoleAuthGuard), ApiBearerAuth(), ApiErrors(401, 403));

/** The console account the guard authenticated. */
export const CurrentActor = createParamDecorator(
  (_: unknown, context: ExecutionContext): ConsoleActor =>
    context.switchToHttp().getRequest<ConsoleRequest>().consoleActor!,
);
