import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./AccountList')),
  create: lazy(() => import('./AccountCreate')),
  edit: lazy(() => import('./AccountEdit')),
  icon: ManageAccountsIcon,
  options: { label: 'Console accounts' },
  recordRepresentation: 'email',
};
