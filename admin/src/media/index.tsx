import PermMediaIcon from '@mui/icons-material/PermMedia';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./MediaList')),
  icon: PermMediaIcon,
  options: { label: 'Media' },
};
