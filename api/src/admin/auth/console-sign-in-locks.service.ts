import { Injectable } from '@nestjs/common';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { sha256Hex } from '../../common/crypto/sha256';
import { RedisService } from '../../redis/redis.service';

/** Five failed sign-ins in a row from one address lock that e-mail from that address for 15 minutes (README). */
export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_LOCK_MINUTES = 15;
/** Across every address together a far higher ceiling, so guessing one account from many addresses stays bounded. */
export const MAX_FAILED_SIGN_INS_ALL_ADDRESSES = 50;

const LOCK_SECONDS = SIGN_IN_LOCK_MINUTES * 60;
/** A count not locked within a day of its first failure starts again. */
const COUNT_SECONDS = 24 * 3600;

export type SignInReservation = { granted: true } | { granted: false; retryAfterSeconds: number };

const refused = (refusal: unknown): SignInReservation => {
  // A refusal answers how long the lock still runs; a Redis failure is an Error.
  if (!(refusal instanceof RateLimiterRes)) throw refusal;
  return { granted: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
};

/**
 * Console sign-in locks in Redis (rate-limiter-flexible's login protection: consecutive failures per e-mail and
 * address, and per e-mail), keyed by the e-mail as typed, whether or not an account has it, so an unknown e-mail
 * answers and locks exactly like a real one. Keys name e-mails by a hash; a set per e-mail lists the addresses
 * counted, so an organiser can see and lift every lock on it.
 */
@Injectable()
export class ConsoleSignInLocksService {
  private readonly fromAddress: RateLimiterRedis;
  private readonly fromAnywhere: RateLimiterRedis;

  constructor(private readonly redis: RedisService) {
    const limiter = (keyPrefix: string, points: number) =>
      new RateLimiterRedis({
        storeClient: redis.client,
        keyPrefix,
        points,
        duration: COUNT_SECONDS,
        blockDuration: LOCK_SECONDS,
      });
    this.fromAddress = limiter('console-sign-in:address', MAX_FAILED_SIGN_INS);
    this.fromAnywhere = limiter('console-sign-in:anywhere', MAX_FAILED_SIGN_INS_ALL_ADDRESSES);
  }

  /**
   * Counts an attempt as failed *before* its password is checked, for its address and for all addresses; the
   * attempt that reaches a limit sets the lock. Each count is one atomic increment, so however many requests
   * arrive at once no more than the limit get a password check; a success then clears the count.
   */
  async reserve(email: string, client: string): Promise<SignInReservation> {
    const id = emailId(email);
    let anywhere: RateLimiterRes;
    let here: RateLimiterRes;
    try {
      anywhere = await this.fromAnywhere.consume(id);
    } catch (refusal) {
      return refused(refusal);
    }
    try {
      here = await this.fromAddress.consume(`${id}:${client}`);
    } catch (refusal) {
      // Locked at this address: the attempt is not one more for all addresses either.
      await this.fromAnywhere.reward(id);
      return refused(refusal);
    }
    await this.redis.client.multi().sadd(addressesKey(id), client).expire(addressesKey(id), COUNT_SECONDS).exec();
    if (here.consumedPoints >= MAX_FAILED_SIGN_INS) await this.fromAddress.block(`${id}:${client}`, LOCK_SECONDS);
    if (anywhere.consumedPoints >= MAX_FAILED_SIGN_INS_ALL_ADDRESSES) await this.fromAnywhere.block(id, LOCK_SECONDS);
    return { granted: true };
  }

  /** The password was right: this address's count and the all-addresses count start again. */
  async clear(email: string, client: string): Promise<void> {
    const id = emailId(email);
    await Promise.all([this.fromAddress.delete(`${id}:${client}`), this.fromAnywhere.delete(id)]);
  }

  /** An organiser lifts every lock on an e-mail (the console's "unlock", a password reset). */
  async unlock(email: string): Promise<void> {
    const id = emailId(email);
    const addresses = await this.redis.client.smembers(addressesKey(id));
    await Promise.all([
      ...addresses.map((client) => this.fromAddress.delete(`${id}:${client}`)),
      this.fromAnywhere.delete(id),
      this.redis.client.del(addressesKey(id)),
    ]);
  }

  /** The latest running lock of each e-mail, from any address. */
  async lockedUntil(emails: string[]): Promise<Map<string, Date>> {
    const now = Date.now();
    const locks = new Map<string, Date>();
    await Promise.all(
      emails.map(async (email) => {
        const id = emailId(email);
        const addresses = await this.redis.client.smembers(addressesKey(id));
        const counts = await Promise.all([
          this.fromAnywhere.get(id).then((count) => ({ count, limit: MAX_FAILED_SIGN_INS_ALL_ADDRESSES })),
          ...addresses.map((client) =>
            this.fromAddress.get(`${id}:${client}`).then((count) => ({ count, limit: MAX_FAILED_SIGN_INS })),
          ),
        ]);
        const ends = counts.flatMap(({ count, limit }) =>
          count && count.consumedPoints >= limit ? [now + count.msBeforeNext] : [],
        );
        if (ends.length) locks.set(email, new Date(Math.max(...ends)));
      }),
    );
    return locks;
  }
}

function emailId(email: string): string {
  return sha256Hex(`console sign-in\n${email}`).slice(0, 32);
}

function addressesKey(id: string): string {
  return `console-sign-in:addresses:${id}`;
}
