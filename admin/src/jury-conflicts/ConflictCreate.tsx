import { AutocompleteInput, Create, ReferenceInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin';

export default function ConflictCreate() {
  return (
    <Create title="Record a conflict of interest" redirect="list">
      <SimpleForm>
        <ReferenceInput source="jurorId" reference="accounts" filter={{ role: 'jury', disabled: false }}>
          <SelectInput label="Juror" optionText="email" validate={required()} />
        </ReferenceInput>
        <ReferenceInput source="participantId" reference="participants">
          <AutocompleteInput
            label="Participant"
            optionText={(person) => `${person.name ?? 'no name yet'} — ${person.email ?? person.phoneNumber ?? ''}`}
            filterToQuery={(q: string) => ({ q })}
            validate={required()}
          />
        </ReferenceInput>
        <TextInput source="reason" label="Why (for the record)" multiline fullWidth />
      </SimpleForm>
    </Create>
  );
}
