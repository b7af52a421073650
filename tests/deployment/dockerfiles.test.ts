import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './helpers';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const dockerfilelint = require('dockerfilelint') as { run(configPath: string, content: string): unknown[] };

interface Instruction {
  keyword: string;
  args: string;
}

/** The instructions of a Dockerfile, continuation lines joined, comments dropped. */
function instructions(file: string): Instruction[] {
  const text = readFileSync(path.join(REPO_ROOT, file), 'utf8').replace(/\\\n/g, ' ');
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

function finalStage(all: Instruction[]): Instruction[] {
  const lastFrom = all.map((i) => i.keyword).lastIndexOf('FROM');
  return all.slice(lastFrom);
}

/** Sources of COPY instructions that read the build context (not another stage). */
function contextSources(all: Instruction[]): string[] {
  return all
    .filter((i) => i.keyword === 'COPY' && !i.args.includes('--from='))
    .flatMap((i) =>
      i.args
        .split(/\s+/)
        .filter((word) => !word.startsWith('--'))
        .slice(0, -1),
    );
}

const DOCKERFILES = ['Dockerfile.api', 'Dockerfile.web'];
/** Node's Active LTS; every Node stage of both images builds and runs on it. */
const NODE_IMAGE = 'node:26-trixie-slim';

describe.each(DOCKERFILES)('%s', (file) => {
  const all = instructions(file);

  it("uses the builder's own Dockerfile frontend: no `# syntax=` line (fetched from Docker Hub)", () => {
    const content = readFileSync(path.join(REPO_ROOT, file), 'utf8');
    expect(content).not.toMatch(/^#\s*syntax\s*=/im);
  });

  it('passes dockerfilelint', () => {
    const content = readFileSync(path.join(REPO_ROOT, file), 'utf8');
    expect(dockerfilelint.run(REPO_ROOT, content)).toEqual([]);
  });

  it('builds in stages from base images pinned by tag (never latest)', () => {
    const bases = all.filter((i) => i.keyword === 'FROM').map((i) => i.args.split(/\s+/)[0]);
    expect(bases.length).toBeGreaterThanOrEqual(2);
    for (const base of bases) {
      const tag = base.includes(':') ? base.split(':')[1] : '';
      expect([base, tag !== '' && tag !== 'latest']).toEqual([base, true]);
    }
  });

  it('copies only files that exist and that .dockerignore lets into the build context', () => {
    const ignored = readFileSync(path.join(REPO_ROOT, '.dockerignore'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'))
      .map((pattern) => pattern.replace(/^\*\*\//, ''));
    for (const source of contextSources(all)) {
      expect([source, existsSync(path.join(REPO_ROOT, source))]).toEqual([source, true]);
      const parts = source.replace(/\/$/, '').split('/');
      expect([source, parts.filter((part) => ignored.includes(part))]).toEqual([source, []]);
    }
  });

  it(`builds its Node stages on ${NODE_IMAGE}`, () => {
    const nodeBases = all
      .filter((i) => i.keyword === 'FROM' && i.args.startsWith('node:'))
      .map((i) => i.args.split(/\s+/)[0]);
    expect(nodeBases.length).toBeGreaterThanOrEqual(1);
    expect(new Set(nodeBases)).toEqual(new Set([NODE_IMAGE]));
  });

  it('declares a health check with its timing', () => {
    const healthcheck = finalStage(all).find((i) => i.keyword === 'HEALTHCHECK');
    expect(healthcheck?.args).toMatch(/--interval=\d+s .*--timeout=\d+s .*CMD \[/);
  });
});

describe('Dockerfile.api', () => {
  const all = instructions('Dockerfile.api');
  const runtime = finalStage(all);

  it('installs from the lockfile and ships production dependencies only', () => {
    const runs = all.filter((i) => i.keyword === 'RUN').map((i) => i.args);
    expect(runs.some((args) => /npm ci .*--workspace api/.test(args) && !args.includes('--omit=dev'))).toBe(true);
    expect(runs.some((args) => /npm ci .*--workspace api .*--omit=dev/.test(args))).toBe(true);
    expect(runtime.find((i) => i.keyword === 'FROM')?.args).toBe(NODE_IMAGE);
  });

  it('runs as the unprivileged node user under tini, the API by default', () => {
    expect(runtime.filter((i) => i.keyword === 'USER').map((i) => i.args)).toEqual(['node']);
    expect(runtime.find((i) => i.keyword === 'ENTRYPOINT')?.args).toBe(
      '["/usr/bin/tini", "--", "sh", "/app/api/api-entrypoint.sh"]',
    );
    expect(runtime.find((i) => i.keyword === 'CMD')?.args).toBe('["node", "dist/main.js"]');
  });
});

describe('Dockerfile.web', () => {
  const runtime = finalStage(instructions('Dockerfile.web'));

  it('is nginx >= 1.27.3 (upstream `resolve`) with the templates where the image renders them', () => {
    const [, version] = runtime[0].args.match(/^nginx:(\d+\.\d+)/) ?? [];
    const [major, minor] = version.split('.').map(Number);
    expect(major > 1 || minor >= 28).toBe(true);
    const copies = runtime.filter((i) => i.keyword === 'COPY').map((i) => i.args);
    expect(copies).toContain('nginx/templates/ /etc/nginx/templates/');
    expect(copies).toContain('--from=build /app/web/dist/ /usr/share/nginx/html/');
    expect(copies).toContain('--from=build /app/admin/dist/ /usr/share/nginx/admin/');
  });
});
