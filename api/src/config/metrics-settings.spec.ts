import { AppConfig } from './app-config';
import { ConfigurationError, validateEnvironment } from './environment';
import { parseDuration, resolveMetricsSettings } from './metrics-settings';

const graph = { IG_USER_ID: '17841400000000000', IG_ACCESS_TOKEN: 'EAAG-a-long-enough-token' };

describe('choosing the metrics source', () => {
  it('uses the Graph API once IG_USER_ID and IG_ACCESS_TOKEN are set', () => {
    const config = AppConfig.fromEnvironment({ ...graph });
    expect(config.metrics.provider).toBe('instagram');
    expect(config.metrics.graph).toEqual({
      baseUrl: 'https://graph.facebook.com/v25.0',
      userId: graph.IG_USER_ID,
      accessToken: graph.IG_ACCESS_TOKEN,
    });
    expect(config.metrics.refreshIntervalMs).toBe(15 * 60_000);
  });

  it('simulates only when asked, or in development without IG settings (and says so)', () => {
    expect(AppConfig.fromEnvironment({ METRICS_PROVIDER: 'simulated', ...graph }).metrics.provider).toBe('simulated');
    const development = AppConfig.fromEnvironment({}).metrics;
    expect(development.provider).toBe('simulated');
    expect(development.providerReason).toMatch(/no IG_USER_ID\/IG_ACCESS_TOKEN in development/);
  });

  it('switches metrics off in production without IG settings, never falling back silently', () => {
    // Straight from the resolver: production's other mandatory settings are not this spec's business.
    const production = resolveMetricsSettings({ ...validateEnvironment({}), NODE_ENV: 'production' });
    expect(production.provider).toBe('disabled');
    expect(production.providerReason).toMatch(/switched off/);
  });

  it.each([
    [{ METRICS_PROVIDER: 'instagram' }, /METRICS_PROVIDER=instagram needs IG_USER_ID and IG_ACCESS_TOKEN/],
    [{ IG_USER_ID: '1784' }, /IG_ACCESS_TOKEN must be set together/],
    [{ IG_ACCESS_TOKEN: 'EAAG-a-long-enough-token' }, /IG_USER_ID must be set together/],
    [{ ...graph, IG_USER_ID: 'me' }, /IG_USER_ID must be the numeric/],
    [{ METRICS_PROVIDER: 'oembed' }, /METRICS_PROVIDER/],
    [{ METRICS_REFRESH_INTERVAL: '5s' }, /METRICS_REFRESH_INTERVAL must be a duration of at least 10s/],
    [{ METRICS_REFRESH_INTERVAL: 'often' }, /METRICS_REFRESH_INTERVAL/],
    [{ METRICS_PAGE_SIZE: '500' }, /METRICS_PAGE_SIZE/],
    [{ METRICS_USAGE_SLOWDOWN_PERCENT: '90', METRICS_USAGE_PAUSE_PERCENT: '80' }, /SLOWDOWN_PERCENT must be below/],
    [{ IG_GRAPH_BASE_URL: 'ftp://graph' }, /IG_GRAPH_BASE_URL/],
  ])('refuses %p at start-up, naming the variable', (env, message) => {
    expect(() => validateEnvironment(env)).toThrow(ConfigurationError);
    expect(() => validateEnvironment(env)).toThrow(message);
  });

  it('reads durations with units, a bare number as minutes', () => {
    expect(parseDuration('15m')).toBe(900_000);
    expect(parseDuration('90s')).toBe(90_000);
    expect(parseDuration('1h')).toBe(3_600_000);
    expect(parseDuration('20')).toBe(1_200_000);
    expect(parseDuration('soon')).toBeNull();
  });
});
