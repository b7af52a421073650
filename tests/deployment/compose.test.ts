import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { dockerfileEnv, REPO_ROOT } from './helpers';

// The Compose Specification's schema (Apache-2.0, its LICENSE beside it), kept here so a bare clone can check.
const SCHEMA = path.join(__dirname, 'compose-spec', 'compose-spec.json');

/** Compose's interpolation ($$, ${VAR}, ${VAR:-default}, ${VAR-default}, ${VAR:?error}) over `env`. */
function interpolate(text: string, env: Record<string, string>): string {
  return text.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g, (match, name, op, arg) => {
    if (match === '$$') return '$';
    const value = env[name];
    const unset = op?.startsWith(':') ? !value : value === undefined;
    if (op?.endsWith('?') && unset) throw new Error(`${name}: ${arg}`);
    return unset ? (op?.endsWith('-') ? arg : '') : value;
  });
}

function loadCompose(file: string, env: Record<string, string> = {}): any {
  return parse(interpolate(readFileSync(path.join(REPO_ROOT, file), 'utf8'), env), { merge: true });
}

function validator() {
  const schema = JSON.parse(readFileSync(SCHEMA, 'utf8'));
  delete schema.$schema;
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addFormat('duration', /^([+-]?\d+(\.\d+)?(ns|us|µs|ms|s|m|h))+$/);
  return ajv.compile(schema);
}

const SERVICES = ['api', 'migrate', 'nginx', 'postgres', 'redis', 'worker'];
const SECRET_NAME = /PASSWORD|SECRET|TOKEN|_KEY$|AUTHORIZATION/i;

