import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ApiError } from '../../common/errors/api-error';
import {
  ConsoleAccountsService,
  MAX_FAILED_SIGN_INS,
  SIGN_IN_LOCK_MINUTES,
} from '../accounts/console-accounts.service';
import { verifyAgainstNothing, verifyPassword } from '../accounts/passwords';
import type { ConsoleActor } from './console-actor';
import { ConsoleLoginAttempt, LoginOutcome } from './console-login-attempt.entity';
import { ConsoleTokenPair, ConsoleTokensService } from './console-tokens.service';

export interface SignInContext {
  ip: string | null;
  userAgent: string | null;
}

export interface ConsoleSession extends ConsoleTokenPair {
  account: ConsoleActor;
}

const invalidCredentials = () =>
  new ApiError(HttpStatus.UNAUTHORIZED, 'invalid_credentials', 'The e-mail or password is not right');

/** Console sign-in: password check, lockout after repeated failures, a record of every attempt, tokens. */
@Injectable()
export class ConsoleAuthService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly accounts: ConsoleAccountsService,
    private readonly tokens: ConsoleTokensService,
  ) {}

  async login(email: string, password: string, context: SignInContext): Promise<ConsoleSession> {
    const account = await this.accounts.findForSignIn(email.trim());
    const attempt = (outcome: LoginOutcome) => this.recordAttempt(email, account?.id ?? null, outcome, context);

    if (!account) {
      await verifyAgainstNothing(password);
      await attempt('unknown_account');
      throw invalidCredentials();
    }
    if (account.lockedUntil && account.lockedUntil.getTime() > Date.now()) {
      await attempt('locked');
      const retryAfterSeconds = Math.ceil((account.lockedUntil.getTime() - Date.now()) / 1000);
      throw new ApiError(
        HttpStatus.TOO_MANY_REQUESTS,
        'account_locked',
        `Too many wrong passwords: this account is locked for ${SIGN_IN_LOCK_MINUTES} minutes. Try again later.`,
        { retryAfterSeconds, maxFailedAttempts: MAX_FAILED_SIGN_INS },
      );
    }
    if (!(await verifyPassword(account.passwordHash, password))) {
      await this.accounts.recordFailedSignIn(account.id);
      await attempt('bad_password');
      throw invalidCredentials();
    }
    // Only someone who knows the password learns that the account is disabled.
    if (account.disabled) {
      await attempt('disabled');
      throw new ApiError(HttpStatus.FORBIDDEN, 'account_disabled', 'This console account is disabled');
    }
    const tokens = await this.dataSource.transaction(async (manager) => {
      await this.accounts.recordSignIn(account.id, manager);
      await this.recordAttempt(email, account.id, 'success', context, manager.getRepository(ConsoleLoginAttempt));
      return this.tokens.issue(account, manager);
    });
    return {
      ...tokens,
      account: { id: account.id, email: account.email, displayName: account.displayName, role: account.role },
    };
  }

  async refresh(refreshToken: string): Promise<ConsoleSession> {
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
      email: email.trim().toLowerCase().slice(0, 254),
      accountId,
      outcome,
      ip: context.ip?.slice(0, 64) ?? null,
      userAgent: context.userAgent?.slice(0, 255) ?? null,
    });
  }
}
