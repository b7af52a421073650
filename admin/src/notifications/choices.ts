import { type ApiEnum, choicesOf } from '../common/choices';

export const MESSAGE_STATUSES = choicesOf<ApiEnum<'NotificationStatus'>>({
  pending: 'Waiting',
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Skipped',
});

export const MESSAGE_CHANNELS = choicesOf<ApiEnum<'NotificationChannel'>>({
  email: 'E-mail',
  sms: 'SMS',
  site: 'Site',
});

export const MESSAGE_KINDS = choicesOf<ApiEnum<'NotificationKind'>>({
  entry_received: 'Entry received',
  entry_verified: 'Entry verified',
  entry_rejected: 'Entry rejected',
  entry_disqualified: 'Entry disqualified',
  entry_reinstated: 'Entry reinstated',
  entry_handed_over: 'Entry handed to its owner (to the claimant)',
  entry_handed_away: 'Entry handed to its owner (to the entrant)',
  account_moved_to_you: 'Instagram account moved (to the new holder)',
  account_moved_away: 'Instagram account moved (to the former holder)',
  round_promoted: 'Went through a round',
  round_not_promoted: 'Did not go through',
  round_promoted_after_all: 'Correction: went through after all',
  round_promotion_withdrawn: 'Correction: promotion withdrawn',
  deadline_approaching: 'Deadline reminder',
  results_published: 'Results published',
  certificate_issued: 'Certificate issued',
  certificate_revoked: 'Certificate revoked',
  certificate_reissued: 'Certificate reissued',
  jury_assigned: 'New jury assignments',
  jury_deadline_approaching: 'Jury deadline reminder',
  jury_round_closing: 'Jury round closing',
  juror_invited: 'Console invitation',
  console_password_reset: 'Console password reset',
  broadcast: 'Broadcast',
  grievance_received: 'Grievance received',
  grievance_answered: 'Grievance answered',
  grievance_reminder: 'Grievance due soon (assignee)',
  grievance_due_alert: 'Grievance due or overdue (organisers)',
  source_down: 'Metrics source down (organisers)',
  verification_backlog: 'Verification queue waiting (organisers)',
  sms_budget_running_hot: 'SMS budget running hot (organisers)',
});
