import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { ConfigModule } from './config/config.module';
import { WorkerModule } from './worker.module';

/** The worker: same modules as the API, no HTTP server; SIGTERM lets the job in hand finish. */
async function main(): Promise<void> {
  const app = await NestFactory.createApplicationContext(
    { module: WorkerModule, imports: [ConfigModule.fromEnvironment('worker')] },
    { bufferLogs: true },
  );
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
