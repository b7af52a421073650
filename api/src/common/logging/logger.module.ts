import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { Module, RequestMethod } from '@nestjs/common';
import { LoggerModule as PinoLoggerModule } from 'nestjs-pino';
import { AppConfig } from '../../config/app-config';
import { PROCESS_ROLE, ProcessRole } from '../../config/config.module';

const REQUEST_ID = /^[\w.-]{1,64}$/;

/**
 * Fastify's request id: the X-Request-Id nginx sets when it is sane and the connection comes from a trusted
 * proxy (TRUST_PROXY, compiled as fastify compiles it), else a new UUID. Anyone else's header is ignored,
 * so a client cannot choose the id its request is logged under.
 */
export function requestIdGenerator(trustProxy: string): (req: IncomingMessage) => string {
  const trusted = proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
  return (req) => {
    const incoming = req.headers['x-request-id'];
    const peer = req.socket.remoteAddress;
    return typeof incoming === 'string' && REQUEST_ID.test(incoming) && peer && trusted(peer, 0)
      ? incoming
      : randomUUID();
  };
}

/**
 * Structured JSON logs (pino); every line written while serving a request carries its id (fastify's request id).
 * The anonymous public board and stats, entering a post and the public vote are the hot paths and get no
 * per-request logger: pino-http's middleware cost about 30 % of the API's CPU on the board and 40 % on a vote
 * (docs/benchmarks.md), and nginx's access log already records each of them with its request id (an entry is
 * also stored with its history row, a vote with its voter, time and address). An error on those routes is still logged, with the id
 * (AllExceptionsFilter).
 */
@Module({
  imports: [
    PinoLoggerModule.forRootAsync({
      inject: [AppConfig, PROCESS_ROLE],
      useFactory: (config: AppConfig, role: ProcessRole) => ({
        exclude: [
          { method: RequestMethod.GET, path: 'leaderboard' },
          { method: RequestMethod.GET, path: 'stats' },
          { method: RequestMethod.POST, path: 'submissions' },
          { method: RequestMethod.POST, path: 'submissions/:id/vote' },
        ],
        pinoHttp: {
          level: config.logLevel,
          customProps: () => ({ service: role }),
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
