import { Box, Card, CardContent, Divider, Typography } from '@mui/material';
import {
  ArrayInput,
  Edit,
  FormDataConsumer,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  required,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MediaPathInput } from './MediaPathInput';
import { AddItemButton, RemoveItemButton } from '../common/iterator-buttons';
import { ContentLanguages } from './ContentLanguages';
import {
  dirOf,
  EditingLanguageProvider,
  LANGUAGE_NAMES,
  LanguagePicker,
  TRANSLATED,
  useEditingLanguage,
  written,
  type SiteLanguage,
  type Text,
} from './languages';

/**
 * English is required; the language being edited sits beside it and may wait for its translation (the site then
 * shows the English, which the field says). Under them, in how many languages the text is written.
 */
function TextPair({
  source,
  label,
  multiline = false,
  optional = false,
}: {
  source: string;
  label: string;
  multiline?: boolean;
  /** The partner block is optional as a whole; the API still wants its name when a link is given. */
  optional?: boolean;
}) {
  const { language } = useEditingLanguage();
  const text: Text = useWatch({ name: source });
  const languages = TRANSLATED.filter((code) => written(text?.[code])).length;
  const fallsBack = written(text?.en) && !written(text?.[language]);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
      <TextInput
        source={`${source}.en`}
        label={`${label} (English)`}
        validate={optional ? undefined : required()}
        multiline={multiline}
        sx={{ flex: '1 1 280px' }}
      />
      <TextInput
        key={language}
        source={`${source}.${language}`}
        label={`${label} (${LANGUAGE_NAMES[language]})`}
        multiline={multiline}
        helperText={fallsBack ? 'Not translated: the site shows the English' : false}
        slotProps={{ htmlInput: { dir: dirOf(language), lang: language } }}
        sx={{ flex: '1 1 280px' }}
      />
      {written(text?.en) ? (
        <Typography variant="caption" sx={{ width: '100%', mt: -1 }}>
          Written in English and {languages} of {TRANSLATED.length} other languages
        </Typography>
      ) : null}
    </Box>
  );
}

function FilmInputs({ source, label }: { source: string; label: string }) {
  const kind: unknown = useWatch({ name: `${source}.kind` });
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle1">{label}</Typography>
      <SelectInput
        source={`${source}.kind`}
        label="Kind"
        choices={[
          { id: 'video', name: 'MP4 film uploaded to this site' },
          { id: 'instagram', name: 'Instagram post' },
        ]}
        emptyText="None (the block is hidden)"
        parse={(value: string) => value || null}
      />
      {kind ? (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          {kind === 'video' ? (
            <>
              <MediaPathInput source={`${source}.url`} label={`${label} file`} kind="film" validate={required()} />
              <MediaPathInput source={`${source}.posterUrl`} label={`${label} poster image`} kind="image" />
            </>
          ) : (
            <TextInput
              source={`${source}.url`}
              label="Instagram post link"
              validate={required()}
              sx={{ flex: '1 1 320px' }}
            />
          )}
        </Box>
      ) : null}
    </Box>
  );
}

const show = (text: Text, language: SiteLanguage) =>
  (language !== 'en' && written(text?.[language]) ? text?.[language] : text?.en) || '';

/** How the main texts read on the site, in English and the language being edited (blank ones fall back). */
function Preview() {
  const { language: editing } = useEditingLanguage();
  return (
    <FormDataConsumer>
      {({ formData }) => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' }, width: '100%' }}>
          {(['en', editing] as const).map((language) => (
            <Card key={language} variant="outlined" lang={language} dir={dirOf(language)}>
              <CardContent>
                <Typography variant="overline">Preview: {LANGUAGE_NAMES[language]}</Typography>
                <Typography variant="h6">{show(formData.contestName, language)}</Typography>
                <Typography variant="body2">{show(formData.tagline, language)}</Typography>
                <Divider sx={{ my: 1 }} />
                {(formData.prizes ?? []).map((prize: { title: Text; description: Text }, index: number) => (
                  <Typography key={index} variant="body2">
                    <strong>{show(prize?.title, language)}</strong> {show(prize?.description, language)}
                  </Typography>
                ))}
                {(formData.jury ?? []).map((member: { name: Text; title: Text }, index: number) => (
                  <Typography key={index} variant="body2">
                    {show(member?.name, language)}, {show(member?.title, language)}
                  </Typography>
                ))}
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {(formData.faq ?? []).length} FAQ items · support: {formData.supportEmail || 'none published'}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
    </FormDataConsumer>
  );
}

/** Empty optional fields go to the API as null, so clearing a field clears it. */
function nullIfEmpty(value: unknown): unknown {
  if (value === '' || value === undefined) return null;
  if (Array.isArray(value)) return value.map(nullIfEmpty);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, nullIfEmpty(item)]));
  }
  return value;
}

