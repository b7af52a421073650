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
