import { Injectable } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { isUuid } from '../common/uuid';
import { AppConfig } from '../config/app-config';
import { accountError, AccountErrorCode } from '../common/errors/account-errors';
import { ACCESS_TOKEN_ALGORITHM, AccessTokenClaims } from './access-token.service';
import { AccountStandingService } from './account-standing.service';
import type { AuthenticatedParticipant, BlockedAccountsRouteConfig } from '../common/auth/participant-auth.guard';

/** A blocked account may still read what it has (its entries, its notifications); it may change nothing. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/** Routes marked BlockedAccountsMayCall (raising a grievance) stay open to blocked accounts. */
const blockedMayCall = (request: FastifyRequest) =>
  (request.routeOptions.config as BlockedAccountsRouteConfig).blockedAccountsMayCall === true;

/** Accepts only our HS256 participant tokens: `alg:none`, other algorithms and console tokens fail. */
@Injectable()
export class ParticipantJwtStrategy extends PassportStrategy(Strategy, 'participant-jwt') {
  constructor(
    config: AppConfig,
    private readonly standings: AccountStandingService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject, made once: given the string, jsonwebtoken first tries (and fails) to parse it as a public
      // key on every request, which cost a fifth of the API's CPU under submission load (npm run bench).
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as string,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
      ignoreExpiration: false,
      passReqToCallback: true,
    });
  }

  async validate(request: FastifyRequest, claims: AccessTokenClaims): Promise<AuthenticatedParticipant | false> {
    // Only ids we mint: any other subject would reach the database as an invalid uuid (a 500, not a 401).
    if (claims.typ !== 'participant' || typeof claims.sub !== 'string' || !isUuid(claims.sub)) return false;
    // jsonwebtoken treats a token without `exp` as never expiring; every token we mint has one.
    if (typeof claims.exp !== 'number') return false;
    // A signature outlives the account: an erased one is signed out at once, a blocked one can only read.
    const standing = await this.standings.of(claims.sub);
    if (standing === 'gone') return false;
    if (standing === 'blocked' && !READ_METHODS.has(request.method) && !blockedMayCall(request)) {
      throw accountError(AccountErrorCode.Blocked);
    }
    return { id: claims.sub, name: claims.name ?? null, profileComplete: claims.pc === true };
  }
}
