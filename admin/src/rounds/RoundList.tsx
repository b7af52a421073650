import { BooleanField, Datagrid, EditButton, List, NumberField, ShowButton, TextField } from 'react-admin';
import { NUMBER_LOCALE } from '../common/choices';
import { IstDateField } from '../common/dates';

export default function RoundList() {
  return (
    <List pagination={false} sort={{ field: 'id', order: 'ASC' }} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TextField source="phase" sortable={false} />
        <TextField source="title" sortable={false} />
        <TextField source="status" sortable={false} />
        <IstDateField source="startsAt" label="Starts" showTime emptyText="to be decided" sortable={false} />
        <IstDateField source="endsAt" label="Ends" showTime emptyText="to be decided" sortable={false} />
        <BooleanField source="acceptsSubmissions" label="Takes entries" sortable={false} />
        <NumberField locales={NUMBER_LOCALE} source="verifiedEntries" label="Verified entries" sortable={false} />
        <NumberField
          locales={NUMBER_LOCALE}
          source="advanceCount"
          label="Goes through"
          emptyText="—"
          sortable={false}
        />
        <IstDateField source="closedAt" label="Closed" showTime emptyText="open" sortable={false} />
        <IstDateField
          source="publishedAt"
          label="Results published"
          showTime
          emptyText="not published"
          sortable={false}
        />
        <ShowButton />
        <EditButton />
      </Datagrid>
    </List>
  );
}
