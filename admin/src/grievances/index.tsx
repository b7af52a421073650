import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { lazy } from 'react';
import { grievanceRef } from './grievance-wording';

export default {
  list: lazy(() => import('./GrievanceList')),
  show: lazy(() => import('./GrievanceShow')),
  icon: ReportProblemIcon,
  options: { label: 'Grievances' },
  recordRepresentation: (record: { id: string }) => grievanceRef(record.id),
};
