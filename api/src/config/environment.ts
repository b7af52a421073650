import { plainToInstance } from 'class-transformer';
import { isSupportedCountry } from 'libphonenumber-js/max';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength, validateSync } from 'class-validator';
import { metricsEnvironmentProblems } from './metrics-settings';

/**
 * Every environment variable the API and the worker read, validated once at start-up.
 * Property names are the variable names so that a validation message names the variable.
 * Defaults suit a developer's machine; `NODE_ENV=production` makes the secrets mandatory.
 */
export class EnvironmentVariables {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @IsInt()
  @Min(0)
  @Max(65535)
  API_PORT = 3000;

  @IsString()
  API_HOST = '127.0.0.1';

  @IsUrl({ protocols: ['postgres', 'postgresql'], require_tld: false, require_protocol: true })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/contest';

  @IsInt()
  @Min(1)
  @Max(200)
  DATABASE_POOL_SIZE = 10;

  @IsUrl({ protocols: ['redis', 'rediss'], require_tld: false, require_protocol: true })
  REDIS_URL = 'redis://127.0.0.1:6379';

  /** Namespace for every Redis key, so several deployments (or test runs) can share one Redis. */
  @IsString()
  @MinLength(1)
  REDIS_PREFIX = 'contest';

  @IsUrl({ require_tld: false, require_protocol: true })
  PUBLIC_URL = 'http://127.0.0.1:8080';

  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters long' })
  JWT_SECRET?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /**
   * Prometheus metrics (observability/): the API's and the worker's own port, never proxied by nginx; 0 turns a
   * process's endpoint off. Two variables because both processes read the same settings and may share a host.
   */
  @IsInt()
  @Min(0)
  @Max(65535)
  API_PROMETHEUS_PORT = 9464;

  @IsInt()
  @Min(0)
  @Max(65535)
  WORKER_PROMETHEUS_PORT = 9465;

  /** The address the metrics endpoints listen on; API_HOST when not set. */
  @IsOptional()
  @IsString()
  @MinLength(1)
  PROMETHEUS_HOST?: string;

  /** OpenID Connect issuer of "Sign in with Google"; a local provider (tools/oidc-provider) in tests and dev. */
  @IsUrl({ protocols: ['http', 'https'], require_tld: false, require_protocol: true })
  OIDC_ISSUER_URL = 'https://accounts.google.com';

  /** OAuth client of the issuer; Google sign-in is switched off (503) until both are set. */
  @IsOptional()
  @IsString()
  OIDC_CLIENT_ID?: string;

  @IsOptional()
  @IsString()
  OIDC_CLIENT_SECRET?: string;

  /** How phone codes are sent: `webhook` (an SMS gateway) or `log` (development only). */
  @IsOptional()
  @IsIn(['log', 'webhook'])
  SMS_PROVIDER?: 'log' | 'webhook';

  /** The SMS gateway's endpoint; it receives POST {to, message}. */
  @IsOptional()
  @IsUrl({ protocols: ['http', 'https'], require_tld: false, require_protocol: true })
  SMS_WEBHOOK_URL?: string;

  /** Sent verbatim as the Authorization header of every SMS webhook call, when the gateway wants one. */
  @IsOptional()
  @IsString()
  SMS_WEBHOOK_AUTHORIZATION?: string;

  /**
   * Countries whose mobiles may receive sign-in codes (ISO 3166 codes, comma-separated): SMS to other
   * countries costs the contest money and serves no participant (SMS pumping).
   */
  @Matches(/^[A-Z]{2}(,[A-Z]{2})*$/, {
    message: 'SMS_ALLOWED_COUNTRIES must be ISO country codes, comma-separated, e.g. IN or IN,NP',
  })
  SMS_ALLOWED_COUNTRIES = 'IN';

  /** SMS the API may send per clock hour, all destinations together: a ceiling on what abuse can cost. */
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  SMS_HOURLY_BUDGET = 2000;

  /** The part of SMS_HOURLY_BUDGET kept for people already signed in another way who verify a mobile. */
  @IsInt()
  @Min(0)
  @Max(90)
  SMS_VERIFICATION_RESERVE_PERCENT = 20;

  /**
   * Sign-in SMS one network (an IPv4 address, an IPv6 /64) may have per clock hour before any of its codes is
   * verified; each phone code verified from it (this hour and the last) adds SMS_NETWORK_SHARE_PER_VERIFIED, up
   * to SMS_NETWORK_HOURLY_SHARE_MAX. A carrier's shared address verifies its codes and grows; a pump does not.
   */
  @IsInt()
  @Min(1)
  @Max(1_000_000)
  SMS_NETWORK_HOURLY_SHARE = 50;

  @IsInt()
  @Min(0)
  @Max(1000)
  SMS_NETWORK_SHARE_PER_VERIFIED = 3;

