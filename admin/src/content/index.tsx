import ArticleIcon from '@mui/icons-material/Article';
import { lazy } from 'react';

// One record: the menu's list entry opens its edit form directly.
export default {
  list: lazy(() => import('./ContentEdit')),
  icon: ArticleIcon,
  options: { label: 'Site content' },
};
