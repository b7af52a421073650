import { randomUUID } from 'node:crypto';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { RefreshTokenStore } from '../common/auth/refresh-token-store';
import { AppConfig } from '../config/app-config';
import { accountError, AccountErrorCode } from '../common/errors/account-errors';
import { Participant } from '../profile/participant.entity';
import { PersonalDataService } from '../profile/personal-data.service';
import { ProfileService } from '../profile/profile.service';
import { AccessTokenService } from './access-token.service';
import type { AuthResponseDto } from './auth.dto';
import { authError, AuthErrorCode } from './auth-errors';
import { RefreshToken, SignInMethod } from './refresh-token.entity';

const DAY_MS = 24 * 3600 * 1000;

const refreshTokens = new RefreshTokenStore(RefreshToken);

/**
 * Sign-in sessions: a short-lived access JWT plus an opaque refresh token (256 random bits, stored as its
 * SHA-256) that is replaced on every use. Presenting a replaced token again means a copy exists somewhere,
 * so the whole family (every token of that sign-in) is revoked.
 */
@Injectable()
export class SessionService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(RefreshToken) private readonly tokens: Repository<RefreshToken>,
    private readonly accessTokens: AccessTokenService,
    private readonly profiles: ProfileService,
    private readonly personalData: PersonalDataService,
    private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.personalData.registerExporter('sessions', (participantId) =>
      this.tokens.find({
        where: { participantId },
        // Token hashes stay out of the export: metadata only.
        select: { familyId: true, signInMethod: true, createdAt: true, expiresAt: true, usedAt: true, revokedAt: true },
        order: { createdAt: 'ASC' },
      }),
    );
  }

  /**
   * Opens a new session (token family) for a participant who just proved who they are, inside the
   * transaction that found or created their account.
   */
  async start(manager: EntityManager, participant: Participant, method: SignInMethod): Promise<AuthResponseDto> {
    // Housekeeping on the way: the participant's expired tokens are of no use to anyone.
    await refreshTokens.deleteExpired(manager, { participantId: participant.id });
    return this.respond(participant, await this.issue(manager, participant.id, randomUUID(), method));
  }

  /** POST /auth/token/refresh: spends the token and answers a new pair; the profile flag is read afresh. */
  async refresh(presented: string): Promise<AuthResponseDto> {
    const result = await this.dataSource.transaction(async (manager) => {
      const token = await refreshTokens.lock(manager, presented);
      if (!token || token.revokedAt || token.expiresAt.getTime() <= Date.now()) return { ended: true } as const;
      if (token.usedAt) {
        await refreshTokens.revokeFamily(manager, token.familyId);
        return { reused: true } as const;
      }
      const participant = await this.profiles.findForSignIn(manager, token.participantId);
      if (!participant) return { ended: true } as const;
      if (participant.blockedAt) return { blocked: true } as const;
      await refreshTokens.spend(manager, token);
      const next = await this.issue(manager, token.participantId, token.familyId, token.signInMethod);
      return { participant, next } as const;
    });
    // Thrown after the transaction so that a revocation is committed, not rolled back with the error.
    if ('reused' in result) {
      throw authError(AuthErrorCode.RefreshTokenReused);
    }
    if ('blocked' in result) throw accountError(AccountErrorCode.Blocked);
    if ('ended' in result) throw authError(AuthErrorCode.SessionEnded, 'participant');
    return this.respond(result.participant, result.next);
  }

  /**
   * POST /auth/logout: with a refresh token, ends that token's session (this browser); without one,
   * ends every session of the participant (all devices). Access tokens already issued lapse within 15 minutes.
   */
  async logout(participantId: string, refreshToken: string | undefined): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      if (refreshToken === undefined) {
        await refreshTokens.revokeWhere(manager, { participantId });
        return;
      }
      const token = await refreshTokens.find(manager, refreshToken);
      // Someone else's token is not ours to revoke; answer the same either way.
      if (token?.participantId === participantId) await refreshTokens.revokeFamily(manager, token.familyId);
    });
  }

  private issue(manager: EntityManager, participantId: string, familyId: string, method: SignInMethod) {
    return refreshTokens.issue(manager, {
      participantId,
      familyId,
      signInMethod: method,
      expiresAt: new Date(Date.now() + this.config.signIn.refreshTokenTtlDays * DAY_MS),
    });
  }

  private async respond(participant: Participant, refreshToken: string): Promise<AuthResponseDto> {
    const user = { id: participant.id, name: participant.name, profileComplete: participant.profileComplete };
    return { accessToken: await this.accessTokens.sign(user), refreshToken, user };
  }
}
