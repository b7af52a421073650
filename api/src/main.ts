import 'reflect-metadata';
import { AppConfig } from './config/app-config';
import { drainOnSigterm } from './health/graceful-shutdown';
import { createHttpApp } from './http-app';

async function main(): Promise<void> {
  const config = AppConfig.fromEnvironment();
  const app = await createHttpApp({ config });
  await app.listen(config.api.port, config.api.host);
  drainOnSigterm(app, config.api.shutdownGraceMs);
}

main().catch((error: Error) => {
  // Configuration errors and failed connections end here, before any logger exists.
  console.error(error.message);
  process.exit(1);
});
