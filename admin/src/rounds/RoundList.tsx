import { BooleanField, Datagrid, DateField, EditButton, List, NumberField, ShowButton, TextField } from 'react-admin';
import { IST } from '../common/choices';

const dateOptions = { ...IST, dateStyle: 'medium', timeStyle: 'short' } as const;

export default function RoundList() {
  return (
    <List pagination={false} sort={{ field: 'id', order: 'ASC' }} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TextField source="phase" sortable={false} />
        <TextField source="title" sortable={false} />
        <TextField source="status" sortable={false} />
        <DateField
          source="startsAt"
          label="Starts (IST)"
          showTime
          options={dateOptions}
          emptyText="to be decided"
          sortable={false}
        />
        <DateField
          source="endsAt"
          label="Ends (IST)"
          showTime
          options={dateOptions}
          emptyText="to be decided"
          sortable={false}
        />
        <BooleanField source="acceptsSubmissions" label="Takes entries" sortable={false} />
        <NumberField source="verifiedEntries" label="Verified entries" sortable={false} />
        <NumberField source="advanceCount" label="Goes through" emptyText="—" sortable={false} />
        <DateField source="closedAt" label="Closed" showTime emptyText="open" sortable={false} />
        <ShowButton />
        <EditButton />
      </Datagrid>
    </List>
  );
}
