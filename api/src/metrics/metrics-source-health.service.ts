import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { CheckResult, HealthService } from '../health/health.service';
import { tokenFingerprint } from './token-fingerprint';
import { MetricsRepository } from './metrics.repository';

/**
 * Reports the metrics source on the health route: `disabled` (with the reason) when no source is
 * configured, `down` with the Graph API's reason once the worker saw the token or a permission refused,
 * `up` otherwise. A failure recorded for one access token no longer counts once the token is replaced.
 */
@Injectable()
export class MetricsSourceHealth implements OnModuleInit {
  private readonly logger = new Logger('Metrics');

  constructor(
    private readonly config: AppConfig,
    private readonly health: HealthService,
    private readonly repository: MetricsRepository,
  ) {}

  onModuleInit(): void {
    const { provider, providerReason } = this.config.metrics;
    if (provider === 'disabled') this.logger.warn(providerReason);
    else this.logger.log(`metrics source: ${provider} (${providerReason})`);
    this.health.register({ name: 'metrics', check: () => this.check() });
  }

  async check(): Promise<CheckResult> {
    const settings = this.config.metrics;
    if (settings.provider === 'disabled') return { status: 'disabled', reason: settings.providerReason };
    if (settings.provider === 'simulated') return { status: 'up' };
    try {
      const state = await this.repository.sourceState();
      if (state.status !== 'ok' && state.tokenFingerprint === tokenFingerprint(settings.graph.accessToken)) {
        return { status: 'down', error: state.reason ?? 'the Graph API refused the last refresh' };
      }
      return { status: 'up' };
    } catch (error) {
      return { status: 'down', error: `metrics source state unreadable: ${(error as Error).message}` };
    }
  }
}
