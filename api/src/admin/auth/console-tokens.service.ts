import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { RefreshTokenStore } from '../../common/auth/refresh-token-store';
import { authError, AuthErrorCode } from '../../auth/auth-errors';
import type { ConsoleRole } from '../../console/console-actor';
import { ConsoleRefreshToken } from './console-refresh-token.entity';

/** Console access tokens live 10 minutes; the console refreshes them quietly. */
export const CONSOLE_ACCESS_TTL_SECONDS = 10 * 60;
/** A refresh token is good for 12 hours after it was issued (each use rotates it)… */
export const CONSOLE_REFRESH_TTL_SECONDS = 12 * 3600;
/** …and a sign-in lasts at most 24 hours, however often it is refreshed. */
export const CONSOLE_SESSION_MAX_SECONDS = 24 * 3600;

/** The audience that keeps console and participant tokens apart (participants' carry typ 'participant'). */
export const CONSOLE_AUDIENCE = 'contest-console';

export interface ConsoleAccessClaims {
  sub: string;
  /** The sign-in (refresh-token family) the token was issued for: it dies with that sign-in. */
  sid: string;
  role: ConsoleRole;
  typ: 'console';
  exp: number;
}

export interface ConsoleTokenPair {
  accessToken: string;
  refreshToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
}

const refreshTokens = new RefreshTokenStore(ConsoleRefreshToken);

const invalidRefresh = () => authError(AuthErrorCode.SessionEnded, 'console');

/** Mints and checks console tokens: HS256 JWTs (JWT_SECRET, console audience) and rotated opaque refresh tokens. */
@Injectable()
export class ConsoleTokensService {
  constructor(
    private readonly jwt: JwtService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** A new sign-in: an access token and the first refresh token of a new family. */
  async issue(account: { id: string; role: ConsoleRole }, manager: EntityManager): Promise<ConsoleTokenPair> {
    const signInId = randomUUID();
    const refreshToken = await this.storeRefresh(manager, account.id, signInId, new Date());
    return {
      accessToken: await this.signAccess(account, signInId),
      refreshToken,
      expiresIn: CONSOLE_ACCESS_TTL_SECONDS,
    };
  }

  /**
   * Spends a refresh token and returns the account it belongs to with its replacement. A token presented
   * twice means it leaked: the whole family is revoked, so neither the thief nor the owner can go on.
   * `loadAccount` answers null when the account may no longer sign in (disabled).
   */
  async rotate(
    presented: string,
    loadAccount: (id: string, manager: EntityManager) => Promise<{ id: string; role: ConsoleRole } | null>,
  ): Promise<ConsoleTokenPair> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const token = await refreshTokens.lock(manager, presented);
      if (!token) return null;
      if (token.usedAt || token.revokedAt) {
        await refreshTokens.revokeFamily(manager, token.familyId);
        return null;
      }
      const now = Date.now();
      const sessionEnds = token.familyStartedAt.getTime() + CONSOLE_SESSION_MAX_SECONDS * 1000;
      if (token.expiresAt.getTime() <= now || sessionEnds <= now) return null;
      const account = await loadAccount(token.accountId, manager);
      if (!account) {
        await refreshTokens.revokeFamily(manager, token.familyId);
        return null;
      }
      await refreshTokens.spend(manager, token, new Date(now));
      const refreshToken = await this.storeRefresh(manager, account.id, token.familyId, token.familyStartedAt);
      return { account, refreshToken, signInId: token.familyId };
    });
    if (!outcome) throw invalidRefresh();
    return {
      accessToken: await this.signAccess(outcome.account, outcome.signInId),
      refreshToken: outcome.refreshToken,
      expiresIn: CONSOLE_ACCESS_TTL_SECONDS,
    };
  }

  /**
   * Logout: the family of the presented token ends, and with it the access tokens issued for it.
   * Unknown tokens are ignored (logging out is idempotent).
   */
  async revokeByToken(presented: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const token = await refreshTokens.find(manager, presented);
      if (token) await refreshTokens.revokeFamily(manager, token.familyId);
    });
  }

  /** Signs an account out everywhere (disabled, password or role changed): its access tokens die with it. */
  async revokeAllForAccount(accountId: string, manager: EntityManager): Promise<void> {
    await refreshTokens.revokeWhere(manager, { accountId });
  }

  private signAccess(account: { id: string; role: ConsoleRole }, signInId: string): Promise<string> {
    return this.jwt.signAsync(
      { sub: account.id, sid: signInId, role: account.role, typ: 'console' },
      { algorithm: 'HS256', expiresIn: CONSOLE_ACCESS_TTL_SECONDS, audience: CONSOLE_AUDIENCE },
    );
  }

  private storeRefresh(
    manager: EntityManager,
    accountId: string,
    familyId: string,
    familyStartedAt: Date,
  ): Promise<string> {
    const sessionEnds = familyStartedAt.getTime() + CONSOLE_SESSION_MAX_SECONDS * 1000;
    return refreshTokens.issue(manager, {
      accountId,
      familyId,
      familyStartedAt,
      expiresAt: new Date(Math.min(Date.now() + CONSOLE_REFRESH_TTL_SECONDS * 1000, sessionEnds)),
    });
  }
}
