import { GraphApiError } from './graph-errors';
import { delayBeforeNextCall, GraphUsage, PacingPolicy, throttleWaitMs } from './graph-usage';

/** No call may be made before `until`: the cycle pauses and resumes then (from its saved cursor). */
export class CallsPausedError extends Error {
  constructor(
    readonly until: Date,
    reason: string,
  ) {
    super(reason);
    this.name = 'CallsPausedError';
  }
}

/**
 * Stands before every Graph API call of a cycle. It refuses any call while the API has us throttled
 * (persisted across workers and cycles through `notBefore`), spaces calls out as usage climbs, and
 * turns a throttling answer into a pause of the length the API asked for.
 */
export class CallGate {
  lastUsage: GraphUsage | null = null;

  constructor(
    private readonly policy: PacingPolicy,
    /** Waits up to this long are slept through; longer ones pause the cycle and free the worker. */
    private readonly longestInlineWaitMs: number,
    private readonly sleep: (ms: number) => Promise<void>,
    public notBefore: Date | null = null,
    public consecutiveThrottles = 0,
  ) {}

  async beforeCall(): Promise<void> {
    const now = Date.now();
    if (this.notBefore && this.notBefore.getTime() > now) {
      throw new CallsPausedError(this.notBefore, `throttled by the Graph API until ${this.notBefore.toISOString()}`);
    }
    const wait = delayBeforeNextCall(this.lastUsage, this.policy);
    if (wait > this.longestInlineWaitMs) {
      this.notBefore = new Date(now + wait);
      throw new CallsPausedError(
        this.notBefore,
        `Graph API usage at ${this.lastUsage?.percent ?? '?'} %: pausing calls until ${this.notBefore.toISOString()}`,
      );
    }
    if (wait > 0) await this.sleep(wait);
  }

  /** After every answer, successful or not. */
  observe(usage: GraphUsage | null): void {
    if (usage) this.lastUsage = usage;
  }

  succeeded(): void {
    this.consecutiveThrottles = 0;
    this.notBefore = null;
  }

  /** A throttling answer: the pause to take (the header's hint, else a growing back-off). */
  throttled(error: GraphApiError): CallsPausedError {
    this.observe(error.usage);
    const wait = throttleWaitMs(error.usage, this.consecutiveThrottles);
    this.consecutiveThrottles += 1;
    this.notBefore = new Date(Date.now() + wait);
    return new CallsPausedError(this.notBefore, `throttled by the Graph API: ${error.message}`);
  }
}
