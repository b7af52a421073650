import type { FastifyInstance } from 'fastify';
import { httpDuration, httpRequests } from './metric-families';

/** Requests no route matched (probes, typos): one series, so a scan of random paths cannot grow the registry. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Counts every answer by its route pattern (`/api/v1/submissions/:id/vote`, never the raw URL: one series per
 * route, whatever the ids), method and status, and observes its duration. Called by createHttpApp.
 */
export function instrumentHttp(fastify: FastifyInstance): void {
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    httpRequests.inc({ route, method: request.method, status: String(reply.statusCode) });
    httpDuration.observe({ route, method: request.method }, reply.elapsedTime / 1000);
    done();
  });
}
