import { HttpStatus, INestApplication, Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { Server } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { HealthErrorCode } from './health-errors';
import { ReadinessService } from './readiness.service';

/** How long no new connection must arrive before the server stops listening. */
const QUIET_MS = 250;

/**
 * Waits (at most `boundMs`) until no connection is open and none has arrived for a moment: the proxy has
 * stopped choosing this process (nginx leaves out an upstream that answered a read with 503, and retries that
 * read on the next one). Closing the listener while a proxy still connects would reset a connection already
 * carrying a request, which nginx cannot retry when it is a POST.
 */
async function quietened(server: Server, boundMs: number): Promise<void> {
  let lastConnection = Date.now();
  const onConnection = () => (lastConnection = Date.now());
  server.on('connection', onConnection);
  const openConnections = () =>
    new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
  const deadline = Date.now() + boundMs;
  while (Date.now() < deadline && ((await openConnections()) > 0 || Date.now() - lastConnection < QUIET_MS)) {
    await sleep(50);
  }
  server.off('connection', onConnection);
}

/**
 * Drains, then closes: readiness fails at once (GET /health/ready answers 503) while every route still answers,
 * for `graceMs`, so load balancers take this process out of rotation before its server stops accepting. Then
 * reads are refused (503 `draining`: nginx retries them on the next API and leaves this one out) until the
 * connections have ended (at most `graceMs` more); then the server stops listening and Nest closes the
 * application: the requests in hand, whose votes and entries wait on their batch's commit, are answered before
 * the pools close.
 */
export async function drainThenClose(app: INestApplication, graceMs: number): Promise<void> {
  const readiness = app.get(ReadinessService);
  readiness.startDraining();
  new Logger('Shutdown').log(`draining: readiness fails for ${graceMs} ms, then the API closes`);
  await sleep(graceMs);
  readiness.startClosing();
  const server = app.getHttpServer() as Server;
  await quietened(server, graceMs);
  // net.Server#close: stops listening only. http.Server#close would also drop, at once, each connection with no
  // request in progress, among them one whose request is on its way; Nest's close does that once none is left.
  Server.prototype.close.call(server);
  await app.close();
}

/**
 * While draining, every answer ends its connection (`Connection: close`): a proxy that keeps idle connections
 * to this process (nginx's upstream keep-alive) drops them one by one, so when the server closes none is left
 * for the proxy to send a request down as it closes. A POST sent on such a connection could not be retried on
 * the next upstream (nginx never repeats a request that may have arrived); a refused read can be. Once closing,
 * reads (GET, HEAD) are refused with 503 `draining`, so that nginx retries them elsewhere and stops sending here.
 */
export function closeConnectionsWhileDraining(fastify: FastifyInstance, readiness: ReadinessService): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!readiness.isClosing || (request.method !== 'GET' && request.method !== 'HEAD')) return done();
    const error = { code: HealthErrorCode.Draining, message: 'This API process is shutting down', details: null };
    void reply
      .code(HttpStatus.SERVICE_UNAVAILABLE)
      .header('content-type', 'application/json; charset=utf-8')
      .send(JSON.stringify({ error }));
  });
  fastify.addHook('onSend', (_request, reply, _payload, done) => {
    if (readiness.isDraining) void reply.header('connection', 'close');
    done();
  });
}

/**
 * The API's SIGTERM: drain and close, then end the process by the same signal, as Nest's own shutdown hooks do.
 * The other signals keep Nest's immediate close (enableShutdownHooks in http-app.ts).
 */
export function drainOnSigterm(app: INestApplication, graceMs: number): void {
  process.once('SIGTERM', () => {
    drainThenClose(app, graceMs).then(
      () => process.kill(process.pid, 'SIGTERM'),
      (error: Error) => {
        console.error(`shutdown failed: ${error.message}`);
        process.exit(1);
      },
    );
  });
}
