import { Create, email, required, SelectInput, SimpleForm, TextInput, useNotify, useRedirect } from 'react-admin';
import { ROLES } from '../common/choices';

/** No password here: the person gets an e-mail with a link to choose their own (README, "Console"). */
export default function AccountCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      mutationOptions={{
        // Replaces react-admin's own success handling, redirect included.
        onSuccess: (account) => {
          notify(`Invitation sent to ${String(account.email)}: they choose their password from the link in it`, {
            type: 'success',
          });
          redirect('list', 'accounts');
        },
      }}
    >
      <SimpleForm>
        <TextInput
          source="email"
          type="email"
          validate={[required(), email()]}
          helperText="They receive a link here to set their own password"
        />
        <TextInput source="displayName" label="Name" />
        <SelectInput source="role" choices={ROLES} validate={required()} />
      </SimpleForm>
    </Create>
  );
}
