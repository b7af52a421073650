import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ConsoleRole } from '../../console/console-actor';

/** An invitation link with the account it sets a password for. */
export interface InvitationRow {
  id: string;
  account_id: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
  email: string;
  role: ConsoleRole;
  disabled: boolean;
  display_name: string | null;
}

/** The latest open link of an account still without a password (none: expiresAt null). */
export interface OpenInvitation {
  expiresAt: Date | null;
  live: boolean;
}

/** The SQL on console_invitations. Every call takes the caller's manager (its transaction). */
@Injectable()
export class ConsoleInvitationsRepository {
  /** Revokes the account's links not yet used or revoked. */
  async revokeOpen(manager: EntityManager, accountId: string): Promise<void> {
    await manager.query(
      `UPDATE console_invitations SET revoked_at = now()
        WHERE account_id = $1 AND used_at IS NULL AND revoked_at IS NULL`,
      [accountId],
    );
  }

  async insert(
    manager: EntityManager,
    link: { id: string; accountId: string; tokenHash: string; expiresAt: Date; createdBy: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO console_invitations (id, account_id, token_hash, expires_at, created_by) VALUES ($1, $2, $3, $4, $5)`,
      [link.id, link.accountId, link.tokenHash, link.expiresAt, link.createdBy],
    );
  }

  /** The link with this token hash and its account; with `lock`, both rows locked for the transaction. */
  async findByTokenHash(manager: EntityManager, tokenHash: string, lock: boolean): Promise<InvitationRow | undefined> {
    const [row]: InvitationRow[] = await manager.query(
      `SELECT i.id, i.account_id, i.expires_at, i.used_at, i.revoked_at, a.email, a.role, a.disabled, a.display_name
         FROM console_invitations i JOIN console_accounts a ON a.id = i.account_id
        WHERE i.token_hash = $1 ${lock ? 'FOR UPDATE OF i, a' : ''}`,
      [tokenHash],
    );
    return row;
  }

  /** Marks `usedId` used and revokes the account's other open links. */
  async spend(manager: EntityManager, accountId: string, usedId: string): Promise<void> {
    await manager.query(
      `UPDATE console_invitations SET used_at = CASE WHEN id = $2 THEN now() END,
              revoked_at = CASE WHEN id = $2 THEN NULL ELSE now() END
        WHERE account_id = $1 AND used_at IS NULL AND revoked_at IS NULL`,
      [accountId, usedId],
    );
  }

  /** Of these accounts, those still without a password, each with its latest open link. */
  async openForInactive(manager: EntityManager, accountIds: string[]): Promise<Map<string, OpenInvitation>> {
    if (!accountIds.length) return new Map();
    const rows: Array<{ id: string; expires_at: Date | null; live: boolean }> = await manager.query(
      `SELECT a.id, i.expires_at, coalesce(i.expires_at > now(), false) AS live
         FROM console_accounts a
         LEFT JOIN LATERAL (SELECT expires_at FROM console_invitations
                             WHERE account_id = a.id AND used_at IS NULL AND revoked_at IS NULL
                             ORDER BY created_at DESC LIMIT 1) i ON true
        WHERE a.id = ANY($1::uuid[]) AND a.password_hash IS NULL`,
      [accountIds],
    );
    return new Map(rows.map((row) => [row.id, { expiresAt: row.expires_at, live: row.live }]));
  }
}
