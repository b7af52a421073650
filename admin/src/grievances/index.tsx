import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./GrievanceList')),
  show: lazy(() => import('./GrievanceShow')),
  icon: ReportProblemIcon,
  options: { label: 'Grievances' },
  recordRepresentation: (record: { reference: string }) => record.reference,
};
