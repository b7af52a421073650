import { Alert } from '@mui/material';
import {
  FunctionField,
  ReferenceField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { IstDateField } from '../common/dates';
import { CertificateActions } from './CertificateActions';
import { KIND_CHOICES, REVOCATION_CHOICES, STATUS_CHOICES, type CertificateRow } from './certificate-wording';

function StatusExplained() {
  const certificate = useRecordContext<CertificateRow>();
  if (!certificate) return null;
  if (certificate.status === 'valid') {
    return <Alert severity="success">The code verifies: anyone checking it sees a valid certificate.</Alert>;
  }
  const cause = REVOCATION_CHOICES.find((choice) => choice.id === certificate.revocation)?.name ?? 'Revoked';
  return (
    <Alert severity="warning">
      {cause}
      {certificate.revokeReason ? `: ${certificate.revokeReason}` : ''}
      {certificate.replacedBy ? ` (replaced by ${certificate.replacedBy})` : ''}
    </Alert>
  );
}

export default function CertificateShow() {
  return (
    <Show actions={<CertificateActions />}>
      <SimpleShowLayout>
        <StatusExplained />
        <TextField source="id" label="Code" />
        <TextField source="holderName" label="Holder (as printed)" />
        <ReferenceField source="participantId" reference="participants" label="Participant" link="show" />
        <ReferenceField source="submissionId" reference="entries" label="Entry" link="show" emptyText="—" />
        <SelectField source="kind" choices={KIND_CHOICES} />
        <FunctionField<CertificateRow>
          label="Achievement"
          render={(row) => `${row.achievement.en} · ${row.achievement.local}`}
        />
        <FunctionField<CertificateRow> label="Round" render={(row) => row.roundTitle.en} />
        <IstDateField source="issuedAt" label="Issued" />
        <SelectField source="status" choices={STATUS_CHOICES} />
        <IstDateField source="revokedAt" label="Revoked" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
