/**
 * Every queue and job the worker knows. A job name maps to exactly one queue, and the
 * worker refuses to start unless each job name has exactly one @OnJob handler.
 * Domains add their queues and jobs here.
 */
export enum QueueName {
  Metrics = 'metrics',
  Housekeeping = 'housekeeping',
}

export enum JobName {
  /** One pass over every entry's Instagram metrics (resumable, one at a time). */
  MetricsRefresh = 'metrics-refresh',
  /** Ranks verified entries and publishes a new leaderboard snapshot. */
  RankRecompute = 'rank-recompute',
  /** The daily pruning of data past its retention (one run a day across all workers). */
  Housekeeping = 'housekeeping',
}

export const JOB_QUEUE: Record<JobName, QueueName> = {
  [JobName.MetricsRefresh]: QueueName.Metrics,
  [JobName.RankRecompute]: QueueName.Metrics,
  [JobName.Housekeeping]: QueueName.Housekeeping,
};
