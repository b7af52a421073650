import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { notFoundError } from '../../common/errors/not-found';
import { accountError, AccountErrorCode } from '../../common/errors/account-errors';
import { consoleAccountError, ConsoleAccountErrorCode } from './console-account-errors';
import { AuditLog, CLI_ACTOR } from '../../console/audit/audit-log';
import { ConsoleAccountDirectory } from '../auth/console-account-directory';
import { CONSOLE_ROLES, type ConsoleActor, ConsoleRole } from '../../console/console-actor';
import { hashPassword } from '../auth/passwords';
import { ConsoleSignInLocksService } from '../auth/console-sign-in-locks.service';
import { ConsoleTokensService } from '../auth/console-tokens.service';
import { bool, ListQuery, ListSpec, oneOf, Page, text, uuids } from '../../console/simple-rest/list-query';
import { ConsoleAccount } from './console-account.entity';
import { AccountFilter, ConsoleAccountsRepository } from './console-accounts.repository';
import { ConsoleInvitationsRepository } from './console-invitations.repository';
import { CreateConsoleAccountDto, UpdateConsoleAccountDto, ConsoleAccountDto } from './console-account.dto';

export type InvitationStatus = 'pending' | 'expired';

/** A new account: with a password from `admin:create`, without one (null) when invited from the console. */
export interface NewConsoleAccount {
  email: string;
  role: ConsoleRole;
  displayName?: string;
  password: string | null;
}

interface Invitation {
  status: InvitationStatus;
  expiresAt: Date | null;
}

export const ACCOUNT_LIST: ListSpec<AccountFilter> = {
  sortable: ['id', 'email', 'displayName', 'role', 'disabled', 'lastLoginAt', 'createdAt'],
  defaultSort: ['email', 'ASC'],
  filters: { id: uuids, role: oneOf(CONSOLE_ROLES), disabled: bool, q: text(100) },
};

const view = (account: ConsoleAccount, lockedUntil: Date | null, invitation?: Invitation): ConsoleAccountDto => ({
  id: account.id,
  email: account.email,
  displayName: account.displayName,
  role: account.role,
  disabled: account.disabled,
  lockedUntil,
  lastLoginAt: account.lastLoginAt,
  invitation: invitation?.status ?? null,
  invitationExpiresAt: invitation?.expiresAt ?? null,
  createdAt: account.createdAt,
  updatedAt: account.updatedAt,
});

const actorOf = (account: ConsoleAccount): ConsoleActor => ({
  id: account.id,
  email: account.email,
  displayName: account.displayName,
  role: account.role,
});

const notFound = () => notFoundError('No such console account');

