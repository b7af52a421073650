import GradingIcon from '@mui/icons-material/Grading';
import { lazy } from 'react';

export default { list: lazy(() => import('./ScoreList')), icon: GradingIcon };
