import { AppConfig } from './app-config';
import { ConfigurationError, validateEnvironment } from './environment';

describe('configuration is validated at start-up', () => {
  it('applies defaults for a developer machine', () => {
    const config = AppConfig.fromEnvironment({});
    expect(config.database.url).toBe('postgres://postgres@127.0.0.1:5432/contest');
    expect(config.redis).toEqual({ url: 'redis://127.0.0.1:6379', prefix: 'contest' });
    expect(config.api.port).toBe(3000);
    expect(config.jwtSecretGenerated).toBe(true);
  });

  it.each([
    ['DATABASE_URL', 'mysql://root@localhost/db'],
    ['REDIS_URL', 'not a url'],
    ['API_PORT', 'eighty'],
    ['API_PORT', '70000'],
    ['NODE_ENV', 'staging'],
    ['JWT_SECRET', 'short'],
    ['PUBLIC_URL', 'example'],
  ])('names %s when it is %p', (name, value) => {
    expect(() => validateEnvironment({ [name]: value })).toThrow(ConfigurationError);
    expect(() => validateEnvironment({ [name]: value })).toThrow(new RegExp(`- ${name}`));
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
