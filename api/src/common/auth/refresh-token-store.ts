import { randomBytes } from 'node:crypto';
import { EntityManager, EntityTarget, FindOptionsWhere, IsNull, ObjectLiteral, Raw } from 'typeorm';
import { sha256Hex } from '../crypto/sha256';

/** The columns a rotated refresh-token table has: one row per token, grouped by sign-in (family). */
export interface RefreshTokenRow extends ObjectLiteral {
  id: string;
  familyId: string;
  tokenHash: string;
  expiresAt: Date;
  usedAt: Date | null;
  revokedAt: Date | null;
}

/**
 * Opaque refresh tokens (256 random bits, stored only as their SHA-256) rotated on every use and revoked by
 * family, for any table of that shape: participants' sessions and console sign-ins share this mechanism
 * and keep only their own rules (lifetimes, who may refresh) in their services.
 */
export class RefreshTokenStore<T extends RefreshTokenRow> {
  constructor(private readonly table: EntityTarget<T>) {}

  /** Stores a new token with the given columns and returns the token itself, which is never stored. */
  async issue(
    manager: EntityManager,
    row: Omit<T, 'id' | 'tokenHash' | 'usedAt' | 'revokedAt' | 'createdAt'>,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await manager.getRepository(this.table).insert({ ...row, tokenHash: sha256Hex(token) } as unknown as T);
    return token;
  }

  /** The presented token's row, locked for the rest of the transaction so that it is spent once. */
  lock(manager: EntityManager, presented: string): Promise<T | null> {
    return manager.getRepository(this.table).findOne({
      where: { tokenHash: sha256Hex(presented) } as FindOptionsWhere<T>,
      lock: { mode: 'pessimistic_write' },
    });
  }

  find(manager: EntityManager, presented: string): Promise<T | null> {
    return manager.getRepository(this.table).findOneBy({ tokenHash: sha256Hex(presented) } as FindOptionsWhere<T>);
  }

  async spend(manager: EntityManager, token: T, at = new Date()): Promise<void> {
    await manager.getRepository(this.table).update(token.id, { usedAt: at } as never);
  }

  /** Ends one sign-in: every token of the family, and the access tokens tied to it. */
  revokeFamily(manager: EntityManager, familyId: string): Promise<void> {
    return this.revokeWhere(manager, { familyId } as FindOptionsWhere<T>);
  }

  /** Deletes the tokens matching `where` that expired by the database's clock. */
  async deleteExpired(manager: EntityManager, where: FindOptionsWhere<T>): Promise<void> {
    await manager.getRepository(this.table).delete({ ...where, expiresAt: Raw((column) => `${column} < now()`) });
  }

  /** Revokes every live token matching `where` (e.g. all of one account's sign-ins). */
  async revokeWhere(manager: EntityManager, where: FindOptionsWhere<T>): Promise<void> {
    await manager
      .getRepository(this.table)
      .update({ ...where, revokedAt: IsNull() }, { revokedAt: new Date() } as never);
  }
}
