export const MESSAGE_STATUSES = [
  { id: 'pending', name: 'Waiting' },
  { id: 'queued', name: 'Queued' },
  { id: 'sending', name: 'Sending' },
  { id: 'sent', name: 'Sent' },
  { id: 'failed', name: 'Failed' },
  { id: 'skipped', name: 'Skipped' },
];

export const MESSAGE_CHANNELS = [
  { id: 'email', name: 'E-mail' },
  { id: 'sms', name: 'SMS' },
  { id: 'site', name: 'Site' },
];

export const MESSAGE_KINDS = [
  { id: 'entry_received', name: 'Entry received' },
  { id: 'entry_verified', name: 'Entry verified' },
  { id: 'entry_rejected', name: 'Entry rejected' },
  { id: 'entry_disqualified', name: 'Entry disqualified' },
  { id: 'entry_reinstated', name: 'Entry reinstated' },
  { id: 'round_promoted', name: 'Went through a round' },
  { id: 'round_not_promoted', name: 'Did not go through' },
  { id: 'deadline_approaching', name: 'Deadline reminder' },
  { id: 'jury_assigned', name: 'New jury assignments' },
  { id: 'broadcast', name: 'Broadcast' },
  { id: 'source_down', name: 'Metrics source down (organisers)' },
  { id: 'verification_backlog', name: 'Verification queue waiting (organisers)' },
];
