import {
  BooleanField,
  CreateButton,
  Datagrid,
  List,
  SelectField,
  SelectInput,
  TextField,
  TopToolbar,
} from 'react-admin';
import { IstDateField } from '../common/dates';
import { ROLES } from '../common/choices';
import { InvitationField, ResendInvitationButton } from './invitation';

export default function AccountList() {
  return (
    <List
      title="Console accounts"
      filters={[<SelectInput key="role" source="role" choices={ROLES} alwaysOn />]}
      sort={{ field: 'email', order: 'ASC' }}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton label="Invite an account" />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="email" />
        <TextField source="displayName" label="Name" emptyText="—" />
        <SelectField source="role" choices={ROLES} />
        <BooleanField source="disabled" />
        <IstDateField source="lockedUntil" label="Locked until" showTime emptyText="—" sortable={false} />
        <IstDateField source="lastLoginAt" label="Last sign-in" showTime emptyText="never" />
        <InvitationField label="Invitation" />
        <ResendInvitationButton />
      </Datagrid>
    </List>
  );
}
