import { Datagrid, FunctionField, List, ReferenceField, SelectField, SelectInput, TextField } from 'react-admin';
import { IstDateField } from '../common/dates';
import { handleWithProof, KIND_CHOICES, PROOF_CHOICES, STATUS_CHOICES, type OwnershipClaim } from './claim-wording';

const filters = [
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="kind" source="kind" choices={KIND_CHOICES} alwaysOn />,
];

/** The queue of ownership claims, open ones first by default: who says a post (or an account) is theirs. */
export default function ClaimList() {
  return (
    <List filters={filters} filterDefaultValues={{ status: 'open' }} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <ReferenceField source="submissionId" reference="entries" label="Entry" link="show" />
        <FunctionField<OwnershipClaim>
          label="Entrant"
          render={(claim) =>
            `${claim.entrantName ?? 'no name'} · ${handleWithProof(claim.entrantProvenUsername, claim.entrantHandle)}`
          }
        />
        <FunctionField<OwnershipClaim>
          label="Claimant"
          render={(claim) =>
            `${claim.claimantName ?? 'no name'} · ${handleWithProof(claim.claimantProvenUsername, claim.claimantHandle)}`
          }
        />
        <SelectField source="kind" choices={KIND_CHOICES} />
        <IstDateField source="createdAt" label="When" />
        <SelectField source="proof" choices={PROOF_CHOICES} sortable={false} />
        <SelectField source="status" choices={STATUS_CHOICES} />
        <TextField source="attempts" sortable={false} />
      </Datagrid>
    </List>
  );
}
