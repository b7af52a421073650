import { Datagrid, FunctionField, List, SelectField, SelectInput, TextField, TextInput } from 'react-admin';
import { IstDateField } from '../common/dates';
import { KIND_CHOICES, STATUS_CHOICES, type CertificateRow } from './certificate-wording';

const filters = [
  <TextInput key="code" source="code" label="Code" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={KIND_CHOICES} alwaysOn />,
  <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput
    key="roundId"
    source="roundId"
    label="Round"
    choices={[1, 2, 3, 4].map((id) => ({ id, name: `Round ${id}` }))}
  />,
];

/** Every certificate the worker issued after a publication, newest first; open one to revoke or reissue it. */
export default function CertificateList() {
  return (
    <List filters={filters} sort={{ field: 'issuedAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" label="Code" />
        <TextField source="holderName" label="Holder" />
        <SelectField source="kind" choices={KIND_CHOICES} />
        <FunctionField<CertificateRow> label="Achievement" render={(row) => row.achievement.en} sortable={false} />
        <FunctionField<CertificateRow> source="roundId" label="Round" render={(row) => row.roundTitle.en} />
        <IstDateField source="issuedAt" label="Issued" />
        <SelectField source="status" choices={STATUS_CHOICES} sortable={false} />
      </Datagrid>
    </List>
  );
}
