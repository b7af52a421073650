import { Datagrid, List, SearchInput, SelectField, SelectInput, TextField } from 'react-admin';
import { IstDateField } from '../common/dates';
import { LOGIN_OUTCOMES } from '../common/choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="E-mail or IP" />,
  <SelectInput key="outcome" source="outcome" choices={LOGIN_OUTCOMES} alwaysOn />,
];

export default function LoginAttemptList() {
  return (
    <List
      title="Console sign-in attempts"
      filters={filters}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={50}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <IstDateField source="createdAt" label="When" showTime />
        <TextField source="email" />
        <SelectField source="outcome" choices={LOGIN_OUTCOMES} />
        <TextField source="ip" label="IP" emptyText="—" sortable={false} />
        <TextField source="userAgent" label="Browser" emptyText="—" sortable={false} />
      </Datagrid>
    </List>
  );
}
