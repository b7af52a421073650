import 'reflect-metadata';
import { AppConfig } from './config/app-config';
import { drainOnSigterm } from './health/graceful-shutdown';
import { createHttpApp } from './http-app';

/** Connections waiting to be accepted; the kernel caps it at net.core.somaxconn (4,096 by default). */
const LISTEN_BACKLOG = 4096;

async function main(): Promise<void> {
  const config = AppConfig.fromEnvironment();
  const app = await createHttpApp({ config });
  // A queue of connections the kernel holds while the API is busy (Node's default is 511): under a vote surge nginx
  // then waits for a connection instead of timing out and taking this API out of its rotation.
  await app.listen({ port: config.api.port, host: config.api.host, backlog: LISTEN_BACKLOG });
  drainOnSigterm(app, config.api.shutdownGraceMs);
}

main().catch((error: Error) => {
  // Configuration errors and failed connections end here, before any logger exists.
  console.error(error.message);
  process.exit(1);
});