  @IsInt()
  @Min(1)
  @Max(1_000_000)
  SMS_NETWORK_HOURLY_SHARE_MAX = 300;

  /** Organisers are alerted (once per hour) when this share of SMS_HOURLY_BUDGET is spent. */
  @IsInt()
  @Min(1)
  @Max(100)
  SMS_BUDGET_ALERT_PERCENT = 80;

  /** Mail server for e-mail codes, e.g. smtps://user:password@smtp.example.com:465. */
  @IsOptional()
  @IsUrl({ protocols: ['smtp', 'smtps'], require_tld: false, require_protocol: true })
  SMTP_URL?: string;

  /** Sender of e-mail codes, e.g. "AI Film Contest <no-reply@example.com>". */
  @IsOptional()
  @Matches(/^[^@\s]+@[^@\s]+$|<[^@\s]+@[^@\s]+>$/, { message: 'MAIL_FROM must be an address or "Name <address>"' })
  MAIL_FROM?: string;

  /** Sign-in codes: validity, time before another may be sent, and hourly caps per phone/address and per IP. */
  @IsInt()
  @Min(1)
  @Max(3600)
  OTP_CODE_TTL_SECONDS = 300;

  @IsInt()
  @Min(0)
  @Max(3600)
  OTP_RESEND_COOLDOWN_SECONDS = 30;

  @IsInt()
  @Min(1)
  @Max(1000)
  OTP_HOURLY_LIMIT_PER_DESTINATION = 5;

  /** Only a flood guard: one mobile carrier's IPv4 address can front thousands of people (per-destination caps do the work). */
  @IsInt()
  @Min(1)
  @Max(100000)
  OTP_HOURLY_LIMIT_PER_IP = 300;

  /** Lifetime of a refresh token (a signed-in browser stays signed in this long without use). */
  @IsInt()
  @Min(1)
  @Max(365)
  REFRESH_TOKEN_TTL_DAYS = 30;

  /** Largest JSON body the API accepts; larger ones answer 413. */
  @IsInt()
  @Min(1024)
  @Max(10 * 1024 * 1024)
  BODY_LIMIT_BYTES = 64 * 1024;

  /**
   * Where console uploads (site images and films) are written; nginx serves it at /media/. Relative paths are
   * read from the working directory (`npm start` runs in the repository: var/media).
   */
  @IsString()
  @MinLength(1)
  MEDIA_DIR = 'var/media';

  /** Largest image (MB) and film (MB) the console may upload; larger ones answer 413. */
  @IsInt()
  @Min(1)
  @Max(50)
  MEDIA_MAX_IMAGE_MB = 10;

  /** At most 2048: nginx's upload location accepts bodies up to 2100 MB and leaves the exact limit to the API. */
  @IsInt()
  @Min(1)
  @Max(2048)
  MEDIA_MAX_FILM_MB = 200;

  /** The OpenAPI document and Swagger UI at /api/docs: `on`, or `off` to serve neither (404). */
  @IsIn(['on', 'off'])
  API_DOCS: 'on' | 'off' = 'on';

  /** Which hops may set X-Forwarded-For (nginx in front): an address, CIDR list or hop count. */
  @IsString()
  TRUST_PROXY = '127.0.0.1,::1,10.0.0.0/8,172.16.0.0/12,192.168.0.0/16';

  /**
   * Seconds the API keeps serving after SIGTERM with its readiness probe failing, so a load balancer or
   * Kubernetes stops sending before it closes; keep it below the orchestrator's stop grace period.
   */
  @IsInt()
  @Min(0)
  @Max(120)
  SHUTDOWN_GRACE_SECONDS = 5;

  /**
   * Entries one participant may have in the contest (rejected ones free their slot). Default 5: one film
   * per theme (four themes) plus one spare, while keeping the organisers' verification queue bounded.
   */
  @IsInt()
  @Min(1)
  @Max(100)
  MAX_ENTRIES_PER_PARTICIPANT = 5;

