export const AUDIENCES = [
  { id: 'all_participants', name: 'All participants' },
  { id: 'round_promoted', name: "A round's promoted creators" },
  { id: 'pending_entrants', name: 'Entrants with a pending entry' },
  { id: 'jurors', name: 'Jurors (e-mail only)' },
];

export const BROADCAST_CHANNELS = [
  { id: 'email', name: 'E-mail' },
  { id: 'sms', name: 'SMS' },
  { id: 'site', name: 'Site (My Submissions)' },
];

export const PROMOTED_INTO = [
  { id: 2, name: 'Round 2 (Top 500)' },
  { id: 3, name: 'Round 3 (Top 100)' },
  { id: 4, name: 'Round 4 (Grand Finale)' },
];
