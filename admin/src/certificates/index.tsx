import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./CertificateList')),
  show: lazy(() => import('./CertificateShow')),
  icon: WorkspacePremiumIcon,
  options: { label: 'Certificates' },
  recordRepresentation: (record: { id?: string; holderName?: string }) =>
    `${record.id ?? 'Certificate'} (${record.holderName ?? 'no name'})`,
};
