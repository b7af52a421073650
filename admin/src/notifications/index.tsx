import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./NotificationList')),
  show: lazy(() => import('./NotificationShow')),
  icon: EmailOutlinedIcon,
  options: { label: 'Messages' },
};
