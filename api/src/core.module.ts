import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from './common/logging/logger.module';
import { AppConfig } from './config/app-config';
import { dataSourceOptions } from './database/data-source';
import { HealthModule } from './health/health.module';
import { QueueModule } from './queue/queue.module';
import { RedisModule } from './redis/redis.module';

/**
 * What both entry points share: logs, Postgres, Redis, queues and health. The configuration comes from the
 * entry point (ConfigModule.forRoot), parsed once per process.
 */
@Module({
  imports: [
    LoggerModule,
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        ...dataSourceOptions(config.database.url, config.database.poolSize),
        autoLoadEntities: true,
        retryAttempts: 5,
        retryDelay: 2000,
      }),
    }),
    RedisModule,
    QueueModule,
    HealthModule,
  ],
})
export class CoreModule {}
