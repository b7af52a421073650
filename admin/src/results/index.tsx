import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { lazy } from 'react';

export default { list: lazy(() => import('./ResultList')), icon: EmojiEventsIcon };
