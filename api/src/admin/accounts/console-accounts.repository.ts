import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ConsoleRole } from '../../console/console-actor';
import { likePattern, ListQuery, Page } from '../../console/simple-rest/list-query';
import { orderList } from '../../console/simple-rest/sql-builder';
import { ConsoleAccount } from './console-account.entity';

export interface AccountFilter {
  id: string[];
  role: ConsoleRole[];
  disabled: boolean;
  q: string;
}

/** What an invitation or a password reset needs of an account, read with its row locked. */
export interface LockedAccount {
  id: string;
  email: string;
  role: ConsoleRole;
  displayName: string | null;
  disabled: boolean;
  activated: boolean;
}

/**
 * The SQL on console_accounts, and reads about accounts that reach past their own table. Every call takes the
 * caller's manager (its transaction), so the `admin:create` command builds this without a container.
 */
@Injectable()
export class ConsoleAccountsRepository {
  /** The enabled account whose sign-in (refresh-token family) is still on. */
  findSignedIn(manager: EntityManager, id: string, signInId: string): Promise<ConsoleAccount | null> {
    return manager
      .getRepository(ConsoleAccount)
      .createQueryBuilder('account')
      .where('account.id = :id AND NOT account.disabled', { id })
      .andWhere(
        `EXISTS (SELECT 1 FROM console_refresh_tokens token
                  WHERE token.family_id = :signInId AND token.account_id = account.id AND token.revoked_at IS NULL)`,
        { signInId },
      )
      .getOne();
  }

  /** The account with this e-mail in any case; with its password hash when signing in. */
  findByEmail(
    manager: EntityManager,
    email: string,
    { withPasswordHash = false }: { withPasswordHash?: boolean } = {},
  ): Promise<ConsoleAccount | null> {
    const builder = manager.getRepository(ConsoleAccount).createQueryBuilder('account');
    if (withPasswordHash) builder.addSelect('account.passwordHash');
    return builder.where('lower(account.email) = lower(:email)', { email }).getOne();
  }

  async page(manager: EntityManager, query: ListQuery<AccountFilter>): Promise<Page<ConsoleAccount>> {
    const builder = manager.getRepository(ConsoleAccount).createQueryBuilder('account');
    const { filter } = query;
    if (filter.id) builder.andWhere('account.id IN (:...ids)', { ids: filter.id });
    if (filter.role) builder.andWhere('account.role IN (:...roles)', { roles: filter.role });
    if (filter.disabled !== undefined) builder.andWhere('account.disabled = :disabled', { disabled: filter.disabled });
    if (filter.q) {
      builder.andWhere(`(account.email ILIKE :q OR account.display_name ILIKE :q)`, { q: likePattern(filter.q) });
    }
    // The sort field was checked against ACCOUNT_LIST.sortable, which are entity property names.
    orderList(builder, query.sort, 'ASC', 'NULLS LAST').skip(query.offset).take(query.limit);
    const [rows, total] = await builder.getManyAndCount();
    return { rows, total };
  }

  /** The ids of the enabled admin accounts, locked: two organisers demoting each other at once wait in turn. */
  async lockEnabledAdminIds(manager: EntityManager): Promise<string[]> {
    const admins: { id: string }[] = await manager.query(
      `SELECT id FROM console_accounts WHERE role = 'admin' AND NOT disabled FOR UPDATE`,
    );
    return admins.map((admin) => admin.id);
  }

  /** The account, locked for the rest of the transaction; undefined when there is none. */
  async lockById(manager: EntityManager, id: string): Promise<LockedAccount | undefined> {
    return this.lockOne(manager, 'id = $1', id);
  }

  /** The enabled account with this e-mail in any case, locked; undefined when there is none. */
  async lockEnabledByEmail(manager: EntityManager, email: string): Promise<LockedAccount | undefined> {
    return this.lockOne(manager, 'lower(email) = lower($1) AND NOT disabled', email);
  }

  async setPasswordHash(manager: EntityManager, id: string, passwordHash: string): Promise<void> {
    await manager.query(`UPDATE console_accounts SET password_hash = $2, updated_at = now() WHERE id = $1`, [
      id,
      passwordHash,
    ]);
  }

  /** Whether the account has given any jury score (marks or an abstention), under any role it had. */
  async hasScored(manager: EntityManager, id: string): Promise<boolean> {
    const [row] = await manager.query<Array<{ scored: boolean }>>(
      `SELECT EXISTS (SELECT 1 FROM jury_scores sc JOIN jury_assignments a ON a.id = sc.assignment_id
                       WHERE a.juror_id = $1) AS scored`,
      [id],
    );
    return row.scored;
  }

  /** `condition` is fixed SQL from this file with one parameter, never a caller's text. */
  private async lockOne(manager: EntityManager, condition: string, value: string): Promise<LockedAccount | undefined> {
    const [account]: LockedAccount[] = await manager.query(
      `SELECT id, email, role, display_name AS "displayName", disabled, password_hash IS NOT NULL AS activated
         FROM console_accounts WHERE ${condition} FOR UPDATE`,
      [value],
    );
    return account;
  }
}
