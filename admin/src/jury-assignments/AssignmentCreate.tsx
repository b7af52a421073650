import { AutocompleteInput, Create, ReferenceInput, required, SelectInput, SimpleForm, useNotify } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { JURY_ROUNDS } from '../common/choices';

function EntryInput() {
  const roundId = useWatch({ name: 'roundId' });
  return (
    <ReferenceInput
      source="submissionId"
      reference="entries"
      filter={{ status: 'verified', ...(roundId ? { roundId } : {}) }}
    >
      <AutocompleteInput
        label="Entry (verified, in that round)"
        optionText={(entry) => `${entry.author ?? 'unknown'} — ${entry.instagramUrl}`}
        filterToQuery={(q: string) => ({ q })}
        validate={required()}
      />
    </ReferenceInput>
  );
}

export default function AssignmentCreate() {
  const notify = useNotify();
  return (
    <Create
      redirect="list"
      mutationOptions={{ onError: (error) => notify((error as Error).message, { type: 'error' }) }}
    >
      <SimpleForm>
        <SelectInput source="roundId" label="Round" choices={JURY_ROUNDS} validate={required()} />
        <EntryInput />
        <ReferenceInput source="jurorId" reference="accounts" filter={{ role: 'jury', disabled: false }}>
          <SelectInput label="Juror" optionText="email" validate={required()} />
        </ReferenceInput>
      </SimpleForm>
    </Create>
  );
}
