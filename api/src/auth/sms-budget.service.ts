import { Injectable, Logger } from '@nestjs/common';
import { authError, AuthErrorCode } from './auth-errors';
import { AppConfig } from '../config/app-config';
import { RedisService } from '../redis/redis.service';
import type { CodePurpose } from './one-time-code';
import { SmsBudgetAlerts } from './sms-budget-alerts';

const HOUR_MS = 3600_000;
/** Counters outlive their hour by enough for the next hour to read the last one's verified codes. */
const COUNTER_TTL_SECONDS = 3 * 3600;

/**
 * Atomically: refuse when the hour's SMS for this purpose reached its ceiling (ARGV[1]), or, for sign-in codes
 * (ARGV[2] set), when the network used its share: ARGV[2] plus ARGV[3] per phone code verified from the network
 * this hour and the last, at most ARGV[4]. Otherwise count the SMS. Returns [verdict, SMS sent this hour].
 */
const SPEND = `
local total = tonumber(redis.call('GET', KEYS[1]) or '0')
if total >= tonumber(ARGV[1]) then return {'budget', total} end
if ARGV[2] ~= '' then
  local verified = tonumber(redis.call('GET', KEYS[3]) or '0') + tonumber(redis.call('GET', KEYS[4]) or '0')
  local share = math.min(tonumber(ARGV[4]), tonumber(ARGV[2]) + tonumber(ARGV[3]) * verified)
  if tonumber(redis.call('GET', KEYS[2]) or '0') >= share then return {'network', total} end
  if redis.call('INCR', KEYS[2]) == 1 then redis.call('EXPIRE', KEYS[2], ARGV[5]) end
end
total = redis.call('INCR', KEYS[1])
if total == 1 then redis.call('EXPIRE', KEYS[1], ARGV[5]) end
return {'ok', total}`;

/** Gives back what SPEND counted (the gateway did not take the SMS). */
const REFUND = `
for i = 1, #KEYS do
  if tonumber(redis.call('GET', KEYS[i]) or '0') > 0 then redis.call('DECR', KEYS[i]) end
end
return 1`;

export interface SmsBudgetState {
  sentThisHour: number;
  hourlyBudget: number;
  /** Where sign-in codes stop: the rest of the budget is kept for signed-in people verifying a mobile. */
  signInCeiling: number;
  alertAt: number;
  runningHot: boolean;
}

/**
 * The hourly SMS budget (SMS_HOURLY_BUDGET), shared by every API process through Redis and split so that no
 * few addresses can spend it: a reserve only codes for people already signed in may use, and per network (an
 * IPv4 address or an IPv6 /64, see clientNetworkKey) a share of the sign-in part that grows with the codes
 * actually verified from it. Organisers are alerted once an hour when it runs hot.
 */
@Injectable()
export class SmsBudgetService {
  private readonly logger = new Logger('SmsBudget');

  constructor(
    private readonly config: AppConfig,
    private readonly redis: RedisService,
    private readonly alerts: SmsBudgetAlerts,
  ) {}

  /**
   * Counts one SMS, or refuses: 503 sms_budget_exhausted when the purpose's part of the hour's budget is spent,
   * 429 rate_limited when the network used its share. Returns how to give the SMS back if it was not sent.
   */
  async spend(purpose: CodePurpose, network: string): Promise<() => Promise<void>> {
    const { hourlyBudget, verificationReserve, networkShare } = this.config.signIn.sms;
    const hour = Math.floor(Date.now() / HOUR_MS);
    const signIn = purpose === 'sign-in';
    const keys = [
      `sms:budget:${hour}`,
      `sms:net:${network}:${hour}:sent`,
      this.verifiedKey(network, hour),
      this.verifiedKey(network, hour - 1),
    ];
    const [verdict, sent] = (await this.redis.client.eval(
      SPEND,
      keys.length,
      ...keys,
      signIn ? hourlyBudget - verificationReserve : hourlyBudget,
      signIn ? networkShare.base : '',
      networkShare.perVerified,
      networkShare.max,
      COUNTER_TTL_SECONDS,
    )) as [string, number];
    const retryAfterSeconds = Math.ceil(((hour + 1) * HOUR_MS - Date.now()) / 1000);
    if (verdict === 'network') throw authError(AuthErrorCode.RateLimited, 'network', { retryAfterSeconds });
    if (verdict === 'budget') {
      await this.onceThisHour(`spent:${purpose}`, hour, () =>
        this.logger.error(
          `SMS hourly budget spent for ${purpose} codes: ${sent} of ${hourlyBudget} sent this hour (SMS_HOURLY_BUDGET); ` +
            `such codes are refused until the hour ends`,
        ),
      );
      throw authError(AuthErrorCode.SmsBudgetExhausted, { retryAfterSeconds });
    }
    if (sent >= this.config.signIn.sms.alertAt) {
      await this.onceThisHour('alerted', hour, () => this.alert(sent, hour));
    }
    const counted = signIn ? keys.slice(0, 2) : keys.slice(0, 1);
    return async () => {
      await this.redis.client.eval(REFUND, counted.length, ...counted);
    };
  }

  /** This clock hour's spending, for the console's dashboard. */
  async thisHour(): Promise<SmsBudgetState> {
    const { hourlyBudget, verificationReserve, alertAt } = this.config.signIn.sms;
    const sent = Number((await this.redis.client.get(`sms:budget:${Math.floor(Date.now() / HOUR_MS)}`)) ?? 0);
    return {
      sentThisHour: sent,
      hourlyBudget,
      signInCeiling: hourlyBudget - verificationReserve,
      alertAt,
      runningHot: sent >= alertAt,
    };
  }

  /** A phone code was verified from this network: its share grows (this hour and the next). */
  async verifiedFrom(network: string): Promise<void> {
    const key = this.verifiedKey(network, Math.floor(Date.now() / HOUR_MS));
    await this.redis.client.multi().incr(key).expire(key, COUNTER_TTL_SECONDS).exec();
  }

  private verifiedKey(network: string, hour: number): string {
    return `sms:net:${network}:${hour}:verified`;
  }

  /** Runs `action` in only one API process, once per clock hour and event. */
  private async onceThisHour(event: string, hour: number, action: () => unknown): Promise<void> {
    const first = await this.redis.client.set(`sms:budget:${hour}:${event}`, '1', 'EX', COUNTER_TTL_SECONDS, 'NX');
    if (first === 'OK') await action();
  }

  /** An error line for the log and an e-mail to the organisers; a failed alert never fails the SMS. */
  private async alert(sent: number, hour: number): Promise<void> {
    const budget = this.config.signIn.sms.hourlyBudget;
    this.logger.error(`SMS hourly budget running hot: ${sent} of ${budget} sent this hour (SMS_HOURLY_BUDGET)`);
    try {
      await this.alerts.runningHot(sent, budget, hour);
    } catch (error) {
      this.logger.error(`SMS budget alert not recorded: ${(error as Error).message}`);
    }
  }
}
