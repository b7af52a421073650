import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./AssignmentList')),
  create: lazy(() => import('./AssignmentCreate')),
  icon: AssignmentIndIcon,
  options: { label: 'Jury assignments' },
};
