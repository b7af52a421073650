import {
  BooleanInput,
  Edit,
  minLength,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
} from 'react-admin';
import { ROLES } from '../common/choices';
import { InvitationField, ResendInvitationButton, SendPasswordResetButton } from './invitation';

/** Only the fields the API accepts; an empty password field means "keep the current one". */
function changes(data: Record<string, unknown>) {
  const out: Record<string, unknown> = {
    displayName: data.displayName ?? null,
    role: data.role,
    disabled: data.disabled,
  };
  if (data.newPassword) out.password = data.newPassword;
  if (data.unlock) out.unlock = true;
  return out;
}

export default function AccountEdit() {
  return (
    <Edit
      transform={changes}
      mutationMode="pessimistic"
      actions={
        <TopToolbar>
          <InvitationField />
          <ResendInvitationButton />
          <SendPasswordResetButton />
        </TopToolbar>
      }
    >
      <SimpleForm>
        <TextInput source="email" disabled />
        <TextInput source="displayName" label="Name" />
        <SelectInput source="role" choices={ROLES} />
        <BooleanInput source="disabled" helperText="Signs the account out and stops it signing in" />
        <BooleanInput source="unlock" label="Lift a sign-in lock" />
        <PasswordInput
          source="newPassword"
          label="New password"
          validate={minLength(12)}
          helperText="Leave empty to keep the password. Only its owner may change the password of an account that has scored entries: send them a reset link instead (button above)."
        />
      </SimpleForm>
    </Edit>
  );
}