describe('docker-compose.yml', () => {
  const raw = readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
  const rawDoc = parse(raw, { merge: true });
  const compose = loadCompose('docker-compose.yml');
  const services: Record<string, any> = compose.services;

  it('is valid against the compose specification schema', () => {
    const validate = validator();
    const valid = validate(compose);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the TLS override is valid against the schema too', () => {
    const validate = validator();
    const override = loadCompose('docker-compose.tls.yml', { TLS_CERT_DIR: '/etc/contest/certs' });
    expect(validate(override) ? [] : validate.errors).toEqual([]);
  });

  it('has exactly the contract services, none with a fixed container name', () => {
    // Prometheus and Grafana start only with `--profile monitoring` (monitoring.test.ts).
    expect(
      Object.keys(services)
        .filter((name) => !services[name].profiles)
        .sort(),
    ).toEqual(SERVICES);
    for (const name of SERVICES) expect([name, services[name].container_name]).toEqual([name, undefined]);
  });

  it('points every depends_on at an existing service', () => {
    for (const [name, service] of Object.entries(services)) {
      const targets = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
      for (const target of targets) expect([name, target, target in services]).toEqual([name, target, true]);
    }
  });

  it('gives every long-running service a health check and a restart policy', () => {
    const longRunning = Object.entries(services).filter(([, service]) => service.restart !== 'no');
    expect(longRunning.map(([name]) => name).sort()).toEqual([
      'api',
      'grafana',
      'nginx',
      'postgres',
      'prometheus',
      'redis',
      'worker',
    ]);
    for (const [name, service] of longRunning) {
      expect([name, service.restart]).toEqual([name, 'unless-stopped']);
      expect([name, Array.isArray(service.healthcheck?.test), service.healthcheck?.disable]).toEqual([
        name,
        true,
        undefined,
      ]);
    }
  });

  it('runs migrate once, before the api and the worker', () => {
    expect(services.migrate.restart).toBe('no');
    expect(services.migrate.command).toEqual(['node', 'dist/database/migrate.js']);
    for (const name of ['api', 'worker']) {
      expect(services[name].depends_on.migrate).toEqual({ condition: 'service_completed_successfully' });
    }
    expect(services.nginx.depends_on.api).toEqual({ condition: 'service_healthy' });
  });

  it('uses no `latest` and no untagged image, and names the images it builds', () => {
    for (const [name, service] of Object.entries(services)) {
      const image: string = service.image ?? '';
      const tag = image.includes(':') ? image.slice(image.lastIndexOf(':') + 1) : '';
      expect([name, tag !== '' && !tag.includes('/') && tag !== 'latest']).toEqual([name, true]);
    }
    expect(raw).not.toMatch(/:latest\b/);
  });

  it('writes no secret: secret-looking settings are blank or come from .env', () => {
    const offending: string[] = [];
    const visit = (value: unknown, where: string) => {
      if (typeof value === 'string') {
        // Credentials in a URL (scheme://user:password@host) must be interpolated, never literal.
        const credentials = value.match(/:\/\/[^/\s:@]+:([^@\s]+)@/);
        if (credentials && !credentials[1].startsWith('${')) offending.push(where);
        return;
      }
      if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (SECRET_NAME.test(key) && typeof inner === 'string' && inner !== '' && !/^\$\{[^}]+\}$/.test(inner)) {
            offending.push(`${where}.${key}`);
          }
          visit(inner, `${where}.${key}`);
        }
      }
    };
    visit(rawDoc, 'compose');
    expect(offending).toEqual([]);
    for (const name of ['api', 'worker', 'migrate']) expect(services[name].env_file).toBe('.env');
  });

  it('runs the data services as BullMQ and durability need', () => {
    expect(services.postgres.image).toMatch(/^postgres:16[.-]/);
    expect(services.redis.image).toMatch(/^redis:7[.-]/);
    const redis = services.redis.command.join(' ');
    expect(redis).toContain('--appendonly yes');
    expect(redis).toContain('--maxmemory-policy noeviction');
    expect(services.postgres.volumes).toContain('postgres-data:/var/lib/postgresql/data');
    expect(services.redis.volumes).toContain('redis-data:/data');
    expect(Object.keys(compose.volumes).sort()).toEqual([
      'grafana-data',
      'media',
      'postgres-data',
      'prometheus-data',
      'redis-data',
      'secrets',
    ]);
    expect(services.nginx.ports).toEqual(['80:80']);
    expect(loadCompose('docker-compose.yml', { HTTP_PORT: '8081' }).services.nginx.ports).toEqual(['8081:80']);
  });

  it("gives nginx room for a surge: the image's own main configuration, with the open files its connections need", () => {
    // The base image's nginx.conf allows 1,024 connections a worker: about 500 proxied requests in flight.
    expect(readFileSync(path.join(REPO_ROOT, 'Dockerfile.web'), 'utf8')).toContain(
      'COPY nginx/nginx.conf /etc/nginx/nginx.conf',
    );
    const conf = readFileSync(path.join(REPO_ROOT, 'nginx', 'nginx.conf'), 'utf8');
    const directive = (name: string) => Number(new RegExp(`^\\s*${name}\\s+(\\d+);`, 'm').exec(conf)?.[1]);
    expect(directive('worker_connections')).toBeGreaterThanOrEqual(16_384);
    // Two descriptors a proxied request (the visitor's and the API's), plus the cache's files.
    expect(directive('worker_rlimit_nofile')).toBeGreaterThanOrEqual(2 * directive('worker_connections'));
    // What the templates rely on from the main configuration.
    expect(conf).toContain('include /etc/nginx/conf.d/*.conf;');
    expect(conf).toContain('include /etc/nginx/mime.types;');
  });

  it('keeps console uploads in the media volume: written by the API, read-only to nginx, where both look', () => {
    const mediaDir = services.api.environment.MEDIA_DIR;
    expect(mediaDir).toBe(dockerfileEnv('Dockerfile.web').MEDIA_ROOT);
    expect(services.api.volumes).toContain(`media:${mediaDir}`);
    expect(services.nginx.volumes).toEqual([`media:${mediaDir}:ro`]);
    // A new volume takes the image directory's owner: the API's user must own it to write uploads.
    expect(readFileSync(path.join(REPO_ROOT, 'Dockerfile.api'), 'utf8')).toContain(`chown node:node ${mediaDir}`);
  });

  describe('secrets left blank in .env', () => {
    let dir: string;
    beforeEach(() => {
      dir = mkdtempSync(path.join(tmpdir(), 'contest-secrets-'));
    });
    afterEach(() => rmSync(dir, { recursive: true, force: true }));

    /** The postgres service's entry point, pointed at `dir`, printing the password it hands to Postgres. */
    function postgresEntrypoint(env: Record<string, string> = {}): string {
      const [shell, flag, script] = services.postgres.entrypoint;
      const local = script
        .replaceAll('/run/contest-secrets', dir)
        .replace('docker-entrypoint.sh "$@"', 'printenv POSTGRES_PASSWORD');
      return execFileSync(shell, [flag, local, 'postgres-entrypoint'], {
        env: { PATH: process.env.PATH, ...env },
        encoding: 'utf8',
      }).trim();
    }

    function apiEntrypoint(env: Record<string, string>): string {
      return execFileSync(
        'sh',
        [
          path.join(REPO_ROOT, 'scripts', 'docker', 'api-entrypoint.sh'),
          'sh',
          '-c',
          'echo "$DATABASE_URL $JWT_SECRET"',
        ],
        {
          env: {
            PATH: process.env.PATH,
            CONTEST_SECRETS_DIR: dir,
            POSTGRES_USER: 'contest',
            POSTGRES_DB: 'contest',
            ...env,
          },
          encoding: 'utf8',
        },
      ).trim();
    }

    it('are generated once, strong, kept across restarts, readable by the API image user group only', () => {
      const first = postgresEntrypoint();
      expect(first).toMatch(/^[A-Za-z0-9]{48}$/);
      expect(postgresEntrypoint()).toBe(first);
      const jwt = readFileSync(path.join(dir, 'jwt-secret'), 'utf8');
      expect(jwt).toMatch(/^[A-Za-z0-9]{48}$/);
      expect(jwt).not.toBe(first);
      const stats = statSync(path.join(dir, 'postgres-password'));
      expect([stats.mode & 0o777, stats.gid]).toEqual([0o640, 1000]);

      // The API image's entry point uses the same ones.
      expect(apiEntrypoint({})).toBe(`postgres://contest:${first}@postgres:5432/contest ${jwt}`);
    });

    it('are taken from .env when set there', () => {
      expect(postgresEntrypoint({ POSTGRES_PASSWORD: 'from-dotenv' })).toBe('from-dotenv');
      expect(apiEntrypoint({ POSTGRES_PASSWORD: 'p@ss:w/rd', JWT_SECRET: 'j'.repeat(40) })).toBe(
        `postgres://contest:p%40ss%3Aw%2Frd@postgres:5432/contest ${'j'.repeat(40)}`,
      );
      expect(apiEntrypoint({ DATABASE_URL: 'postgres://u:p@db.example.org/contest', JWT_SECRET: 'x' })).toBe(
        'postgres://u:p@db.example.org/contest x',
      );
    });
  });
});
