import { Injectable } from '@nestjs/common';

/**
 * Whether this API process is draining: after SIGTERM it keeps answering requests while its readiness probe
 * fails, so the load balancer (Kubernetes endpoints, nginx's upstream health) stops sending before it closes.
 */
@Injectable()
export class ReadinessService {
  private draining = false;

  get isDraining(): boolean {
    return this.draining;
  }

  startDraining(): void {
    this.draining = true;
  }

  private closing = false;

  /** After the drain's grace: about to stop accepting connections (reads are refused for the proxy to retry). */
  get isClosing(): boolean {
    return this.closing;
  }

  startClosing(): void {
    this.closing = true;
  }
}
