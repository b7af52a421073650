import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { notFoundError } from '../../common/errors/not-found';
import { AppConfig } from '../../config/app-config';
import { RedisService } from '../../redis/redis.service';
import { formatIstDateTime } from '../../contest/round-schedule';
import { NotificationOutboxService } from '../../notifications/notification-outbox.service';
import { AuditLog } from '../../console/audit/audit-log';
import type { ConsoleActor, ConsoleRole } from '../../console/console-actor';
import { consoleAuthError, ConsoleAuthErrorCode } from '../../console/console-auth-errors';
import { ConsoleSignInLocksService } from '../auth/console-sign-in-locks.service';
import { sha256Hex } from '../../common/crypto/sha256';
import type { InviteConsoleAccountDto, ConsoleAccountDto, InvitationDetailsDto } from './console-account.dto';
import { ConsoleAccountsService } from './console-accounts.service';
import { ConsoleAccountsRepository } from './console-accounts.repository';
import { ConsoleInvitationsRepository, InvitationRow } from './console-invitations.repository';
import { invitationToken } from '../../common/auth/invitation-tokens';
import { hashPassword } from '../auth/passwords';
import { consoleAccountError, ConsoleAccountErrorCode } from './console-account-errors';

const ROLE_LABELS: Record<ConsoleRole, string> = { admin: 'organiser', jury: 'juror' };

type LinkMail = 'juror_invited' | 'console_password_reset';

/** A forgotten-password link is short-lived: it is asked for by whoever knows the address. */
const RESET_TTL_MS = 60 * 60 * 1000;
/** Links per address and hour: enough for a lost mail, too few to flood someone's inbox. */
const RESETS_PER_HOUR = 3;

/**
 * Invitations to the console: an account created from the console has no password until its owner follows
 * the single-use link mailed to them (written to the outbox in the creating transaction). A new link revokes the
 * previous one; a used, revoked or expired link is refused with its own code.
 */
