import { Create, email, minLength, PasswordInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { ROLES } from '../common/choices';

export default function AccountCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <TextInput source="email" type="email" validate={[required(), email()]} />
        <TextInput source="displayName" label="Name" />
        <SelectInput source="role" choices={ROLES} validate={required()} />
        <PasswordInput source="password" validate={[required(), minLength(12)]} helperText="At least 12 characters" />
      </SimpleForm>
    </Create>
  );
}
