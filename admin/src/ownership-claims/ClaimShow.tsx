import { Alert, Stack } from '@mui/material';
import {
  FunctionField,
  Labeled,
  ReferenceField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { IstDateField } from '../common/dates';
import { ClaimActions } from './ClaimActions';
import { handleWithProof, KIND_CHOICES, PROOF_CHOICES, STATUS_CHOICES, type OwnershipClaim } from './claim-wording';

/** What the proof state means for the decision, in one line. */
function ProofExplained() {
  const claim = useRecordContext<OwnershipClaim>();
  if (!claim) return null;
  if (claim.proof === 'claimant_proven') {
    return (
      <Alert severity="success">
        The post’s caption holds the claimant’s code {claim.claimantCode} (or its owner is their proven account): the
        post is theirs.
      </Alert>
    );
  }
  if (claim.proof === 'entrant_proven') {
    return (
      <Alert severity="info">The post proves the entrant owns it: dismiss the claim unless you know better.</Alert>
    );
  }
  return (
    <Alert severity="warning">
      Nothing proves either side yet. The claimant was told to put their code {claim.claimantCode} in the caption; the
      next metrics refresh reads it.
    </Alert>
  );
}

export default function ClaimShow() {
  return (
    <Show actions={false}>
      <SimpleShowLayout>
        <Stack spacing={2}>
          <ProofExplained />
          <ClaimActions />
        </Stack>
        <ReferenceField source="submissionId" reference="entries" label="Entry" link="show" />
        <TextField source="instagramUrl" label="Post" />
        <SelectField source="kind" choices={KIND_CHOICES} />
        <SelectField source="status" choices={STATUS_CHOICES} />
        <SelectField source="proof" choices={PROOF_CHOICES} />
        <FunctionField<OwnershipClaim>
          label="Entrant"
          render={(claim) =>
            `${claim.entrantName ?? 'no name'} · ${handleWithProof(claim.entrantProvenUsername, claim.entrantHandle)} · code ${claim.entrantCode}`
          }
        />
        <FunctionField<OwnershipClaim>
          label="Claimant"
          render={(claim) =>
            `${claim.claimantName ?? 'no name'} · ${handleWithProof(claim.claimantProvenUsername, claim.claimantHandle)} · code ${claim.claimantCode}`
          }
        />
        <TextField source="username" label="Account claimed" emptyText="—" />
        <TextField source="ownerUsername" label="Owner per Instagram" emptyText="not known yet" />
        <Labeled label="Caption as last read">
          <TextField source="caption" emptyText="not read yet" sx={{ whiteSpace: 'pre-wrap' }} />
        </Labeled>
        <TextField source="attempts" />
        <IstDateField source="createdAt" label="First attempt" />
        <IstDateField source="lastAttemptAt" label="Last attempt" />
        <IstDateField source="resolvedAt" label="Resolved" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
