import GavelIcon from '@mui/icons-material/Gavel';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ClaimList')),
  show: lazy(() => import('./ClaimShow')),
  icon: GavelIcon,
  options: { label: 'Ownership claims' },
  recordRepresentation: (record: { claimantName?: string | null; instagramUrl?: string }) =>
    `${record.claimantName ?? 'A participant'} on ${record.instagramUrl ?? 'a post'}`,
};
