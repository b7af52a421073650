import LoginIcon from '@mui/icons-material/Login';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./LoginAttemptList')),
  icon: LoginIcon,
  options: { label: 'Sign-in attempts' },
};
