import { Datagrid, DateField, List, TextField, TextInput } from 'react-admin';

const filters = [
  <TextInput key="resource" source="resource" alwaysOn />,
  <TextInput key="action" source="action" />,
  <TextInput key="resourceId" source="resourceId" label="Record id" />,
];

export default function AuditList() {
  return (
    <List title="Audit log" filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={50} exporter={false}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <DateField source="createdAt" label="When" showTime />
        <TextField source="actorEmail" label="Who" />
        <TextField source="action" />
        <TextField source="resource" />
        <TextField source="resourceId" label="Record" emptyText="—" sortable={false} />
      </Datagrid>
    </List>
  );
}
