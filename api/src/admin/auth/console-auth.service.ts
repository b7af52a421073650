import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { clientNetworkKey } from '../../common/http/client-network';
import { consoleAuthError, ConsoleAuthErrorCode } from '../../console/console-auth-errors';
import { ConsoleAccountDirectory } from './console-account-directory';
import type { ConsoleActor } from '../../console/console-actor';
import { verifyAgainstNothing, verifyPassword } from './passwords';
import { ConsoleLoginAttempt, LoginOutcome } from './console-login-attempt.entity';
import { ConsoleSignInLocksService, MAX_FAILED_SIGN_INS } from './console-sign-in-locks.service';
import type { ConsoleSessionDto } from './console-auth.dto';
import { ConsoleTokensService } from './console-tokens.service';

export interface SignInContext {
  ip: string | null;
  userAgent: string | null;
}

const invalidCredentials = () => consoleAuthError(ConsoleAuthErrorCode.InvalidCredentials);

/** How an e-mail is stored in the sign-in record and keyed in the locks: trimmed, lower-case. */
const emailKey = (email: string) => email.trim().toLowerCase().slice(0, 254);

/** Console sign-in: password check, lockout after repeated failures, a record of every attempt, tokens. */
@Injectable()
export class ConsoleAuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: ConsoleAccountDirectory,
    private readonly tokens: ConsoleTokensService,
    private readonly locks: ConsoleSignInLocksService,
  ) {}

  /**
   * Every path spends one argon2 check and answers alike whether or not the e-mail has an account, so neither
   * the answer nor its time tells which addresses exist; locks are per (e-mail, client address).
   */
  async login(email: string, password: string, context: SignInContext): Promise<ConsoleSessionDto> {
    const key = emailKey(email);
    // Locks count per network (an IPv6 client holds a whole /64), like every per-address limit.
    const client = clientNetworkKey(context.ip ?? '').slice(0, 64) || 'unknown';
    const reservation = await this.locks.reserve(key, client);
    const account = await this.accounts.findForSignIn(key);
    const attempt = (outcome: LoginOutcome) => this.recordAttempt(key, account?.id ?? null, outcome, context);

    if (!reservation.granted) {
      await verifyAgainstNothing(password);
      await attempt('locked');
      const minutes = Math.ceil(reservation.retryAfterSeconds / 60);
      throw consoleAuthError(ConsoleAuthErrorCode.AccountLocked, minutes, {
        retryAfterSeconds: reservation.retryAfterSeconds,
        maxFailedAttempts: MAX_FAILED_SIGN_INS,
      });
    }
    if (!account) {
      await verifyAgainstNothing(password);
      await attempt('unknown_account');
      throw invalidCredentials();
    }
    if (!(await verifyPassword(account.passwordHash, password))) {
      await attempt('bad_password');
      throw invalidCredentials();
    }
    // Only someone who knows the password learns that the account is disabled.
    if (account.disabled) {
      await attempt('disabled');
      throw consoleAuthError(ConsoleAuthErrorCode.AccountDisabled);
    }
    const tokens = await this.dataSource.transaction(async (manager) => {
      await this.accounts.recordSignIn(account.id, manager);
      await this.recordAttempt(key, account.id, 'success', context, manager.getRepository(ConsoleLoginAttempt));
      return this.tokens.issue(account, manager);
    });
    await this.locks.clear(key, client);
    return {
      ...tokens,
      account: { id: account.id, email: account.email, displayName: account.displayName, role: account.role },
    };
  }

  async refresh(refreshToken: string): Promise<ConsoleSessionDto> {
    let actor: ConsoleActor | null = null;
    const tokens = await this.tokens.rotate(refreshToken, async (id, manager) => {
      actor = await this.accounts.findActor(id, manager);
      return actor;
    });
    return { ...tokens, account: actor! };
  }

  logout(refreshToken: string): Promise<void> {
    return this.tokens.revokeByToken(refreshToken);
  }

  private async recordAttempt(
    email: string,
    accountId: string | null,
    outcome: LoginOutcome,
    context: SignInContext,
    repository = this.dataSource.getRepository(ConsoleLoginAttempt),
  ): Promise<void> {
    await repository.insert({
      email,
      accountId,
      outcome,
      ip: context.ip?.slice(0, 64) ?? null,
      userAgent: context.userAgent?.slice(0, 255) ?? null,
    });
  }
}
