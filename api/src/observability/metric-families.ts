import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The families a process counts as things happen (requests, votes, entries, Graph API calls, jobs), on one
 * registry per process: they are module-level like prom-client's own, so code outside Nest's container (the Graph
 * API client) counts too. The families read on each scrape (queues, outbox, pool…) are ScrapeGauges'. Every name
 * here is in the families table of docs/monitoring.md; observability.int-spec.ts checks it.
 */
export const eventRegistry = new Registry();

// Memory, CPU, event-loop lag, handles, GC: prom-client's standard process_* and nodejs_* families.
collectDefaultMetrics({ register: eventRegistry });

export const httpRequests = new Counter({
  name: 'contest_http_requests_total',
  help: 'HTTP requests answered, by route pattern, method and status',
  labelNames: ['route', 'method', 'status'] as const,
  registers: [eventRegistry],
});

export const httpDuration = new Histogram({
  name: 'contest_http_request_duration_seconds',
  help: 'Time from the request to the end of its answer, by route pattern and method',
  labelNames: ['route', 'method'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2, 5],
  registers: [eventRegistry],
});

export const votes = new Counter({
  name: 'contest_votes_total',
  help: 'Public votes answered: accepted, or refused with the error code as reason',
  labelNames: ['outcome', 'reason'] as const,
  registers: [eventRegistry],
});

export const entries = new Counter({
  name: 'contest_entries_total',
  help: 'Entries submitted: accepted, or refused with the error code as reason',
  labelNames: ['outcome', 'reason'] as const,
  registers: [eventRegistry],
});

export const graphCalls = new Counter({
  name: 'contest_graph_api_calls_total',
  help: "Instagram Graph API calls by outcome: ok, or the failure's kind (throttled, token, permission, transient…)",
  labelNames: ['outcome'] as const,
  registers: [eventRegistry],
});

// `job_name`, not `job`: Prometheus gives `job` to the scrape target (contest-api, contest-worker).
export const jobDuration = new Histogram({
  name: 'contest_job_duration_seconds',
  help: 'Time a worker spent on a job that completed, by queue and job name',
  labelNames: ['queue', 'job_name'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900],
  registers: [eventRegistry],
});

export const jobFailures = new Counter({
  name: 'contest_job_failures_total',
  help: 'Job attempts that failed, by queue and job name',
  labelNames: ['queue', 'job_name'] as const,
  registers: [eventRegistry],
});

/** Counts a Graph API call once it settles; a failure's kind is its `kind` (GraphApiError), else `aborted`. */
export function observeGraphCall<T>(call: Promise<T>): Promise<T> {
  return call.then(
    (answer) => {
      graphCalls.inc({ outcome: 'ok' });
      return answer;
    },
    (error: unknown) => {
      const kind = (error as { kind?: unknown } | null)?.kind;
      graphCalls.inc({ outcome: typeof kind === 'string' ? kind : 'aborted' });
      throw error;
    },
  );
}
