import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AuthenticatedParticipant } from '../common/auth/participant-auth.guard';

export interface AccessTokenClaims {
  sub: string;
  name: string | null;
  pc: boolean;
  typ: 'participant';
  iat: number;
  exp: number;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const ACCESS_TOKEN_ALGORITHM = 'HS256';

/** Signs participants' short-lived access JWTs (HS256 with JWT_SECRET). */
@Injectable()
export class AccessTokenService {
  constructor(private readonly jwt: JwtService) {}

  sign(participant: AuthenticatedParticipant): Promise<string> {
    return this.jwt.signAsync(
      { sub: participant.id, name: participant.name, pc: participant.profileComplete, typ: 'participant' },
      { algorithm: ACCESS_TOKEN_ALGORITHM, expiresIn: ACCESS_TOKEN_TTL_SECONDS },
    );
  }

  /** The claims of a valid, unexpired participant token of ours; null for anything else. */
  async verify(token: string): Promise<AccessTokenClaims | null> {
    try {
      const claims = await this.jwt.verifyAsync<AccessTokenClaims>(token, { algorithms: [ACCESS_TOKEN_ALGORITHM] });
      // A token without `exp` would never expire (jsonwebtoken does not require one); we never mint such.
      const ours = claims.typ === 'participant' && typeof claims.sub === 'string' && typeof claims.exp === 'number';
      return ours ? claims : null;
    } catch {
      return null;
    }
  }
}
