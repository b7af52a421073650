import { Injectable } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { isUuid } from '../../common/uuid';
import { AppConfig } from '../../config/app-config';
import { ConsoleAccountDirectory } from './console-account-directory';
import type { ConsoleActor } from '../../console/console-actor';
import { CONSOLE_AUDIENCE, ConsoleAccessClaims } from './console-tokens.service';

/**
 * Console access tokens, the same way participants' are checked (passport-jwt, HS256 only, JWT_SECRET) but
 * with the console audience. The account and the token's sign-in are read on every call, so disabling the
 * account, changing its role or password, or logging out takes effect at once rather than when the token
 * expires.
 */
@Injectable()
export class ConsoleJwtStrategy extends PassportStrategy(Strategy, 'console-jwt') {
  constructor(
    config: AppConfig,
    private readonly accounts: ConsoleAccountDirectory,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject made once, as for participants (a string is re-parsed as a public key on every request).
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as string,
      algorithms: ['HS256'],
      audience: CONSOLE_AUDIENCE,
      ignoreExpiration: false,
    });
  }

  async validate(claims: ConsoleAccessClaims): Promise<ConsoleActor | false> {
    // jsonwebtoken accepts a token without `exp` as never expiring: we mint none, so none is accepted; ids
    // that are not UUIDs could not name an account and would fail in the database instead.
    const wellFormed =
      claims.typ === 'console' && typeof claims.exp === 'number' && isUuid(claims.sub) && isUuid(claims.sid);
    return (wellFormed && (await this.accounts.findSignedInActor(claims.sub, claims.sid))) || false;
  }
}
