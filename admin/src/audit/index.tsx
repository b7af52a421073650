import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./AuditList')),
  show: lazy(() => import('./AuditShow')),
  icon: HistoryIcon,
  options: { label: 'Audit log' },
};
