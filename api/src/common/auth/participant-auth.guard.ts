import { createParamDecorator, ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { RouteConfig } from '@nestjs/platform-fastify';

/** What a participant's access token says about them (docs/product.md §3: claims sub, name, pc, exp). */
export interface AuthenticatedParticipant {
  id: string;
  name: string | null;
  profileComplete: boolean;
}

/**
 * Routes a signed-in participant may call; anything else answers 401 "Authentication required". The auth
 * domain's `participant-jwt` strategy checks the token and the account behind it (erased: 401; blocked: 403
 * `account_blocked` to anything but GET); the guard sits in common/ because the controllers of every
 * participant-facing domain (profile included, which auth itself uses) need it.
 */
@Injectable()
export class ParticipantAuthGuard extends AuthGuard('participant-jwt') {}

/** The participant the guard authenticated. */
export const CurrentParticipant = createParamDecorator(
  (_: unknown, context: ExecutionContext): AuthenticatedParticipant =>
    context.switchToHttp().getRequest<{ user: AuthenticatedParticipant }>().user,
);

/** The route config a participant route carries when blocked accounts may call it with any method. */
export interface BlockedAccountsRouteConfig {
  blockedAccountsMayCall?: boolean;
}

/**
 * Lets blocked accounts call this route whatever its method (they are otherwise refused anything but reads):
 * for what a block must not take away, such as contesting it.
 */
export const BlockedAccountsMayCall = () =>
  RouteConfig({ blockedAccountsMayCall: true } satisfies BlockedAccountsRouteConfig);
