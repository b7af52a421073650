import type { AppConfig } from '../config/app-config';

/**
 * Every queue and job the worker knows. A job name maps to exactly one queue, and the
 * worker refuses to start unless each job name has exactly one @OnJob handler.
 * Domains add their queues and jobs here.
 */
export enum QueueName {
  Metrics = 'metrics',
  Housekeeping = 'housekeeping',
  Notifications = 'notifications',
  NotificationsEmail = 'notifications-email',
  NotificationsSms = 'notifications-sms',
  Certificates = 'certificates',
}

export enum JobName {
  /** One pass over every entry's Instagram metrics (resumable, one at a time). */
  MetricsRefresh = 'metrics-refresh',
  /** Ranks verified entries and publishes a new leaderboard snapshot. */
  RankRecompute = 'rank-recompute',
  /** The daily pruning of data past its retention (one run a day across all workers). */
  Housekeeping = 'housekeeping',
  /** Moves due outbox rows onto the delivery queues (scheduled, one schedule across workers). */
  NotificationsRelay = 'notifications-relay',
  /** Delivers one outbox row by e-mail / by SMS (rate-limited per queue). */
  NotificationEmail = 'notification-email',
  NotificationSms = 'notification-sms',
  /** Periodic checks: deadline reminders (48 h and 6 h before the open round closes), the verification backlog. */
  NotificationsChecks = 'notifications-checks',
  /** Tells a round's entrants its results are out, once an embargo on them has passed (delayed job). */
  ResultsAnnounce = 'results-announce',
  /** Hourly: reminders to a grievance's assignee and alerts to admins before it goes overdue (grievances/). */
  GrievanceReminders = 'grievance-reminders',
  /** Issues the certificates of published results not issued yet (scheduled each minute, one at a time). */
  CertificatesIssue = 'certificates-issue',
}

export const JOB_QUEUE: Record<JobName, QueueName> = {
  [JobName.MetricsRefresh]: QueueName.Metrics,
  [JobName.RankRecompute]: QueueName.Metrics,
  [JobName.Housekeeping]: QueueName.Housekeeping,
  [JobName.NotificationsRelay]: QueueName.Notifications,
  [JobName.NotificationEmail]: QueueName.NotificationsEmail,
  [JobName.NotificationSms]: QueueName.NotificationsSms,
  [JobName.NotificationsChecks]: QueueName.Notifications,
  [JobName.ResultsAnnounce]: QueueName.Notifications,
  [JobName.GrievanceReminders]: QueueName.Notifications,
  [JobName.CertificatesIssue]: QueueName.Certificates,
};

const QUEUE_NAMES = new Set<string>(Object.values(QueueName));
const isQueueName = (name: string): name is QueueName => QUEUE_NAMES.has(name);

/** Queues that call a rate-limited provider: at most `max` jobs per `duration` ms across every worker. */
export function queueRateLimit(name: string, config: AppConfig): { max: number; duration: number } | undefined {
  // Tests run queues of their own names: none of them is rate-limited.
  if (!isQueueName(name)) return undefined;
  if (name === QueueName.NotificationsEmail) return { max: config.notifications.emailPerSecond, duration: 1000 };
  if (name === QueueName.NotificationsSms) return { max: config.notifications.smsPerSecond, duration: 1000 };
  return undefined;
}
