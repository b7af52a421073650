import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { MetricsSettings, resolveMetricsSettings } from './metrics-settings';
import { HousekeepingSettings, resolveHousekeepingSettings } from './housekeeping-settings';
import { EnvironmentVariables, validateEnvironment } from './environment';

/** The typed configuration every module reads; built once from the validated environment. */
export class AppConfig {
  readonly nodeEnv: EnvironmentVariables['NODE_ENV'];
  readonly isProduction: boolean;
  readonly api: {
    host: string;
    port: number;
    bodyLimitBytes: number;
    trustProxy: string;
    docs: boolean;
    /** How long the API drains (readiness failing, still serving) between SIGTERM and closing. */
    shutdownGraceMs: number;
  };
  readonly database: { url: string; poolSize: number };
  readonly redis: { url: string; prefix: string };
  readonly publicUrl: string;
  readonly jwtSecret: string;
  /** True when JWT_SECRET was not set and a per-process secret was generated (development only). */
  readonly jwtSecretGenerated: boolean;
  readonly logLevel: string;
  /** The Prometheus endpoints (observability/): the address and each process's port; 0 means off. */
  readonly prometheus: { host: string; apiPort: number; workerPort: number };
  /** Console uploads: their directory (absolute) and size limits in bytes. */
  readonly media: { dir: string; maxImageBytes: number; maxFilmBytes: number };
  /** Sign-in channels' settings as given; SignInChannelsService decides which channels are on. */
  readonly signIn: {
    oidc: { issuerUrl: string; clientId: string | null; clientSecret: string | null };
    sms: {
      provider: 'log' | 'webhook' | null;
      webhookUrl: string | null;
      webhookAuthorization: string | null;
      /** ISO 3166 codes of the countries whose mobiles may get codes. */
      allowedCountries: string[];
      hourlyBudget: number;
      /** SMS of the hourly budget only codes for signed-in people (purpose 'verification') may use. */
      verificationReserve: number;
      /** Sign-in SMS per network and hour: the base share, its growth per verified code, its ceiling. */
      networkShare: { base: number; perVerified: number; max: number };
      /** SMS sent this hour at which organisers are alerted. */
      alertAt: number;
    };
    mail: { smtpUrl: string | null; from: string | null };
    codes: {
      ttlSeconds: number;
      resendCooldownSeconds: number;
      hourlyLimitPerDestination: number;
      hourlyLimitPerIp: number;
    };
    refreshTokenTtlDays: number;
  };
  readonly contest: {
    maxEntriesPerParticipant: number;
    requiredHashtags: string[];
    requiredMention: string;
    contestHandle: string;
    consentVersion: string;
  };
  /** The metrics worker's provider and limits (see config/metrics-settings.ts). */
  readonly metrics: MetricsSettings;
  /** The console's results: weight of views in Round 3's final score (0–1; the jury has the rest). */
  /** Invitations: how long a set-your-password link is valid, in milliseconds. */
  readonly console: { round3ViewsWeight: number; inviteTtlMs: number };
  /** How long the daily housekeeping keeps each kind of data. */
  readonly housekeeping: HousekeepingSettings;
  /** Messages to people: branding, provider rates, retries (see notifications/). */
  readonly notifications: {
    contestName: string;
    brandColor: string;
    emailPerSecond: number;
    smsPerSecond: number;
    maxAttempts: number;
    retryDelayMs: number;
    relayIntervalMs: number;
    verificationBacklogHours: number;
    smsTemplateIds: Record<string, string>;
  };

  /** Grievances: the response time in days, open ones per participant, reminder and alert lead times in days. */
  readonly grievances: { responseDays: number; maxOpen: number; reminderDays: number; alertDays: number };

