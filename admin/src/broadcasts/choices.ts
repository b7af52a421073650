import { type ApiEnum, choicesOf } from '../common/choices';

export const AUDIENCES = choicesOf<ApiEnum<'BroadcastAudience'>>({
  all_participants: 'All participants',
  round_promoted: "A round's promoted creators",
  pending_entrants: 'Entrants with a pending entry',
  jurors: 'Jurors (e-mail only)',
});

export const BROADCAST_CHANNELS = choicesOf<ApiEnum<'BroadcastChannel'>>({
  email: 'E-mail',
  sms: 'SMS',
  site: 'Site (My Submissions)',
});

export const PROMOTED_INTO = [
  { id: 2, name: 'Round 2 (Top 500)' },
  { id: 3, name: 'Round 3 (Top 100)' },
  { id: 4, name: 'Round 4 (Grand Finale)' },
];
