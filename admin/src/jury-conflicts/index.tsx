import BlockIcon from '@mui/icons-material/Block';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ConflictList')),
  create: lazy(() => import('./ConflictCreate')),
  icon: BlockIcon,
  options: { label: 'Conflicts of interest' },
};