  constructor(env: EnvironmentVariables) {
    this.nodeEnv = env.NODE_ENV;
    this.isProduction = env.NODE_ENV === 'production';
    this.api = {
      host: env.API_HOST,
      port: env.API_PORT,
      bodyLimitBytes: env.BODY_LIMIT_BYTES,
      trustProxy: env.TRUST_PROXY,
      docs: env.API_DOCS === 'on',
      shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    };
    this.database = { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE };
    this.redis = { url: env.REDIS_URL, prefix: env.REDIS_PREFIX };
    this.publicUrl = env.PUBLIC_URL.replace(/\/+$/, '');
    this.jwtSecretGenerated = !env.JWT_SECRET;
    this.jwtSecret = env.JWT_SECRET ?? randomBytes(32).toString('hex');
    this.logLevel = env.LOG_LEVEL;
    this.prometheus = {
      host: env.PROMETHEUS_HOST ?? env.API_HOST,
      apiPort: env.API_PROMETHEUS_PORT,
      workerPort: env.WORKER_PROMETHEUS_PORT,
    };
    this.media = {
      dir: path.resolve(env.MEDIA_DIR),
      maxImageBytes: env.MEDIA_MAX_IMAGE_MB * 1024 * 1024,
      maxFilmBytes: env.MEDIA_MAX_FILM_MB * 1024 * 1024,
    };
    this.signIn = {
      oidc: {
        issuerUrl: env.OIDC_ISSUER_URL,
        clientId: env.OIDC_CLIENT_ID || null,
        clientSecret: env.OIDC_CLIENT_SECRET || null,
      },
      sms: {
        provider: env.SMS_PROVIDER ?? null,
        webhookUrl: env.SMS_WEBHOOK_URL ?? null,
        webhookAuthorization: env.SMS_WEBHOOK_AUTHORIZATION ?? null,
        allowedCountries: env.SMS_ALLOWED_COUNTRIES.split(','),
        hourlyBudget: env.SMS_HOURLY_BUDGET,
        verificationReserve: Math.floor((env.SMS_HOURLY_BUDGET * env.SMS_VERIFICATION_RESERVE_PERCENT) / 100),
        networkShare: {
          base: env.SMS_NETWORK_HOURLY_SHARE,
          perVerified: env.SMS_NETWORK_SHARE_PER_VERIFIED,
          max: env.SMS_NETWORK_HOURLY_SHARE_MAX,
        },
        alertAt: Math.ceil((env.SMS_HOURLY_BUDGET * env.SMS_BUDGET_ALERT_PERCENT) / 100),
      },
      mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM ?? null },
      codes: {
        ttlSeconds: env.OTP_CODE_TTL_SECONDS,
        resendCooldownSeconds: env.OTP_RESEND_COOLDOWN_SECONDS,
        hourlyLimitPerDestination: env.OTP_HOURLY_LIMIT_PER_DESTINATION,
        hourlyLimitPerIp: env.OTP_HOURLY_LIMIT_PER_IP,
      },
      refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    };
    this.contest = {
      maxEntriesPerParticipant: env.MAX_ENTRIES_PER_PARTICIPANT,
      requiredHashtags: env.REQUIRED_HASHTAGS.split(',').map((tag) => tag.trim()),
      requiredMention: env.REQUIRED_MENTION,
      contestHandle: env.IG_CONTEST_HANDLE,
      consentVersion: env.CONSENT_VERSION,
    };
    this.metrics = resolveMetricsSettings(env);
    this.console = {
      round3ViewsWeight: env.ROUND3_VIEWS_WEIGHT_PERCENT / 100,
      inviteTtlMs: env.CONSOLE_INVITE_TTL_HOURS * 3_600_000,
    };
    this.housekeeping = resolveHousekeepingSettings(env);
    this.grievances = {
      responseDays: env.GRIEVANCE_RESPONSE_DAYS,
      maxOpen: env.GRIEVANCE_MAX_OPEN,
      reminderDays: env.GRIEVANCE_REMINDER_DAYS,
      alertDays: env.GRIEVANCE_ALERT_DAYS,
    };
    this.notifications = {
      contestName: env.NOTIFY_CONTEST_NAME,
      brandColor: env.NOTIFY_BRAND_COLOR,
      emailPerSecond: env.NOTIFY_EMAIL_PER_SECOND,
      smsPerSecond: env.NOTIFY_SMS_PER_SECOND,
      maxAttempts: env.NOTIFY_MAX_ATTEMPTS,
      retryDelayMs: env.NOTIFY_RETRY_DELAY_SECONDS * 1000,
      relayIntervalMs: env.NOTIFY_RELAY_INTERVAL_SECONDS * 1000,
      verificationBacklogHours: env.NOTIFY_VERIFICATION_BACKLOG_HOURS,
      smsTemplateIds: Object.fromEntries(
        (env.NOTIFY_SMS_DLT_TEMPLATE_IDS ?? '')
          .split(',')
          .filter((pair) => pair.includes('='))
          .map((pair) => pair.split('=').map((part) => part.trim()) as [string, string]),
      ),
    };
  }

  static fromEnvironment(env: NodeJS.ProcessEnv = process.env): AppConfig {
    return new AppConfig(validateEnvironment(env));
  }
}
