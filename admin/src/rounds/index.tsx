import EventIcon from '@mui/icons-material/Event';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./RoundList')),
  edit: lazy(() => import('./RoundEdit')),
  show: lazy(() => import('./RoundShow')),
  icon: EventIcon,
  recordRepresentation: (record: { phase?: string; title?: string }) => `${record.phase}: ${record.title}`,
};
