import type { components } from '../api/schema';

export type GrievanceRow = components['schemas']['GrievanceRowDto'];
export type GrievanceDetail = components['schemas']['GrievanceDetailDto'];

export const STATUS_CHOICES: Array<{ id: GrievanceRow['status']; name: string }> = [
  { id: 'open', name: 'Open' },
  { id: 'in_progress', name: 'In progress' },
  { id: 'answered', name: 'Answered' },
  { id: 'closed', name: 'Closed' },
];

/** What an organiser sets by hand: "answered" comes with a reply. */
export const SETTABLE_STATUS_CHOICES = STATUS_CHOICES.filter((choice) => choice.id !== 'answered');

export const TOPIC_CHOICES: Array<{ id: GrievanceRow['topic']; name: string }> = [
  { id: 'entry_decision', name: 'Entry decision' },
  { id: 'personal_data', name: 'Personal data' },
  { id: 'other', name: 'Other' },
];

/** "12 days left", "3 days overdue"; once answered or closed nothing counts down. */
export function countdown(grievance: Pick<GrievanceRow, 'daysLeft'>): string {
  const days = grievance.daysLeft;
  if (days === null) return '—';
  const n = Math.abs(days);
  return `${n} ${n === 1 ? 'day' : 'days'} ${days > 0 ? 'left' : 'overdue'}`;
}

/** The short reference the participant's messages quote. */
export const grievanceRef = (id: string) => `G-${id.slice(0, 8).toUpperCase()}`;
