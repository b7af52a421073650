import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { hostname } from 'node:os';
import proxyAddr from '@fastify/proxy-addr';
import { Module } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { LoggerModule as PinoLoggerModule } from 'nestjs-pino';
import { pino, type Logger as PinoInstance } from 'pino';
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

/** Routes (as Fastify names them) that write no request line, with their method: the hot paths (LoggerModule). */
const QUIET_ROUTES = new Map([
  ['/api/v1/leaderboard', 'GET'],
  ['/api/v1/stats', 'GET'],
  ['/api/v1/submissions', 'POST'],
  ['/api/v1/submissions/:id/vote', 'POST'],
]);
const HEALTH_ROUTES = '/api/v1/health/';
const quiet = (method: string, route: string | undefined) =>
  route !== undefined && (QUIET_ROUTES.get(route) === method || route.startsWith(HEALTH_ROUTES));

/**
 * The API's request lines: one per answered request, `{req: {id, method, url}, res: {statusCode}, responseTime}`,
 * written from a Fastify hook (a 5xx at error level). Unknown routes are logged too; health probes and the hot
 * paths are not.
 */
export function logRequests(fastify: FastifyInstance, logger: PinoInstance): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    if (!quiet(request.method, request.routeOptions.url)) {
      const line = {
        req: { id: request.id, method: request.method, url: request.url },
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime),
      };
      if (reply.statusCode >= 500) logger.error(line, 'request errored');
      else logger.info(line, 'request completed');
    }
    done();
  });
}

/**
 * Structured JSON logs (pino), one logger per process, with the process's role (`service`) on every line.
 * Request lines come from a Fastify hook (logRequests), not from Nest middleware: any Nest middleware puts
 * `@fastify/middie` in front of every request, and nestjs-pino's binds a child logger to each request through
 * AsyncLocalStorage, whose promise hooks (Node 20) tax every promise in the process. Together they were 30 % of
 * the API's CPU per vote (docs/benchmarks.md). So a line written while serving a request carries its request id
 * only when it says so: the request line does, and so does every unexpected error (AllExceptionsFilter).
 * The anonymous public board and stats, entering a post and the public vote write no request line: nginx's
 * access log records each of them with its request id (an entry is also stored with its history row, a vote
 * with its voter, time and address).
 */
@Module({
  imports: [
    PinoLoggerModule.forRootAsync({
      inject: [AppConfig, PROCESS_ROLE],
      useFactory: (config: AppConfig, role: ProcessRole) => ({
        pinoHttp: {
          logger: pino({
            level: config.logLevel,
            base: { pid: process.pid, hostname: hostname(), service: role },
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
          }),
        },
        // nestjs-pino's middleware for no route: Nest's Logger only (see above).
        forRoutes: [],
      }),
    }),
  ],
})
export class LoggerModule {}