  /**
   * Hashtags every entry's caption must carry, comma-separated. The spec does not name them: these are
   * example defaults, set the contest's real ones. Read by the submission page and the auto-checks.
   */
  @Matches(/^#[\p{L}\p{M}\p{N}_]+(\s*,\s*#[\p{L}\p{M}\p{N}_]+)*$/u, {
    message: 'REQUIRED_HASHTAGS must be a comma-separated list of hashtags, each starting with #',
  })
  REQUIRED_HASHTAGS = '#AIFilmContest,#PMLifeInAI';

  /** The account every entry's caption must mention (the entry page's step "tag the Prime Minister"). */
  @Matches(/^@[A-Za-z0-9._]{1,30}$/, { message: 'REQUIRED_MENTION must be an Instagram handle such as @account' })
  REQUIRED_MENTION = '@narendramodi';

  /**
   * The contest's own Instagram account, which every creator invites as a Collab collaborator (the entry page's
   * step 2 names it). An example default: set the contest's real one.
   */
  @Matches(/^@[A-Za-z0-9._]{1,30}$/, { message: 'IG_CONTEST_HANDLE must be an Instagram handle such as @account' })
  IG_CONTEST_HANDLE = '@aifilmcontest';

  /**
   * The version of the consent an entrant gives on the entry form (the contest terms and privacy policy as they
   * stand). Change it whenever the organisers change those pages: each entry stores the version agreed to.
   */
  @Matches(/^[A-Za-z0-9._-]{1,40}$/, { message: 'CONSENT_VERSION must be 1-40 letters, digits, dots, dashes or _' })
  CONSENT_VERSION = '2025-09-15';

  /**
   * Metrics source: `instagram` (needs IG_USER_ID and IG_ACCESS_TOKEN) or `simulated` (demos, marked as such).
   * Unset: instagram when the IG_ settings are present; else simulated in development, switched off in production.
   */
  @IsOptional()
  @IsIn(['instagram', 'simulated'])
  METRICS_PROVIDER?: 'instagram' | 'simulated';

  /** Graph API base URL with its version (tests point it at a local fake server). */
  @IsUrl({ protocols: ['http', 'https'], require_tld: false, require_protocol: true })
  IG_GRAPH_BASE_URL = 'https://graph.facebook.com/v25.0';

  /** The organiser's Instagram professional account id (numeric). */
  @IsOptional()
  @Matches(/^\d{1,32}$/, { message: 'IG_USER_ID must be the numeric Instagram user id' })
  IG_USER_ID?: string;

  /** Sensitive: the organiser's user access token (Facebook Login for Business). */
  @IsOptional()
  @IsString()
  @MinLength(10)
  IG_ACCESS_TOKEN?: string;

  /** How often a metrics refresh cycle starts: `15m`, `900s`, `1h` (a bare number counts minutes). */
  @IsString()
  METRICS_REFRESH_INTERVAL = '15m';

  /** Items per collaborative-media page (the Graph API's default is 25). */
  @IsInt()
  @Min(5)
  @Max(100)
  METRICS_PAGE_SIZE = 25;

  /** Graph API usage (percent) from which calls are spaced out, and at which they pause (see README). */
  @IsInt()
  @Min(1)
  @Max(99)
  METRICS_USAGE_SLOWDOWN_PERCENT = 60;

  @IsInt()
  @Min(2)
  @Max(100)
  METRICS_USAGE_PAUSE_PERCENT = 90;

  /** Views-jump flag: views grew by at least this many AND METRICS_ANOMALY_FACTOR times between two samples. */
  @IsInt()
  @Min(1)
  METRICS_ANOMALY_MIN_VIEWS = 10_000;

  @IsInt()
  @Min(2)
  @Max(1000)
  METRICS_ANOMALY_FACTOR = 3;

  /** Accept the Collab invitations of entries that pass every other auto-check (50 accepts a day at most). */
  @IsIn(['true', 'false'], { message: 'IG_AUTO_ACCEPT_COLLABS must be true or false' })
  IG_AUTO_ACCEPT_COLLABS = 'false';

  /** Hours after entering from which an entry with no Collab invitation is flagged for a reminder. */
  @IsInt()
  @Min(1)
  @Max(24 * 60)
  COLLAB_INVITE_REMINDER_HOURS = 48;

  /** Round 3's final score: this percent from views, the rest from the jury (README, "Console"). */
  @IsInt()
  @Min(0)
  @Max(100)
  ROUND3_VIEWS_WEIGHT_PERCENT = 50;

  /** Hours a console invitation's set-your-password link stays valid (README, "Console"). */
  @IsInt()
  @Min(1)
  @Max(24 * 30)
  CONSOLE_INVITE_TTL_HOURS = 72;

  /** Retention in days, applied by the worker's daily housekeeping (README, "Operating"): 7 years, as promised. */
  @IsInt()
  @Min(30)
  @Max(36_500)
  RETENTION_CONTEST_DATA_DAYS = 2557;

  /** 2 years, as the privacy page promises. */
  @IsInt()
  @Min(30)
  @Max(36_500)
  RETENTION_ANALYTICS_DAYS = 730;

  @IsInt()
  @Min(1)
  @Max(36_500)
  RETENTION_LEADERBOARD_SNAPSHOT_DAYS = 30;

  @IsInt()
  @Min(1)
  @Max(36_500)
  RETENTION_CONSOLE_LOGIN_ATTEMPTS_DAYS = 90;
  /** Notifications (README, "Notifications"): the contest's name in messages and the accent colour of e-mails. */
  @IsString()
  @MinLength(1)
  NOTIFY_CONTEST_NAME = 'AI Film Contest';

  @Matches(/^#[0-9a-fA-F]{6}$/, { message: 'NOTIFY_BRAND_COLOR must be a colour such as #1d4ed8' })
  NOTIFY_BRAND_COLOR = '#1d4ed8';

  /** Provider limits: messages per second per channel, across all workers. */
  @IsInt()
  @Min(1)
  @Max(10_000)
  NOTIFY_EMAIL_PER_SECOND = 10;

  @IsInt()
  @Min(1)
  @Max(10_000)
  NOTIFY_SMS_PER_SECOND = 5;

  /** Tries per message before it is marked failed, the first retry's wait (doubling after), and the outbox scan. */
  @IsInt()
  @Min(1)
  @Max(20)
  NOTIFY_MAX_ATTEMPTS = 6;

  @IsInt()
  @Min(1)
  @Max(3600)
  NOTIFY_RETRY_DELAY_SECONDS = 30;

  @IsInt()
  @Min(1)
  @Max(300)
  NOTIFY_RELAY_INTERVAL_SECONDS = 5;

  /** Organisers are told when the oldest entry awaiting verification has waited this long (at most once a day). */
  @IsInt()
  @Min(1)
  @Max(24 * 30)
  NOTIFY_VERIFICATION_BACKLOG_HOURS = 24;

  /**
   * Grievances: days organisers have to answer one (the spec's "grievance response time"; each grievance's due
   * date is fixed when it is received), how many a participant may have open at once, and when the assignee is
   * reminded and the admins alerted (days before the due date; admins again once it is overdue).
   */
  @IsInt()
  @Min(1)
  @Max(365)
  GRIEVANCE_RESPONSE_DAYS = 30;

  @IsInt()
  @Min(1)
  @Max(100)
  GRIEVANCE_MAX_OPEN = 5;

  @IsInt()
  @Min(1)
  @Max(365)
  GRIEVANCE_REMINDER_DAYS = 7;

  @IsInt()
  @Min(1)
  @Max(365)
  GRIEVANCE_ALERT_DAYS = 2;

  /** DLT template id per SMS message kind, e.g. `entry_verified=1107161234567890123,entry_rejected=…`. */
  @IsOptional()
  @Matches(/^[a-z_]+=[0-9A-Za-z]+(\s*,\s*[a-z_]+=[0-9A-Za-z]+)*$/, {
    message: 'NOTIFY_SMS_DLT_TEMPLATE_IDS must be kind=id pairs separated by commas',
  })
  NOTIFY_SMS_DLT_TEMPLATE_IDS?: string;
}

