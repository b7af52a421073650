import { Typography } from '@mui/material';
import { BooleanInput, DateTimeInput, Edit, NumberInput, SimpleForm, TextInput } from 'react-admin';
import { RoundTitle } from './RoundTitle';

const EDITABLE = [
  'startsAt',
  'endsAt',
  'acceptsSubmissions',
  'advanceCount',
  'title',
  'description',
  'evaluationMethod',
  'videoRule',
  'hindi',
];

/** Sends only what the API lets organisers change (the record also carries counts and closure details). */
function editableFields(data: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const key of EDITABLE) {
    if (!(key in data)) continue;
    const value = data[key];
    out[key] =
      (key === 'startsAt' || key === 'endsAt') && value ? new Date(value as string).toISOString() : (value ?? null);
  }
  return out;
}

export default function RoundEdit() {
  return (
    <Edit title={<RoundTitle />} transform={editableFields} mutationMode="pessimistic">
      <SimpleForm>
        <TextInput source="title" fullWidth />
        <DateTimeInput source="startsAt" label="Starts (your local time)" />
        <DateTimeInput source="endsAt" label="Ends (your local time)" />
        <BooleanInput source="acceptsSubmissions" label="Takes entries (only one round at a time)" />
        <NumberInput source="advanceCount" label="How many go through to the next round" min={1} />
        <TextInput source="evaluationMethod" fullWidth />
        <TextInput source="videoRule" fullWidth />
        <TextInput source="description" multiline fullWidth />
        <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
          In Hindi
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          What Hindi pages of the site show. A text left blank shows the English one.
        </Typography>
        <TextInput source="hindi.title" label="Title (Hindi)" fullWidth />
        <TextInput source="hindi.participantsLabel" label="Who takes part (Hindi)" fullWidth />
        <TextInput source="hindi.evaluationMethod" label="Evaluation method (Hindi)" fullWidth />
        <TextInput source="hindi.videoRule" label="Video rule (Hindi)" fullWidth />
        <TextInput source="hindi.description" label="Description (Hindi)" multiline fullWidth />
      </SimpleForm>
    </Edit>
  );
}
