import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import {
  ArrayField,
  BooleanField,
  Button,
  Datagrid,
  NumberField,
  ReferenceManyField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { IstDateField } from '../common/dates';
import { CATEGORIES, CREATOR_TIERS, NUMBER_LOCALE } from '../common/choices';
import { StatusChip } from '../entries/StatusChip';
import type { Schema } from '../api/schema';

/** Blocking stops new entries and sign-ins and ends the participant's sessions; unblocking undoes it. */
function BlockButton() {
  const record = useRecordContext<Schema<'ParticipantDetailDto'>>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  const blocked = Boolean(record.blocked);
  const toggle = () => {
    if (!blocked && !window.confirm(`Block ${record.name ?? 'this participant'}? They are signed out everywhere.`))
      return;
    update(
      'participants',
      { id: record.id, data: { blocked: !blocked }, previousData: record },
      {
        onSuccess: () => {
          notify(blocked ? 'Participant unblocked' : 'Participant blocked', { type: 'success' });
          refresh();
        },
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  };
  return (
    <Button
      label={blocked ? 'Unblock' : 'Block'}
      color={blocked ? 'primary' : 'error'}
      disabled={isPending}
      onClick={toggle}
    >
      {blocked ? <LockOpenIcon /> : <LockIcon />}
    </Button>
  );
}

export default function ParticipantShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <BlockButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="name" emptyText="—" />
        <TextField source="email" emptyText="—" />
        <TextField source="phoneNumber" label="Phone" emptyText="—" />
        <TextField source="stateProvince" label="State" emptyText="—" />
        <SelectField source="creatorCategory" label="Creator tier" choices={CREATOR_TIERS} emptyText="—" />
        <BooleanField source="profileComplete" label="Profile complete" />
        <IstDateField source="blockedAt" label="Blocked since" showTime emptyText="not blocked" />
        <IstDateField source="createdAt" label="Joined" showTime />
        <ArrayField source="identities" label="Sign-in identities">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <TextField source="provider" />
            <TextField source="subject" label="Account" />
            <TextField source="email" emptyText="—" />
            <IstDateField source="createdAt" label="Linked" />
            <IstDateField source="lastUsedAt" label="Last used" showTime />
          </Datagrid>
        </ArrayField>
        <ReferenceManyField
          label="Entries"
          reference="entries"
          target="participantId"
          sort={{ field: 'createdAt', order: 'DESC' }}
        >
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <IstDateField source="createdAt" label="Submitted" showTime />
            <SelectField source="category" choices={CATEGORIES} />
            <StatusChip source="status" />
            <TextField source="statusReason" label="Reason" emptyText="" />
            <NumberField locales={NUMBER_LOCALE} source="views" emptyText="—" />
          </Datagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
