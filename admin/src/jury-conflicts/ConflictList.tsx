import { Alert } from '@mui/material';
import {
  CreateButton,
  Datagrid,
  DeleteButton,
  List,
  ReferenceInput,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { IstDateField } from '../common/dates';

const filters = [
  <ReferenceInput key="jurorId" source="jurorId" reference="accounts" filter={{ role: 'jury' }} alwaysOn>
    <SelectInput label="Juror" optionText="email" />
  </ReferenceInput>,
];

/** Juror × participant pairs recorded before judging: assignment never pairs them. */
export default function ConflictList() {
  return (
    <List
      title="Conflicts of interest"
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      exporter={false}
      empty={false}
      actions={
        <TopToolbar>
          <CreateButton label="Record a conflict" />
        </TopToolbar>
      }
    >
      <Alert severity="info" sx={{ m: 1 }}>
        A juror never gets a participant's entries here, by hand or automatically. Jurors can also abstain on an entry
        themselves while scoring.
      </Alert>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="jurorEmail" label="Juror" />
        <TextField source="participantName" label="Participant" emptyText="—" />
        <TextField source="reason" emptyText="—" sortable={false} />
        <IstDateField source="createdAt" label="Recorded" />
        <DeleteButton mutationMode="pessimistic" label="Remove" />
      </Datagrid>
    </List>
  );
}
