import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import Redis, { RedisOptions } from 'ioredis';
import { AppConfig } from '../config/app-config';

/** Connection options shared by our own client and BullMQ's connections. */
export function redisConnectionOptions(): RedisOptions {
  return {
    // BullMQ needs unlimited retries per request for its blocking connections.
    maxRetriesPerRequest: null,
    connectTimeout: 5000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5000),
    lazyConnect: false,
  };
}

/**
 * The application's own Redis client (caches, one-time codes, rate limits). Every key is
 * namespaced with REDIS_PREFIX through ioredis' keyPrefix, so callers use bare key names.
 */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisService.name);
  readonly client: Redis;

  constructor(config: AppConfig) {
    this.client = new Redis(config.redis.url, {
      ...redisConnectionOptions(),
      // Commands fail fast while Redis is down instead of queueing forever.
      maxRetriesPerRequest: 2,
      keyPrefix: `${config.redis.prefix}:`,
    });
    this.client.on('error', (error) => this.logger.warn(`Redis: ${error.message}`));
  }

  /** Resolves when Redis answers PING within the timeout. */
  async ping(timeoutMs = 1000): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([this.client.ping(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
