import { createHmac } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { sha256Hex } from '../common/crypto/sha256';
import { ApiError } from '../common/errors/api-error';
import { clientNetworkKey } from '../common/http/client-network';
import { authError, AuthErrorCode } from './auth-errors';
import { AppConfig } from '../config/app-config';
import { RedisService } from '../redis/redis.service';
import { CodeDeliveryError, CodeDeliveryService } from './code-delivery.service';
import { SmsBudgetService } from './sms-budget.service';
import { CodeChannel, generateCode, hashCode, judgeAttempt, MAX_WRONG_ATTEMPTS, StoredCode } from './one-time-code';

const HOUR_SECONDS = 3600;

/**
 * Kept as a script rather than rate-limiter-flexible, whose limiters each count on their own: a send must pass
 * the cooldown and every hourly cap or be charged to none (a capped number must not spend its network's
 * allowance), and a failed delivery must give all of them back (RELEASE_SEND).
 *
 * Atomically: refuse while the destination's resend cooldown (KEYS[1], ARGV[1] ms) runs or an hourly cap is
 * reached (KEYS[i] for i >= 2, capped at ARGV[i + 1]: per destination, per client network, per account);
 * otherwise start the cooldown and count the send. Returns [verdict, ms to wait].
 */
const RESERVE_SEND = `
local cooldown = redis.call('PTTL', KEYS[1])
if cooldown > 0 then return {'cooldown', cooldown} end
for i = 2, #KEYS do
  local sent = tonumber(redis.call('GET', KEYS[i]) or '0')
  if sent >= tonumber(ARGV[i + 1]) then return {'capped', redis.call('PTTL', KEYS[i])} end
end
if tonumber(ARGV[1]) > 0 then redis.call('SET', KEYS[1], '1', 'PX', ARGV[1]) end
for i = 2, #KEYS do
  if redis.call('INCR', KEYS[i]) == 1 then redis.call('EXPIRE', KEYS[i], ARGV[2]) end
end
return {'ok', 0}`;

/** Undoes RESERVE_SEND after a failed delivery, so the person may retry at once and is not charged for it. */
const RELEASE_SEND = `
redis.call('DEL', KEYS[1])
for i = 2, #KEYS do
  if tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then redis.call('DECR', KEYS[i]) end
end
return 1`;

