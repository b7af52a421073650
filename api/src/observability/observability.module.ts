import { Module } from '@nestjs/common';
import { ObservabilityReadModel } from './observability.read-model';
import { PrometheusEndpoint } from './prometheus-endpoint.service';
import { ScrapeGauges } from './scrape-gauges.service';

/** Prometheus metrics of the process (API or worker) on a port of its own: see prometheus-endpoint.service.ts. */
@Module({ providers: [ObservabilityReadModel, ScrapeGauges, PrometheusEndpoint], exports: [PrometheusEndpoint] })
export class ObservabilityModule {}