/** Console accounts: the only code that touches console_accounts. */
@Injectable()
export class ConsoleAccountsService implements ConsoleAccountDirectory {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditLog,
    private readonly tokens: ConsoleTokensService,
    private readonly locks: ConsoleSignInLocksService,
    private readonly accounts: ConsoleAccountsRepository,
    private readonly invitationLinks: ConsoleInvitationsRepository,
  ) {}

  /** The actor behind a console token, or null when the account is gone or disabled. */
  async findActor(id: string, manager: EntityManager = this.dataSource.manager): Promise<ConsoleActor | null> {
    const account = await manager.getRepository(ConsoleAccount).findOneBy({ id, disabled: false });
    return account ? actorOf(account) : null;
  }

  /**
   * The actor behind a console access token, or null unless the account is enabled and the sign-in the token
   * came from is still on: logout, a password change, a role change and disabling end every token at once.
   */
  async findSignedInActor(id: string, signInId: string): Promise<ConsoleActor | null> {
    const account = await this.accounts.findSignedIn(this.dataSource.manager, id, signInId);
    return account ? actorOf(account) : null;
  }

  /** The account signing in with this e-mail (any case), with its password hash. */
  findForSignIn(email: string): Promise<ConsoleAccount | null> {
    return this.accounts.findByEmail(this.dataSource.manager, email, { withPasswordHash: true });
  }

  async recordSignIn(id: string, manager: EntityManager): Promise<void> {
    await manager.getRepository(ConsoleAccount).update({ id }, { lastLoginAt: () => 'now()' });
  }

  async list(query: ListQuery<AccountFilter>): Promise<Page<ConsoleAccountDto>> {
    const { rows, total } = await this.accounts.page(this.dataSource.manager, query);
    return { rows: await this.views(rows), total };
  }

  async get(id: string, manager: EntityManager = this.dataSource.manager): Promise<ConsoleAccountDto> {
    const account = await manager.getRepository(ConsoleAccount).findOneBy({ id });
    if (!account) throw notFound();
    return (await this.views([account], manager))[0];
  }

  /** In the caller's transaction when given one (an invitation is written with the account). */
  async create(
    input: NewConsoleAccount,
    actor: ConsoleActor | typeof CLI_ACTOR,
    outer?: EntityManager,
  ): Promise<ConsoleAccountDto> {
    const passwordHash = input.password === null ? null : await hashPassword(input.password);
    const run = <T>(work: (manager: EntityManager) => Promise<T>) =>
      outer ? work(outer) : this.dataSource.transaction(work);
    return run(async (manager) => {
      const repository = manager.getRepository(ConsoleAccount);
      if (await this.accounts.findByEmail(manager, input.email)) {
        throw accountError(AccountErrorCode.EmailAlreadyExists);
      }
      const saved = await repository.save(
        repository.create({
          email: input.email,
          displayName: input.displayName ?? null,
          passwordHash,
          role: input.role,
        }),
      );
      const created = view(await repository.findOneByOrFail({ id: saved.id }), null);
      await this.audit.record(
        actor,
        {
          action: 'account.create',
          resource: 'accounts',
          resourceId: created.id,
          after: { ...created, invited: passwordHash === null },
        },
        manager,
      );
      return created;
    });
  }

  async update(
    id: string,
    input: UpdateConsoleAccountDto,
    actor: ConsoleActor | typeof CLI_ACTOR,
  ): Promise<ConsoleAccountDto> {
    const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(ConsoleAccount);
      const account = await repository.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!account) throw notFound();
      const [before] = await this.views([account]);
      const setByOther = passwordHash !== undefined && (actor === CLI_ACTOR || actor.id !== id);
      if (setByOther && (await this.accounts.hasScored(manager, id))) {
        throw consoleAccountError(ConsoleAccountErrorCode.ScorerPasswordByLink);
      }
      const changes: Partial<ConsoleAccount> = {};
      if (input.displayName !== undefined) changes.displayName = input.displayName || null;
      if (input.role !== undefined) changes.role = input.role;
      if (input.disabled !== undefined) changes.disabled = input.disabled;
      if (passwordHash !== undefined) changes.passwordHash = passwordHash;
      if (input.unlock || passwordHash !== undefined) await this.locks.unlock(account.email.toLowerCase());
      // A password set here makes any invitation link pointless: it stops working.
      if (passwordHash !== undefined) await this.invitationLinks.revokeOpen(manager, id);

      const losesAdmin = account.role === 'admin' && (changes.role === 'jury' || changes.disabled === true);
      if (losesAdmin) await this.ensureAnotherAdmin(manager, id);
      if (Object.keys(changes).length > 0) await repository.update({ id }, changes);
      if (changes.disabled === true || passwordHash !== undefined || changes.role !== undefined) {
        await this.tokens.revokeAllForAccount(id, manager);
      }
      const [after] = await this.views([await repository.findOneByOrFail({ id })], manager);
      await this.audit.record(
        actor,
        // A new password is recorded as the fact that it changed, never as a hash.
        {
          action: 'account.update',
          resource: 'accounts',
          resourceId: id,
          before,
          after: { ...after, passwordChanged: passwordHash !== undefined },
        },
        manager,
      );
      // An entry of its own, so that "who could have signed in as this person" is one filter in the log.
      if (setByOther) {
        await this.audit.record(
          actor,
          {
            action: 'account.password_set_by_other',
            resource: 'accounts',
            resourceId: id,
            after: { email: account.email, role: after.role },
          },
          manager,
        );
      }
      return after;
    });
  }

  /** The command line's upsert: creates the account, or resets its password and role and re-enables it. */
  async createOrReset(input: CreateConsoleAccountDto): Promise<{ account: ConsoleAccountDto; created: boolean }> {
    const existing = await this.findForSignIn(input.email);
    if (!existing) return { account: await this.create(input, CLI_ACTOR), created: true };
    const account = await this.update(
      existing.id,
      { password: input.password, role: input.role, disabled: false, displayName: input.displayName },
      CLI_ACTOR,
    );
    return { account, created: false };
  }

  private async views(accounts: ConsoleAccount[], manager?: EntityManager): Promise<ConsoleAccountDto[]> {
    const locks = await this.locks.lockedUntil(accounts.map((account) => account.email.toLowerCase()));
    const invitations = await this.invitations(
      accounts.map((account) => account.id),
      manager,
    );
    return accounts.map((account) =>
      view(account, locks.get(account.email.toLowerCase()) ?? null, invitations.get(account.id)),
    );
  }

  /** Accounts still without a password, with their latest open link's expiry (none: expired, e.g. revoked). */
  private async invitations(
    ids: string[],
    manager: EntityManager = this.dataSource.manager,
  ): Promise<Map<string, Invitation>> {
    const open = await this.invitationLinks.openForInactive(manager, ids);
    return new Map(
      [...open].map(([id, link]) => [id, { status: link.live ? 'pending' : 'expired', expiresAt: link.expiresAt }]),
    );
  }

  /** Organisers cannot remove the last working admin account, which would lock everyone out of the console. */
  private async ensureAnotherAdmin(manager: EntityManager, exceptId: string): Promise<void> {
    const admins = await this.accounts.lockEnabledAdminIds(manager);
    if (!admins.some((admin) => admin !== exceptId)) {
      throw consoleAccountError(ConsoleAccountErrorCode.LastAdmin);
    }
  }
}
