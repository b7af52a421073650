import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Module, RequestMethod } from '@nestjs/common';
import { LoggerModule as PinoLoggerModule } from 'nestjs-pino';
import { AppConfig } from '../../config/app-config';

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Fastify's request id: the caller's X-Request-Id when it is sane (nginx sets one), else a new UUID. */
export function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * Structured JSON logs (pino); every line written while serving a request carries its id (fastify's request id).
 * The anonymous public board and stats are the hot path and get no per-request logger: pino-http's middleware
 * cost about 30 % of the API's CPU there (docs/benchmarks.md), and nginx's access log already records each of
 * them with its request id. An error on those routes is still logged, with the id (AllExceptionsFilter).
 */
@Module({
  imports: [
    PinoLoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        exclude: [
          { method: RequestMethod.GET, path: 'leaderboard' },
          { method: RequestMethod.GET, path: 'stats' },
        ],
        pinoHttp: {
          level: config.logLevel,
          customProps: () => ({ service: process.env.CONTEST_ROLE ?? 'api' }),
          redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          autoLogging: { ignore: (req) => req.url?.startsWith('/api/v1/health') ?? false },
          serializers: {
            req: (req: { id: string; method: string; url: string }) => ({
              id: req.id,
              method: req.method,
              url: req.url,
            }),
          },
        },
      }),
    }),
  ],
})
export class LoggerModule {}
