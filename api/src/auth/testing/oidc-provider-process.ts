import { ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const SERVER = path.resolve(__dirname, '../../../../tools/oidc-provider/server.mjs');

export interface OidcProviderProcess {
  issuer: string;
  stop(): Promise<void>;
}

/** Runs tools/oidc-provider/server.mjs as a separate process on a free loopback port. */
export async function startOidcProvider(client: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}): Promise<OidcProviderProcess> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      SERVER,
      '--port',
      '0',
      '--client-id',
      client.clientId,
      '--client-secret',
      client.clientSecret,
      '--redirect-uri',
      client.redirectUri,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const issuer = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const ready = /^oidc-provider ready (\S+)$/m.exec(stdout);
      if (ready) resolve(ready[1]);
    });
    child.once('exit', (code) => reject(new Error(`oidc-provider exited with ${code}: ${stderr}`)));
  });
  return {
    issuer,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
