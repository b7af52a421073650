import type { SubmissionStatus } from '../contest/submission-statuses';

export const NOTIFICATION_CHANNELS = ['email', 'sms', 'site'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** Channels a provider delivers (the site's list needs no delivery). */
export type DeliveredChannel = Exclude<NotificationChannel, 'site'>;

export type NotificationCategory = 'transactional' | 'announcement';

export interface KindSpec {
  /** Transactional messages concern the participant's own entries and always go; announcements follow preferences. */
  category: NotificationCategory;
  /** SMS only for what matters: verified, rejected, promoted, deadlines. */
  channels: readonly NotificationChannel[];
  /**
   * 'console': sent only to console accounts (jurors, organisers), always in English like the console, so the
   * kind has no translations under templates/<code>/ (loadTemplates refuses one).
   */
  audience?: 'console';
}

/** Every message kind, with the channels it may use. Each kind has a template per channel in templates/. */
export const NOTIFICATION_KINDS = {
  entry_received: { category: 'transactional', channels: ['site', 'email'] },
  entry_verified: { category: 'transactional', channels: ['site', 'email', 'sms'] },
  entry_rejected: { category: 'transactional', channels: ['site', 'email', 'sms'] },
  entry_disqualified: { category: 'transactional', channels: ['site', 'email', 'sms'] },
  entry_reinstated: { category: 'transactional', channels: ['site', 'email', 'sms'] },
  /** Organisers handed a claimed entry to the claimant who proved the post theirs: the claimant hears it... */
  entry_handed_over: { category: 'transactional', channels: ['site', 'email'] },
  /** ...and so does the participant who entered it, who no longer holds it. */
  entry_handed_away: { category: 'transactional', channels: ['site', 'email'] },
  /** Organisers moved a proven Instagram account to the participant whose code proved it too: they hear it... */
  account_moved_to_you: { category: 'transactional', channels: ['site', 'email'] },
  /** ...and so does whoever held it, whose entries from it no longer pass the owner check. */
  account_moved_away: { category: 'transactional', channels: ['site', 'email'] },
  round_promoted: { category: 'transactional', channels: ['site', 'email', 'sms'] },
  round_not_promoted: { category: 'transactional', channels: ['site', 'email'] },
  // Corrections when a round closed again after a reopen changes a creator's outcome; SMS both ways, as the
  // promotion they correct (or announce) may have gone by SMS.
  round_promoted_after_all: { category: 'transactional', channels: ['site', 'email', 'sms'] },
  round_promotion_withdrawn: { category: 'transactional', channels: ['site', 'email', 'sms'] },
  deadline_approaching: { category: 'announcement', channels: ['site', 'email', 'sms'] },
  /** Organisers' message to a group: written in the console, sent to participants as an announcement. */
  broadcast: { category: 'announcement', channels: ['site', 'email', 'sms'] },
  /** Jurors: entries newly assigned to them (one message per juror per assigning transaction). */
  jury_assigned: { category: 'transactional', channels: ['email'], audience: 'console' },
  /** Jurors, 48 h before a jury round's end: how many of their films are still to score. */
  jury_deadline_approaching: { category: 'transactional', channels: ['email'], audience: 'console' },
  /** Jurors, 6 h before the end: the round is closing with their work unfinished. */
  jury_round_closing: { category: 'transactional', channels: ['email'], audience: 'console' },
  /** Console accounts created from the console: a single-use link to set their own password. */
  juror_invited: { category: 'transactional', channels: ['email'], audience: 'console' },
  /** Console accounts that forgot their password: the same single-use link, asked for from the sign-in page. */
  console_password_reset: { category: 'transactional', channels: ['email'], audience: 'console' },
  /** Entrants of a round: its results are published (an announcement, as the README says). */
  results_published: { category: 'announcement', channels: ['site', 'email'] },
  /** Grievances: its author hears it was received (with the date it will be answered by)... */
  grievance_received: { category: 'transactional', channels: ['site', 'email'] },
  /** ...and that it was answered (the answer itself is on the site). */
  grievance_answered: { category: 'transactional', channels: ['site', 'email'] },
  /** The organiser it is assigned to, GRIEVANCE_REMINDER_DAYS before it is due. */
  grievance_reminder: { category: 'transactional', channels: ['email'], audience: 'console' },
  /** A certificate is ready to download (news of a document, not a decision: preferences apply). */
  certificate_issued: { category: 'announcement', channels: ['site', 'email'] },
  /** Organisers revoked a holder's certificate (with their reason)... */
  certificate_revoked: { category: 'transactional', channels: ['site', 'email'] },
  /** ...or replaced it with a new one under a new code. */
  certificate_reissued: { category: 'transactional', channels: ['site', 'email'] },
  // Organisers' alerts, by e-mail to every active admin account.
  /** A grievance is due in GRIEVANCE_ALERT_DAYS, or overdue, and still unanswered. */
  grievance_due_alert: { category: 'transactional', channels: ['email'], audience: 'console' },
  source_down: { category: 'transactional', channels: ['email'], audience: 'console' },
  verification_backlog: { category: 'transactional', channels: ['email'], audience: 'console' },
  sms_budget_running_hot: { category: 'transactional', channels: ['email'], audience: 'console' },
} as const satisfies Record<string, KindSpec>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];
/** The kinds only console accounts receive (in English). */
export const CONSOLE_KINDS: readonly NotificationKind[] = KIND_NAMES.filter(
  (kind) => (NOTIFICATION_KINDS[kind] as KindSpec).audience === 'console',
);

/** A creator's outcome of a round: the newest one for a round supersedes the earlier ones in the site's list. */
export const ROUND_OUTCOME_KINDS: readonly NotificationKind[] = [
  'round_promoted',
  'round_not_promoted',
  'round_promoted_after_all',
  'round_promotion_withdrawn',
];

/** The message an entry's status change sends, or null when it sends none. */
export function kindForStatusChange(from: SubmissionStatus | null, to: SubmissionStatus): NotificationKind | null {
  // Back to pending from a rejection is a reinstatement (the entry is reviewed again).
  if (to === 'pending') return from === null ? 'entry_received' : 'entry_reinstated';
  if (to === 'verified') return from === 'pending' ? 'entry_verified' : 'entry_reinstated';
  if (to === 'rejected') return 'entry_rejected';
  return 'entry_disqualified';
}

/**
 * Delivery lanes. `urgent`: one person waits for it (an invitation, a juror's notice, their own entry's news,
 * an organisers' alert); `bulk`: the same news to a crowd (broadcasts, reminders, round outcomes, results).
 * The relay hands urgent messages to the providers ahead of any bulk backlog (NotificationDeliveryService).
 */
export type DeliveryLane = 'urgent' | 'bulk';
export const DELIVERY_LANE: Record<NotificationKind, DeliveryLane> = {
  entry_received: 'urgent',
  entry_verified: 'urgent',
  entry_rejected: 'urgent',
  entry_disqualified: 'urgent',
  entry_reinstated: 'urgent',
  entry_handed_over: 'urgent',
  entry_handed_away: 'urgent',
  account_moved_to_you: 'urgent',
  account_moved_away: 'urgent',
  round_promoted: 'bulk',
  round_not_promoted: 'bulk',
  // A correction after a reopen is one person's news about their own entry.
  round_promoted_after_all: 'urgent',
  round_promotion_withdrawn: 'urgent',
  deadline_approaching: 'bulk',
  broadcast: 'bulk',
  jury_assigned: 'urgent',
  jury_deadline_approaching: 'urgent',
  jury_round_closing: 'urgent',
  juror_invited: 'urgent',
  console_password_reset: 'urgent',
  results_published: 'bulk',
  grievance_received: 'urgent',
  grievance_answered: 'urgent',
  grievance_reminder: 'urgent',
  grievance_due_alert: 'urgent',
  certificate_issued: 'bulk',
  certificate_revoked: 'urgent',
  certificate_reissued: 'urgent',
  source_down: 'urgent',
  verification_backlog: 'urgent',
  sms_budget_running_hot: 'urgent',
};
export const URGENT_KINDS = KIND_NAMES.filter((kind) => DELIVERY_LANE[kind] === 'urgent');
