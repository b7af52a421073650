import { AppConfig } from './app-config';
import { ConfigurationError, validateEnvironment } from './environment';

describe('retention settings', () => {
  it('default to what the privacy page promises', () => {
    expect(AppConfig.fromEnvironment({}).housekeeping).toEqual({
      contestDataDays: 2557,
      analyticsDays: 730,
      leaderboardSnapshotDays: 30,
      consoleLoginAttemptDays: 90,
    });
  });

  it('read each variable', () => {
    const config = AppConfig.fromEnvironment({
      RETENTION_CONTEST_DATA_DAYS: '3000',
      RETENTION_ANALYTICS_DAYS: '400',
      RETENTION_LEADERBOARD_SNAPSHOT_DAYS: '7',
      RETENTION_CONSOLE_LOGIN_ATTEMPTS_DAYS: '14',
    });
    expect(config.housekeeping).toEqual({
      contestDataDays: 3000,
      analyticsDays: 400,
      leaderboardSnapshotDays: 7,
      consoleLoginAttemptDays: 14,
    });
  });

  it.each([
    ['RETENTION_CONTEST_DATA_DAYS', '0'],
    ['RETENTION_CONTEST_DATA_DAYS', '7y'],
    ['RETENTION_ANALYTICS_DAYS', '29'],
    ['RETENTION_LEADERBOARD_SNAPSHOT_DAYS', '0'],
    ['RETENTION_CONSOLE_LOGIN_ATTEMPTS_DAYS', '-1'],
    ['RETENTION_CONSOLE_LOGIN_ATTEMPTS_DAYS', '36501'],
  ])('stop the start-up naming %s when it is %p', (name, value) => {
    expect(() => validateEnvironment({ [name]: value })).toThrow(ConfigurationError);
    expect(() => validateEnvironment({ [name]: value })).toThrow(new RegExp(`- ${name}`));
  });
});
