import { AutocompleteInput, Datagrid, FunctionField, List, ReferenceInput, TextField, TextInput } from 'react-admin';
import { IstDateField } from '../common/dates';
import { actorText, type AuditEntry, targetText } from './audit-text';

const filters = [
  <ReferenceInput key="actorId" source="actorId" reference="accounts" alwaysOn>
    <AutocompleteInput label="Who (account)" optionText="email" filterToQuery={(q: string) => ({ q })} />
  </ReferenceInput>,
  <TextInput key="actorEmail" source="actorEmail" label="Who (e-mail, or cli)" />,
  <TextInput key="resource" source="resource" alwaysOn />,
  <TextInput key="action" source="action" />,
  <TextInput key="resourceId" source="resourceId" label="Record id" />,
];

export default function AuditList() {
  return (
    <List title="Audit log" filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={50} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <IstDateField source="createdAt" label="When" showTime />
        <FunctionField<AuditEntry> label="Who" sortBy="actorEmail" render={actorText} />
        <TextField source="action" />
        <TextField source="resource" />
        <FunctionField<AuditEntry> label="Record" sortable={false} render={targetText} />
      </Datagrid>
    </List>
  );
}
