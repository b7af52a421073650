import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dockerfileEnv, loadRenderer, REPO_ROOT } from './helpers';

const run = (command: string, args: string[]) => spawnSync(command, args, { encoding: 'utf8' });

function nginxTest(prefix: string): { ok: boolean; output: string } {
  const result = run('nginx', [
    '-t',
    '-p',
    prefix,
    '-c',
    path.join(prefix, 'nginx.conf'),
    '-e',
    path.join(prefix, 'error.log'),
  ]);
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

function nginxVersion(): [number, number, number] {
  const text = run('nginx', ['-v']).stderr;
  const [major, minor, patch] = (text.match(/nginx\/(\d+)\.(\d+)\.(\d+)/) ?? []).slice(1).map(Number);
  return [major, minor, patch];
}

describe('the nginx template', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'contest-nginx-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('passes `nginx -t` as the local run renders it', () => {
    const { prepareLocalNginx } = loadRenderer();
    prepareLocalNginx({ prefix: dir, listen: '127.0.0.1:18080', apiPort: 3999, mode: 'development' });
    expect(nginxTest(dir)).toEqual({ ok: true, output: expect.stringContaining('test is successful') });
  });

  it('passes `nginx -t` with the Docker image variables, TLS server included', () => {
    const { renderTemplates, TEMPLATE_DIR, TLS_TEMPLATE, templateFiles } = loadRenderer();
    const image = dockerfileEnv('Dockerfile.web');
    // What only a container has: Docker's DNS server and the `api` service name, port 80 (root),
    // and paths under /etc/nginx and /usr/share/nginx; everything else exactly as the image sets it.
    const variables = {
      ...image,
      NGINX_LISTEN: '127.0.0.1:18081',
      API_UPSTREAM: '127.0.0.1:3000',
      NGINX_RESOLVER: '127.0.0.1',
      NGINX_CACHE_PATH: path.join(dir, 'cache'),
      NGINX_ACCESS_LOG: path.join(dir, 'access.log'),
      TLS_CERTIFICATE: path.join(dir, 'cert.pem'),
      TLS_CERTIFICATE_KEY: path.join(dir, 'key.pem'),
    };
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-keyout',
        variables.TLS_CERTIFICATE_KEY,
        '-out',
        variables.TLS_CERTIFICATE,
      ],
      { stdio: 'ignore' },
    );
    const templates = [...templateFiles().map((file: string) => path.join(TEMPLATE_DIR, file)), TLS_TEMPLATE];
    const confDir = path.join(dir, 'conf.d');
    const written: string[] = renderTemplates(variables, confDir, templates);
    const tls = written.find((file) => file.endsWith('tls.conf'))!;
    const [major, minor] = nginxVersion();
    if (major === 1 && minor < 25) {
      // `http2 on;` is nginx >= 1.25.1 (the image's 1.28 has it); older local nginx checks the rest.
      execFileSync('sed', ['-i', 's/^\\s*http2 on;$//', tls]);
    }
    execFileSync('sed', ['-i', 's/listen 443 ssl/listen 127.0.0.1:18443 ssl/', tls]);
    execFileSync('cp', [path.join(REPO_ROOT, 'nginx', 'local', 'nginx.conf'), path.join(dir, 'nginx.conf')]);
    mkdirSync(path.join(dir, 'temp'));
    expect(nginxTest(dir)).toEqual({ ok: true, output: expect.stringContaining('test is successful') });
    expect(readFileSync(tls, 'utf8')).toContain('include conf.d/contest-site.inc;');
  });

  it('renders exactly what envsubst (the image entrypoint) renders', () => {
    const { envsubst, templateFiles, TEMPLATE_DIR } = loadRenderer();
    if (run('sh', ['-c', 'command -v envsubst']).status !== 0) {
      throw new Error('envsubst (Debian gettext-base) is needed for this check');
    }
    const variables = { ...dockerfileEnv('Dockerfile.web'), HOSTNAME: 'web-1', HOME: '/root' };
    for (const file of templateFiles()) {
      const template = readFileSync(path.join(TEMPLATE_DIR, file), 'utf8');
      // What the image's 20-envsubst-on-templates.sh runs: envsubst "${A} ${B} …" over every defined variable.
      const shellFormat = Object.keys(variables)
        .map((name) => `\${${name}}`)
        .join(' ');
      const expected = execFileSync('envsubst', [shellFormat], { input: template, env: variables, encoding: 'utf8' });
      expect(envsubst(template, variables)).toBe(expected);
    }
  });

  it('has a value in the image for every placeholder, and the same knob defaults everywhere', () => {
    const { placeholders, templateFiles, TEMPLATE_DIR, TLS_TEMPLATE, TEMPLATE_DEFAULTS } = loadRenderer();
    const image = dockerfileEnv('Dockerfile.web');
    const used = new Set<string>();
    for (const file of [...templateFiles().map((f: string) => path.join(TEMPLATE_DIR, f)), TLS_TEMPLATE]) {
      for (const name of placeholders(readFileSync(file, 'utf8'))) used.add(name);
    }
    expect([...used].filter((name) => !(name in image))).toEqual([]);
    for (const [name, value] of Object.entries(TEMPLATE_DEFAULTS)) expect([name, image[name]]).toEqual([name, value]);

    const compose = readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
    for (const [name, value] of Object.entries(TEMPLATE_DEFAULTS)) {
      expect(compose).toContain(`${name}: \${${name}:-${value}}`);
    }
  });
});
