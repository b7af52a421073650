import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eventually } from '../support/eventually';
import { freePort } from '../support/stack';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** The renderer scripts/start.mjs uses (nginx/render.cjs), untyped JavaScript. */
export function loadRenderer(): any {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require(path.join(REPO_ROOT, 'nginx', 'render.cjs'));
}

/**
 * The project's nginx, rendered as `npm start` renders it (development mode, the built site), in front of a
 * stand-in API answering with `handler`. `mediaRoot` is the upload directory nginx serves under /media/.
 */
export async function startNginxInFront(
  handler: RequestListener,
  options: { mediaRoot?: string } = {},
): Promise<{ base: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'contest-nginx-in-front-'));
  const upstream = createServer(handler);
  upstream.listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  const listen = `127.0.0.1:${await freePort()}`;
  const prepared = loadRenderer().prepareLocalNginx({
    prefix: dir,
    listen,
    apiPort: (upstream.address() as AddressInfo).port,
    mode: 'development',
    mediaRoot: options.mediaRoot,
  });
  const nginx = spawn('nginx', prepared.args, { stdio: 'ignore' });
  const stop = async () => {
    if (nginx.exitCode === null && nginx.signalCode === null) {
      nginx.kill('SIGQUIT');
      await once(nginx, 'exit');
    }
    upstream.close();
    rmSync(dir, { recursive: true, force: true });
  };
  const base = `http://${listen}`;
  await eventually(async () => expect((await fetch(`${base}/nginx-health`)).status).toBe(200), 20_000, 200).catch(
    async (error) => {
      await stop();
      throw error;
    },
  );
  return { base, stop };
}

/** The ENV of a Dockerfile's last stage, joined across continuation lines (`ENV A=1 \ B="x y"`). */
export function dockerfileEnv(file: string): Record<string, string> {
  const text = readFileSync(path.join(REPO_ROOT, file), 'utf8').replace(/\\\n/g, ' ');
  const lastStage = text.slice(text.lastIndexOf('\nFROM '));
  const env: Record<string, string> = {};
  for (const line of lastStage.split('\n').filter((l) => l.startsWith('ENV '))) {
    for (const match of line.slice(4).matchAll(/([A-Z_][A-Z0-9_]*)=("([^"]*)"|\S+)/g)) {
      env[match[1]] = match[3] ?? match[2];
    }
  }
  return env;
}
