import { Box, Typography } from '@mui/material';
import {
  Labeled,
  NumberField,
  ReferenceField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { components } from '../api/schema';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATUSES } from './choices';
import { RetryButton } from './RetryButton';
import { IstDateField } from '../common/dates';

function Params() {
  const record = useRecordContext<components['schemas']['NotificationDto']>();
  return (
    <Labeled label="Placeholders">
      {record?.params ? (
        <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'action.hover', overflowX: 'auto', fontSize: 13 }}>
          {JSON.stringify(record.params, null, 2)}
        </Box>
      ) : (
        <Typography variant="body2">—</Typography>
      )}
    </Labeled>
  );
}

export default function NotificationShow() {
  return (
    <Show
      title="Message"
      actions={
        <TopToolbar>
          <RetryButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <SelectField source="kind" choices={MESSAGE_KINDS} />
        <SelectField source="channel" choices={MESSAGE_CHANNELS} />
        <SelectField source="status" choices={MESSAGE_STATUSES} />
        <ReferenceField source="participantId" reference="participants" label="Participant" link="show" emptyText="—" />
        <ReferenceField source="accountId" reference="accounts" label="Console account" emptyText="—" />
        <NumberField source="attempts" label="Tries" />
        <TextField source="lastError" label="Last failure" emptyText="—" />
        <TextField source="providerResponse" label="Provider's answer" emptyText="—" />
        <IstDateField source="createdAt" label="Written" showTime />
        <IstDateField source="sentAt" label="Sent" showTime emptyText="—" />
        <TextField source="idempotencyKey" label="Event key" />
        <Params />
      </SimpleShowLayout>
    </Show>
  );
}
