import { Typography } from '@mui/material';
import {
  BooleanInput,
  DateTimeInput,
  Edit,
  maxValue,
  minValue,
  NumberInput,
  number,
  RadioButtonGroupInput,
  required,
  SimpleForm,
  TextInput,
  useRecordContext,
} from 'react-admin';
import type { components } from '../api/schema';
import { RoundTitle } from './RoundTitle';
import {
  dirOf,
  EditingLanguageProvider,
  LANGUAGE_NAMES,
  LanguagePicker,
  useEditingLanguage,
} from '../content/languages';

const EDITABLE = [
  'startsAt',
  'endsAt',
  'acceptsSubmissions',
  'advanceCount',
  'title',
  'description',
  'evaluationMethod',
  'videoRule',
  'votingEnabled',
  'voteOncePer',
  'voteDailyAllowance',
  'viewsWeightPercent',
  'translations',
];

/** Public votes count in Rounds 1 and 2 only (the API refuses them in the jury rounds). */
const VOTING_ROUNDS = [1, 2];

const VOTE_ONCE_PER = [
  { id: 'day', name: 'Once per film per day (renewed at midnight IST)' },
  { id: 'round', name: 'Once per film for the whole round' },
];

/** The round's public voting rules: the same settings the site's vote button and the ranking follow. */
function VotingInputs() {
  const record = useRecordContext<components['schemas']['RoundRowDto']>();
  if (!record || !VOTING_ROUNDS.includes(Number(record.id))) {
    return (
      <Typography variant="body2" sx={{ mt: 2 }}>
        Public voting: none in this round (the jury rounds rank without public votes).
      </Typography>
    );
  }
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        Public voting
      </Typography>
      <BooleanInput source="votingEnabled" label="Voting open during the round's dates" />
      <RadioButtonGroupInput source="voteOncePer" label="Each voter may vote" choices={VOTE_ONCE_PER} />
      <NumberInput
        source="voteDailyAllowance"
        label="Votes per voter per day (all films together)"
        validate={[required(), number(), minValue(1), maxValue(1000)]}
      />
      <NumberInput
        source="viewsWeightPercent"
        label="Weight of views in the score (%); votes have the rest"
        validate={[required(), number(), minValue(0), maxValue(100)]}
      />
    </>
  );
}

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

/** The round's visitor-facing texts in the language picked, beside the English fields above. */
function TranslatedTexts() {
  const { language } = useEditingLanguage();
  const name = LANGUAGE_NAMES[language];
  const field = (source: string, label: string, multiline = false) => (
    <TextInput
      key={`${language}.${source}`}
      source={`translations.${language}.${source}`}
      label={`${label} (${name})`}
      multiline={multiline}
      fullWidth
      slotProps={{ htmlInput: { dir: dirOf(language), lang: language } }}
    />
  );
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        In other languages
      </Typography>
      <LanguagePicker />
      {field('title', 'Title')}
      {field('participantsLabel', 'Who takes part')}
      {field('evaluationMethod', 'Evaluation method')}
      {field('videoRule', 'Video rule')}
      {field('description', 'Description', true)}
    </>
  );
}

export default function RoundEdit() {
  return (
    <EditingLanguageProvider>
      <RoundForm />
    </EditingLanguageProvider>
  );
}

function RoundForm() {
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
        <VotingInputs />
        <TranslatedTexts />
      </SimpleForm>
    </Edit>
  );
}
