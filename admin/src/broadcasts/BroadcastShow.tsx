import {
  FunctionField,
  NumberField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  useGetOne,
  useRecordContext,
} from 'react-admin';
import { AUDIENCES } from './choices';
import type { Broadcast } from './BroadcastList';
import { progressText } from './BroadcastList';
import { IstDateField } from '../common/dates';

/** Refetches every 5 s while messages are still to go, so the progress moves on screen. */
function LiveProgress() {
  const record = useRecordContext<Broadcast>();
  const { data } = useGetOne<Broadcast>(
    'broadcasts',
    { id: record?.id ?? '' },
    { enabled: !!record, refetchInterval: (query) => ((query.state.data?.progress.pending ?? 0) > 0 ? 5000 : false) },
  );
  return <span>{data ? progressText(data) : record ? progressText(record) : ''}</span>;
}

export default function BroadcastShow() {
  return (
    <Show title="Broadcast">
      <SimpleShowLayout>
        <SelectField source="audience" choices={AUDIENCES} />
        <NumberField source="roundId" label="Promoted into round" emptyText="—" />
        <TextField source="subject" />
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        <FunctionField<Broadcast>
          label="Channels"
          render={(record) => (record as { channels?: string[] }).channels?.join(', ')}
        />
        <NumberField source="recipients" label="People" />
        <FunctionField label="Delivery" render={() => <LiveProgress />} />
        <IstDateField source="createdAt" label="Queued" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
