import { AppConfig } from './app-config';
import { ConfigurationError, validateEnvironment } from './environment';

describe('configuration is validated at start-up', () => {
  it('applies defaults for a developer machine', () => {
    const config = AppConfig.fromEnvironment({});
    expect(config.database.url).toBe('postgres://postgres@127.0.0.1:5432/contest');
    expect(config.redis).toEqual({ url: 'redis://127.0.0.1:6379', prefix: 'contest' });
    expect(config.api.port).toBe(3000);
    expect(config.jwtSecretGenerated).toBe(true);
    expect(config.signIn.sms.allowedCountries).toEqual(['IN']);
    expect(config.api.docs).toBe(true);
    expect(config.console.inviteTtlMs).toBe(72 * 3_600_000);
    expect(config.api.shutdownGraceMs).toBe(5000);
  });

  it('reads the SMS countries and the docs switch', () => {
    const config = AppConfig.fromEnvironment({ SMS_ALLOWED_COUNTRIES: 'IN,NP', API_DOCS: 'off' });
    expect(config.signIn.sms.allowedCountries).toEqual(['IN', 'NP']);
    expect(config.api.docs).toBe(false);
  });

  it('splits the SMS budget: a reserve for signed-in people, per-network shares, an alert threshold', () => {
    const { sms } = AppConfig.fromEnvironment({ SMS_HOURLY_BUDGET: '300' }).signIn;
    expect(sms.hourlyBudget).toBe(300);
    expect(sms.verificationReserve).toBe(60);
    expect(sms.networkShare).toEqual({ base: 50, perVerified: 3, max: 300 });
    expect(sms.alertAt).toBe(240);
  });

  it.each([
    ['DATABASE_URL', 'mysql://root@localhost/db'],
    ['REDIS_URL', 'not a url'],
    ['API_PORT', 'eighty'],
    ['API_PORT', '70000'],
    ['NODE_ENV', 'staging'],
    ['JWT_SECRET', 'short'],
    ['PUBLIC_URL', 'example'],
    ['SMS_ALLOWED_COUNTRIES', 'India'],
    ['SMS_ALLOWED_COUNTRIES', 'IN,XX'],
    ['SMS_HOURLY_BUDGET', '0'],
    ['SMS_VERIFICATION_RESERVE_PERCENT', '95'],
    ['SMS_NETWORK_HOURLY_SHARE', '0'],
    ['SMS_NETWORK_SHARE_PER_VERIFIED', '-1'],
    ['SMS_NETWORK_HOURLY_SHARE_MAX', '40'],
    ['SMS_BUDGET_ALERT_PERCENT', '0'],
    ['API_DOCS', 'no'],
    ['API_PROMETHEUS_PORT', 'metrics'],
    ['WORKER_PROMETHEUS_PORT', '70000'],
    ['CONSOLE_INVITE_TTL_HOURS', '0'],
    ['CONSOLE_INVITE_TTL_HOURS', 'a week'],
    ['SHUTDOWN_GRACE_SECONDS', '-1'],
    ['SHUTDOWN_GRACE_SECONDS', '600'],
  ])('names %s when it is %p', (name, value) => {
    expect(() => validateEnvironment({ [name]: value })).toThrow(ConfigurationError);
    expect(() => validateEnvironment({ [name]: value })).toThrow(new RegExp(`- ${name}`));
  });

  it('puts the Prometheus endpoints on their own ports, on API_HOST unless PROMETHEUS_HOST says otherwise', () => {
    expect(AppConfig.fromEnvironment({}).prometheus).toEqual({ host: '127.0.0.1', apiPort: 9464, workerPort: 9465 });
    expect(
      AppConfig.fromEnvironment({ API_HOST: '0.0.0.0', API_PROMETHEUS_PORT: '0', WORKER_PROMETHEUS_PORT: '9100' })
        .prometheus,
    ).toEqual({ host: '0.0.0.0', apiPort: 0, workerPort: 9100 });
    expect(AppConfig.fromEnvironment({ PROMETHEUS_HOST: '10.0.0.5' }).prometheus.host).toBe('10.0.0.5');
  });

  it('requires JWT_SECRET in production', () => {
    expect(() => validateEnvironment({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET must be set/);
  });

  it('reports every bad variable at once', () => {
    try {
      validateEnvironment({ DATABASE_URL: 'x', REDIS_URL: 'y' });
      throw new Error('expected a ConfigurationError');
    } catch (error) {
      expect((error as Error).message).toMatch(/DATABASE_URL[\s\S]*REDIS_URL/);
    }
  });
});
