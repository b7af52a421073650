import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/** Five failed sign-ins in a row from one address lock that e-mail from that address for 15 minutes (README). */
export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_LOCK_MINUTES = 15;
/** Across every address together a far higher ceiling, so guessing one account from many addresses stays bounded. */
export const MAX_FAILED_SIGN_INS_ALL_ADDRESSES = 50;

/** The `client` of the row that counts every address together (never a real address). */
const ALL_ADDRESSES = '*';

export type SignInReservation = { granted: true } | { granted: false; retryAfterSeconds: number };

class Refused extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('sign-in locked');
  }
}

// A count whose lock ran out, or untouched for a day, starts again (and such rows may be deleted).
const STALE = `(coalesce(l.locked_until <= now(), false) OR l.updated_at < now() - interval '1 day')`;

/**
 * Console sign-in locks (table console_sign_in_locks), keyed by the e-mail as typed, whether or not an account
 * has it, so an unknown e-mail answers and locks exactly like a real one.
 */
@Injectable()
export class ConsoleSignInLocksService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Counts an attempt as failed *before* its password is checked, on the (e-mail, address) row and on the
   * all-addresses row, in one transaction; the attempt that reaches a limit sets the lock. However many
   * requests arrive at once, no more than the limit get a password check; a success then clears the count.
   */
  async reserve(email: string, client: string): Promise<SignInReservation> {
    try {
      await this.dataSource.transaction(async (manager) => {
        await this.take(manager, email, client, MAX_FAILED_SIGN_INS);
        await this.take(manager, email, ALL_ADDRESSES, MAX_FAILED_SIGN_INS_ALL_ADDRESSES);
      });
      return { granted: true };
    } catch (error) {
      if (error instanceof Refused) return { granted: false, retryAfterSeconds: error.retryAfterSeconds };
      throw error;
    }
  }

  /** The password was right: this address's count and the all-addresses count start again. */
  async clear(email: string, client: string, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM console_sign_in_locks WHERE email = $1 AND client IN ($2, $3)`, [
      email,
      client,
      ALL_ADDRESSES,
    ]);
    // Rows nobody will read again (mostly e-mails that have no account).
    await manager.query(`DELETE FROM console_sign_in_locks l WHERE l.updated_at < now() - interval '1 day'
                           AND coalesce(l.locked_until <= now(), true)`);
  }

  /** An organiser lifts every lock on an e-mail (the console's "unlock", a password reset). */
  async unlock(email: string, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM console_sign_in_locks WHERE email = $1`, [email]);
  }

  /** The latest running lock of each e-mail, from any address. */
  async lockedUntil(emails: string[], manager = this.dataSource.manager): Promise<Map<string, Date>> {
    if (!emails.length) return new Map();
    const rows: { email: string; until: Date }[] = await manager.query(
      `SELECT email, max(locked_until) AS until FROM console_sign_in_locks
        WHERE email = ANY($1) AND locked_until > now() GROUP BY email`,
      [emails],
    );
    return new Map(rows.map((row) => [row.email, row.until]));
  }

  private async take(manager: EntityManager, email: string, client: string, limit: number): Promise<void> {
    // ON CONFLICT DO UPDATE locks the row and evaluates the WHERE on its latest version: atomic under concurrency.
    const taken: unknown[] = await manager.query(
      `INSERT INTO console_sign_in_locks AS l (email, client, failures) VALUES ($1, $2, 1)
       ON CONFLICT (email, client) DO UPDATE
          SET failures = CASE WHEN ${STALE} THEN 1 ELSE l.failures + 1 END,
              locked_until = CASE WHEN (CASE WHEN ${STALE} THEN 1 ELSE l.failures + 1 END) >= $3
                                  THEN now() + make_interval(mins => $4) END,
              updated_at = now()
        WHERE coalesce(l.locked_until <= now(), true)
       RETURNING 1`,
      [email, client, limit, SIGN_IN_LOCK_MINUTES],
    );
    if (taken.length) return;
    const [row]: { seconds: number }[] = await manager.query(
      `SELECT greatest(1, ceil(extract(epoch FROM locked_until - now())))::int AS seconds
         FROM console_sign_in_locks WHERE email = $1 AND client = $2`,
      [email, client],
    );
    throw new Refused(row?.seconds ?? SIGN_IN_LOCK_MINUTES * 60);
  }
}
