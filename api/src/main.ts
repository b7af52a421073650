import 'reflect-metadata';
import { AppConfig } from './config/app-config';
import { drainOnSigterm } from './health/graceful-shutdown';
import { createHttpApp } from './http-app';

/**
 * Connections the kernel queues while the API is busy (Node's default, 511, overflowed under a vote surge: nginx's
 * connects timed out and it took this API out of its rotation). The kernel caps it at net.core.somaxconn.
 */
const LISTEN_BACKLOG = 4096;

async function main(): Promise<void> {
  const config = AppConfig.fromEnvironment();
  const app = await createHttpApp({ config });
  await app.listen({ port: config.api.port, host: config.api.host, backlog: LISTEN_BACKLOG });
  drainOnSigterm(app, config.api.shutdownGraceMs);
}

main().catch((error: Error) => {
  // Configuration errors and failed connections end here, before any logger exists.
  console.error(error.message);
  process.exit(1);
});
