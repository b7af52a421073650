import { THEME_LABELS } from '../../contest/contest-content';
import { CREATOR_CATEGORY_OPTIONS } from '../../profile/creator-categories';
import type { SubmissionStatus } from '../../contest/submission-statuses';
import type { AssignmentState } from '../../jury/assignments/jury-assignment.entity';
import type { GrievanceStatus, GrievanceTopic } from '../../grievances/grievances.repository';

/** How a stored value reads in a spreadsheet; values without a label (new ones) pass through unchanged. */
export type CellLabel = (value: unknown) => unknown;

const fromMap =
  (labels: Record<string, string>): CellLabel =>
  (value) =>
    typeof value === 'string' && Object.hasOwn(labels, value) ? labels[value] : value;

// Records keyed by the types, so the compiler insists on a label for every value the database accepts.
const STATUS: Record<SubmissionStatus, string> = {
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
  disqualified: 'Disqualified',
};

const ASSIGNMENT_STATE: Record<AssignmentState, string> = {
  to_score: 'To score',
  scored: 'Scored',
  abstained: 'Abstained (conflict)',
  not_scored: 'Not scored (round closed)',
};

const GRIEVANCE_STATUS: Record<GrievanceStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  answered: 'Answered',
  closed: 'Closed',
};

const GRIEVANCE_TOPIC: Record<GrievanceTopic, string> = {
  entry_decision: 'Entry decision',
  personal_data: 'Personal data',
  other: 'Other',
};

/** The same words the console and the site show. */
export const LABELS = {
  status: fromMap(STATUS),
  category: fromMap(Object.fromEntries(THEME_LABELS.map(({ value, label }) => [value, label]))),
  creatorCategory: fromMap(
    Object.fromEntries(
      CREATOR_CATEGORY_OPTIONS.map(({ value, label, followers }) => [value, `${label} (${followers})`]),
    ),
  ),
  metricsSource: fromMap({ instagram: 'Instagram', simulated: 'Simulated (demo)' }),
  assignmentState: fromMap(ASSIGNMENT_STATE),
  grievanceStatus: fromMap(GRIEVANCE_STATUS),
  grievanceTopic: fromMap(GRIEVANCE_TOPIC),
  yesNo: (value) => (value === true ? 'yes' : value === false ? 'no' : value),
} satisfies Record<string, CellLabel>;