@Injectable()
export class ConsoleInvitationsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly accounts: ConsoleAccountsService,
    private readonly outbox: NotificationOutboxService,
    private readonly audit: AuditLog,
    private readonly locks: ConsoleSignInLocksService,
    private readonly redis: RedisService,
    private readonly accountRows: ConsoleAccountsRepository,
    private readonly links: ConsoleInvitationsRepository,
  ) {}

  /** Creates the account without a password and mails its invitation, in one transaction. */
  invite(input: InviteConsoleAccountDto, actor: ConsoleActor): Promise<ConsoleAccountDto> {
    return this.dataSource.transaction(async (manager) => {
      const created = await this.accounts.create({ ...input, password: null }, actor, manager);
      await this.issue(manager, created.id, created.role, actor);
      return this.accounts.get(created.id, manager);
    });
  }

  /** A new link for an account still without a password; the previous link stops working. */
  resend(accountId: string, actor: ConsoleActor): Promise<ConsoleAccountDto> {
    return this.dataSource.transaction(async (manager) => {
      const account = await this.accountRows.lockById(manager, accountId);
      if (!account) throw notFoundError('No such console account');
      if (account.activated) {
        throw consoleAccountError(ConsoleAccountErrorCode.AlreadyActivated);
      }
      if (account.disabled) throw consoleAccountError(ConsoleAccountErrorCode.InviteDisabled);
      const expiresAt = await this.issue(manager, accountId, account.role, actor);
      await this.audit.record(
        actor,
        { action: 'account.invite', resource: 'accounts', resourceId: accountId, after: { expiresAt } },
        manager,
      );
      return this.accounts.get(accountId, manager);
    });
  }

  /**
   * "Forgot your password?": an enabled account gets a set-password link by mail, through the invitation
   * machinery (a new link replaces any open one). The caller learns nothing: an unknown or disabled address, or
   * one past its hourly allowance, gets no mail and the same answer.
   */
  async requestReset(email: string): Promise<void> {
    const key = `console-reset:${sha256Hex(email.toLowerCase())}`;
    const [[, count]] = (await this.redis.client.multi().incr(key).expire(key, 3600, 'NX').exec()) as [
      [Error | null, number],
      [Error | null, number],
    ];
    if (count > RESETS_PER_HOUR) return;
    await this.dataSource.transaction(async (manager) => {
      const account = await this.accountRows.lockEnabledByEmail(manager, email);
      if (!account) return;
      const owner: ConsoleActor = {
        id: account.id,
        email: account.email,
        role: account.role,
        displayName: account.displayName,
      };
      const expiresAt = await this.issue(manager, account.id, account.role, owner, {
        ttlMs: RESET_TTL_MS,
        kind: 'console_password_reset',
      });
      await this.audit.record(
        owner,
        { action: 'account.password-reset', resource: 'accounts', resourceId: account.id, after: { expiresAt } },
        manager,
      );
    });
  }

  /** The invitation behind a link, or the reason it no longer works. */
  async check(token: string): Promise<InvitationDetailsDto> {
    const row = usable(await this.find(this.dataSource.manager, token, false));
    return { email: row.email, role: row.role, expiresAt: row.expires_at };
  }

  /** Sets the password once; the link, and any other open one for the account, is spent with it. */
  async accept(token: string, password: string): Promise<InvitationDetailsDto> {
    const passwordHash = await hashPassword(password);
    return this.dataSource.transaction(async (manager) => {
      const row = usable(await this.find(manager, token, true));
      await this.accountRows.setPasswordHash(manager, row.account_id, passwordHash);
      await this.links.spend(manager, row.account_id, row.id);
      await this.locks.unlock(row.email.toLowerCase());
      await this.audit.record(
        { id: row.account_id, email: row.email, role: row.role, displayName: row.display_name },
        { action: 'account.set-password', resource: 'accounts', resourceId: row.account_id },
        manager,
      );
      return { email: row.email, role: row.role, expiresAt: row.expires_at };
    });
  }

  /** Revokes the account's open links and writes a new one with its e-mail; answers when it expires. */
  private async issue(
    manager: EntityManager,
    accountId: string,
    role: ConsoleRole,
    actor: ConsoleActor,
    { ttlMs = this.config.console.inviteTtlMs, kind = 'juror_invited' }: { ttlMs?: number; kind?: LinkMail } = {},
  ) {
    await this.links.revokeOpen(manager, accountId);
    const id = randomUUID();
    const expiresAt = new Date(Date.now() + ttlMs);
    const tokenHash = sha256Hex(invitationToken(this.config.jwtSecret, id));
    await this.links.insert(manager, { id, accountId, tokenHash, expiresAt, createdBy: actor.id });
    await this.outbox.consoleInvitation(
      manager,
      { invitationId: id, accountId, roleLabel: ROLE_LABELS[role], inviteExpires: formatIstDateTime(expiresAt) },
      kind,
    );
    return expiresAt;
  }

  private find(manager: EntityManager, token: string, lock: boolean): Promise<InvitationRow | undefined> {
    return this.links.findByTokenHash(manager, sha256Hex(token), lock);
  }
}

function usable(row: InvitationRow | undefined): InvitationRow {
  if (!row) {
    throw consoleAccountError(ConsoleAccountErrorCode.InvitationUnknown);
  }
  if (row.used_at) {
    throw consoleAccountError(ConsoleAccountErrorCode.InvitationUsed);
  }
  if (row.revoked_at) {
    throw consoleAccountError(ConsoleAccountErrorCode.InvitationReplaced);
  }
  if (row.disabled) throw consoleAuthError(ConsoleAuthErrorCode.AccountDisabled);
  if (row.expires_at.getTime() <= Date.now()) {
    throw consoleAccountError(ConsoleAccountErrorCode.InvitationExpired);
  }
  return row;
}
