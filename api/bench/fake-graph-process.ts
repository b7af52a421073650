import { fork } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { transformFileSync } from '@swc/core';

export interface FakeGraphProcess {
  env: Record<string, string>;
  /** Requests the fake has received so far. */
  calls(): Promise<number>;
  stop(): Promise<void>;
}

const RUNNER = `
const { FakeGraphServer, fakeMedia } = require('./fake-graph-server.js');
(async () => {
  const fake = await FakeGraphServer.start();
  const count = Number(process.env.FAKE_MEDIA_COUNT);
  fake.maxLimit = 100;
  fake.media = Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return fakeMedia({
      shortcode: 'DemoE' + n.toString(16).padStart(6, '0'),
      username: 'creator_' + (n % 5000),
      views: (n * 7919) % 1000000,
      likes: n % 20 === 0 ? null : (n * 31) % 50000,
    });
  });
  process.on('message', (message) => {
    if (message === 'calls') process.send({ calls: fake.calls.length });
  });
  process.send({ env: fake.env() });
})();
`;

/**
 * The fake Graph API in a process of its own, listing `count` collaborations whose shortcodes are the demo
 * seed's (DemoE000001...), so the benchmark measures the worker's memory and CPU, not the fake's.
 */
export async function startFakeGraphProcess(count: number): Promise<FakeGraphProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'fake-graph-'));
  const compiled = transformFileSync(path.join(__dirname, '../test/fake-graph/fake-graph-server.ts'), {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  writeFileSync(path.join(dir, 'fake-graph-server.js'), compiled.code);
  writeFileSync(path.join(dir, 'runner.js'), RUNNER);
  const child = fork(path.join(dir, 'runner.js'), [], { env: { ...process.env, FAKE_MEDIA_COUNT: String(count) } });
  const env = await new Promise<Record<string, string>>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { env: Record<string, string> }).env));
    child.once('exit', (code) => reject(new Error(`fake Graph API process exited with ${code}`)));
  });
  return {
    env,
    calls: () =>
      new Promise((resolve) => {
        child.once('message', (message) => resolve((message as { calls: number }).calls));
        child.send('calls');
      }),
    stop: async () => {
      child.kill();
    },
  };
}
