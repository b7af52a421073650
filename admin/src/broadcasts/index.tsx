import CampaignIcon from '@mui/icons-material/Campaign';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./BroadcastList')),
  show: lazy(() => import('./BroadcastShow')),
  create: lazy(() => import('./BroadcastCreate')),
  icon: CampaignIcon,
  options: { label: 'Broadcasts' },
  recordRepresentation: 'subject',
};
