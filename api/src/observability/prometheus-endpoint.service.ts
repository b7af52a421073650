import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { createServer, Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { AppConfig } from '../config/app-config';
import { PROCESS_ROLE, ProcessRole } from '../config/config.module';
import { eventRegistry } from './metric-families';
import { ScrapeGauges } from './scrape-gauges.service';

/** Prometheus' text format, as prom-client writes it. */
const CONTENT_TYPE = eventRegistry.contentType;

/**
 * `GET /metrics` on a port of its own (API_PROMETHEUS_PORT / WORKER_PROMETHEUS_PORT), apart from the API's: nginx
 * proxies only the API's port, so the figures never reach the public. Port 0 turns it off.
 */
@Injectable()
export class PrometheusEndpoint implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Observability');
  private server: Server | null = null;

  constructor(
    private readonly config: AppConfig,
    @Inject(PROCESS_ROLE) private readonly role: ProcessRole,
    private readonly gauges: ScrapeGauges,
  ) {}

  /** The port it listens on, or null when off. */
  get port(): number | null {
    return this.server ? (this.server.address() as AddressInfo).port : null;
  }

  async onApplicationBootstrap(): Promise<void> {
    const { host, apiPort, workerPort } = this.config.prometheus;
    const port = this.role === 'api' ? apiPort : workerPort;
    if (port === 0) return;
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics\n');
        return;
      }
      void Promise.all([eventRegistry.metrics(), this.gauges.metrics()]).then(
        ([events, gauges]) => response.writeHead(200, { 'content-type': CONTENT_TYPE }).end(events + gauges),
        (error: Error) => {
          this.logger.error(`metrics scrape failed: ${error.message}`);
          response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
        },
      );
    });
    server.listen(port, host);
    try {
      await once(server, 'listening');
    } catch (error) {
      const variable = this.role === 'api' ? 'API_PROMETHEUS_PORT' : 'WORKER_PROMETHEUS_PORT';
      throw new Error(`metrics endpoint: cannot listen on ${host}:${port} (${variable}): ${(error as Error).message}`);
    }
    this.server = server;
    this.logger.log(`Prometheus metrics at http://${host}:${port}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
