import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ParticipantList')),
  show: lazy(() => import('./ParticipantShow')),
  icon: PeopleIcon,
  recordRepresentation: (record: { name?: string | null; email?: string | null }) => record.name ?? record.email ?? '',
};