/** Replaces (or deletes, when ARGV[2] is empty) the stored code only if nobody changed it since it was read. */
const COMPARE_AND_SET = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
if ARGV[2] == '' then redis.call('DEL', KEYS[1]) else redis.call('SET', KEYS[1], ARGV[2], 'KEEPTTL') end
return 1`;

function tooMany(limit: 'cooldown' | 'capped' | 'attempts', retryAfterMs: number): ApiError {
  return authError(AuthErrorCode.RateLimited, limit, {
    retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });
}

/**
 * Sign-in codes in Redis: only a keyed hash is kept, for a short time, with a wrong-try counter; sends are
 * throttled per destination (cooldown, hourly cap) and per client network (an IPv4 address, an IPv6 /64,
 * see clientNetworkKey). Keys name destinations by a hash, so Redis holds no phone numbers or e-mail addresses.
 */
@Injectable()
export class OneTimeCodeService {
  private readonly logger = new Logger('OneTimeCodes');
  private readonly hashKey: string;
  /** Code checks per client network in a fixed hour: enough for every code it may be sent to be mistyped. */
  private readonly verifiesPerNetwork: RateLimiterRedis;

  constructor(
    private readonly config: AppConfig,
    private readonly redis: RedisService,
    private readonly delivery: CodeDeliveryService,
    private readonly smsBudget: SmsBudgetService,
  ) {
    this.hashKey = createHmac('sha256', config.jwtSecret).update('sign-in codes').digest('hex');
    this.verifiesPerNetwork = new RateLimiterRedis({
      storeClient: redis.client,
      keyPrefix: 'otp:net:verified',
      points: config.signIn.codes.hourlyLimitPerIp * MAX_WRONG_ATTEMPTS,
      duration: HOUR_SECONDS,
    });
  }

  /**
   * Sends a fresh code (replacing any earlier one); throws 429 when throttled, 502 when the send failed. With
   * `forParticipant` the code verifies a mobile for that signed-in account, throttled per account too.
   */
  async send(
    channel: CodeChannel,
    destination: string,
    clientIp: string,
    forParticipant: string | null = null,
  ): Promise<void> {
    const limits = this.config.signIn.codes;
    const keys = this.keys(channel, destination);
    const network = clientNetworkKey(clientIp);
    const throttle = [keys.cooldown, keys.sentThisHour, `otp:net:${network}:sent`];
    const caps = [limits.hourlyLimitPerDestination, limits.hourlyLimitPerIp];
    if (forParticipant) {
      // One account may not spend the signed-in reserve of the SMS budget on many numbers.
      throttle.push(`otp:account:${forParticipant}:sent`);
      caps.push(limits.hourlyLimitPerDestination);
    }
    const [verdict, waitMs] = (await this.redis.client.eval(
      RESERVE_SEND,
      throttle.length,
      ...throttle,
      limits.resendCooldownSeconds * 1000,
      HOUR_SECONDS,
      ...caps,
    )) as [string, number];
    if (verdict === 'cooldown') {
      throw tooMany('cooldown', waitMs);
    }
    if (verdict === 'capped') {
      throw tooMany('capped', waitMs);
    }

    const code = generateCode();
    const stored: StoredCode = { hash: hashCode(this.hashKey, channel, destination, code), wrongAttempts: 0 };
    try {
      await this.redis.client.set(keys.code, JSON.stringify(stored), 'EX', limits.ttlSeconds);
      await this.delivery.send(channel, destination, code, {
        purpose: forParticipant ? 'verification' : 'sign-in',
        network,
      });
    } catch (error) {
      await this.redis.client.del(keys.code);
      await this.redis.client.eval(RELEASE_SEND, throttle.length, ...throttle);
      if (!(error instanceof CodeDeliveryError)) throw error;
      this.logger.error(`${channel} code not delivered: ${error.message}`);
      throw authError(AuthErrorCode.CodeDeliveryFailed, channel);
    }
  }

  /** Checks a code; resolves when it is right (and spends it), throws 400/429 otherwise. */
  async verify(channel: CodeChannel, destination: string, code: string, clientIp: string): Promise<void> {
    const network = clientNetworkKey(clientIp);
    try {
      await this.verifiesPerNetwork.consume(network);
    } catch (refusal) {
      // Refused, the limiter answers how long until the hour ends; a Redis failure is an Error.
      if (refusal instanceof RateLimiterRes) throw tooMany('attempts', refusal.msBeforeNext);
      throw refusal;
    }

    const { code: key } = this.keys(channel, destination);
    const candidate = hashCode(this.hashKey, channel, destination, code);
    // Optimistic loop: concurrent guesses must each be counted, never lost.
    for (;;) {
      const raw = await this.redis.client.get(key);
      const result = judgeAttempt(raw === null ? null : (JSON.parse(raw) as StoredCode), candidate);
      if (result.outcome === 'missing') {
        throw authError(AuthErrorCode.CodeExpired);
      }
      const next = result.next === null ? '' : JSON.stringify(result.next);
      const swapped = await this.redis.client.eval(COMPARE_AND_SET, 1, key, raw!, next);
      if (swapped !== 1) continue;
      if (result.outcome === 'accepted') {
        // Codes verified from a network are what lets its share of the SMS budget grow.
        if (channel === 'phone') await this.smsBudget.verifiedFrom(network);
        return;
      }
      if (result.outcome === 'burnt') {
        throw authError(AuthErrorCode.CodeAttemptsExceeded);
      }
      throw authError(AuthErrorCode.InvalidCode, { attemptsLeft: result.attemptsLeft });
    }
  }

  private keys(channel: CodeChannel, destination: string) {
    const id = sha256Hex(`${channel}\n${destination}`).slice(0, 32);
    const base = `otp:${channel}:${id}`;
    return { code: `${base}:code`, cooldown: `${base}:cooldown`, sentThisHour: `${base}:sent` };
  }
}