export class ConfigurationError extends Error {}

/** Parses and validates the environment; throws a ConfigurationError naming each bad variable. */
export function validateEnvironment(env: NodeJS.ProcessEnv): EnvironmentVariables {
  const raw: Record<string, unknown> = {};
  const defaults: Record<string, unknown> = { ...new EnvironmentVariables() };
  for (const key of Object.keys(defaults)) {
    const value = env[key];
    if (value === undefined || value === '') continue;
    // The variables with a numeric default are the integer ones; anything else stays text for the validators.
    raw[key] = typeof defaults[key] === 'number' && /^-?\d+$/.test(value) ? Number(value) : value;
  }
  const parsed = plainToInstance(EnvironmentVariables, raw, { exposeDefaultValues: true });
  const errors = validateSync(parsed, { skipMissingProperties: false });
  const problems = errors.flatMap((error) =>
    Object.values(error.constraints ?? {}).map((message) =>
      message.startsWith(error.property) ? message : `${error.property}: ${message}`,
    ),
  );
  if (parsed.NODE_ENV === 'production' && !parsed.JWT_SECRET) {
    problems.push('JWT_SECRET must be set when NODE_ENV=production');
  }
  if (parsed.NODE_ENV === 'production' && parsed.SMS_PROVIDER === 'log') {
    problems.push('SMS_PROVIDER=log writes sign-in codes to the log and is refused when NODE_ENV=production');
  }
  const unknownCountries = parsed.SMS_ALLOWED_COUNTRIES.split(',').filter((country) => !isSupportedCountry(country));
  if (/^[A-Z]{2}(,[A-Z]{2})*$/.test(parsed.SMS_ALLOWED_COUNTRIES) && unknownCountries.length) {
    problems.push(`SMS_ALLOWED_COUNTRIES: unknown country code ${unknownCountries.join(', ')}`);
  }
  if (parsed.SMS_NETWORK_HOURLY_SHARE_MAX < parsed.SMS_NETWORK_HOURLY_SHARE) {
    problems.push('SMS_NETWORK_HOURLY_SHARE_MAX must be at least SMS_NETWORK_HOURLY_SHARE');
  }
  problems.push(...metricsEnvironmentProblems(parsed));
  if (problems.length > 0) {
    throw new ConfigurationError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return parsed;
}
