import { Datagrid, FunctionField, List, NumberField, SelectField, TextField } from 'react-admin';
import { AUDIENCES } from './choices';
import type { components } from '../api/schema';
import { IstDateField } from '../common/dates';

export type Broadcast = components['schemas']['BroadcastProgressDto'];

export const progressText = (record: Broadcast) =>
  `${record.progress.sent} sent · ${record.progress.pending} to go · ${record.progress.failed} failed · ${record.progress.skipped} skipped`;

export default function BroadcastList() {
  return (
    <List title="Broadcasts" sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <IstDateField source="createdAt" label="Queued" showTime />
        <SelectField source="audience" choices={AUDIENCES} sortable={false} />
        <TextField source="subject" sortable={false} />
        <NumberField source="recipients" label="People" />
        <FunctionField<Broadcast> label="Delivery" render={progressText} />
      </Datagrid>
    </List>
  );
}
