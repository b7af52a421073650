import { Datagrid, List, NumberField, SelectField, SelectInput, TextField, TextInput } from 'react-admin';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATUSES } from './choices';
import { RetryButton } from './RetryButton';
import { IstDateField } from '../common/dates';

const filters = [
  <SelectInput key="status" source="status" choices={MESSAGE_STATUSES} alwaysOn />,
  <SelectInput key="channel" source="channel" choices={MESSAGE_CHANNELS} alwaysOn />,
  <SelectInput key="kind" source="kind" choices={MESSAGE_KINDS} />,
  <TextInput key="participantId" source="participantId" label="Participant id" />,
];

/** Every message to participants, failures with the provider's answer, and "Send again". */
export default function NotificationList() {
  return (
    <List title="Messages" filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={50} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <IstDateField source="createdAt" label="Written" showTime />
        <SelectField source="kind" choices={MESSAGE_KINDS} />
        <SelectField source="channel" choices={MESSAGE_CHANNELS} />
        <SelectField source="status" choices={MESSAGE_STATUSES} />
        <NumberField source="attempts" label="Tries" />
        <TextField source="lastError" label="Provider's answer" emptyText="—" sortable={false} />
        <RetryButton />
      </Datagrid>
    </List>
  );
}