function toDocument(data: Record<string, unknown>) {
  const document = nullIfEmpty(data) as Record<string, unknown>;
  // An untouched partner block means no partner; a half-filled one goes to the API, which names what is missing.
  const partner = document.partner as { name?: { en?: unknown }; url?: unknown; logoUrl?: unknown } | null;
  if (partner && !partner.url && !partner.logoUrl && !partner.name?.en) document.partner = null;
  for (const film of ['introFilm', 'sampleFilm']) {
    const value = document[film] as { kind?: unknown } | null;
    if (value && !value.kind) document[film] = null;
  }
  return document;
}

/**
 * The organisers' content: one record, edited whole. The API checks every field and names the bad ones;
 * a save made on a stale copy is refused (another organiser saved first), so nobody's edit is lost.
 */
export default function ContentEdit() {
  return (
    <EditingLanguageProvider>
      <ContentForm />
    </EditingLanguageProvider>
  );
}

function ContentForm() {
  return (
    <Edit
      resource="content"
      id={1}
      redirect={false}
      mutationMode="pessimistic"
      transform={toDocument}
      title="Site content"
    >
      <SimpleForm>
        <ContentLanguages />
        <LanguagePicker />
        <Typography variant="h6">Contest and organiser</Typography>
        <TextPair source="contestName" label="Contest name" />
        <TextPair source="tagline" label="Tagline" />
        <TextPair source="organiser.name" label="Organiser" />
        <MediaPathInput source="organiser.logoUrl" label="Organiser logo" kind="image" />
        <MediaPathInput source="organiser.emblemUrl" label="Emblem" kind="image" />
        <TextInput source="supportEmail" label="Support e-mail (footer and legal pages)" type="email" fullWidth />
        <Typography variant="h6">Partner (optional)</Typography>
        <TextPair source="partner.name" label="Partner name" optional />
        <TextInput source="partner.url" label="Partner website (https://…)" fullWidth />
        <MediaPathInput source="partner.logoUrl" label="Partner logo" kind="image" />
        <Typography variant="h6">Prizes and awards</Typography>
        <ArrayInput source="prizes" label="Prizes (the first one is featured)">
          <SimpleFormIterator
            inline={false}
            addButton={<AddItemButton label="Add a prize" />}
            removeButton={<RemoveItemButton label="Remove this prize" />}
          >
            <TextPair source="title" label="Prize" />
            <TextPair source="description" label="Description" multiline />
          </SimpleFormIterator>
        </ArrayInput>
        <TextPair source="awardsText" label="Awards note" multiline />
        <Typography variant="h6">Jury</Typography>
        <ArrayInput source="jury" label="Jury members">
          <SimpleFormIterator
            inline={false}
            addButton={<AddItemButton label="Add a jury member" />}
            removeButton={<RemoveItemButton label="Remove this jury member" />}
          >
            <TextPair source="name" label="Name" />
            <TextPair source="title" label="Title" />
            <MediaPathInput source="photoUrl" label="Photo" kind="image" />
            <TextPair source="bio" label="Short bio" multiline />
          </SimpleFormIterator>
        </ArrayInput>
        <Typography variant="h6">Films</Typography>
        <FilmInputs source="introFilm" label="Intro film" />
        <FilmInputs source="sampleFilm" label="Sample film" />
        <Typography variant="h6">Sharing, FAQ and legal pages</Typography>
        <TextPair source="shareText" label="Share text" multiline />
        <TextInput
          source="shareImageUrl"
          label="Link preview image path"
          helperText="1200×630 picture shown when a link to the site or an entry is shared; empty: the site's own"
          fullWidth
        />
        <ArrayInput source="faq" label="FAQ">
          <SimpleFormIterator
            inline={false}
            addButton={<AddItemButton label="Add a question" />}
            removeButton={<RemoveItemButton label="Remove this question" />}
          >
            <TextPair source="question" label="Question" />
            <TextPair source="answer" label="Answer" multiline />
          </SimpleFormIterator>
        </ArrayInput>
        <Typography variant="h6">Certificates</Typography>
        <TextPair source="certificate.organiserName" label="Awarded by (printed at the top)" />
        <MediaPathInput source="certificate.logoUrl" label="Certificate logo" kind="image" />
        <ArrayInput source="certificate.signatories" label="Signatories (up to 3, printed left to right)">
          <SimpleFormIterator
            inline={false}
            addButton={<AddItemButton label="Add a signatory" />}
            removeButton={<RemoveItemButton label="Remove this signatory" />}
          >
            <TextPair source="name" label="Name" />
            <TextPair source="title" label="Title" />
            <MediaPathInput source="signatureUrl" label="Signature image" kind="image" />
          </SimpleFormIterator>
        </ArrayInput>
        <TextInput source="legal.termsUpdated" label="Terms last updated (YYYY-MM-DD)" validate={required()} />
        <TextInput
          source="legal.privacyUpdated"
          label="Privacy policy last updated (YYYY-MM-DD)"
          validate={required()}
        />
        <Preview />
      </SimpleForm>
    </Edit>
  );
}
