import MovieIcon from '@mui/icons-material/Movie';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./EntryList')),
  show: lazy(() => import('./EntryShow')),
  icon: MovieIcon,
  recordRepresentation: (record: { shortcode?: string; author?: string }) =>
    record.author ? `${record.author} (${record.shortcode})` : (record.shortcode ?? ''),
};
